import { describe, expect, it } from 'vitest';
import {
  searchableParent,
  WAIT_FOR_ELEMENT_TIMEOUT_MS,
  WAIT_NO_PARENT,
  waitForElement,
  waitTimedOutText,
} from './wait-for-element.ts';

describe('the waiting helper (spec 002 §5)', () => {
  const node = (nodeType: number) => ({ nodeType, querySelector: () => null });
  it.each([
    ['an element', node(1), true],
    ['a document', node(9), true],
    ['a shadow root', node(11), true],
    ['a text node', node(3), false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['a selector instead of a node', '#list', false],
    ['an object that only looks like a node', { nodeType: 1 }, false],
  ])('%s is a parent to search: %s', (_name, parent, expected) => {
    expect(searchableParent(parent) !== undefined).toBe(expected);
  });

  it.each([null, undefined, '#list', { nodeType: 3 }])('rejects when the parent is missing (%j)', async (parent) => {
    await expect(waitForElement(parent, '.item')).rejects.toThrow(WAIT_NO_PARENT);
  });

  it.each([
    ['.item', 5000, 'No element matching .item appeared within 5000 ms'],
    ['[data-ready]', 250, 'No element matching [data-ready] appeared within 250 ms'],
  ])('words the time-out for %s after %d ms', (selector, ms, text) => {
    expect(waitTimedOutText(selector, ms)).toBe(text);
  });

  it('waits 5000 ms unless told', () => {
    expect(WAIT_FOR_ELEMENT_TIMEOUT_MS).toBe(5000);
  });
});
