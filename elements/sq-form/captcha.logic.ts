import { isScriptAddress } from '../../lib/web-addresses/web-addresses.ts';

/** Captcha rules (spec 002 §5 "Captcha", §8). */

/** Below this container width the widget is compact, otherwise normal (spec 002 §5). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** The rejection of executing a captcha that was never rendered (spec 002 §8). */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';
/** Rendering into a document that has no window any more (a removed frame's) rejects with this (spec 002 §8). */
export const CAPTCHA_DOCUMENT_DESTROYED = 'document was destroyed';

/** The provider's script when the config names none: reCAPTCHA's explicit-render API. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

export type CaptchaSize = 'compact' | 'normal';

/** The widget size for a container this wide. */
export function captchaSize(containerWidth: number): CaptchaSize {
  return containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

/** A captcha script address that may be loaded (see `isScriptAddress`). */
export const isCaptchaScriptUrl = isScriptAddress;
