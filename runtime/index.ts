/**
 * The page services, for themes that script:
 * `import { request, siteContext } from 'sq-elements/runtime'`.
 */

import type { PerformanceCollector } from './services/performance/index.ts';

export {
  type BridgeOptions,
  createBridge,
  type InfoBarShown,
  installBridge,
  type MobileAppBridge,
  PLATFORM_ATTRIBUTE,
  watchInfoBar,
} from './bridge/index.ts';
export {
  BANNER_TAG,
  type ConsentChoice,
  type ConsentPolicy,
  type ConsentSnapshot,
  clearTrackingCookies,
  consent,
  consentState,
  type ForcedBanner,
  type ForcedBannerSettings,
  installConsent,
} from './consent/index.ts';
export {
  alert,
  type ConfirmOptions,
  closeDialog,
  confirm,
  contextKnown,
  DEFAULT_RUNTIME_OPTIONS,
  type DialogOptions,
  type DialogResult,
  type DialogStyle,
  info,
  LOGIN_REQUIRED_EVENT,
  type OpenDialog,
  openDialog,
  openDialogs,
  RequestError,
  type RequestOptions,
  type RuntimeOptions,
  request,
  runtimeOptions,
  type SiteContext,
  showSystemErrorDialog,
  showSystemErrorOverlay,
  siteContext,
} from './core/index.ts';
export {
  type ElementErrorReporter,
  reportElementError,
  setElementErrorReporter,
} from './element-errors/index.ts';
export {
  type CloseReason,
  type Layer,
  type LayerHandle,
  type LayerOptions,
  layerStack,
  type ModalDialogOptions,
  openLayer,
  openModalDialog,
} from './layers/index.ts';
export {
  type ClientOptions,
  type FetchState,
  HEADER_FOOTER_URL,
  type HeaderFooter,
  headerFooter,
  logOut,
  MULTILINGUAL_URLS,
  type MultilingualAnswer,
  type MultilingualLanguages,
  multilingual,
  NotFoundError,
  postLocale,
  type SessionFetch,
  type SessionFetchOptions,
  type SignInPayload,
  sessionFetch,
  signIn,
  TRANSLATION_WIDGET_GLOBAL,
} from './platform-clients/index.ts';
export type { PageNavigation } from './services/account-keys/index.ts';
export {
  confirmLogout,
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  type EscapeKey,
  editorGuideOpen,
  installEscapeKey,
  installOwnerRedirect,
  LOGIN_REQUEST_EVENT,
} from './services/account-keys/index.ts';
export {
  ANIMATION_CLASSES,
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  installEntryAnimations,
} from './services/entry-animations/index.ts';
export { type ErrorReporter, installErrorReporter, installFontLog, reportServiceError } from './services/index.ts';
export {
  type MetricName,
  type PerformanceRecord,
  RATING_BOUNDS,
  type Rating,
  rate,
} from './services/performance/index.ts';
export type { PerformanceCollector };

/**
 * Installs the performance collector (a share of it, like every service).
 * It and web-vitals are a chunk of their own, loaded by this call:
 * importing the services does not load them.
 */
export async function installPerformanceCollector(): Promise<PerformanceCollector> {
  const { installPerformanceCollector: install } = await import('./services/performance/index.ts');
  return install();
}
export {
  CONTAINMENT_NO_ELEMENT,
  CONTAINMENT_ONE_OF,
  containFocus,
  type FocusContainmentOptions,
} from '../lib/helpers/focus-containment.ts';
export { type ScrollOptions, scrollToElement } from '../lib/helpers/scroll.ts';
export { type Tween, type TweenClock, type TweenOptions, tween } from '../lib/helpers/tween.ts';
export {
  WAIT_FOR_ELEMENT_TIMEOUT_MS,
  WAIT_NO_PARENT,
  type WaitForElementOptions,
  waitForElement,
} from '../lib/helpers/wait-for-element.ts';
export { shrinkText, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX } from './helpers/index.ts';
export { tracking } from './platform-clients/index.ts';
export {
  installResize,
  RESIZE_EMITTER_MS,
  type ResizeService,
  WINDOW_RESIZE_DISPATCH_MS,
  WINDOW_RESIZE_EVENT,
  type WindowResizeDetail,
} from './resize/index.ts';
export { installTraceLog, type TraceEntry, type TraceLog } from './services/index.ts';
export type { CommonEventFields, PixelEvent } from './services/tracking/index.ts';
