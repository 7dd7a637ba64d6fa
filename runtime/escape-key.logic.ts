/**
 * The Escape key's decisions (spec 000 §2 "Escape-key behaviour", §4, §6):
 * which presses are Escape, and what Escape does in which situation.
 */
import type { SiteContext } from './context.ts';

/** The key the service answers (spec 000 §9 "Escape key code"). */
export const ESCAPE_KEY_CODE = 27;

/** A key press as the service sees it. */
export interface KeyPress {
  key: string;
  keyCode: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Whether a press is Escape or Shift+Escape. Escape with Alt, Control or Meta
 * belongs to the browser and the system, so the service leaves it alone.
 */
export function isEscape(press: KeyPress): boolean {
  return (
    (press.keyCode === ESCAPE_KEY_CODE || press.key === 'Escape') && !press.altKey && !press.ctrlKey && !press.metaKey
  );
}

/** What the page looks like when Escape is pressed. */
export interface EscapeSituation {
  shift: boolean;
  /** Items on the close stack. */
  openItems: number;
  /** A native modal dialog that is not part of the top item holds the focus: it is the newest thing open. */
  dialogOnTop: boolean;
  typing: boolean;
  /** The page runs in the backend editor. */
  editor: boolean;
  /** The editor says a guide is open. */
  guideOpen: boolean;
  loggedIn: boolean;
  /** The site lets anonymous visitors sign in with Escape. */
  escapeToLogin: boolean;
}

export type EscapeAction = 'none' | 'close-top' | 'logout' | 'close-guide' | 'toggle-preview' | 'config-area' | 'login';

/**
 * What Escape does (spec 000 §2, §4, §6). The newest open thing closes
 * first: a native dialog closes itself, else the top of the close stack.
 * Nothing else happens while the visitor types. Shift+Escape logs an account
 * out; in the editor Escape closes the open guide or toggles the preview; a
 * logged-in account goes to the configuration area; an anonymous visitor
 * asks to sign in when the site allows it.
 */
export function escapeAction(situation: EscapeSituation): EscapeAction {
  if (situation.dialogOnTop) return 'none';
  if (situation.openItems > 0) return 'close-top';
  if (situation.typing) return 'none';
  if (situation.shift) return situation.loggedIn ? 'logout' : 'none';
  if (situation.editor) return situation.guideOpen ? 'close-guide' : 'toggle-preview';
  if (situation.loggedIn) return 'config-area';
  return situation.escapeToLogin ? 'login' : 'none';
}

/** The site setting useEscapeKeyToLogin, wherever the context holds it (spec 000 §3, spec 002 §3). */
export function escapeToLogin(context: SiteContext): boolean {
  return context.website?.useEscapeKeyToLogin === true || context.websiteSettings?.useEscapeKeyToLogin === true;
}
