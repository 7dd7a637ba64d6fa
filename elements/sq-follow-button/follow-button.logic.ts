import type { MachineTable } from '../../lib/state-machine/state-machine.ts';
import { isScriptAddress } from '../../lib/web-addresses/web-addresses.ts';

/**
 * The follow button (spec 000 §2, §5, §9): a username, a link to its
 * profile that works without scripts, and the platform's follow script,
 * loaded with a 10000 ms time-out, drawing its own button over the link.
 */

/** How long the follow script may take to load before the link stays (spec 000 §9: follow script load time-out 10000 ms). */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10000;

/** The time-out the element uses: the spec's, changed only by tests. */
export const followButtonSettings = { scriptTimeoutMs: FOLLOW_SCRIPT_TIMEOUT_MS };

/**
 * The global the follow script defines once it has run: the widget maker,
 * given the username and the element to draw in (the shape the usual
 * follow-button scripts have).
 */
export const FOLLOW_WIDGETS_GLOBAL = 'sqFollowWidgets';

export interface FollowWidgets {
  createFollowButton(username: string, target: HTMLElement): unknown;
}

/**
 * What the element shows: `link` (no script to load, on the server, or
 * before the load starts), `loading`, `widget` (the script drew its button)
 * or `fallback` (the script failed, timed out or drew nothing: the link
 * stays). `empty` without a username: its light DOM shows.
 */
export type FollowButtonState = 'empty' | 'link' | 'loading' | 'widget' | 'fallback';

export type FollowButtonEvent = 'RESET' | 'START' | 'DREW' | 'FAILED';

/** The states as a table: what each event leads to; an event a state does not list changes nothing. */
export const FOLLOW_BUTTON_MACHINE: MachineTable<FollowButtonState, FollowButtonEvent> = {
  empty: {},
  link: { START: 'loading' },
  loading: { RESET: 'link', DREW: 'widget', FAILED: 'fallback' },
  widget: { RESET: 'link' },
  fallback: { RESET: 'link' },
};

/**
 * A follow script's address: http(s) or an absolute path on this site (see
 * `isScriptAddress`), to a `.js` file, so that a page's address (which
 * answers HTML) is never run as a script.
 */
export function isFollowScriptAddress(address: string): boolean {
  const path = address.trim().split(/[?#]/)[0] ?? '';
  return isScriptAddress(address) && /\.js$/i.test(path);
}

/** A username as the button shows it: trimmed, without a leading @. */
export function cleanUsername(username: string): string {
  return username.trim().replace(/^@+/, '');
}

/** Whether a username is usable: 1 to 50 letters, digits, dots, hyphens or underscores after the cleaning. */
export function isUsername(username: string): boolean {
  return /^[\w.-]{1,50}$/.test(cleanUsername(username));
}

/** The link's text (not in the spec): "Follow @name". */
export function followText(username: string): string {
  return `Follow @${cleanUsername(username)}`;
}

/** Where the link goes when the config names no profile address (not in the spec). */
export const DEFAULT_PROFILE_URL = 'https://x.com/{username}';

/** The profile address: `profileUrl` with `{username}` replaced by the username, escaped for a URL. */
export function profileHref(profileUrl: string, username: string): string {
  return profileUrl.replaceAll('{username}', encodeURIComponent(cleanUsername(username)));
}
