import { describe, expect, it } from 'vitest';
import type { SiteContext } from './context.ts';
import {
  ESCAPE_KEY_CODE,
  type EscapeSituation,
  escapeAction,
  escapeToLogin,
  isEscape,
  type KeyPress,
} from './escape-key.logic.ts';

describe('the spec constants (spec 000 §9)', () => {
  it('answers key code 27', () => {
    expect(ESCAPE_KEY_CODE).toBe(27);
  });
});

describe('isEscape', () => {
  const press = (overrides: Partial<KeyPress>): KeyPress => ({
    key: 'Escape',
    keyCode: 27,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...overrides,
  });
  it.each([
    ['Escape', press({}), true],
    ['Shift+Escape', press({ shiftKey: true }), true],
    ['key code 27 under an old key name', press({ key: 'Esc' }), true],
    ['the Escape key name without a key code', press({ keyCode: 0 }), true],
    ['Alt+Escape', press({ altKey: true }), false],
    ['Control+Escape', press({ ctrlKey: true }), false],
    ['Meta+Escape', press({ metaKey: true }), false],
    ['Enter', press({ key: 'Enter', keyCode: 13 }), false],
  ])('%s -> %s', (_name, event, expected) => {
    expect(isEscape(event)).toBe(expected);
  });
});

describe('escapeAction', () => {
  const situation = (overrides: Partial<EscapeSituation>): EscapeSituation => ({
    shift: false,
    openItems: 0,
    dialogOnTop: false,
    typing: false,
    editor: false,
    guideOpen: false,
    loggedIn: false,
    escapeToLogin: false,
    ...overrides,
  });
  it.each([
    ['an open item closes first', { openItems: 2, loggedIn: true, editor: true }, 'close-top'],
    ['an open item closes first, Shift held too', { openItems: 1, shift: true, loggedIn: true }, 'close-top'],
    ['an open item closes while typing', { openItems: 1, typing: true }, 'close-top'],
    ['a modal dialog on top cancels itself', { dialogOnTop: true, openItems: 1, loggedIn: true }, 'none'],
    ['logged in: the configuration area', { loggedIn: true }, 'config-area'],
    ['anonymous, Escape-to-login on: sign in', { escapeToLogin: true }, 'login'],
    ['anonymous, Escape-to-login off: nothing', {}, 'none'],
    [
      'logged in, Escape-to-login on: still the configuration area',
      { loggedIn: true, escapeToLogin: true },
      'config-area',
    ],
    ['Shift, logged in: logout', { shift: true, loggedIn: true }, 'logout'],
    ['Shift, anonymous: nothing to log out of', { shift: true, escapeToLogin: true }, 'none'],
    ['Shift in the editor: logout', { shift: true, loggedIn: true, editor: true }, 'logout'],
    ['editor, no guide: toggle the preview', { editor: true, loggedIn: true }, 'toggle-preview'],
    ['editor, a guide open: close it', { editor: true, guideOpen: true, loggedIn: true }, 'close-guide'],
    ['a guide flag outside the editor means nothing', { guideOpen: true, loggedIn: true }, 'config-area'],
    ['typing, logged in: nothing', { typing: true, loggedIn: true }, 'none'],
    ['typing, Shift, logged in: nothing', { typing: true, shift: true, loggedIn: true }, 'none'],
    ['typing, anonymous with Escape-to-login: nothing', { typing: true, escapeToLogin: true }, 'none'],
    ['typing in the editor: nothing', { typing: true, editor: true }, 'none'],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(escapeAction(situation(overrides))).toBe(expected);
  });
});

describe('escapeToLogin', () => {
  it.each([
    [{}, false],
    [{ website: { useEscapeKeyToLogin: true } }, true],
    [{ websiteSettings: { useEscapeKeyToLogin: true } }, true],
    [{ website: { useEscapeKeyToLogin: false }, websiteSettings: { useEscapeKeyToLogin: false } }, false],
    [{ website: { useEscapeKeyToLogin: false }, websiteSettings: { useEscapeKeyToLogin: true } }, true],
  ] satisfies [SiteContext, boolean][])('%j -> %s', (context, expected) => {
    expect(escapeToLogin(context)).toBe(expected);
  });
});
