import * as z from 'zod/mini';
import { isSafeLinkUrl, SAFE_LINK_EXPECTATION } from '../../../../lib/links/links.ts';
import { expecting, unwrap } from '../describe.ts';

/**
 * Config fields that hold an address. Marking them lets the manifest say so
 * (`"x-sq-url": "link"` on the attribute and the property), and the
 * hostile-URL suite feeds every marked field `javascript:`, `data:` and their
 * disguises.
 *
 * - `link`: where a visitor may be sent: an href, a click-through, a redirect
 *   after success. Relative, http(s), mailto or tel only.
 */
export type UrlKind = 'link';

/** The manifest key that marks an address field, on attributes and properties. */
export const URL_KIND_KEY = 'x-sq-url';

const kinds = new WeakMap<object, UrlKind>();

/**
 * A string field holding a link a visitor may follow: anything that could run
 * script (`javascript:`, `data:`, `vbscript:`, disguised with entities,
 * mixed case or control characters) fails validation, so the kit warns with
 * the tag and the field and uses the default. Wrap it as any schema
 * (`z._default(linkUrl(), '/cart')`). The stricter address fields (a
 * redirect, an image, a script) are in `web-address-fields.ts`.
 */
export function linkUrl(): z.ZodMiniString<string> {
  return markedLink(isSafeLinkUrl, SAFE_LINK_EXPECTATION);
}

/**
 * A string field that `check` allows, marked as a link (so the hostile-URL
 * suite feeds it), whose warning says it expects `words`.
 */
export function markedLink(check: (value: string) => boolean, words: string): z.ZodMiniString<string> {
  const schema = expecting(z.string().check(z.refine(check)), words);
  // For the manifest, which imports the sources: the library build, which never asks, leaves the mark out.
  if (!import.meta.env.PROD) kinds.set(schema, 'link');
  return schema;
}

/** The kind of address a field holds, or undefined for a field that is not an address. */
export function urlKindOf(schema: z.ZodMiniType): UrlKind | undefined {
  return kinds.get(schema) ?? kinds.get(unwrap(schema));
}
