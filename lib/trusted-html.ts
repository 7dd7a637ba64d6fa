/**
 * The library's one Trusted Types policy. Pages that enforce
 * `require-trusted-types-for 'script'` allow it by name
 * (`trusted-types sq-elements`). Every place that writes markup or a script
 * into the page goes through it: site-owner HTML (a form's success message,
 * the cookie banner's text, popup content) and the scripts inside it.
 *
 * It passes its input through unchanged: it is only for content the site
 * owner wrote. Content a visitor could have written never reaches it; it is
 * rendered as text.
 */

/** The policy's name, for a page's `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY_NAME = 'sq-elements';

/** What the browser hands back: a TrustedHTML/TrustedScript/TrustedScriptURL, or the string where Trusted Types are absent. */
export type Trusted = string & { readonly __trusted?: never };

interface Policy {
  createHTML(input: string): Trusted;
  createScript(input: string): Trusted;
  createScriptURL(input: string): Trusted;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: Record<keyof Policy, (input: string) => string>): Policy;
}

const passThrough: Policy = {
  createHTML: (input) => input,
  createScript: (input) => input,
  createScriptURL: (input) => input,
};

let policy: Policy | undefined;

/** The policy, created on first use; the plain strings where the browser has no Trusted Types. */
function sitePolicy(): Policy {
  if (policy) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, passThrough) : passThrough;
  } catch {
    // A page whose `trusted-types` directive does not name us refuses the policy: inserting
    // the markup would be refused too, so it is left out rather than thrown into the page.
    policy = { createHTML: () => '', createScript: () => '', createScriptURL: () => '' };
  }
  return policy;
}

/** Site-owner HTML, ready for `innerHTML` (or React's `dangerouslySetInnerHTML`). */
export function siteOwnerHtml(html: string): Trusted {
  return sitePolicy().createHTML(html);
}

/** The text of a site-owner script, ready for a `<script>` element's `text`. */
export function siteOwnerScript(code: string): Trusted {
  return sitePolicy().createScript(code);
}

/** The address of a site-owner script, ready for a `<script>` element's `src`. */
export function siteOwnerScriptUrl(url: string): Trusted {
  return sitePolicy().createScriptURL(url);
}
