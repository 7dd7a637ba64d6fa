/**
 * The native mobile-app bridge's decisions (spec 001 §2, §3, §4, §7, §8):
 * when a page runs inside the app, which native container it is, how a
 * message reaches it, the requests pending by id. When the mobile info bar
 * shows is lib/mobile-info-bar/mobile-info-bar.ts. No DOM: the page's objects are passed in.
 */
import { ANDROID_GLOBAL, detectPlatform, type PageGlobals } from '../core/index.ts';

export {
  ANDROID_GLOBAL,
  detectPlatform,
  isMobileApp,
  MOBILE_APP_PLATFORM,
  type NativePlatform,
  type PageGlobals,
  PLATFORM_PARAM,
  queryMarksMobileApp,
} from '../core/index.ts';

/**
 * The mobile-app scheme back address (spec 001 §2: going back in the shell
 * navigates to it). The spec does not show the scheme: ours.
 */
export const MOBILE_APP_BACK_URL = 'sq-mobile-app://back';

/** What an unidentified platform throws (spec 001 §8). */
export const PLATFORM_ERROR = 'mobile platform not correctly identified';

/** The bridge's messages (spec 001 §3, §7). */
export const BRIDGE_MESSAGES = ['info', 'sendEvent', 'dismiss'] as const;
export type BridgeMessage = (typeof BRIDGE_MESSAGES)[number];

/** What goes to the native side: the message, the request's id, and the message's own fields. */
export interface BridgeEnvelope {
  id: number;
  message: BridgeMessage;
  name?: string;
  body?: unknown;
}

/** How a message is handed to the native side, or why it cannot be. */
export type Delivery = { kind: 'deliver'; send: (envelope: BridgeEnvelope) => void } | { kind: 'missing-handler' };

/** Where the native side answers: `window[ANSWER_GLOBAL].resolve(id, value)` or `.reject(id, reason)`. */
export const ANSWER_GLOBAL = 'sqMobileAppBridge';

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

/**
 * Finds the native handler of `message` (spec 001 §8). Throws
 * 'mobile platform not correctly identified' when no native container is
 * detected; a container without a handler for the message is
 * `missing-handler`, which the bridge logs.
 */
export function deliveryFor(globals: PageGlobals, message: BridgeMessage): Delivery {
  const platform = detectPlatform(globals);
  switch (platform) {
    case 'ios': {
      const handlers = (globals.webkit as { messageHandlers: Record<string, unknown> }).messageHandlers;
      const handler = handlers[message];
      if (!isObject(handler) || typeof handler.postMessage !== 'function') return { kind: 'missing-handler' };
      const postMessage = handler.postMessage as (value: unknown) => void;
      return { kind: 'deliver', send: (envelope) => postMessage.call(handler, envelope) };
    }
    case 'android': {
      const bridge = globals[ANDROID_GLOBAL] as Record<string, unknown>;
      const method = bridge[message];
      if (typeof method !== 'function') return { kind: 'missing-handler' };
      // A JavaScript interface takes strings only.
      return { kind: 'deliver', send: (envelope) => method.call(bridge, JSON.stringify(envelope)) };
    }
    case undefined:
      throw new Error(PLATFORM_ERROR);
  }
}

/** The text logged when the native side has no handler for a message (spec 001 §8). */
export function missingHandlerText(message: BridgeMessage): string {
  return `sq-elements: the native app has no handler for the bridge message "${message}"`;
}

/**
 * The requests waiting for the native side, by id (spec 001 §4): each is
 * pending until the native side resolves or rejects it. An answer for an id
 * not pending (unknown, or already settled) changes nothing.
 */
export interface RequestBook {
  /** Opens a request; its promise settles with the native side's answer. */
  open(): { id: number; answer: Promise<unknown> };
  /** Settles a pending request; false when the id is not pending. */
  settle(id: unknown, outcome: 'resolve' | 'reject', value: unknown): boolean;
  /** The ids still pending, oldest first. */
  pending(): number[];
}

export function createRequestBook(): RequestBook {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (reason: unknown) => void }>();
  return {
    open() {
      const id = ++lastId;
      const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
      return { id, answer };
    },
    settle(id, outcome, value) {
      const key = typeof id === 'string' ? Number(id) : id;
      const request = typeof key === 'number' ? waiting.get(key) : undefined;
      if (!request) return false;
      waiting.delete(key as number);
      if (outcome === 'resolve') request.resolve(value);
      else request.reject(value instanceof Error ? value : new Error(String(value)));
      return true;
    },
    pending: () => [...waiting.keys()],
  };
}
