import { describe, expect, it } from 'vitest';
import { type FetchEvent, type FetchState, fetchTransition, widgetLanguage } from './session.logic.ts';

describe('a session fetch: pending, success, failed (spec 002 §4)', () => {
  it.each<[FetchState, FetchEvent, FetchState, string[]]>([
    ['idle', 'START', 'pending', ['clear-error']],
    ['pending', 'SUCCEED', 'success', []],
    ['pending', 'FAIL', 'failed', ['set-error', 'log', 'call-failure']],
    ['failed', 'START', 'pending', ['clear-error']],
    ['success', 'START', 'pending', ['clear-error']],
    // Events a state does not take change nothing and do nothing.
    ['idle', 'SUCCEED', 'idle', []],
    ['idle', 'FAIL', 'idle', []],
    ['pending', 'START', 'pending', []],
    ['success', 'FAIL', 'success', []],
    ['failed', 'SUCCEED', 'failed', []],
  ])('%s + %s -> %s, doing %j', (state, event, next, effects) => {
    expect(fetchTransition(state, event)).toEqual({ state: next, effects });
  });
});

describe('the language a translation widget exposes (spec 002 §4)', () => {
  it.each<[string, unknown, string | undefined]>([
    ['no widget', undefined, undefined],
    ['null', null, undefined],
    ['a string', 'fr', undefined],
    ['an object without getCurrentLang', { lang: 'fr' }, undefined],
    ['getCurrentLang that is not a function', { getCurrentLang: 'fr' }, undefined],
    ['an empty language', { getCurrentLang: () => '' }, undefined],
    ['a blank language', { getCurrentLang: () => '  ' }, undefined],
    ['a language that is not text', { getCurrentLang: () => 7 }, undefined],
    [
      'a throwing widget',
      {
        getCurrentLang: () => {
          throw new Error('not ready');
        },
      },
      undefined,
    ],
    ['a language', { getCurrentLang: () => 'fr' }, 'fr'],
    ['a language with spaces', { getCurrentLang: () => ' de-DE ' }, 'de-DE'],
  ])('%s: %j', (_case, widget, expected) => {
    expect(widgetLanguage(widget)).toBe(expected);
  });

  it('calls getCurrentLang on the widget itself', () => {
    const widget = {
      current: 'es',
      getCurrentLang(this: { current: string }) {
        return this.current;
      },
    };
    expect(widgetLanguage(widget)).toBe('es');
  });
});
