import { useLayoutEffect, useState } from 'react';
import { whenHydrated } from '../kit/hydration/hydrated.ts';
import { awaitingHydration } from '../kit/hydration/ledger/hydration.ts';

/**
 * How long the popup waits for the custom elements in its content before it
 * opens anyway. Our choice (spec silent): time for their code to arrive on a
 * slow connection, and a tag nobody defines holds the popup up no longer.
 */
export const CONTENT_WAIT_MS = 3000;

/**
 * Whether the custom elements in the host's light DOM are defined, so that
 * the popup opens at its full size: content that upgraded after it opened
 * (an <sq-form> whose code was still on its way) would grow the dialog in
 * front of the visitor, as could a server-rendered one still hydrating.
 * True before the first paint when there are none;
 * true after CONTENT_WAIT_MS whatever happens.
 */
export function useContentDefined(host: HTMLElement): boolean {
  const [defined, setDefined] = useState(false);
  useLayoutEffect(() => {
    const waiting = [...host.querySelectorAll(':not(:defined)')];
    if (waiting.length === 0) {
      setDefined(true);
      return;
    }
    let live = true;
    const done = () => {
      if (live) setDefined(true);
    };
    const timer = setTimeout(done, CONTENT_WAIT_MS);
    // Defined, and hydrated when it arrived server-rendered: hydrating, it may still change its size.
    const ready = (element: Element) =>
      customElements
        .whenDefined(element.localName)
        .then(() => (awaitingHydration.has(element) ? whenHydrated(element) : undefined));
    void Promise.all(waiting.map(ready)).then(done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [host]);
  return defined;
}
