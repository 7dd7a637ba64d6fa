/**
 * A page with the runtime element, tracking on as it is by default (no
 * `tracking` attribute), for the tracking browser tests. The address sets
 * it up: `context=` (the site context as JSON),
 * `path=` (the path the page takes before the runtime starts: `/search`),
 * `link=` and `target=` (the tracked button's address and target),
 * `tracking=off` (the runtime with `tracking="false"`), `popup` (a popup overlay
 * holding the site's newsletter form), `recording` (the session-recording
 * toggle and variant on), `recorder=` (the session recorder's script
 * address) and `cores=` (the device's cores, as the page sees them). Every address carries the
 * test's token, which the reference API sees in the Referer of each call.
 * The ad-pixel events the page fires are kept from before the runtime starts.
 * `trackingReady` is set once the tracking service has decided (tracking or
 * waiting for consent), or, with tracking off, once the runtime is active.
 */
import '../../../../elements/sq-runtime/runtime.element.ts';
import { consent } from '../../../../runtime/consent/consent.ts';
import { SITE_FORMS } from '../../../../site/forms.ts';

const query = new URLSearchParams(location.search);

/** What the page's scripts said with console.error, from before the runtime started. */
const consoleErrors: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args.map(String).join(' '));
  consoleError(...args);
};
const path = query.get('path');
if (path) history.replaceState(null, '', `${path}${location.search}`);

const link = document.createElement('a');
link.id = 'button';
link.href = query.get('link') ?? '#';
link.target = query.get('target') ?? '';
link.textContent = 'Shop now';
link.setAttribute('data-sq-button', JSON.stringify({ id: 'b1', alignment: 'center', size: 'medium', context: 'test' }));
link.style.cssText = 'display:inline-block;padding:8px;font-size:20px';
document.body.append(link);

if (query.has('popup')) {
  // Defined as their code arrives, after the runtime may have started tracking, or before.
  void import('../../../../elements/sq-popup/popup.element.ts');
  void import('../../../../elements/sq-form/form.element.ts');
  const newsletter = SITE_FORMS.find((form) => form.formId === 'newsletter');
  const popup = document.createElement('sq-popup');
  popup.setAttribute('display-frequency', '-1');
  popup.setAttribute('enable-mobile', '');
  popup.innerHTML = '<h2>Letters</h2>';
  const form = document.createElement('sq-form');
  form.setAttribute('config', JSON.stringify(newsletter));
  popup.append(form);
  document.body.append(popup);
}

const cores = query.get('cores');
if (cores) Object.defineProperty(navigator, 'hardwareConcurrency', { value: Number(cores), configurable: true });
/** The session-recording ids the page was given (`sq-session-recording`). */
const recordings: string[] = [];
document.addEventListener('sq-session-recording', (event) => recordings.push((event as CustomEvent).detail.id));
/** The ad-pixel events the page fired (`sq-pixel`), in order. */
const pixels: unknown[] = [];
document.addEventListener('sq-pixel', (event) => pixels.push((event as CustomEvent).detail));

const runtime = document.createElement('sq-runtime');
if (query.has('recording')) {
  runtime.dataset.sessionRecording = 'true';
  runtime.dataset.sessionRecordingVariant = 'true';
}
const recorder = query.get('recorder');
if (recorder) runtime.dataset.sessionRecordingScript = recorder;
runtime.setAttribute('performance', 'false');
runtime.setAttribute('error-reporter', 'false');
runtime.setAttribute('trace-log', 'false');
runtime.setAttribute('keyboard', 'false');
if (query.get('tracking') === 'off') runtime.setAttribute('tracking', 'false');
runtime.setAttribute('context', query.get('context') ?? '{"website":{"id":"w1"},"templateId":"t1","pageType":2}');
document.body.append(runtime);

type TrackingModule = typeof import('../../../../runtime/services/tracking/tracking.ts');
const page = {
  consent,
  consoleErrors,
  recordings,
  pixels,
  link,
  /** The tracking module, once the runtime has loaded it (this page never loads it itself). */
  tracking: undefined as TrackingModule | undefined,
  /** Whether the page has fetched the module at `path` (the tracking chunk, or one it loads when needed). */
  loaded: (path: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path)),
  /** Whether the page has fetched the tracking chunk. */
  trackingLoaded: () => page.loaded('/runtime/services/tracking/tracking.ts'),
};
export type TrackingPage = typeof page;
const scope = window as unknown as { trackingPage: TrackingPage; trackingReady: boolean };
scope.trackingPage = page;

const ready = async () => {
  if (runtime.dataset.state !== 'active') return requestAnimationFrame(ready);
  if (query.get('tracking') === 'off') {
    scope.trackingReady = true;
    return;
  }
  if (!page.trackingLoaded()) return requestAnimationFrame(ready);
  page.tracking = await import('../../../../runtime/services/tracking/tracking.ts');
  if (page.tracking.trackingStatus.get() === 'off') return requestAnimationFrame(ready);
  scope.trackingReady = true;
};
void ready();
