import { describe, expect, it } from 'vitest';
import {
  type Added,
  beaconType,
  KEEPALIVE_BYTES,
  OutboxQueue,
  type OutboxRules,
  worthRetrying,
} from './outbox.logic.ts';

/** A record: a name, its key (the letter before any dash) and a size in bytes. */
interface Item {
  name: string;
  size?: number;
}
const item = (name: string, size = 10): Item => ({ name, size });
const names = (items: readonly Item[]) => items.map((one) => one.name);
/** A record's kind: the letter before the dash. */
const kind = (one: Item) => one.name.split('-')[0] ?? '';
const keyed: Pick<OutboxRules<Item>, 'isRepeat'> = { isRepeat: (waiting, record) => kind(waiting) === kind(record) };
const sizeOf = (one: Item) => one.size ?? 0;

/** A queue with the rules, after adding `names` at time 0. */
function queueWith(rules: Partial<OutboxRules<Item>>, ...added: string[]): OutboxQueue<Item> {
  const queue = new OutboxQueue<Item>({ maxKept: 100, ...rules });
  for (const name of added) queue.add(item(name), 0);
  return queue;
}

describe('outbox: what waits and what is dropped at a limit', () => {
  it.each<[string, Partial<OutboxRules<Item>>, string[], Added[], string[]]>([
    ['no limit', {}, ['a', 'b', 'c'], ['waiting', 'waiting', 'waiting'], ['a', 'b', 'c']],
    [
      'at most two waiting: the later ones are dropped',
      { maxWaiting: 2 },
      ['a', 'b', 'c'],
      ['waiting', 'waiting', 'dropped'],
      ['a', 'b'],
    ],
    [
      'a repeat replaces the one waiting, in its place',
      keyed,
      ['a-1', 'b-1', 'a-2'],
      ['waiting', 'waiting', 'merged'],
      ['a-2', 'b-1'],
    ],
    [
      'a repeat folds in by merge',
      { ...keyed, merge: (waiting, repeat) => ({ name: `${waiting.name}+${repeat.name}` }) },
      ['a-1', 'a-2'],
      ['waiting', 'merged'],
      ['a-1+a-2'],
    ],
    [
      'a repeat still folds in when the limit is reached',
      { ...keyed, maxWaiting: 1 },
      ['a-1', 'b-1', 'a-2'],
      ['waiting', 'dropped', 'merged'],
      ['a-2'],
    ],
  ])('%s', (_case, rules, added, outcomes, waiting) => {
    const queue = queueWith(rules);
    expect(added.map((name) => queue.add(item(name), 0))).toEqual(outcomes);
    expect(names(queue.waiting)).toEqual(waiting);
  });

  it('refuses, sending once, a key already sent, but not one whose send failed', () => {
    const queue = queueWith({ ...keyed, sentOnce: kind }, 'a-1');
    const batch = queue.take();
    expect(queue.add(item('a-2'), 0)).toBe('refused');
    queue.failed(batch, 503, 0);
    expect(queue.add(item('a-3'), 0)).toBe('merged');
    queue.delivered(queue.take());
    expect(queue.add(item('a-4'), 0)).toBe('refused');
    expect(queue.add(item('b-1'), 0)).toBe('waiting');
  });
});

