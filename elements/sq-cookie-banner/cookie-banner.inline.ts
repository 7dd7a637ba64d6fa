/**
 * The banner's first view as the server renderer writes it into a page, in
 * an inline script (elements/server/inline-first-views.ts): whether the
 * banner shows is one cookie read, which must not wait for any file.
 */
export { default } from './cookie-banner.first-view.ts';
