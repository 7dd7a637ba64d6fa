import { describe, expect, it } from 'vitest';
import { type MachineTable, nextState } from './state-machine.ts';

type Light = 'off' | 'on' | 'broken';
type Switch = 'PRESS' | 'BREAK' | 'MEND';

const LIGHT: MachineTable<Light, Switch> = {
  off: { PRESS: 'on', BREAK: 'broken' },
  on: { PRESS: 'off', BREAK: 'broken' },
  broken: { MEND: 'off' },
};

const STATES = Object.keys(LIGHT) as Light[];
const EVENTS: Switch[] = ['PRESS', 'BREAK', 'MEND'];

describe('nextState', () => {
  it.each<[Light, Switch, Light]>([
    ['off', 'PRESS', 'on'],
    ['on', 'PRESS', 'off'],
    ['off', 'BREAK', 'broken'],
    ['on', 'BREAK', 'broken'],
    ['broken', 'MEND', 'off'],
  ])('%s on %s goes to %s', (state, event, next) => {
    expect(nextState(LIGHT, state, event)).toBe(next);
  });

  it.each<[Light, Switch]>([
    ['off', 'MEND'],
    ['on', 'MEND'],
    ['broken', 'PRESS'],
    ['broken', 'BREAK'],
  ])('%s ignores %s', (state, event) => {
    expect(nextState(LIGHT, state, event)).toBe(state);
  });

  it('every state takes only the events of its row', () => {
    for (const state of STATES) {
      for (const event of EVENTS) {
        const listed = LIGHT[state][event];
        expect(nextState(LIGHT, state, event)).toBe(listed ?? state);
      }
    }
  });
});
