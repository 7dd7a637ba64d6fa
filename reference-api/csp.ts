import type { Middleware } from './handler.ts';

/**
 * The library's Trusted Types policy, by the name the README tells a site to
 * allow. Written here as a site writes it into its policy, not taken from the
 * library, so a library that renamed its policy fails on the strict-CSP page.
 */
export const SQ_ELEMENTS_POLICY_NAME = 'sq-elements';

/**
 * lit-html's own Trusted Types policy, which it creates as it loads: the
 * runtime element draws with lit-html. It turns only lit-html's template
 * text (the library's own markup, written in its source) into HTML, never a
 * value, which lit-html always sets as text or a property.
 */
export const LIT_HTML_POLICY_NAME = 'lit-html';

/**
 * The strictest policy a site using sq-elements can send (see
 * docs/csp.md): scripts and styles from the
 * page's own origin only, no plugins, no `<base>`, and Trusted Types with our
 * policy and lit-html's. The elements' styles are constructable stylesheets, which
 * `style-src 'self'` allows.
 */
export const STRICT_CSP = [
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  `trusted-types ${SQ_ELEMENTS_POLICY_NAME} ${LIT_HTML_POLICY_NAME}`,
].join('; ');

/** Pages the demo server sends with the strict policy. */
export const STRICT_CSP_PAGES = new Set(['/demo/all-elements.html']);

/** Adds the strict policy to the responses for the pages in {@link STRICT_CSP_PAGES}. */
export const strictCspMiddleware: Middleware = (req, res, next) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (STRICT_CSP_PAGES.has(path)) res.setHeader('Content-Security-Policy', STRICT_CSP);
  next();
};
