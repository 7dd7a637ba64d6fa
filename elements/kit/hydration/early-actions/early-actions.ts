import type { Waiting } from '../waiting/waiting.ts';
import { BUTTON, CONTROLS, EARLY_STEPS, NATIVE, NATIVE_CONTROLS, OTHER, SUBMIT } from './early-actions.logic.ts';

/**
 * A visitor's clicks and keys on a server-rendered element before its code
 * has hydrated it: recorded, then performed once on the same nodes when it
 * has (hydration keeps them). What the platform does well itself (a link,
 * a summary, a check box, typing) is left to it. No dependency: the
 * autoloader can carry it, and its store is on `globalThis`, so the
 * autoloader's copy and the kit's share one.
 */

/** One early action: a click, or a key pressed on a control that has no native action. */
export interface EarlyAction {
  type: string;
  target: HTMLElement;
  key: string | undefined;
}

/** A waiting host's actions; `held` once its view takes events itself (it is hydrating). */
type Recorded = EarlyAction[] & { held?: boolean };

/**
 * The waiting hosts, and the one listener every copy of this module installs
 * (the first copy's: added again by another, it is added once).
 */
type Store = [waiting: WeakMap<Element, Recorded>, listener: (event: Event) => void];

const STORE_KEY = Symbol.for('sq-elements.early-actions');

/** What an early action is: a click, or a key (KEPT in `../../../autoloader.ts` too, which does not import this: a test holds the two together). */
export const EARLY_EVENTS = ['click', 'keydown'];

/**
 * Where the autoloader's part that waits shares what it knows: that part takes the key from here. The kit's
 * `waiting.ts` and the autoloader keep copies (this file imports neither, so that it stays a chunk without
 * dependency: a test holds them together).
 */
export const WAITING_KEY = Symbol.for('sq-elements.waiting');

function record(event: Event): void {
  recordAction(event, event.composedPath(), true);
}

/**
 * A click or key, with the path it took: recorded for the waiting host it was done in, if any. `live` while
 * it is being dispatched; one the autoloader kept before this part arrived is done, and its native action can
 * no longer be held.
 */
export function recordAction(event: Event, path: EventTarget[], live?: boolean): void {
  const { key, type } = event as KeyboardEvent;
  if (key && key !== 'Enter' && key !== ' ') return;
  const [waiting] = store();
  // The nearest control in the waiting host's own shadow tree: the page's nodes slotted into it, and what
  // the elements inside it draw (past a shadow root of their own), are theirs to handle.
  let control: HTMLButtonElement | undefined;
  for (const node of path as HTMLButtonElement[]) {
    if (node instanceof ShadowRoot) {
      const recorded = waiting.get(node.host);
      if (recorded) {
        if (recorded.held || control?.getRootNode() !== node) return;
        const kind = control.matches(NATIVE_CONTROLS)
          ? NATIVE
          : control.form && control.type === 'submit'
            ? SUBMIT
            : control.localName === 'button'
              ? BUTTON
              : OTHER;
        const step = EARLY_STEPS[kind]?.[key ? 1 : 0];
        if (step) {
          recorded.push({ type, target: control, key });
          // The code its action will need beside its element's (`data-loads`: the lightbox a gallery tile opens),
          // asked for now, by the autoloader's part that waits.
          const more = control.dataset.loads;
          if (more) (globalThis as Record<symbol, Waiting | undefined>)[WAITING_KEY]?.preload(more);
        }
        // A submit button's native action would post the form before the code is there (one kept by the
        // autoloader was done before this part could hold it).
        if (step === 2 && live) event.preventDefault();
        return;
      }
      control = undefined;
    } else control ??= node.matches?.(CONTROLS) ? node : undefined;
  }
}

function store(): Store {
  const scope = globalThis as { [STORE_KEY]?: Store };
  scope[STORE_KEY] ??= [new WeakMap(), record];
  return scope[STORE_KEY];
}

/** Starts recording early actions: capture-phase `click` and `keydown` listeners on the document, added once. */
export function watchEarlyActions(): void {
  const [, listener] = store();
  for (const type of EARLY_EVENTS) document.addEventListener(type, listener, true);
}

/** The host's shadow root came from the server and its code has not hydrated it yet: record what is done in it. */
export function markWaiting(host: Element): void {
  const [waiting] = store();
  if (!waiting.has(host)) waiting.set(host, []);
  watchEarlyActions();
}

/**
 * The host's view is hydrating and takes events itself from now on: record
 * no more for it (an event now reaches the view; recorded too, it would be
 * performed twice). What was recorded waits for `performEarlyActions`.
 */
export function stopRecording(host: Element): void {
  const recorded = store()[0].get(host);
  if (recorded) recorded.held = true;
}

/** Forgets the host's early actions without performing them: it left the page before it hydrated. */
export function forgetEarlyActions(host: Element): void {
  store()[0].delete(host);
}

/**
 * The host has hydrated: performs each recorded action once, on the node it
 * was done on (a click as a click, a key as a new `keydown`), and records no
 * more. An action whose node has left the shadow root is dropped.
 */
export function performEarlyActions(host: Element): void {
  const recorded = store()[0].get(host) ?? [];
  forgetEarlyActions(host);
  for (const { type, target, key } of recorded) {
    if (target.getRootNode() !== host.shadowRoot) continue;
    if (key) target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, composed: true, cancelable: true }));
    else target.click();
  }
}
