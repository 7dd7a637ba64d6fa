import { installConsent } from '../consent/index.ts';
import type { ServiceShare } from '../core/index.ts';
import {
  DEFAULT_RUNTIME_OPTIONS,
  isMobileApp,
  type PageGlobals,
  type RuntimeOptions,
  runtimeOptions,
  type SiteContext,
  siteContext,
} from '../core/index.ts';
import { installAccountKeysLazily } from './account-keys-lazily.ts';
import { installEntryAnimationsLazily } from './entry-animations-lazily.ts';
import { installErrorReporter } from './error-reporter.ts';
import { installFontLog } from './fonts.ts';
import { lazyService } from './lazy-service.ts';
import { pageMarksWanted } from './page-marks.logic.ts';
import { installPageMarksLazily } from './page-marks-lazily.ts';
import { installTraceLog } from './trace-log.ts';

/**
 * The page services `<sq-runtime>` runs, from its config: the runtime in
 * charge hands its config here whenever it changes, from its view once its
 * code is in, or, on a server-rendered page, from its first view before
 * (elements/sq-runtime/runtime.first-view.ts). Both give the same page's
 * services, so the second takes over what the first started. No React, no
 * lit-html, no zod: the config comes read.
 */

/** What the runtime's config gives the services: the site context and the service options. */
export type RuntimeConfig = RuntimeOptions & { context: SiteContext };

// Services whose code is a chunk of their own, installed as shares like the others once their chunk is in.
const installPerformanceCollectorLazily = lazyService(() =>
  import('./performance/index.ts').then((module) => module.installPerformanceCollector),
);
const installTrackingLazily = lazyService(() => import('./tracking/index.ts').then((module) => module.installTracking));
// The native app's bridge, loaded only on a page in the app shell.
const installAppShellLazily = lazyService(() => import('../bridge/index.ts').then((module) => module.installAppShell));

/** The page services the runtime in charge runs, in the order they start, each while its config says so. */
function wantedServices(config: RuntimeConfig): [() => ServiceShare, boolean][] {
  return [
    [installErrorReporter, config.errorReporter],
    [installTraceLog, config.traceLog],
    // What `keyboard` turns on (spec 000 §2), a chunk of its own, loaded once the keys can act on the page.
    [installAccountKeysLazily, config.keyboard],
    // Clears the tracking cookies at load where a restrictive policy applies and consent is absent (spec 002 §4).
    [installConsent, true],
    // Entry animations are a chunk of their own, loaded once the page has an element to animate.
    [installEntryAnimationsLazily, true],
    // The collector and web-vitals are a chunk of their own, loaded only when the collector is on.
    [installPerformanceCollectorLazily, config.performance],
    // Tracking is a chunk of its own too, loaded unless it is turned off; consent decides what it sends.
    [installTrackingLazily, config.tracking],
    // Fonts that fail to load are only logged (spec 000 §8).
    [installFontLog, true],
    // In the app shell (by its address, or the shell's objects) the page is marked and the bridge answers (spec 001 §2).
    [installAppShellLazily, isMobileApp(location.search, window as unknown as PageGlobals)],
    // The badge (spec 002 §3) and the mobile info bar (spec 001 §9, spec 002 §3): styles above 1 (none) are marked.
    [installPageMarksLazily, pageMarksWanted(config)],
  ];
}

/** The service options: every field but the context. */
function optionsOf({ context: _, ...options }: RuntimeConfig): RuntimeOptions {
  return options;
}

const sameOptions = (a: RuntimeOptions, b: RuntimeOptions) =>
  (Object.keys(a) as (keyof RuntimeOptions)[]).every((field) => Object.is(a[field], b[field]));

/** The page's running services, and the context and options last published: one runtime is in charge of a page. */
const running = new Map<() => ServiceShare, ServiceShare>();
let context: SiteContext | undefined;
let options: RuntimeOptions | undefined;

/**
 * Publishes the config's context and options (each only when it changed)
 * and starts or stops each service as the config wants it.
 */
export function runPageServices(config: RuntimeConfig): void {
  // Context and options reach every service through their stores.
  if (config.context !== context) {
    context = config.context;
    siteContext.set(config.context);
  }
  const next = optionsOf(config);
  if (!options || !sameOptions(options, next)) {
    options = next;
    runtimeOptions.set(next);
  }
  for (const [install, on] of wantedServices(config)) {
    const share = running.get(install);
    if (on && !share) running.set(install, install());
    else if (!on && share) {
      running.delete(install);
      share.uninstall();
    }
  }
}

/** Stops every service and puts the options back to their defaults: the runtime in charge left the page. */
export function stopPageServices(): void {
  runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
  options = undefined;
  for (const share of running.values()) share.uninstall();
  running.clear();
}
