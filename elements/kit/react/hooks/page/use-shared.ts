import { useLayoutEffect, useRef } from 'react';
import { shareUnchanged } from '../../../element/share-unchanged.ts';

/**
 * `value`, reusing every part of the value last committed that is deeply
 * equal to it (see shareUnchanged): data rebuilt from a changed config keeps
 * the identity of what did not change, so memoised children and effects
 * keyed on it stay as they are. Compares only when `value` itself is new.
 */
export function useShared<T>(value: T): T {
  const committed = useRef(value);
  const shared = committed.current === value ? value : shareUnchanged(committed.current, value);
  useLayoutEffect(() => {
    committed.current = shared;
  });
  return shared;
}
