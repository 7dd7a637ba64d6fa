/**
 * The lightbox's decisions (spec 001 §4 "Lightbox", §9 "Lightbox"; spec 000
 * §2 for opening from the address), as pure functions: no React, no DOM.
 */

import type { MachineTable } from '../../lib/state-machine/state-machine.ts';

/** How long the overlay fades in and out, in seconds (spec 001 §9). */
export const LIGHTBOX_SPEED_S = 0.6;
/** The overlay's opacity once faded in (spec 001 §9). */
export const OVERLAY_OPACITY = 0.95;
/** Arrow keys move at most once in this many milliseconds (spec 001 §4, §9). */
export const ARROW_THROTTLE_MS = 200;
/** A click this close to the window's edge, as a fraction of its size, is ignored (spec 001 §4, §9). */
export const EDGE_IGNORE_FRACTION = 0.02;
/** The dialog's name when none is given (spec 001 §2, §9). */
export const DEFAULT_TITLE = 'Gallery';
/**
 * Widest window that counts as mobile, where next and previous stop at the
 * ends (spec 001 §4 loops on desktop only; the width is ours, the popup's
 * mobile width).
 */
export const MOBILE_MAX_WIDTH_PX = 767;

/** One item of the set (spec 001 §3 "Lightbox set item": content and meta). */
export interface LightboxItem {
  /** The image's address. */
  src: string;
  alt?: string;
  /** The item's id, and its own address: either names it in the page's address. */
  id?: string;
  url?: string;
  /** A video item's embed code (as `<sq-video>`'s `html`): the video plays in the lightbox, the image is its poster. */
  videoHtml?: string;
  /** The image's natural size, when known: its box is drawn before it loads. */
  dimensions?: { width: number; height: number };
  /** The caption. */
  title?: string;
  description?: string;
}

export type Direction = 'previous' | 'next';

export {
  addressWithItem,
  addressWithoutItem,
  hashItem,
  ITEM_HASH_KEY,
  itemFromAddress,
  itemKey,
  lastSegment,
} from '../../lib/item-address/item-address.ts';

/** Whether a click at (x, y) falls within 2 % of an edge of a window of that size, and is ignored. */
export function isEdgeClick(x: number, y: number, window: { width: number; height: number }): boolean {
  const marginX = window.width * EDGE_IGNORE_FRACTION;
  const marginY = window.height * EDGE_IGNORE_FRACTION;
  return x < marginX || x > window.width - marginX || y < marginY || y > window.height - marginY;
}

/** The direction a click at x goes: the left half of the window goes back, the right half forward. */
export function clickDirection(x: number, windowWidth: number): Direction {
  return x < windowWidth / 2 ? 'previous' : 'next';
}

/**
 * Where a click or tap on the image goes (spec 001 §4): by the half of the
 * window it falls in, nowhere within 2 % of an edge. A click made with no
 * pointer (`detail` 0) or by a finger (the touch gestures' own, and perhaps
 * the first of a double tap) goes nowhere.
 */
export function imageClickDirection(
  click: { x: number; y: number; detail: number; touch: boolean },
  window: { width: number; height: number },
): Direction | null {
  if (click.detail === 0 || click.touch || isEdgeClick(click.x, click.y, window)) return null;
  return clickDirection(click.x, window.width);
}

/** Whether an arrow key pressed at `now` may move, the last move having been at `last` (null: none yet). */
export function arrowAllowed(last: number | null, now: number): boolean {
  return last === null || now - last >= ARROW_THROTTLE_MS;
}

/** Whether next and previous wrap around at the ends: on desktop, not on mobile. */
export function loops(windowWidth: number): boolean {
  return windowWidth > MOBILE_MAX_WIDTH_PX;
}

/** The index a step goes to, or null where it cannot go (an end without looping, or a set of one). */
export function step(index: number, count: number, direction: Direction, loop: boolean): number | null {
  if (count < 2) return null;
  const next = index + (direction === 'next' ? 1 : -1);
  if (next >= 0 && next < count) return next;
  return loop ? (next + count) % count : null;
}

