import type { SiteContext } from '../../lib/site-context.schema.ts';
import { createStore } from './store.ts';

/**
 * The site context (spec 000 §3 "Site context", spec 002 §3 "Site context"):
 * what the page knows about the site, its visitor and the page itself, as its
 * schema (context.schema.ts, which `<sq-runtime>` reads it with) gives it.
 */
export type { SiteContext };

/** How the page services run: where the API is and which services are on. */
export interface RuntimeOptions {
  /** Origin of the platform API; empty for the page's own origin. */
  apiOrigin: string;
  /** Origin for secure calls on custom domains (https, credentialed, cross-origin); empty for none. */
  secureOrigin: string;
  /** The name reported as `app` with JavaScript errors. */
  app: string;
  errorReporter: boolean;
  traceLog: boolean;
  keyboard: boolean;
  /** The page is shown inside the backend editor (spec 000 §6 "Backend editor context"). */
  editor: boolean;
  performance: boolean;
  /** Visit and event tracking (spec 002 §1), on unless turned off: its chunk loads only when on, and it sends only what consent allows. */
  tracking: boolean;
  /** The mobile info bar's style (spec 002 §3: none 1, light 2, dark 3); it shows only on mobile up to 1024 px. */
  infoBarStyle: number;
}

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  apiOrigin: '',
  secureOrigin: '',
  app: 'sq-elements',
  errorReporter: true,
  traceLog: true,
  keyboard: true,
  editor: false,
  performance: true,
  tracking: true,
  infoBarStyle: 1,
};

/**
 * Whether the page's site context has been set (by the page's
 * `<sq-runtime>`, or a theme's script). An element that depends on the
 * context waits for it while the page has a runtime still to give it
 * (`elements/kit/element/context-known/context-known.ts`).
 */
export const contextKnown = createStore<boolean>(false);

/** The page's site context; `<sq-runtime>` sets it from its `context` attribute, which makes it known. */
export const siteContext = createStore<SiteContext>({});
siteContext.subscribe(() => contextKnown.set(true));

/** The page's runtime options; `<sq-runtime>` sets them from its attributes. */
export const runtimeOptions = createStore<RuntimeOptions>(DEFAULT_RUNTIME_OPTIONS);
