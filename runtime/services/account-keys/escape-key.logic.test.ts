import { describe, expect, it } from 'vitest';
import { type EscapeSituation, escapeAction } from './escape-key.logic.ts';

describe('escapeAction', () => {
  const situation = (overrides: Partial<EscapeSituation>): EscapeSituation => ({
    shift: false,
    openLayers: 0,
    dialogOnTop: false,
    typing: false,
    editor: false,
    guideOpen: false,
    loggedIn: false,
    viewerOnly: false,
    escapeToLogin: false,
    ...overrides,
  });
  it.each([
    ['an open layer closes first, and that is all', { openLayers: 2, loggedIn: true, editor: true }, 'none'],
    ['an open layer closes first, Shift held too', { openLayers: 1, shift: true, loggedIn: true }, 'none'],
    ['an open layer closes first, anonymous with Escape-to-login', { openLayers: 1, escapeToLogin: true }, 'none'],
    ['a modal dialog on top cancels itself', { dialogOnTop: true, loggedIn: true }, 'none'],
    ['logged in: the configuration area', { loggedIn: true }, 'config-area'],
    ['anonymous, Escape-to-login on: sign in', { escapeToLogin: true }, 'login'],
    ['anonymous, Escape-to-login off: nothing', {}, 'none'],
    [
      'logged in, Escape-to-login on: still the configuration area',
      { loggedIn: true, escapeToLogin: true },
      'config-area',
    ],
    ['logged in, viewer only: it stays on the page (spec 000 §6)', { loggedIn: true, viewerOnly: true }, 'none'],
    ['Shift, viewer only: logout', { shift: true, loggedIn: true, viewerOnly: true }, 'logout'],
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