describe('outbox: what goes in the next send', () => {
  it('takes everything waiting, oldest first, and nothing when none waits', () => {
    const queue = queueWith({}, 'a', 'b');
    expect(names(queue.take())).toEqual(['a', 'b']);
    expect(queue.take()).toEqual([]);
  });

  it('sends at most maxSends times; then the records wait for the next page load', () => {
    const queue = queueWith({ maxSends: 2 }, 'a');
    expect(names(queue.take())).toEqual(['a']);
    queue.add(item('b'), 0);
    expect(names(queue.take())).toEqual(['b']);
    queue.add(item('c'), 0);
    expect(queue.take()).toEqual([]);
    expect(names(queue.kept())).toEqual(['a', 'b', 'c']);
  });

  it.each<[string, [string, number][], number, string[], string[]]>([
    [
      'all fit',
      [
        ['a', 10],
        ['b', 10],
      ],
      30,
      ['a', 'b'],
      [],
    ],
    [
      'what does not fit waits',
      [
        ['a', 20],
        ['b', 20],
        ['c', 5],
      ],
      30,
      ['a', 'c'],
      ['b'],
    ],
    [
      'a record larger than the whole waits, the rest goes',
      [
        ['huge', 50],
        ['b', 10],
      ],
      30,
      ['b'],
      ['huge'],
    ],
    ['nothing fits: no send', [['huge', 50]], 30, [], ['huge']],
  ])('for a beacon, takes the records that fit its bytes: %s', (_case, sized, bytes, taken, left) => {
    const queue = new OutboxQueue<Item>({ maxKept: 100 });
    for (const [name, size] of sized) queue.add(item(name, size), 0);
    expect(names(queue.take({ bytes, sizeOf }))).toEqual(taken);
    expect(names(queue.waiting)).toEqual(left);
  });

  it.each<[string, Partial<OutboxRules<Item>>, { bytes: number } | undefined, string[][]]>([
    ['one record a request: each send takes the oldest', { maxPerSend: 1 }, undefined, [['a'], ['b'], ['c'], []]],
    ['two a request', { maxPerSend: 2 }, undefined, [['a', 'b'], ['c'], []]],
    ["one a request, within a beacon's bytes", { maxPerSend: 1 }, { bytes: 25 }, [['a'], ['b'], ['c'], []]],
  ])('takes at most maxPerSend records a send: %s', (_case, rules, fit, sends) => {
    const queue = queueWith(rules, 'a', 'b', 'c');
    const taken = sends.map(() => names(queue.take(fit && { ...fit, sizeOf })));
    expect(taken).toEqual(sends);
    expect(names(queue.kept())).toEqual(['a', 'b', 'c']);
  });

  it('counts no send when nothing fits', () => {
    const queue = queueWith({ maxSends: 1 });
    queue.add(item('huge', 50), 0);
    queue.take({ bytes: 30, sizeOf });
    queue.add(item('small'), 0);
    expect(names(queue.take({ bytes: 30, sizeOf }))).toEqual(['small']);
  });

  it('a beacon carries 64 KB at most', () => {
    expect(KEEPALIVE_BYTES).toBe(65536);
  });
});

describe('outbox: a failed send', () => {
  it.each([
    [0, true],
    [500, true],
    [502, true],
    [503, true],
    [408, true],
    [429, true],
    [401, true],
    [403, true],
    [400, false],
    [404, false],
    [413, false],
    [422, false],
  ])('after status %i, sending again is worth it: %s', (status, retry) => {
    expect(worthRetrying(status)).toBe(retry);
  });

  it('puts the batch back in front of what came meanwhile, within the limits', () => {
    const queue = queueWith(
      { ...keyed, maxWaiting: 3, merge: (a, b) => ({ name: `${a.name}+${b.name}` }) },
      'a-1',
      'b-1',
    );
    const batch = queue.take();
    for (const name of ['c-1', 'a-2', 'd-1']) queue.add(item(name), 0);
    queue.failed(batch, 500, 0);
    expect(names(queue.waiting)).toEqual(['a-1+a-2', 'b-1', 'c-1']);
  });

  it('drops a batch the server refused as such', () => {
    const queue = queueWith({}, 'a');
    expect(queue.failed(queue.take(), 400, 0)).toBe(false);
    expect(queue.waiting).toEqual([]);
    expect(queue.kept()).toEqual([]);
  });

  it.each([
    [500, ['a'], false],
    [0, ['a'], false],
    [400, [], false],
    [404, [], true],
  ] as const)('after status %i, waits %j; the endpoint is missing: %s', (status, waiting, missing) => {
    const queue = queueWith({}, 'a');
    expect(queue.failed(queue.take(), status, 0)).toBe(missing);
    expect(names(queue.waiting)).toEqual(waiting);
  });

  it('after a 404 (no platform API there), lets every record go and takes, sends and keeps none on this page', () => {
    const queue = queueWith({ quietMs: 1000 }, 'a');
    const first = queue.take();
    queue.add(item('b'), 0);
    const second = queue.take();
    queue.add(item('c'), 0);
    expect(queue.failed(first, 404, 0)).toBe(true);
    expect(queue.waiting).toEqual([]);
    expect(queue.kept()).toEqual([]);
    expect(queue.add(item('d'), 1)).toBe('dropped');
    queue.putBack([item('from-an-earlier-page')], 1);
    expect(queue.waiting).toEqual([]);
    expect(queue.take()).toEqual([]);
    expect(queue.dueIn(1)).toBeUndefined();
    // The batch still in flight when the 404 came is let go too, however it ends.
    queue.failed(second, 500, 2);
    expect(queue.kept()).toEqual([]);
  });
});

