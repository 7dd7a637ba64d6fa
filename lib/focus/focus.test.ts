import { describe, expect, it } from 'vitest';
import { isTyping } from './focus.ts';

describe("isTyping (spec 001 §4; the runtime's Escape)", () => {
  const html = { localName: 'html', isContentEditable: false };
  const body = { localName: 'body', isContentEditable: false };
  const host = { localName: 'sq-search', isContentEditable: false };
  it.each([
    ['an input', [{ localName: 'input' }, body, html], true],
    ['a textarea', [{ localName: 'textarea' }, body, html], true],
    ['a select', [{ localName: 'select' }, body, html], true],
    ['editable text', [{ localName: 'p', isContentEditable: true }, body, html], true],
    ['an input inside a shadow root', [{ localName: 'input' }, host, body, html], true],
    ['a button', [{ localName: 'button', isContentEditable: false }, body, html], false],
    ['the page itself (document and window have no name)', [body, html, {}, {}], false],
    ['nothing at all', [], false],
  ])('%s -> %s', (_name, path, expected) => {
    expect(isTyping(path)).toBe(expected);
  });
});
