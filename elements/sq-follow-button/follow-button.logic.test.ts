import { describe, expect, it } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  cleanUsername,
  FOLLOW_BUTTON_MACHINE,
  FOLLOW_SCRIPT_TIMEOUT_MS,
  type FollowButtonEvent,
  type FollowButtonState,
  followButtonSettings,
  followText,
  isFollowScriptAddress,
  isUsername,
  profileHref,
} from './follow-button.logic.ts';

describe('the follow button (spec 000 §2, §5, §9)', () => {
  it('waits 10000 ms for its script', () => {
    expect(FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10000);
    expect(followButtonSettings.scriptTimeoutMs).toBe(10000);
  });

  it.each<[FollowButtonState, FollowButtonEvent, FollowButtonState]>([
    ['link', 'START', 'loading'],
    ['loading', 'DREW', 'widget'],
    ['loading', 'FAILED', 'fallback'],
    ['link', 'DREW', 'link'],
    ['link', 'FAILED', 'link'],
    ['widget', 'FAILED', 'widget'],
    ['fallback', 'DREW', 'fallback'],
    ['empty', 'START', 'empty'],
    ['widget', 'RESET', 'link'],
    ['fallback', 'RESET', 'link'],
    ['loading', 'RESET', 'link'],
  ])('%s + %s -> %s', (state, event, expected) => {
    expect(nextState(FOLLOW_BUTTON_MACHINE, state, event)).toBe(expected);
  });

  it.each([
    ['harbourbakery', 'harbourbakery', true],
    ['@harbourbakery', 'harbourbakery', true],
    ['  @@harbour_bakery ', 'harbour_bakery', true],
    ['harbour.bakery-2', 'harbour.bakery-2', true],
    ['', '', false],
    ['@', '', false],
    ['two words', 'two words', false],
    ['<script>', '<script>', false],
    ['x'.repeat(51), 'x'.repeat(51), false],
  ])('the username %j reads as %j, usable: %s', (username, cleaned, usable) => {
    expect(cleanUsername(username)).toBe(cleaned);
    expect(isUsername(username)).toBe(usable);
  });

  it.each([
    ['harbourbakery', 'Follow @harbourbakery'],
    ['@harbourbakery', 'Follow @harbourbakery'],
  ])('%j is followed with "%s"', (username, text) => {
    expect(followText(username)).toBe(text);
  });

  it.each([
    ['https://social.example/{username}', '@harbour', 'https://social.example/harbour'],
    ['https://social.example/u/{username}/', 'a.b', 'https://social.example/u/a.b/'],
    ['/profiles?u={username}', 'x', '/profiles?u=x'],
    ['https://social.example/', 'x', 'https://social.example/'],
  ])('%s for %j -> %s', (template, username, href) => {
    expect(profileHref(template, username)).toBe(href);
  });

  it.each([
    ['/api/follow/stand-in.js', true],
    ['/follow/widgets.js?v=2', true],
    ['https://platform.example/widgets.js', true],
    ['HTTPS://platform.example/w.JS#x', true],
    ['/', false],
    ['/follow/page.html', false],
    ['widgets.js', false],
    ['//evil.example/widgets.js', false],
    ['javascript:alert(1)//.js', false],
    ['data:text/javascript,1;.js', false],
  ])('the follow script address %j may be loaded: %s', (address, expected) => {
    expect(isFollowScriptAddress(address)).toBe(expected);
  });
});
