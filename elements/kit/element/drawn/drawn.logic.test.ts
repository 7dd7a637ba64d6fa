import { describe, expect, it } from 'vitest';
import { isDrawn } from './drawn.logic.ts';

const handed = { label: 'latest' };
const before = { label: 'before' };

describe('isDrawn', () => {
  it.each([
    ['the renderer drew the config last handed', handed, handed, true, true],
    ['it drew an earlier one: the latest change is still to draw', before, handed, true, false],
    ['it drew nothing yet: the first render is still to come', undefined, handed, true, false],
    ['an equal config is not the one handed: drawn configs are told by identity', { ...handed }, handed, true, false],
    ['the view failed: the light DOM shows whatever changes', true, handed, true, true],
    ['off the page nothing renders: nothing to wait for', before, handed, false, true],
    ['never connected: nothing handed, nothing to wait for', undefined, undefined, false, true],
  ])('%s', (_, drawn, last, connected, expected) => {
    expect(isDrawn(drawn, last, connected)).toBe(expected);
  });
});
