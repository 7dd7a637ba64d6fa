import { describe, expect, it } from 'vitest';
import type { CartSnapshot } from './cart-link.logic.ts';
import { createCartSyncs } from './cart-sync.ts';

const three: CartSnapshot = { items: 3, subtotal: '$42.00' };
const four: CartSnapshot = { items: 4, subtotal: '$50.00' };

describe('cart syncs', () => {
  it('hands a sync to every link that listens, and none to one that stopped', () => {
    const syncs = createCartSyncs<object>();
    const first: CartSnapshot[] = [];
    const second: CartSnapshot[] = [];
    const stopFirst = syncs.subscribe((snapshot) => first.push(snapshot));
    syncs.subscribe((snapshot) => second.push(snapshot));
    syncs.deliver(three, []);
    stopFirst();
    syncs.deliver(four, []);
    expect(first).toEqual([three]);
    expect(second).toEqual([three, four]);
  });

  it('tells whether any link listens', () => {
    const syncs = createCartSyncs<object>();
    expect(syncs.listened()).toBe(false);
    const stop = syncs.subscribe(() => {});
    expect(syncs.listened()).toBe(true);
    stop();
    expect(syncs.listened()).toBe(false);
  });

  it('holds the latest sync for a link still to hydrate, taken once', () => {
    const syncs = createCartSyncs<object>();
    const waiting = {};
    const hydrated = {};
    syncs.deliver(three, [waiting]);
    syncs.deliver(four, [waiting]);
    expect(syncs.take(hydrated)).toBeUndefined();
    expect(syncs.take(waiting)).toEqual(four);
    expect(syncs.take(waiting)).toBeUndefined();
  });

  it('a link a subscriber mounts hears the next sync, not this one', () => {
    const syncs = createCartSyncs<object>();
    const late: CartSnapshot[] = [];
    syncs.subscribe(() => {
      syncs.subscribe((snapshot) => late.push(snapshot));
    });
    syncs.deliver(three, []);
    expect(late).toEqual([]);
    syncs.deliver(four, []);
    expect(late).toEqual([four]);
  });
});
