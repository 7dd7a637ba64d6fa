import { describe, expect, it } from 'vitest';
import {
  describeThrown,
  MAX_QUEUED_ERRORS,
  MAX_SENDS_PER_PAGE,
  MAX_STACK_LENGTH,
  ReportQueue,
  SEND_DEBOUNCE_MS,
  toReport,
} from './error-reporter.logic.ts';

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
    const queue = new ReportQueue();
    const offers = Array.from({ length: 12 }, (_, index) => queue.offer(report(`e${index}`)));
    expect(offers.filter((offer) => offer === 'queued')).toHaveLength(10);
    expect(offers.slice(10)).toEqual(['dropped', 'dropped']);
  });

  it('counts a repeated error instead of queueing it again', () => {
    const queue = new ReportQueue();
    expect([queue.offer(report('same')), queue.offer(report('same')), queue.offer(report('same'))]).toEqual([
      'queued',
      'counted',
      'counted',
    ]);
    expect(queue.offer(report('same', 2))).toBe('queued');
    const [first] = queue.takeForSend();
    expect(first?.data.count).toBe(3);
  });

  it('allows at most 20 sends per page', () => {
    const queue = new ReportQueue();
    let sends = 0;
    for (let attempt = 0; attempt < 30; attempt++) {
      queue.offer(report(`e${attempt}`));
      if (queue.takeForSend().length > 0) sends++;
    }
    expect(sends).toBe(20);
    expect(queue.sendsLeft).toBe(0);
    expect(queue.drain()).toHaveLength(10);
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
