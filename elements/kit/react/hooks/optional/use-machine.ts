import { useCallback, useRef, useState } from 'react';
import { type MachineTable, nextState } from '../../../../../lib/state-machine/state-machine.ts';

/**
 * An element's named state kept by a machine written as data
 * (`lib/state-machine/state-machine.ts`). Returns the state of this render, `send`, which
 * moves it by the table and returns the state it moved to, and `current`,
 * the state after every event sent so far. Both are stable: a listener that
 * runs before React renders again (a popstate during closing, say) decides
 * from `current`, not from the render it was made in.
 */
export function useMachine<State extends string, Event extends string>(
  table: MachineTable<State, Event>,
  initial: State,
): [State, (event: Event) => State, () => State] {
  const [state, setState] = useState(initial);
  const latest = useRef(initial);
  // A table is a module constant: the first one is the one for good.
  const machine = useRef(table).current;
  const send = useCallback(
    (event: Event) => {
      latest.current = nextState(machine, latest.current, event);
      setState(latest.current);
      return latest.current;
    },
    [machine],
  );
  const current = useCallback(() => latest.current, []);
  return [state, send, current];
}