describe('outbox: records let go (consent withdrawn)', () => {
  it('lets go of what waits and what is in flight; a batch in flight that then fails is not put back', () => {
    const queue = queueWith({ quietMs: 0 }, 'a');
    const inFlight = queue.take();
    queue.add(item('b'), 0);
    queue.clear();
    expect(queue.waiting).toEqual([]);
    expect(queue.kept()).toEqual([]);
    expect(queue.dueIn(0)).toBeUndefined();
    expect(queue.failed(inFlight, 500, 1)).toBe(false);
    expect(queue.waiting).toEqual([]);
    expect(queue.add(item('c'), 2), 'records added after are taken as ever').toBe('waiting');
  });
});

describe('outbox: what is kept for the next page load', () => {
  it('keeps the batches in flight, then those waiting, at most maxKept, the oldest first', () => {
    const queue = queueWith({ maxKept: 3 }, 'a', 'b');
    queue.take();
    for (const name of ['c', 'd']) queue.add(item(name), 0);
    expect(names(queue.kept())).toEqual(['a', 'b', 'c']);
  });

  it('leaving the page, leaves out a batch whose request outlives it, and only then', () => {
    const queue = queueWith({}, 'a');
    const alive = queue.take();
    queue.keptAlive(alive);
    queue.add(item('b'), 0);
    queue.take();
    queue.add(item('c'), 0);
    expect(names(queue.kept(true))).toEqual(['b', 'c']);
    expect(names(queue.kept())).toEqual(['a', 'b', 'c']);
  });

  it('keeps nothing of a delivered batch', () => {
    const queue = queueWith({}, 'a');
    queue.delivered(queue.take());
    expect(queue.kept()).toEqual([]);
  });
});

describe('outbox: when the next send is due', () => {
  /** Adds records at the given times; returns when the send is due, from `now`. */
  function due(rules: Partial<OutboxRules<Item>>, addedAt: number[], now: number): number | undefined {
    const queue = queueWith(rules);
    for (const [index, at] of addedAt.entries()) queue.add(item(`r${index}`), at);
    return queue.dueIn(now);
  }

  it.each<[string, Partial<OutboxRules<Item>>, number[], number, number | undefined]>([
    ['nothing waiting', { quietMs: 1000 }, [], 0, undefined],
    ['no schedule: only a call or the page hiding sends', {}, [0], 0, undefined],
    ['quiet: 1000 ms after the only record', { quietMs: 1000 }, [0], 0, 1000],
    ['quiet: each record pushes the send back', { quietMs: 1000 }, [0, 600, 1500], 1500, 1000],
    ['quiet: due already', { quietMs: 1000 }, [0], 1200, 0],
    [
      'max wait: 30000 ms after the first record, later ones change nothing',
      { maxWaitMs: 30000 },
      [0, 29000],
      29000,
      1000,
    ],
    ['both: the earlier wins', { quietMs: 1000, maxWaitMs: 5000 }, [0, 900, 1800, 2700, 3600, 4500], 4500, 500],
  ])('%s', (_case, rules, addedAt, now, expected) => {
    expect(due(rules, addedAt, now)).toBe(expected);
  });

  it('is not due once the sends are used up', () => {
    const queue = queueWith({ quietMs: 1000, maxSends: 1 }, 'a');
    queue.take();
    queue.add(item('b'), 0);
    expect(queue.dueIn(0)).toBe(undefined);
  });

  it('after a failure, waits for the next record with a quiet period, and the max wait from the failure', () => {
    const quiet = queueWith({ quietMs: 1000 }, 'a');
    quiet.failed(quiet.take(), 500, 2000);
    expect(quiet.dueIn(2000), 'no record since').toBe(undefined);
    quiet.add(item('b'), 2500);
    expect(quiet.dueIn(2500)).toBe(1000);

    const periodic = queueWith({ maxWaitMs: 30000 }, 'a');
    periodic.failed(periodic.take(), 503, 31000);
    expect(periodic.dueIn(31000)).toBe(30000);
  });
});

describe('outbox: what a beacon carries', () => {
  it.each([
    ['application/json', 'text/plain;charset=UTF-8'],
    ['text/plain;charset=UTF-8', 'text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded;charset=UTF-8', 'application/x-www-form-urlencoded;charset=UTF-8'],
    ['multipart/form-data', 'multipart/form-data'],
    ['application/json;charset=UTF-8', 'text/plain;charset=UTF-8'],
  ])('%s goes as %s', (type, sent) => {
    expect(beaconType(type)).toBe(sent);
  });
});
