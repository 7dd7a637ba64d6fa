/**
 * A state machine written as data: for each state, the state each event it
 * takes leads to. An event a state does not list changes nothing, so a
 * second press while pending, or a late answer after a reset, is ignored by
 * leaving it out of the table.
 */

/** For each state, where each event it takes leads. */
export type MachineTable<State extends string, Event extends string> = Readonly<
  Record<State, Readonly<Partial<Record<Event, State>>>>
>;

/** The state after `event`; the same state when the state's row does not list the event. */
export function nextState<State extends string, Event extends string>(
  table: MachineTable<State, Event>,
  state: State,
  event: Event,
): State {
  return table[state][event] ?? state;
}
