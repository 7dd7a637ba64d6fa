/**
 * The page services, for themes that script:
 * `import { request, siteContext } from 'sq-elements/runtime'`.
 */

import type { PerformanceCollector } from './services/performance/performance.ts';

export {
  type BridgeOptions,
  createBridge,
  installBridge,
  type MobileAppBridge,
  PLATFORM_ATTRIBUTE,
} from './bridge/bridge.ts';
export { type InfoBarShown, watchInfoBar } from './bridge/info-bar.ts';
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
} from './consent/consent.ts';
export {
  contextKnown,
  DEFAULT_RUNTIME_OPTIONS,
  type RuntimeOptions,
  runtimeOptions,
  type SiteContext,
  siteContext,
} from './core/context.ts';
export { LOGIN_REQUIRED_EVENT, RequestError, type RequestOptions, request } from './core/data-layer.ts';
export {
  alert,
  type ConfirmOptions,
  closeDialog,
  confirm,
  type DialogOptions,
  type DialogResult,
  type DialogStyle,
  info,
  type OpenDialog,
  openDialog,
  openDialogs,
  showSystemErrorDialog,
  showSystemErrorOverlay,
} from './core/dialogs.ts';
export {
  type ElementErrorReporter,
  reportElementError,
  setElementErrorReporter,
} from './element-errors/element-errors.ts';
export {
  type CloseReason,
  type Layer,
  type LayerHandle,
  type LayerOptions,
  layerStack,
  type ModalDialogOptions,
  openLayer,
  openModalDialog,
} from './layers/layer-stack.ts';
export { HEADER_FOOTER_URL, type HeaderFooter, headerFooter } from './platform-clients/header-footer.ts';
export {
  MULTILINGUAL_URLS,
  type MultilingualAnswer,
  type MultilingualLanguages,
  multilingual,
} from './platform-clients/multilingual.ts';
export { type ClientOptions, NotFoundError } from './platform-clients/not-found.ts';
export {
  type FetchState,
  logOut,
  postLocale,
  type SessionFetch,
  type SessionFetchOptions,
  type SignInPayload,
  sessionFetch,
  signIn,
  TRANSLATION_WIDGET_GLOBAL,
} from './platform-clients/session.ts';
export {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  type EscapeKey,
  editorGuideOpen,
  installEscapeKey,
  LOGIN_REQUEST_EVENT,
} from './services/account-keys/escape-key.ts';
export { confirmLogout } from './services/account-keys/logout.ts';
export { installOwnerRedirect } from './services/account-keys/owner-redirect.ts';
export type { PageNavigation } from './services/account-keys/page-navigation.ts';
export {
  ANIMATION_CLASSES,
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  installEntryAnimations,
} from './services/entry-animations/entry-animations.ts';
export { type ErrorReporter, installErrorReporter, reportServiceError } from './services/error-reporter.ts';
export { installFontLog } from './services/fonts.ts';
export {
  type MetricName,
  type PerformanceRecord,
  RATING_BOUNDS,
  type Rating,
  rate,
} from './services/performance/performance.logic.ts';
export type { PerformanceCollector };

/**
 * Installs the performance collector (a share of it, like every service).
 * It and web-vitals are a chunk of their own, loaded by this call:
 * importing the services does not load them.
 */
export async function installPerformanceCollector(): Promise<PerformanceCollector> {
  const { installPerformanceCollector: install } = await import('./services/performance/performance.ts');
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
export { shrinkText, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX } from './helpers/text-shrink.ts';
export { tracking } from './platform-clients/tracking-calls.ts';
export {
  installResize,
  RESIZE_EMITTER_MS,
  type ResizeService,
  WINDOW_RESIZE_DISPATCH_MS,
  WINDOW_RESIZE_EVENT,
  type WindowResizeDetail,
} from './resize/resize.ts';
export { installTraceLog, type TraceEntry, type TraceLog } from './services/trace-log.ts';
export type { PixelEvent } from './services/tracking/tracking.logic.ts';
export type { CommonEventFields } from './services/tracking/tracking-events.logic.ts';
