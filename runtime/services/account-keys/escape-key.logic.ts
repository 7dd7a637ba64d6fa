/**
 * The Escape key's decisions for the account (spec 000 §2 "Escape-key
 * behaviour", §6): what Escape does in which situation. Which presses are
 * Escape is the layer stack's to say (`layer-stack.logic.ts`).
 */

/** What the page looks like when Escape is pressed. */
export interface EscapeSituation {
  shift: boolean;
  /** Layers on the layer stack. */
  openLayers: number;
  /** A native modal dialog holds the focus: it is the newest thing open. */
  dialogOnTop: boolean;
  typing: boolean;
  /** The page runs in the backend editor. */
  editor: boolean;
  /** The editor says a guide is open. */
  guideOpen: boolean;
  loggedIn: boolean;
  /** Every role the account holds on the site is viewer: it has no configuration area to go to (spec 000 §6). */
  viewerOnly: boolean;
  /** The site lets anonymous visitors sign in with Escape. */
  escapeToLogin: boolean;
}

export type EscapeAction = 'none' | 'logout' | 'close-guide' | 'toggle-preview' | 'config-area' | 'login';

/**
 * What Escape does for the account (spec 000 §2, §4, §6). The newest open
 * thing closes first, and then Escape does nothing more: a native dialog
 * closes itself, and the layer stack closes its top layer
 * (`layer-stack.ts`). Nothing else happens while the visitor types. Shift+Escape logs an account
 * out; in the editor Escape closes the open guide or toggles the preview; a
 * logged-in account goes to the configuration area, but a viewer-only one
 * stays; an anonymous visitor
 * asks to sign in when the site allows it.
 */
export function escapeAction(situation: EscapeSituation): EscapeAction {
  if (situation.dialogOnTop || situation.openLayers > 0) return 'none';
  if (situation.typing) return 'none';
  if (situation.shift) return situation.loggedIn ? 'logout' : 'none';
  if (situation.editor) return situation.guideOpen ? 'close-guide' : 'toggle-preview';
  if (situation.loggedIn) return situation.viewerOnly ? 'none' : 'config-area';
  return situation.escapeToLogin ? 'login' : 'none';
}
