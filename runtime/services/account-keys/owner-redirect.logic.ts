/**
 * The owner redirect's decision (spec 000 §2, §6): whether a logged-in owner
 * arriving on a published page is sent to the configuration area.
 */

import type { SiteContext } from '../../core/index.ts';
import { heldRoles, isLoggedIn, NO_ROLE, viewerOnly } from '../account.logic.ts';
import { asksNoRedirect } from '../account-keys.logic.ts';
import { inConfigArea } from '../config-area.logic.ts';

/** Whether a host name is this machine: `localhost`, a `*.localhost` name or a loopback address. */
export function isLocalhost(hostname: string): boolean {
  return /(^|\.)localhost$|^127(\.\d+){3}$|^\[::1\]$/.test(hostname.toLowerCase());
}

/** What the owner redirect needs to know. */
export interface RedirectSituation {
  context: SiteContext;
  hostname: string;
  pathname: string;
  search: string;
  /** This session asked for no redirect before. */
  noRedirectRemembered: boolean;
  framed: boolean;
  editor: boolean;
}

export type RedirectVerdict =
  | 'redirect'
  | 'not-logged-in'
  | 'viewer-only'
  | 'not-owner'
  | 'framed'
  | 'editor'
  | 'config-area'
  | 'localhost'
  | 'noredirect'
  | 'developer-mode'
  | 'cloneable';

/**
 * Whether a logged-in owner arriving on a published page goes to the
 * configuration area (spec 000 §2), and if not, why. Every logged-in
 * account is taken for an owner or editor but one whose roles on the website
 * are all viewer (spec 000 §6 keeps it on the page) or all none (14); one
 * whose context lists no roles goes too. Skipped on localhost, with `noredirect` in
 * the query or earlier in the session, for a developer-mode or cloneable
 * site, in a frame or the editor, and in the configuration area itself.
 */
export function ownerRedirect(situation: RedirectSituation): RedirectVerdict {
  const { context } = situation;
  if (!isLoggedIn(context)) return 'not-logged-in';
  if (viewerOnly(context)) return 'viewer-only';
  const roles = heldRoles(context);
  if (roles.length > 0 && roles.every((role) => role === NO_ROLE)) return 'not-owner';
  if (situation.framed) return 'framed';
  if (situation.editor) return 'editor';
  if (inConfigArea(situation.pathname)) return 'config-area';
  if (isLocalhost(situation.hostname)) return 'localhost';
  if (situation.noRedirectRemembered || asksNoRedirect(situation.search)) return 'noredirect';
  if (context.website?.developerMode) return 'developer-mode';
  if (context.website?.cloneable) return 'cloneable';
  return 'redirect';
}
