/**
 * Whether a page runs inside the native mobile-app shell (spec 001 §2): the
 * few lines `<sq-runtime>` decides with before it loads the bridge (which
 * imports these from here). No DOM: the page's objects are passed in.
 */

/** The query that marks a page as running inside the mobile-app shell (spec 001 §2). */
export const PLATFORM_PARAM = 'platform';
export const MOBILE_APP_PLATFORM = 'mobile-app';

/**
 * The injected objects a native container is known by (the spec says only
 * "injected browser objects"; these names are ours): the iOS shell's
 * WKWebView script message handlers (`webkit.messageHandlers.<message>`) and
 * the Android shell's JavaScript interface, an object with a method per
 * message.
 */
export const ANDROID_GLOBAL = 'SqMobileApp';

export type NativePlatform = 'ios' | 'android';

/** The page's objects the detection reads (`window` in a browser). */
export type PageGlobals = Readonly<Record<string, unknown>>;

/** The native container the injected objects name, if any (spec 001 §2). */
export function detectPlatform(globals: PageGlobals): NativePlatform | undefined {
  if ((globals.webkit as { messageHandlers?: unknown } | undefined)?.messageHandlers instanceof Object) return 'ios';
  return globals[ANDROID_GLOBAL] instanceof Object ? 'android' : undefined;
}

/** Whether the address's query says `platform=mobile-app` (spec 001 §2). */
export function queryMarksMobileApp(search: string): boolean {
  return new URLSearchParams(search).get(PLATFORM_PARAM) === MOBILE_APP_PLATFORM;
}

/** Whether the page runs in the mobile-app shell: marked by the query, or a native container detected. */
export function isMobileApp(search: string, globals: PageGlobals): boolean {
  return queryMarksMobileApp(search) || !!detectPlatform(globals);
}
