import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetWarnings, warnOnce } from './warn-once.ts';

describe('warnOnce', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetWarnings();
  });

  it('prints a text once, and each other text once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const message of ['a', 'b', 'a', 'b', 'a']) warnOnce(message);
    expect(warn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('prints a text again once the warnings are forgotten', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('a');
    forgetWarnings();
    warnOnce('a');
    expect(warn.mock.calls).toEqual([['a'], ['a']]);
  });
});
