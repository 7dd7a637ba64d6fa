import { describe, expect, it } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  isBusinessSlug,
  isReservationScriptAddress,
  RESERVATION_MACHINE,
  RESERVATION_SCRIPT_TIMEOUT_MS,
  reservationState,
} from './reservation.logic.ts';

describe('the reservation widget (spec 002 §3 tock 68, §7)', () => {
  it('waits 10000 ms for the provider’s script', () => {
    expect(RESERVATION_SCRIPT_TIMEOUT_MS).toBe(10000);
  });

  it.each([
    ['harbour-bakery', true],
    [' harbour_bakery.sf ', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['harbour bakery', false],
    ['<script>', false],
  ])('business slug %j is usable: %s', (slug, usable) => {
    expect(isBusinessSlug(slug)).toBe(usable);
  });

  it.each([
    ['https://widgets.example/reserve.js', true],
    ['/reserve/widget.js?v=2', true],
    ['https://widgets.example/reserve', false],
    ['javascript:alert(1)//.js', false],
    ['//widgets.example/reserve.js', false],
  ])('script address %j is accepted: %s', (address, accepted) => {
    expect(isReservationScriptAddress(address)).toBe(accepted);
  });

  it.each([
    ['idle', 'START', 'loading'],
    ['loading', 'DREW', 'widget'],
    ['loading', 'FAILED', 'fallback'],
    ['loading', 'RESET', 'idle'],
    ['widget', 'RESET', 'idle'],
    ['fallback', 'RESET', 'idle'],
    ['idle', 'DREW', 'idle'],
    ['widget', 'FAILED', 'widget'],
  ] as const)('%s + %s -> %s', (state, event, next) => {
    expect(nextState(RESERVATION_MACHINE, state, event)).toBe(next);
  });

  const base = { business: 'harbour-bakery', scriptSrc: '/w.js', needsConsent: true, consented: true, load: 'idle' };
  it.each([
    [{}, 'idle'],
    [{ business: '' }, 'empty'],
    [{ scriptSrc: '' }, 'empty'],
    [{ consented: false }, 'consent'],
    [{ consented: false, needsConsent: false, load: 'loading' }, 'loading'],
    [{ load: 'widget' }, 'widget'],
    [{ load: 'fallback' }, 'fallback'],
  ] as const)('%j shows %s', (change, state) => {
    expect(reservationState({ ...base, ...change } as Parameters<typeof reservationState>[0])).toBe(state);
  });
});
