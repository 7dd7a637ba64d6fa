import { afterEach, describe, expect, it } from 'vitest';
import type { CartSnapshot } from './cart-link.logic.ts';
import { deliverSync, subscribeToSyncs, takeHeldSync } from './cart-sync.ts';

const three: CartSnapshot = { items: 3, subtotal: '$42.00' };
const four: CartSnapshot = { items: 4, subtotal: '$50.00' };

/** The page's syncs are one per module: each test lets its subscribers go. */
const stops: (() => void)[] = [];
const subscribe = (subscriber: (snapshot: CartSnapshot) => void) => {
  const stop = subscribeToSyncs(subscriber);
  stops.push(stop);
  return stop;
};
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('cart syncs', () => {
  it('hands a sync to every link that listens, and none to one that stopped', () => {
    const first: CartSnapshot[] = [];
    const second: CartSnapshot[] = [];
    const stopFirst = subscribe((snapshot) => first.push(snapshot));
    subscribe((snapshot) => second.push(snapshot));
    deliverSync(three, []);
    stopFirst();
    deliverSync(four, []);
    expect(first).toEqual([three]);
    expect(second).toEqual([three, four]);
  });

  it('holds the latest sync for a link still to hydrate, taken once', () => {
    const waiting = {};
    const hydrated = {};
    deliverSync(three, [waiting]);
    deliverSync(four, [waiting]);
    expect(takeHeldSync(hydrated)).toBeUndefined();
    expect(takeHeldSync(waiting)).toEqual(four);
    expect(takeHeldSync(waiting)).toBeUndefined();
  });

  it('a link a subscriber mounts hears the next sync, not this one', () => {
    const late: CartSnapshot[] = [];
    subscribe(() => {
      subscribe((snapshot) => late.push(snapshot));
    });
    deliverSync(three, []);
    expect(late).toEqual([]);
    deliverSync(four, []);
    expect(late).toEqual([four]);
  });
});
