import { isTyping, type PathElement } from '../lib/focus.ts';
import { closeStack, closeTopItem, installCloseStack } from './close-stack.ts';
import { runtimeOptions, siteContext } from './context.ts';
import { request } from './data-layer.ts';
import { info } from './dialogs.ts';
import {
  afterLogout,
  asksLogoutConfirmation,
  asksNoRedirect,
  configAreaUrl,
  escapeAction,
  escapeToLogin,
  isEscape,
  isLoggedIn,
  LOGOUT_MESSAGE,
  LOGOUT_PARAM,
  LOGOUT_TITLE,
  LOGOUT_URL,
  ownerRedirect,
} from './keyboard.logic.ts';
import { type ServiceShare, type Started, sharedService } from './shared-service.ts';
import { createStore } from './store.ts';

/** Fired on `document` when an anonymous visitor presses Escape on a site that allows Escape-to-login (spec 000 §2). */
export const LOGIN_REQUEST_EVENT = 'sq-login-request';
/** Fired on `document` in the backend editor when Escape should toggle the full-screen preview (spec 000 §2). */
export const EDITOR_TOGGLE_PREVIEW_EVENT = 'sq-editor-toggle-preview';
/** Fired on `document` in the backend editor when Escape should close the open guide (spec 000 §2). */
export const EDITOR_CLOSE_GUIDE_EVENT = 'sq-editor-close-guide';

/** The session-storage key that remembers `noredirect` for the rest of the session (spec 000 §2). */
export const NO_REDIRECT_KEY = 'sq-noredirect';

/**
 * Whether the backend editor has a guide open. The editor sets it when a
 * guide opens and clears it when the guide closes; while it is set, Escape
 * in the editor asks for the guide to close instead of toggling the preview.
 */
export const editorGuideOpen = createStore(false);

export interface KeyboardOptions {
  /** Sends the browser to an address: the configuration area, or the site root after a logout. */
  navigate?: (url: string) => void;
  /** Reloads the page after a logout. */
  reload?: () => void;
  /** The page's address; `location.href` unless given. */
  address?: () => string;
}

/** The keyboard service's calls, as each install gets them; giving the last share back stops listening. */
export type Keyboard = ServiceShare<{
  /** Logs the account out (spec 000 §7), once at a time; resolves with whether it succeeded. */
  logout(): Promise<boolean>;
}>;

/**
 * Installs the keyboard service (the options of the install that starts it
 * win): Escape closes the newest open item, then acts per spec 000 §2 (the
 * configuration area, sign-in, logout, the editor's preview and guides); a
 * logged-in owner arriving on a published page goes to the configuration
 * area; `logout=true` in the address shows the logout confirmation. It also
 * installs the close stack's outside-click handling.
 */
export const installKeyboard: (options?: KeyboardOptions) => Keyboard = sharedService(createKeyboard);

function createKeyboard({
  navigate = (url) => location.assign(url),
  reload = () => location.reload(),
  address = () => location.href,
}: KeyboardOptions = {}): Started<{ logout(): Promise<boolean> }> {
  const outsideClicks = installCloseStack();
  let loggingOut: Promise<boolean> | undefined;
  let redirected = false;

  function logout(): Promise<boolean> {
    // After a success the page is on its way out: a second logout stays a no-op.
    loggingOut ??= request({ method: 'POST', url: LOGOUT_URL }).then(
      () => {
        const target = afterLogout(new URL(address()), runtimeOptions.get().editor);
        if (target === null) reload();
        else navigate(target);
        return true;
      },
      () => {
        // The data layer has shown why; another Shift+Escape may try again.
        loggingOut = undefined;
        return false;
      },
    );
    return loggingOut;
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.repeat || event.isComposing || !isEscape(event)) return;
    const path = event.composedPath();
    const context = siteContext.get();
    const top = closeStack.top();
    const action = escapeAction({
      shift: event.shiftKey,
      openItems: closeStack.size(),
      // A modal <dialog> the close stack does not know (the page's own, or one hiding) cancels itself on Escape.
      dialogOnTop:
        path.some((target) => target instanceof HTMLDialogElement && target.matches(':modal')) && !top?.contains(path),
      typing: isTyping(path as readonly PathElement[]),
      editor: runtimeOptions.get().editor,
      guideOpen: editorGuideOpen.get(),
      loggedIn: isLoggedIn(context),
      escapeToLogin: escapeToLogin(context),
    });
    if (action === 'none') return;
    event.preventDefault();
    switch (action) {
      case 'close-top':
        closeTopItem('escape');
        return;
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
        navigate(configAreaUrl(new URL(address()), context));
        return;
      case 'login':
        announce(LOGIN_REQUEST_EVENT);
        return;
    }
  }

  function redirectOwner(): void {
    if (redirected) return;
    const page = new URL(address());
    let remembered = false;
    try {
      if (asksNoRedirect(page.search)) sessionStorage.setItem(NO_REDIRECT_KEY, 'true');
      remembered = sessionStorage.getItem(NO_REDIRECT_KEY) !== null;
    } catch {
      // Storage is off: the query alone decides.
    }
    const context = siteContext.get();
    const verdict = ownerRedirect({
      context,
      hostname: page.hostname,
      pathname: page.pathname,
      search: page.search,
      noRedirectRemembered: remembered,
      framed: window.top !== window,
      editor: runtimeOptions.get().editor,
    });
    if (verdict !== 'redirect') return;
    redirected = true;
    navigate(configAreaUrl(page, context));
  }

  document.addEventListener('keydown', onKeyDown);
  // The context may arrive after the service: an account that logs in is an owner from then on.
  const stopRedirect = siteContext.subscribe(redirectOwner);
  redirectOwner();
  confirmLogout(new URL(address()));

  return {
    logout,
    stop() {
      document.removeEventListener('keydown', onKeyDown);
      stopRedirect();
      outsideClicks.uninstall();
    },
  };
}

function announce(type: string): void {
  document.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}

/**
 * Shows the logout confirmation when the address asks for it (spec 000 §2),
 * then takes `logout=true` out of the address, so a reload or a shared link
 * does not show it again.
 */
function confirmLogout(page: URL): void {
  if (!asksLogoutConfirmation(page.search)) return;
  void info({ title: LOGOUT_TITLE, message: LOGOUT_MESSAGE });
  const current = new URL(location.href);
  if (!current.searchParams.has(LOGOUT_PARAM)) return;
  current.searchParams.delete(LOGOUT_PARAM);
  history.replaceState(history.state, '', current);
}
