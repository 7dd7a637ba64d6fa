import { isTyping, type PathElement } from '../../../lib/focus/focus.ts';
import { createStore, runtimeOptions, sharedService, siteContext } from '../../core/index.ts';
import { isEscape, layerStack } from '../../layers/index.ts';
import { isLoggedIn, viewerOnly } from '../account.logic.ts';
import { escapeToLogin } from '../account-keys.logic.ts';
import { configAreaUrl } from '../config-area.logic.ts';
import { escapeAction } from './escape-key.logic.ts';
import { createLogout } from './logout.ts';
import { type PageNavigation, pageNavigation } from './page-navigation.ts';

/** Fired on `document` when an anonymous visitor presses Escape on a site that allows Escape-to-login (spec 000 §2). */
export const LOGIN_REQUEST_EVENT = 'sq-login-request';
/** Fired on `document` in the backend editor when Escape should toggle the full-screen preview (spec 000 §2). */
export const EDITOR_TOGGLE_PREVIEW_EVENT = 'sq-editor-toggle-preview';
/** Fired on `document` in the backend editor when Escape should close the open guide (spec 000 §2). */
export const EDITOR_CLOSE_GUIDE_EVENT = 'sq-editor-close-guide';

/**
 * Whether the backend editor has a guide open. The editor sets it when a
 * guide opens and clears it when the guide closes; while it is set, Escape
 * in the editor asks for the guide to close instead of toggling the preview.
 */
export const editorGuideOpen = createStore(false);

export interface EscapeKey {
  /** Logs the account out (spec 000 §7), once at a time; resolves with whether it succeeded. */
  logout(): Promise<boolean>;
  /** Gives this caller's share back; the service stops when no share is left. */
  uninstall(): void;
}

/** The running service's navigation and logout: the first install's, until the last share is given back. */
let running: { navigation: PageNavigation; logout: () => Promise<boolean> } | undefined;

const escapeKeyService = sharedService(() => {
  document.addEventListener('keydown', onKeyDown);
  return {
    stop() {
      document.removeEventListener('keydown', onKeyDown);
      running = undefined;
    },
  };
});

/**
 * Answers Escape and Shift+Escape on the page for the account (spec 000 §2,
 * §6): the configuration area, sign-in, logout, the editor's preview and
 * guides. While a layer is open, Escape is the layer stack's, which closes
 * the newest (spec 000 §4; `layer-stack.ts`). Each caller gives its own share
 * back; the first caller's options hold while the service runs.
 */
export function installEscapeKey(options: Partial<PageNavigation> = {}): EscapeKey {
  if (!running) {
    const navigation = pageNavigation(options);
    running = { navigation, logout: createLogout(navigation) };
  }
  const { logout } = running;
  const share = escapeKeyService();
  return { logout, uninstall: share.uninstall };
}

function onKeyDown(event: KeyboardEvent): void {
  if (!running || event.defaultPrevented || event.repeat || event.isComposing || !isEscape(event)) return;
  const { navigation, logout } = running;
  const path = event.composedPath();
  const context = siteContext.get();
  const action = escapeAction({
    shift: event.shiftKey,
    openLayers: layerStack.size(),
    // A modal <dialog> of the page's own cancels itself on Escape.
    dialogOnTop: path.some((target) => target instanceof HTMLDialogElement && target.matches(':modal')),
    typing: isTyping(path as readonly PathElement[]),
    editor: runtimeOptions.get().editor,
    guideOpen: editorGuideOpen.get(),
    loggedIn: isLoggedIn(context),
    viewerOnly: viewerOnly(context),
    escapeToLogin: escapeToLogin(context),
  });
  if (action === 'none') return;
  event.preventDefault();
  switch (action) {
    case 'logout':
      void logout();
      return;
    case 'close-guide':
      announce(EDITOR_CLOSE_GUIDE_EVENT);
      return;
    case 'toggle-preview':
      announce(EDITOR_TOGGLE_PREVIEW_EVENT);
      return;
    case 'config-area':
      navigation.navigate(configAreaUrl(new URL(navigation.address()), context));
      return;
    case 'login':
      announce(LOGIN_REQUEST_EVENT);
      return;
  }
}

function announce(type: string): void {
  document.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