/** The index to show for a requested one: a whole number within the set (out of range wraps, as the gallery's). */
export function normalizeIndex(index: number, count: number): number {
  if (count === 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The position announced for a slide. */
export function positionText(index: number, count: number): string {
  return `Image ${index + 1} of ${count}`;
}

/**
 * Touch swipes, by the gallery's swipe rules (spec 001 §9 "Swipe"; the
 * lightbox section gives none of its own): a drag under 10 px is a tap, a
 * drag counts when it is longer than the window's size divided by 2.25 or a
 * flick of at least 50 px within 250 ms.
 */
export const SWIPE_AXIS_LOCK_PX = 10;
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_TIME_MS = 250;
export const SWIPE_DISTANCE_DIVISOR = 2.25;

/** What a swipe does: sideways moves (leftwards to the next item), downwards closes; null for nothing. */
export type SwipeOutcome = Direction | 'close' | null;

/** The outcome of a one-finger drag of (dx, dy) px lasting `ms`, in a window of that size. */
export function swipeOutcome(
  drag: { dx: number; dy: number; ms: number },
  window: { width: number; height: number },
): SwipeOutcome {
  const sideways = Math.abs(drag.dx) >= Math.abs(drag.dy);
  // Sideways either way; up and down only downwards (an upward drag does nothing).
  const distance = sideways ? Math.abs(drag.dx) : drag.dy;
  if (distance < SWIPE_AXIS_LOCK_PX) return null;
  const far = distance > (sideways ? window.width : window.height) / SWIPE_DISTANCE_DIVISOR;
  const flick = distance >= SWIPE_THRESHOLD_PX && drag.ms <= SWIPE_TIME_MS;
  if (!far && !flick) return null;
  if (!sideways) return 'close';
  return drag.dx < 0 ? 'next' : 'previous';
}

/**
 * The lightbox's phases (spec 001 §4): `opening` while the overlay fades in
 * (the content shows once it has), `open`, `closing` while it fades out, then
 * `closed`, the lightbox destroyed.
 */
export type LightboxPhase = 'closed' | 'opening' | 'open' | 'closing';

/** A request to show a set (`OPEN`), the fade in or out ending (`FADED`), and closing by any means (`CLOSE`). */
export type LightboxEvent = 'OPEN' | 'FADED' | 'CLOSE';

/** Where each event leads; a close while closing, or a request while open, moves nothing. */
export const LIGHTBOX_PHASES: MachineTable<LightboxPhase, LightboxEvent> = {
  closed: { OPEN: 'opening' },
  opening: { FADED: 'open', CLOSE: 'closing' },
  open: { CLOSE: 'closing' },
  closing: { FADED: 'closed' },
};

/** Whether the lightbox is open for the visitor: it takes a close, back closes it, another set replaces the shown. */
export function isOpen(phase: LightboxPhase): boolean {
  return phase === 'open' || phase === 'opening';
}

const FADE_IN: readonly { opacity: number }[] = [{ opacity: 0 }, { opacity: 1 }];
const FADE_OUT: readonly { opacity: number }[] = [{ opacity: 1 }, { opacity: 0 }];

/** The overlay's fade in this phase, as opacity keyframes (the same list each time); none outside the fades. */
export function fadeKeyframes(phase: LightboxPhase): readonly { opacity: number }[] | null {
  if (phase === 'opening') return FADE_IN;
  if (phase === 'closing') return FADE_OUT;
  return null;
}

/**
 * What a request to show a set does: whether its set is shown (`show`),
 * whether the request stays (a dropped one is cleared at once), how the
 * address names the item (`push` a history entry, `replace` it, or leave it),
 * and whether it opens the lightbox (the `OPEN` event and `sq-open`).
 */
export interface RequestAnswer {
  show: boolean;
  keep: boolean;
  address: 'push' | 'replace' | null;
  opens: boolean;
}

/** The answer to a request for `count` items in this phase, with history on or off. */
export function answerRequest(
  phase: LightboxPhase,
  request: { count: number; fromAddress?: boolean | undefined },
  history: boolean,
): RequestAnswer {
  // An address opens nothing with history off (a gallery asks whatever the lightbox's settings).
  if (request.fromAddress && !history) return { show: false, keep: false, address: null, opens: false };
  if (request.count === 0) return { show: true, keep: false, address: null, opens: false };
  // A set asked for while closing is shown as the lightbox fades out, and goes with it.
  if (phase === 'closing') return { show: true, keep: true, address: null, opens: false };
  if (isOpen(phase)) return { show: true, keep: true, address: history ? 'replace' : null, opens: false };
  // Opened from the address, the address names the item already.
  return { show: true, keep: true, address: history && !request.fromAddress ? 'push' : null, opens: true };
}

/**
 * How closing restores the address: back over the entry opening added
 * (`back`), else the address without the item (`strip`), or nothing: closed
 * by the browser's back, with history off, or with no item in the address.
 */
export function addressOnClose(
  reason: string,
  options: { history: boolean; ownEntry: boolean; addressHasItem: boolean },
): 'back' | 'strip' | null {
  if (reason === 'back' || !options.history) return null;
  if (options.ownEntry) return 'back';
  return options.addressHasItem ? 'strip' : null;
}

/** Whether a back (a popstate) closes the lightbox: it is open and the address no longer names an item. */
export function closesOnBack(phase: LightboxPhase, hashItemNow: string | null): boolean {
  return isOpen(phase) && hashItemNow === null;
}

/** The direction an arrow key goes, or null for any other key or an arrow with Alt, Ctrl or Meta. */
export function arrowDirection(key: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): Direction | null {
  if (key.altKey || key.ctrlKey || key.metaKey) return null;
  return key.key === 'ArrowLeft' ? 'previous' : key.key === 'ArrowRight' ? 'next' : null;
}
