/** runtime/services/account-keys/: what the rest of the library uses of this part. */
export * from './account-keys.ts';
export type { EscapeKey } from './escape-key.ts';
export {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  editorGuideOpen,
  installEscapeKey,
  LOGIN_REQUEST_EVENT,
} from './escape-key.ts';
export { confirmLogout } from './logout.ts';
export { installOwnerRedirect } from './owner-redirect.ts';
export type { PageNavigation } from './page-navigation.ts';
