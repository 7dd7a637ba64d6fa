import { describe, expect, it } from 'vitest';
import {
  describeThrown,
  ERROR_OUTBOX_RULES,
  type ErrorReport,
  isRepeat,
  MAX_QUEUED_ERRORS,
  MAX_SENDS_PER_PAGE,
  MAX_STACK_LENGTH,
  SEND_DEBOUNCE_MS,
  toReport,
} from './error-reporter.logic.ts';
import { OutboxQueue } from './outbox.logic.ts';

const reportQueue = () => new OutboxQueue<ErrorReport>(ERROR_OUTBOX_RULES);

const report = (message: string, line = 1) => toReport('app', { message, line, file: 'f.js', column: 2 }, 1000);

describe('error reporter limits (spec 000 §9)', () => {
  it('uses the spec constants', () => {
    expect([MAX_SENDS_PER_PAGE, MAX_QUEUED_ERRORS, MAX_STACK_LENGTH, SEND_DEBOUNCE_MS]).toEqual([20, 10, 5000, 1000]);
  });

  it('records app, message, stack, file, line and column, the stack cut at 5000 characters', () => {
    const record = toReport('shop', { message: 'boom', stack: 'x'.repeat(6000), file: 'a.js', line: 3, column: 4 }, 42);
    expect(record).toEqual({
      event: 'JavaScriptError',
      data: { app: 'shop', message: 'boom', stack: 'x'.repeat(5000), file: 'a.js', line: 3, column: 4, count: 1 },
      timestamp: 42,
    });
  });

  it('queues at most 10 errors and drops the rest', () => {
    const queue = reportQueue();
    const offers = Array.from({ length: 12 }, (_, index) => queue.add(report(`e${index}`), 0));
    expect(offers.filter((offer) => offer === 'waiting')).toHaveLength(10);
    expect(offers.slice(10)).toEqual(['dropped', 'dropped']);
  });

  it('counts a repeated error instead of queueing it again', () => {
    const queue = reportQueue();
    expect([0, 1, 2].map(() => queue.add(report('same'), 0))).toEqual(['waiting', 'merged', 'merged']);
    expect(queue.add(report('same', 2), 0)).toBe('waiting');
    const [first] = queue.take();
    expect(first?.data.count).toBe(3);
  });

  it.each([
    ['the same error', { message: 'E', stack: 's1\ns2' }, { message: 'E', stack: 's1\ns2' }, true],
    ['another stack', { message: 'E', stack: 's1' }, { message: 'E', stack: 's2' }, false],
    ['another line', { message: 'E', line: 1 }, { message: 'E', line: 2 }, false],
  ])('tells a repeat by message, stack, file, line and column: %s', (_case, a, b, same) => {
    const [first, second] = [a, b].map((caught) => toReport('app', caught, 0)) as [ErrorReport, ErrorReport];
    expect(isRepeat(first, second)).toBe(same);
  });

  it('counts a repeat of an error whose send failed on the one put back', () => {
    const queue = reportQueue();
    queue.add(report('same'), 0);
    const failed = queue.take();
    queue.add(report('same'), 0);
    queue.failed(failed, 500, 0);
    expect(queue.waiting.map((waiting) => waiting.data.count)).toEqual([2]);
  });

  it('allows at most 20 sends per page', () => {
    const queue = reportQueue();
    let sends = 0;
    for (let attempt = 0; attempt < 30; attempt++) {
      queue.add(report(`e${attempt}`), 0);
      if (queue.take().length > 0) sends++;
    }
    expect(sends).toBe(20);
    expect(queue.waiting).toHaveLength(10);
  });

  it.each([
    ['one error: 1000 ms after it', [0], 0, 1000],
    ['each error pushes the send back', [0, 400, 900, 1700], 1700, 1000],
    ['a repeat pushes it back too', [0, 0, 800], 800, 1000],
    ['1000 ms after the last error, it is due', [0, 500], 1500, 0],
  ])('sends debounced by 1000 ms (spec 000 §9): %s', (_case, thrownAt, now, dueIn) => {
    const queue = reportQueue();
    for (const at of thrownAt as number[]) queue.add(report(at === 0 ? 'first' : `at ${at}`), at);
    expect(queue.dueIn(now)).toBe(dueIn);
  });

  it.each([
    [new TypeError('bad'), 'TypeError: bad'],
    ['plain', 'plain'],
    [{ code: 1 }, 'Non-error thrown: {"code":1}'],
    [{ name: 'RangeError', message: 'from another realm', stack: 's' }, 'RangeError: from another realm'],
    [undefined, 'Non-error thrown: undefined'],
  ])('describes %s', (thrown, message) => {
    expect(describeThrown(thrown).message).toBe(message);
  });
});
