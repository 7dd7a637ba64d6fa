/** runtime/core/: what the rest of the library uses of this part. */

export type { NativePlatform, PageGlobals } from './app-shell.logic.ts';
export {
  ANDROID_GLOBAL,
  detectPlatform,
  isMobileApp,
  MOBILE_APP_PLATFORM,
  PLATFORM_PARAM,
  queryMarksMobileApp,
} from './app-shell.logic.ts';
export type { RuntimeOptions, SiteContext } from './context.ts';
export { contextKnown, DEFAULT_RUNTIME_OPTIONS, runtimeOptions, siteContext } from './context.ts';
export { CSRF_HEADER, readCrumb } from './crumb.ts';
export { formEncode, isLoopback, isRecord, RequestError } from './data-layer.logic.ts';
export type { RequestOptions } from './data-layer.ts';
export { callUrl, LOGIN_REQUIRED_EVENT, request } from './data-layer.ts';
export { dismissResult, isModal } from './dialogs.logic.ts';
export type { ConfirmOptions, DialogOptions, DialogResult, DialogStyle, OpenDialog } from './dialogs.ts';
export {
  alert,
  closeDialog,
  confirm,
  dialogHidden,
  dismissDialog,
  info,
  openDialog,
  openDialogs,
  showSystemErrorDialog,
  showSystemErrorOverlay,
} from './dialogs.ts';
export { onPageHidden } from './page-hidden.ts';
export type { ServiceShare, Started } from './shared-service.ts';
export { sharedService } from './shared-service.ts';
export { createKeeper, readKept, takeSaved } from './storage.ts';
export type { Store } from './store.ts';
export { createStore } from './store.ts';
