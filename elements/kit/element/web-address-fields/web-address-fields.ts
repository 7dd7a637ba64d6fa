import type * as z from 'zod/mini';
import {
  isSafeImageUrl,
  isSafeRedirectUrl,
  SAFE_IMAGE_EXPECTATION,
  SAFE_REDIRECT_EXPECTATION,
} from '../../../../lib/web-addresses/web-addresses.ts';
import { markedLink } from '../url-field/url-field.ts';

/**
 * Address fields stricter than a link (`linkUrl`, url-field.ts): where the
 * browser goes or what it fetches with no click. Apart from it, so that an
 * element whose only address is a link does not load them.
 */

/**
 * A link field for where a visitor is sent without clicking (a redirect
 * after success): empty for none, an http(s) address or a path on this
 * site; marked as a link, so the hostile-URL suite feeds it too.
 */
export function redirectUrl(): z.ZodMiniString<string> {
  return markedLink(isSafeRedirectUrl, SAFE_REDIRECT_EXPECTATION);
}

/**
 * An image address: empty for none, relative or http(s). Marked as a link,
 * so the hostile-URL suite feeds it too: nothing else may reach an `src`.
 */
export function imageUrl(): z.ZodMiniString<string> {
  return markedLink(isSafeImageUrl, SAFE_IMAGE_EXPECTATION);
}

/**
 * A third-party script's address, for a field whose script the element
 * loads: empty for none, or what `isScript` allows (an http(s) address or a
 * path on this site, say). Marked as a link, so the hostile-URL suite feeds
 * it too.
 */
export function scriptUrl(isScript: (value: string) => boolean, words: string): z.ZodMiniString<string> {
  return markedLink((value) => value === '' || isScript(value), words);
}
