/**
 * The page services, for themes that script:
 * `import { request, siteContext } from 'sq-elements/runtime'`.
 */

import type { PerformanceCollector } from './performance.ts';

export {
  type BridgeOptions,
  createBridge,
  installBridge,
  type MobileAppBridge,
  PLATFORM_ATTRIBUTE,
} from './bridge.ts';
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
} from './consent.ts';
export {
  contextKnown,
  DEFAULT_RUNTIME_OPTIONS,
  type RuntimeOptions,
  runtimeOptions,
  type SiteContext,
  siteContext,
} from './context.ts';
export { LOGIN_REQUIRED_EVENT, RequestError, type RequestOptions, request } from './data-layer.ts';
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
} from './dialogs.ts';
export { type ElementErrorReporter, reportElementError, setElementErrorReporter } from './element-errors.ts';
export {
  ANIMATION_CLASSES,
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  installEntryAnimations,
} from './entry-animations.ts';
export { type ErrorReporter, installErrorReporter, reportServiceError } from './error-reporter.ts';
export {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  type EscapeKey,
  editorGuideOpen,
  installEscapeKey,
  LOGIN_REQUEST_EVENT,
} from './escape-key.ts';
export { installFontLog } from './fonts.ts';
export { HEADER_FOOTER_URL, type HeaderFooter, headerFooter } from './header-footer.ts';
export { type InfoBarShown, watchInfoBar } from './info-bar.ts';
export {
  type CloseReason,
  type Layer,
  type LayerHandle,
  type LayerOptions,
  layerStack,
  type ModalDialogOptions,
  openLayer,
  openModalDialog,
} from './layer-stack.ts';
export { confirmLogout } from './logout.ts';
export {
  MULTILINGUAL_URLS,
  type MultilingualAnswer,
  type MultilingualLanguages,
  multilingual,
} from './multilingual.ts';
export { type ClientOptions, NotFoundError } from './not-found.ts';
export { installOwnerRedirect } from './owner-redirect.ts';
export type { PageNavigation } from './page-navigation.ts';
export {
  type MetricName,
  type PerformanceRecord,
  RATING_BOUNDS,
  type Rating,
  rate,
} from './performance.logic.ts';
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
} from './session.ts';
export type { PerformanceCollector };

/**
 * Installs the performance collector (a share of it, like every service).
 * It and web-vitals are a chunk of their own, loaded by this call:
 * importing the services does not load them.
 */
export async function installPerformanceCollector(): Promise<PerformanceCollector> {
  const { installPerformanceCollector: install } = await import('./performance.ts');
  return install();
}
export {
  CONTAINMENT_NO_ELEMENT,
  CONTAINMENT_ONE_OF,
  containFocus,
  type FocusContainmentOptions,
} from '../lib/focus-containment.ts';
export { type ScrollOptions, scrollToElement } from '../lib/scroll.ts';
export { type Tween, type TweenClock, type TweenOptions, tween } from '../lib/tween.ts';
export {
  WAIT_FOR_ELEMENT_TIMEOUT_MS,
  WAIT_NO_PARENT,
  type WaitForElementOptions,
  waitForElement,
} from '../lib/wait-for-element.ts';
export {
  installResize,
  RESIZE_EMITTER_MS,
  type ResizeService,
  WINDOW_RESIZE_DISPATCH_MS,
  WINDOW_RESIZE_EVENT,
  type WindowResizeDetail,
} from './resize.ts';
export { shrinkText, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX } from './text-shrink.ts';
export { installTraceLog, type TraceEntry, type TraceLog } from './trace-log.ts';
export type { PixelEvent } from './tracking.logic.ts';
export { tracking } from './tracking-calls.ts';
export type { CommonEventFields } from './tracking-events.logic.ts';
