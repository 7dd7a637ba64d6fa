import type { ServiceShare } from '../core/index.ts';
import {
  ANSWER_GLOBAL,
  type BridgeEnvelope,
  type BridgeMessage,
  createRequestBook,
  deliveryFor,
  detectPlatform,
  isMobileApp,
  MOBILE_APP_BACK_URL,
  MOBILE_APP_PLATFORM,
  missingHandlerText,
  type NativePlatform,
  type PageGlobals,
} from './bridge.logic.ts';

export type { BridgeMessage, NativePlatform } from './bridge.logic.ts';

/** The attribute on `<html>` that marks a page running inside the mobile-app shell, for themes' CSS. */
export const PLATFORM_ATTRIBUTE = 'data-sq-platform';

export interface BridgeOptions {
  /** Where the injected objects are, and where the answer object goes: `window` by default. */
  globals?: Record<string, unknown>;
  /** The address's query: `location.search` by default. */
  search?: string;
  /** How the bridge navigates (back): `location.assign` by default. */
  navigate?: (url: string) => void;
}

/** The page's bridge to the native mobile-app container (spec 001 §2, §3, §4, §7, §8). */
export interface MobileAppBridge {
  /** The page runs in the shell: `platform=mobile-app` in the query, or a native container detected. */
  readonly isMobileApp: boolean;
  /** The native container the injected objects name, if any. */
  readonly platform: NativePlatform | undefined;
  /** Asks the native side for its info; settles with its answer. */
  info(): Promise<unknown>;
  /** Sends an event to the native side; settles with its answer. */
  sendEvent(name: string, body?: unknown): Promise<unknown>;
  /** Asks the native side to dismiss the page; settles with its answer. */
  dismiss(): Promise<unknown>;
  /** Goes back in the shell: navigates to the mobile-app scheme back address. */
  back(): void;
  /** The ids of the requests the native side has not answered yet, oldest first. */
  pending(): number[];
  /** Takes the answer object off the page; requests still pending stay so. */
  uninstall(): void;
}

/**
 * Connects the page to the native container. Each message is a request with
 * an id, handed to the native handler of its name, and pending until the
 * native side calls `window.sqMobileAppBridge.resolve(id, value)` or
 * `.reject(id, reason)`. With no native container a message throws 'mobile
 * platform not correctly identified'; a container without the message's
 * handler gets nothing, the error is logged, and the request answers undefined.
 */
export function createBridge(options: BridgeOptions = {}): MobileAppBridge {
  const globals = options.globals ?? (globalThis as unknown as Record<string, unknown>);
  const search = options.search ?? globalThis.location?.search ?? '';
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  const book = createRequestBook();
  const answers = {
    resolve: (id: unknown, value?: unknown) => book.settle(id, 'resolve', value),
    reject: (id: unknown, reason?: unknown) => book.settle(id, 'reject', reason),
  };
  globals[ANSWER_GLOBAL] = answers;

  const send = (message: BridgeMessage, fields: Omit<BridgeEnvelope, 'id' | 'message'> = {}): Promise<unknown> => {
    const delivery = deliveryFor(globals as PageGlobals, message);
    if (delivery.kind === 'missing-handler') {
      console.error(missingHandlerText(message));
      return Promise.resolve(undefined);
    }
    const { id, answer } = book.open();
    try {
      delivery.send({ id, message, ...fields });
    } catch (error) {
      book.settle(id, 'reject', error);
    }
    return answer;
  };

  return {
    isMobileApp: isMobileApp(search, globals as PageGlobals),
    platform: detectPlatform(globals as PageGlobals),
    info: () => send('info'),
    sendEvent: (name, body) => send('sendEvent', body === undefined ? { name } : { name, body }),
    dismiss: () => send('dismiss'),
    back: () => navigate(MOBILE_APP_BACK_URL),
    pending: () => book.pending(),
    uninstall() {
      if (globals[ANSWER_GLOBAL] === answers) delete globals[ANSWER_GLOBAL];
    },
  };
}

/**
 * Marks the page for the shell when it runs in one (`data-sq-platform="mobile-app"`
 * on `<html>`), and gives the bridge.
 */
export function installBridge(options: BridgeOptions = {}): MobileAppBridge {
  const bridge = createBridge(options);
  if (bridge.isMobileApp) document.documentElement.setAttribute(PLATFORM_ATTRIBUTE, MOBILE_APP_PLATFORM);
  return bridge;
}

/**
 * What `<sq-runtime>` installs by itself on a page in the app shell: the
 * page marked and the bridge answering, until the runtime leaves the page.
 */
export function installAppShell(): ServiceShare {
  const bridge = installBridge();
  return {
    uninstall() {
      bridge.uninstall();
      document.documentElement.removeAttribute(PLATFORM_ATTRIBUTE);
    },
  };
}
