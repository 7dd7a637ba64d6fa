import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shareUnchanged } from '../../../element/share-unchanged.ts';

/**
 * A number that stays the same until the current microtask ends. Elements
 * mount in one synchronous flush that runs their effects before it returns,
 * so a read and an effect that see the same number saw the same DOM.
 */
let turn = 0;
let turnOpen = false;
function currentTurn(): number {
  if (!turnOpen) {
    turnOpen = true;
    turn++;
    queueMicrotask(() => {
      turnOpen = false;
    });
  }
  return turn;
}

export interface LightDomOptions {
  /** Attributes of the host's descendants whose changes call for a new reading; none by default. */
  attributes?: readonly string[];
  /** Off: nothing is read or observed (the view takes its content from its config). */
  enabled?: boolean;
}

/**
 * What `read` finds in the host's light DOM (the content a visitor sees
 * before the element upgrades), read again whenever its children, their text
 * or the given attributes change. A new reading that is deeply equal to the
 * last keeps the last (its identity, and no re-render), and an unchanged part
 * of a changed reading keeps its own. Undefined while not enabled.
 */
export function useLightDom<T>(
  host: HTMLElement,
  read: (host: HTMLElement) => T,
  { attributes, enabled = true }: LightDomOptions = {},
): T | undefined {
  const reader = useRef(read);
  useLayoutEffect(() => {
    reader.current = read;
  });
  const readIn = useRef(-1);
  const [value, setValue] = useState<T | undefined>(() => {
    if (!enabled) return undefined;
    readIn.current = currentTurn();
    return read(host);
  });
  useEffect(() => {
    if (!enabled) return;
    const update = () => {
      const next = reader.current(host);
      setValue((previous) => shareUnchanged(previous, next));
    };
    // Read again unless the first reading was moments ago, in this same flush: 500 slides take milliseconds.
    if (readIn.current !== currentTurn()) update();
    readIn.current = -1;
    const observer = new MutationObserver(update);
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      ...(attributes ? { attributes: true, attributeFilter: [...attributes] } : {}),
    });
    return () => observer.disconnect();
  }, [host, enabled, attributes]);
  return enabled ? value : undefined;
}
