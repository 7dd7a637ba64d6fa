/** runtime/platform-clients/: what the rest of the library uses of this part. */

export type { HeaderFooter } from './header-footer.ts';
export { HEADER_FOOTER_URL, headerFooter } from './header-footer.ts';
export type { MultilingualAnswer, MultilingualLanguages } from './multilingual.ts';
export { MULTILINGUAL_URLS, multilingual } from './multilingual.ts';
export type { ClientOptions } from './not-found.ts';
export { NotFoundError } from './not-found.ts';
export type { FetchState, SessionFetch, SessionFetchOptions, SignInPayload } from './session.ts';
export { logOut, postLocale, sessionFetch, signIn, TRANSLATION_WIDGET_GLOBAL } from './session.ts';
export { tracking } from './tracking-calls.ts';
