import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, siteContext } from '../../runtime/core/context.ts';
import { request } from '../../runtime/core/data-layer.ts';
import { closeDialog, openDialogs, showSystemErrorDialog, showSystemErrorOverlay } from '../../runtime/core/dialogs.ts';
import { EDITOR_TOGGLE_PREVIEW_EVENT, LOGIN_REQUEST_EVENT } from '../../runtime/services/account-keys/escape-key.ts';
// The account keys' chunk, in this window before any test: installing them lazily takes microtasks, not a fetch.
import '../../runtime/services/account-keys/account-keys.ts';
import { injectFault, setCrumb, uniquePath } from '../../test/browser/api.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import { captureWarnings, cleanup, fixture, settle, waitFor, watchListeners } from '../../test/browser/harness.ts';
import type { OverlayPage } from '../../test/browser/pages/overlay-page.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { problemsReported } from '../kit/element/custom-element.ts';
import { runtimeApi } from './runtime.schema.ts';
import { SECOND_RUNTIME_WARNING } from './runtime.view.ts';

/**
 * Loads the element, and starts and stops the performance collector once: web-vitals registers its page
 * listeners once per page, at the first start, and the contract's leak count must see only what each
 * element does, not that one-time set arriving in the middle of its cycles.
 */
const load = async () => {
  await import('./runtime.element.ts');
  const { installPerformanceCollector } = await import('../../runtime/services/performance/performance.ts');
  installPerformanceCollector().uninstall();
};

runElementContract({
  api: runtimeApi,
  load,
  onePerPage: true,
  samples: {
    context: { attribute: '{"website":{"id":"w1"},"pageType":2}', value: { website: { id: 'w1' }, pageType: 2 } },
    apiOrigin: { attribute: 'https://api.example.com', value: 'https://api.example.com' },
    secureOrigin: { attribute: 'https://secure.example.com', value: 'https://secure.example.com' },
    app: { attribute: 'shop-theme', value: 'shop-theme' },
    errorReporter: { attribute: 'false', value: false },
    traceLog: { attribute: 'false', value: false },
    keyboard: { attribute: 'false', value: false },
    editor: { attribute: 'true', value: true },
    performance: { attribute: 'false', value: false },
    tracking: { attribute: 'false', value: false },
    infoBarStyle: { attribute: '3', value: 3 },
  },
});

/** A runtime element, with the promise every element has. */
type Runtime = HTMLElement & { readonly updateComplete: Promise<true> };

/** Adds a runtime element and resolves once it has drawn, its services started. */
async function runtimeFixture(html: string): Promise<Runtime> {
  const runtime = fixture<Runtime>(html);
  await runtime.updateComplete;
  return runtime;
}

const dialogIn = (runtime: Element) => runtime.shadowRoot?.querySelector('dialog') ?? null;
const buttonIn = (runtime: Element, selector: string): HTMLButtonElement => {
  const button = dialogIn(runtime)?.querySelector<HTMLButtonElement>(selector);
  if (!button) throw new Error(`No ${selector} in the open dialog`);
  return button;
};
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('sq-runtime', () => {
  before(load);
  afterEach(async () => {
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    // Closed dialogs animate out before they are destroyed; the next test starts with none.
    await waitFor(() => openDialogs.get().length === 0, 'every dialog to be destroyed');
    cleanup();
    for (const stray of document.querySelectorAll('sq-runtime')) stray.remove();
  });

  describe('In the native app shell (spec 001 §2)', () => {
    /** A page with only `<sq-runtime>`, at `query`: whether it was marked, and whether the bridge's code loaded. */
    async function shellPage(query: string) {
      const frame = await loadFrame(`/test/browser/pages/prerendered.html${query}`, 'prerenderedPage');
      try {
        const win = frame.contentWindow as Window & { prerenderedPage: PrerenderedPage; sqMobileAppBridge?: unknown };
        await win.prerenderedPage.define('<sq-runtime></sq-runtime>', '/elements/sq-runtime/runtime.element.ts');
        const runtime = win.document.querySelector('sq-runtime') as HTMLElement;
        await waitFor(() => runtime.dataset.state === 'active', 'the runtime in charge');
        const marked = () => win.document.documentElement.getAttribute('data-sq-platform');
        const bridgeLoaded = () =>
          win.performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/runtime/bridge/bridge.ts'));
        // Without the query nothing may come: frames give it the time to (wrongly) come.
        if (query) await waitFor(() => marked() !== null, 'the page to be marked');
        else await settle();
        return { marked: marked(), bridgeLoaded: bridgeLoaded(), answers: 'sqMobileAppBridge' in win };
      } finally {
        frame.remove();
      }
    }

    it('marks the page and loads the bridge by itself when the address says platform=mobile-app', async () => {
      expect(await shellPage('?platform=mobile-app')).to.deep.equal({
        marked: 'mobile-app',
        bridgeLoaded: true,
        answers: true,
      });
    });

    it('loads no bridge on any other page', async () => {
      expect(await shellPage('')).to.deep.equal({ marked: null, bridgeLoaded: false, answers: false });
    });
  });

  describe('The mobile info bar (spec 001 §2, §9, spec 002 §3, §9)', () => {
    /** A page `width` px wide at `query` whose only tag is `markup`, once its runtime is in charge. */
    async function framePage(query: string, markup: string, width: number) {
      const frame = await loadFrame(
        `/test/browser/pages/prerendered.html${query}`,
        'prerenderedPage',
        `position:absolute;left:-3000px;top:0;width:${width}px;height:600px;border:0`,
      );
      const win = frame.contentWindow as Window & { prerenderedPage: PrerenderedPage };
      await win.prerenderedPage.define(markup, '/elements/sq-runtime/runtime.element.ts');
      const runtime = win.document.querySelector('sq-runtime') as HTMLElement;
      await waitFor(() => runtime.dataset.state === 'active', 'the runtime in charge');
      const mark = (name: string) => () => win.document.documentElement.getAttribute(name);
      const loaded = (path: string) =>
        win.performance.getEntriesByType('resource').some((entry) => entry.name.includes(path));
      return { frame, runtime, infoBar: mark('data-sq-info-bar'), badge: mark('data-sq-badge'), loaded };
    }

    it('in the app shell, marks <html data-sq-info-bar> dark at 1024 px wide or less, following the width', async () => {
      const page = await framePage('?platform=mobile-app', '<sq-runtime info-bar-style="3"></sq-runtime>', 1024);
      try {
        await waitFor(() => page.infoBar() === 'dark', 'the dark bar at 1024 px');
        page.frame.style.width = '1025px';
        await waitFor(() => page.infoBar() === null, 'no bar at 1025 px');
        page.frame.style.width = '390px';
        await waitFor(() => page.infoBar() === 'dark', 'the bar back at 390 px');
      } finally {
        page.frame.remove();
      }
    });

    it('follows a changed style, and takes the mark off when the runtime leaves the page', async () => {
      const page = await framePage('?platform=mobile-app', '<sq-runtime info-bar-style="2"></sq-runtime>', 390);
      try {
        await waitFor(() => page.infoBar() === 'light', 'the light bar');
        page.runtime.setAttribute('info-bar-style', '1');
        await waitFor(() => page.infoBar() === null, 'no bar with style none');
        page.runtime.setAttribute('info-bar-style', '3');
        await waitFor(() => page.infoBar() === 'dark', 'the dark bar');
        page.runtime.remove();
        await waitFor(() => page.infoBar() === null, 'the mark off');
      } finally {
        page.frame.remove();
      }
    });

    it('shows no bar off mobile, where the bridge does not load', async () => {
      const page = await framePage(
        '',
        `<sq-runtime info-bar-style="2" context='{"websiteSettings":{"ssBadgeType":2}}'></sq-runtime>`,
        390,
      );
      try {
        // The badge's mark is set by the same service, at the same time as the bar's.
        await waitFor(() => page.badge() === 'black', 'the page marks to be set');
        expect(page.infoBar()).to.equal(null);
        expect(page.loaded('/runtime/bridge/bridge.ts')).to.equal(false);
      } finally {
        page.frame.remove();
      }
    });

    it('loads no code for the marks with style none and no badge', async () => {
      const page = await framePage('?platform=mobile-app', '<sq-runtime></sq-runtime>', 390);
      try {
        await waitFor(() => page.loaded('/runtime/bridge/bridge.ts'), 'the bridge');
        // Frames for what must not come (the marks' code): time to (wrongly) come.
        await settle();
        expect([page.infoBar(), page.badge(), page.loaded('/runtime/services/page-marks/page-marks.ts')]).to.deep.equal(
          [null, null, false],
        );
      } finally {
        page.frame.remove();
      }
    });
  });

  describe('The badge (spec 002 §3 websiteSettings.ssBadgeType)', () => {
    const badge = () => document.documentElement.getAttribute('data-sq-badge');

    it('marks <html data-sq-badge> black or white from the site context, and nothing for none', async () => {
      const runtime = fixture(`<sq-runtime context='{"websiteSettings":{"ssBadgeType":2}}'></sq-runtime>`);
      await waitFor(() => badge() === 'black', 'the black badge');
      runtime.setAttribute('context', '{"websiteSettings":{"ssBadgeType":3}}');
      await waitFor(() => badge() === 'white', 'the white badge');
      runtime.setAttribute('context', '{"websiteSettings":{"ssBadgeType":1}}');
      await waitFor(() => badge() === null, 'no badge for none');
    });

    it('takes the mark off when the runtime leaves the page', async () => {
      const runtime = fixture(`<sq-runtime context='{"websiteSettings":{"ssBadgeType":3}}'></sq-runtime>`);
      await waitFor(() => badge() === 'white', 'the white badge');
      runtime.remove();
      await waitFor(() => badge() === null, 'the mark off');
    });
  });

  describe('Context and options', () => {
    it('publishes the site context, and a changed context reaches the services', async () => {
      const runtime = await runtimeFixture(
        `<sq-runtime context='{"website":{"id":"w1","identifier":"shop"},"pageType":2}'></sq-runtime>`,
      );
      expect(siteContext.get()).to.deep.equal({ website: { id: 'w1', identifier: 'shop' }, pageType: 2 });
      runtime.setAttribute('context', '{"website":{"id":"w2"}}');
      await runtime.updateComplete;
      expect(siteContext.get()).to.deep.equal({ website: { id: 'w2' } });
    });

    it('sets the service options from its attributes, and restores the defaults when removed', async () => {
      const runtime = await runtimeFixture(
        '<sq-runtime api-origin="https://api.example.com" app="theme" error-reporter="false"></sq-runtime>',
      );
      expect(runtimeOptions.get()).to.deep.equal({
        ...DEFAULT_RUNTIME_OPTIONS,
        apiOrigin: 'https://api.example.com',
        app: 'theme',
        errorReporter: false,
      });
      runtime.remove();
      await waitFor(
        () => JSON.stringify(runtimeOptions.get()) === JSON.stringify(DEFAULT_RUNTIME_OPTIONS),
        'the defaults back',
      );
    });

    it('warns about a context field of the wrong type and keeps the others', async () => {
      const warnings = await captureWarnings(async () => {
        await runtimeFixture(`<sq-runtime context='{"pageType":"home"}' app="kept"></sq-runtime>`);
        await problemsReported();
      });
      expect(warnings[0]).to.match(
        /^sq-runtime: config\.context\.pageType: expected a number, got "home"; using \{\}$/,
      );
      expect(runtimeOptions.get().app).to.equal('kept');
    });

    it('a second runtime element warns once and stays inert', async () => {
      await runtimeFixture(`<sq-runtime context='{"pageType":1}'></sq-runtime>`);
      let second: HTMLElement | undefined;
      const warnings = await captureWarnings(async () => {
        second = await runtimeFixture(`<sq-runtime context='{"pageType":9}'></sq-runtime>`);
        await runtimeFixture(`<sq-runtime context='{"pageType":8}'></sq-runtime>`);
      });
      expect(warnings.filter((warning) => warning === SECOND_RUNTIME_WARNING).length).to.be.at.most(1);
      expect(second?.dataset.state).to.equal('inert');
      expect(siteContext.get()).to.deep.equal({ pageType: 1 });
    });
  });

  describe('Server-rendered: its first view runs the page services', () => {
    const CONTEXT = '{"website":{"id":"w1"},"pageType":2,"websiteSettings":{"ssBadgeType":2}}';
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });
    /** A server-rendered page with this runtime, in a frame of its own at `search`, with the autoloader's load done. */
    const renderedPage = async (attributes: string, search = '') => {
      const html = await prerender(`<!doctype html><html><body><sq-runtime ${attributes}></sq-runtime></body></html>`);
      frame = await loadFrame(`/test/browser/pages/prerendered.html${search}`, 'prerenderedPage');
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.autoload(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      const host = page.hosts()[0] as HTMLElement;
      const window = frame.contentWindow as Window;
      /** Its element module, its view and lit-html: what the page has fetched of them. */
      const code = () =>
        window.performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /runtime\.(element|view)\.ts$|\/lit-html/.test(path));
      return { page, host, window, code };
    };

    it('publishes its context and runs the services before its code or lit-html is fetched', async function () {
      this.timeout(20000);
      const { page, host, window, code } = await renderedPage(`context='${CONTEXT}'`);
      await waitFor(() => host.dataset.state === 'active', 'its first view to take the page');
      // The badge is a page service that follows the site context.
      await waitFor(() => window.document.documentElement.dataset.sqBadge === 'black', 'the badge from its context');
      expect(page.triggered(host), 'its code asked for').to.equal(false);
      expect(window.customElements.get('sq-runtime'), 'the tag defined').to.equal(undefined);
      expect(code(), 'its code fetched').to.deep.equal([]);
      expect(page.messages(), 'console errors and warnings').to.deep.equal([]);
    });

    it('loads its code when a system dialog opens, and its view draws it: the logout confirmation', async function () {
      this.timeout(20000);
      const { page, host, window, code } = await renderedPage(`context='${CONTEXT}'`, '?logout=true');
      await waitFor(() => window.customElements.get('sq-runtime') !== undefined, 'its code to load');
      await waitFor(() => /Logout Successful/.test(host.shadowRoot?.textContent ?? ''), 'the dialog to be drawn');
      expect(page.triggered(host), 'its code asked for').to.equal(true);
      expect(code().length, 'its code fetched').to.be.greaterThan(0);
      expect(page.messages(), 'console errors and warnings').to.deep.equal([]);
    });

    /** A server-rendered runtime shown in a frame with no autoloader; its first view is run by the test. */
    const shownPage = async () => {
      const html = await prerender(`<!doctype html><html><body><sq-runtime></sq-runtime></body></html>`);
      frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage');
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.show(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      const runtime = await page.module<typeof import('../../runtime/index.ts')>('/runtime/index.ts');
      return { page, host: page.hosts()[0] as HTMLElement, runtime };
    };
    const FIRST_VIEW = '/elements/sq-runtime/runtime.first-view.ts';

    it('its first view asks for its code as soon as a dialog opens, once', async () => {
      const { page, host, runtime } = await shownPage();
      await page.firstView('sq-runtime', FIRST_VIEW);
      expect(host.dataset.state).to.equal('active');
      expect(page.askedForCode(), 'asked for its code with no dialog').to.deep.equal([]);
      void runtime.confirm({ title: 'Sure?', message: 'Asked' });
      void runtime.confirm({ title: 'Again?', message: 'Asked twice' });
      expect(page.askedForCode()).to.deep.equal([host]);
    });

    it('its first view asks for its code at once when a dialog is open already', async () => {
      const { page, host, runtime } = await shownPage();
      void runtime.confirm({ title: 'Sure?', message: 'Before the runtime' });
      await page.firstView('sq-runtime', FIRST_VIEW);
      expect(page.askedForCode()).to.deep.equal([host]);
    });

    it('without a dialog, keyboard="false", loads no code for the logout address either', async function () {
      this.timeout(20000);
      const { host, window, code } = await renderedPage('keyboard="false"', '?logout=true');
      await waitFor(() => host.dataset.state === 'active', 'its first view to take the page');
      expect(window.customElements.get('sq-runtime'), 'the tag defined').to.equal(undefined);
      expect(code(), 'its code fetched').to.deep.equal([]);
    });

    it('taken out before its code arrives, stops the services and gives the page up; put back, takes it again', async function () {
      this.timeout(20000);
      const { page, host, window, code } = await renderedPage(`context='${CONTEXT}'`);
      const badge = () => window.document.documentElement.dataset.sqBadge;
      await waitFor(() => badge() === 'black', 'the badge from its context');
      host.remove();
      await waitFor(() => badge() === undefined, 'the services to stop');
      window.document.body.append(host);
      await waitFor(() => badge() === 'black', 'the services to run again');
      expect(host.dataset.state).to.equal('active');
      expect(page.triggered(host), 'its code asked for').to.equal(false);
      expect(code(), 'its code fetched').to.deep.equal([]);
    });

    it('taken out, lets a runtime added meanwhile take the page; put back, it upgrades with that code and stays inert', async function () {
      this.timeout(20000);
      const { page, host, window } = await renderedPage(`context='${CONTEXT}'`);
      await waitFor(() => window.document.documentElement.dataset.sqBadge === 'black', 'the badge from its context');
      host.remove();
      const other = window.document.createElement('sq-runtime');
      window.document.body.append(other);
      await waitFor(() => other.dataset.state === 'active', 'the runtime added meanwhile to take the page');
      // The code the added runtime loaded is this element's too: put back, it upgrades at once.
      window.document.body.append(host);
      await waitFor(() => host.dataset.state === 'inert', 'the element to stay inert');
      expect(other.dataset.state).to.equal('active');
      expect(page.messages()).to.include(`console.warn: ${SECOND_RUNTIME_WARNING}`);
    });

    /** Whether the frame has fetched the module at `path`. */
    const fetched = (window: Window, path: string) => () =>
      window.performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);
    const ACCOUNT_KEYS = '/runtime/services/account-keys/account-keys.ts';
    const ENTRY_ANIMATIONS = '/runtime/services/entry-animations/entry-animations.ts';
    // Asked for by the same services, after the account keys and the entry animations would have been.
    const TRACKING = '/runtime/services/tracking/tracking.ts';

    it('loads no account keys and no entry animations where nothing needs them', async function () {
      this.timeout(20000);
      const { host, window } = await renderedPage(`context='${CONTEXT}'`);
      await waitFor(() => host.dataset.state === 'active', 'its first view to take the page');
      await waitFor(fetched(window, TRACKING), 'the tracking service, which follows them, to be fetched');
      // Frames for what must not come: time for it to (wrongly) be fetched.
      await settle();
      expect(fetched(window, ACCOUNT_KEYS)(), 'the account keys fetched').to.equal(false);
      expect(fetched(window, ENTRY_ANIMATIONS)(), 'the entry animations fetched').to.equal(false);
    });

    it('loads the account keys where Escape asks to sign in, and Escape then asks', async function () {
      this.timeout(20000);
      const context = '{"website":{"id":"w1","useEscapeKeyToLogin":true}}';
      const { window } = await renderedPage(`context='${context}'`);
      await waitFor(fetched(window, ACCOUNT_KEYS), 'the account keys to be fetched');
      let asked = 0;
      window.document.addEventListener(LOGIN_REQUEST_EVENT, () => asked++);
      const pressEscape = () =>
        window.document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      // Fetched is not yet installed: pressed until the keys answer (a press before they are in does nothing).
      await waitFor(() => {
        pressEscape();
        return asked > 0;
      }, 'Escape to ask to sign in');
      pressEscape();
      expect(asked, 'asked once per press').to.equal(2);
    });

    it('loads the entry animations once an element with an animation class is added, which their stylesheet hides', async function () {
      this.timeout(20000);
      const { host, window } = await renderedPage(`context='${CONTEXT}'`);
      await waitFor(() => host.dataset.state === 'active', 'its first view to take the page');
      await waitFor(fetched(window, TRACKING), 'the tracking service to be fetched');
      expect(fetched(window, ENTRY_ANIMATIONS)(), 'fetched before an element asks').to.equal(false);
      const animated = window.document.createElement('p');
      animated.className = 'sq-animate';
      animated.textContent = 'In view';
      window.document.body.prepend(animated);
      await waitFor(fetched(window, ENTRY_ANIMATIONS), 'the entry animations to be fetched');
      // Hidden until it is in view (the frame is out of the window's view): their stylesheet is on the page.
      await waitFor(() => window.getComputedStyle(animated).opacity === '0', 'their stylesheet to hide it');
    });

    it('loads its code at once when its markup gives a value its code refuses, which then says so', async function () {
      this.timeout(20000);
      const { page, host } = await renderedPage('info-bar-style="9"');
      await waitFor(() => page.triggered(host), 'its code to be asked for');
      await waitFor(() => host.dataset.state === 'active', 'the element to take the page');
      await waitFor(() => page.messages().some((line) => line.includes('infoBarStyle')), 'the warning');
    });
  });

  describe('Spec decisions (spec 000 §7, §8; 002 §3)', () => {
    it('templateVersion accepts only 7, 7.1 and 8, with the usual warning (spec 002 §3)', async () => {
      for (const version of [7, 7.1, 8, '7.1']) {
        const warnings = await captureWarnings(async () => {
          await runtimeFixture(`<sq-runtime context='${JSON.stringify({ templateVersion: version })}'></sq-runtime>`);
          await problemsReported();
        });
        expect(warnings, `${version}`).to.deep.equal([]);
        expect(siteContext.get().templateVersion).to.equal(version);
        cleanup();
      }
      for (const version of [9, 7.2, '6']) {
        const warnings = await captureWarnings(async () => {
          await runtimeFixture(`<sq-runtime context='${JSON.stringify({ templateVersion: version })}'></sq-runtime>`);
          await problemsReported();
        });
        expect(warnings).to.deep.equal([
          `sq-runtime: config.context.templateVersion: expected one of 7, 7.1, 8, "7", "7.1", "8", got ${JSON.stringify(version)}; using {}`,
        ]);
        cleanup();
      }
    });

    it('secure calls on custom domains go over https only: an http secure origin is refused with the usual warning (spec 000 §7)', async () => {
      const warnings = await captureWarnings(async () => {
        await runtimeFixture('<sq-runtime secure-origin="http://secure.example.com"></sq-runtime>');
        await problemsReported();
      });
      expect(warnings).to.deep.equal([
        'sq-runtime: config.secureOrigin: expected an https origin such as "https://secure.example.com", or "", got "http://secure.example.com"; using ""',
      ]);
      expect(runtimeOptions.get().secureOrigin).to.equal('');
      cleanup();
      await runtimeFixture('<sq-runtime secure-origin="https://secure.example.com"></sq-runtime>');
      expect(runtimeOptions.get().secureOrigin).to.equal('https://secure.example.com');
    });

    it('unparsable JSON in a call\'s answer is shown as a system error (spec 000 §8 "Data layer")', async () => {
      setCrumb('t1');
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      const path = uniquePath('runtime-unparsable');
      await injectFault({ path, times: 1, status: 200, body: '<html>not JSON', contentType: 'text/html' });
      await request({ url: path }).catch(() => undefined);
      await waitFor(() => Boolean(dialogIn(runtime)?.open), 'the system error dialog');
      expect(dialogIn(runtime)?.querySelector('[part=message]')?.textContent).to.match(
        new RegExp(`^Internal Error: Unable to parse server response from \\(${path}\\) as JSON: `),
      );
    });

    it('unparsable JSON the page itself carries (the context attribute) is only logged to the console (spec 000 §8 "Other")', async () => {
      const warnings = await captureWarnings(async () => {
        await runtimeFixture(`<sq-runtime context='{"website":'></sq-runtime>`);
        await problemsReported();
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(
        /^sq-runtime: config\.context: expected JSON, got "\{\\"website\\":" \(.+\); using the default$/,
      );
      expect(openDialogs.get(), 'no system error').to.deep.equal([]);
    });
  });

  describe('System error overlay and dialog', () => {
    it('shows the overlay with Reload Page and Clear, focused on Clear, above the page', async () => {
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      void showSystemErrorOverlay('Something Went Wrong!');
      await waitFor(() => deepActive()?.textContent === 'Clear', 'the overlay open, focused on Clear');
      const dialog = dialogIn(runtime);
      expect(dialog?.open).to.equal(true);
      expect(dialog?.matches(':modal')).to.equal(true);
      expect(dialog?.getAttribute('role')).to.equal('alertdialog');
      expect(dialog?.querySelector('[part=title]')?.textContent).to.equal('Something Went Wrong!');
      expect([...(dialog?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).to.deep.equal([
        'Reload Page',
        'Clear',
      ]);
      expect(deepActive()?.textContent).to.equal('Clear');
      expect(getComputedStyle(dialog as Element).zIndex).to.equal('30000');
    });

    it('closes on Escape and gives focus back', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Open</button>');
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      opener.focus();
      const result = showSystemErrorOverlay('Unable to connect…');
      await waitFor(() => Boolean(dialogIn(runtime)?.contains(deepActive())), 'the overlay open, focus in it');
      await sendKeys({ press: 'Escape' });
      expect(await result).to.equal('clear');
      await waitFor(() => openDialogs.get().length === 0, 'the overlay to be destroyed');
      await waitFor(() => document.activeElement === opener, 'focus back on the opener');
    });

    it('closes the overlay with Clear', async () => {
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      const result = showSystemErrorOverlay('Internal server error. Please try again later.');
      await waitFor(() => Boolean(dialogIn(runtime)?.open), 'the overlay');
      buttonIn(runtime, '[data-result=clear]').click();
      expect(await result).to.equal('clear');
      await waitFor(() => dialogIn(runtime) === null, 'the overlay to be destroyed');
    });

    it('keeps Tab inside the dialog', async () => {
      fixture('<button type="button">Behind</button>');
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      void showSystemErrorOverlay('Oops');
      await waitFor(() => deepActive()?.textContent === 'Clear', 'the overlay open, focused on Clear');
      const seen: (string | null | undefined)[] = [];
      for (let press = 0; press < 4; press++) {
        await sendKeys({ press: 'Tab' });
        seen.push(deepActive()?.textContent);
      }
      expect(seen).to.deep.equal(['Reload Page', 'Clear', 'Reload Page', 'Clear']);
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActive()?.textContent).to.equal('Reload Page');
      expect(dialogIn(runtime)?.contains(deepActive())).to.equal(true);
    });

    it('shows the system error dialog with its message and Okay', async () => {
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      const result = showSystemErrorDialog('Not yours');
      await waitFor(() => Boolean(dialogIn(runtime)?.open), 'the dialog');
      const dialog = dialogIn(runtime);
      expect(dialog?.querySelector('[part=message]')?.textContent).to.equal('Not yours');
      expect(dialog?.getAttribute('aria-describedby')).to.equal(dialog?.querySelector('[part=message]')?.id);
      buttonIn(runtime, 'button').click();
      expect(await result).to.equal('confirm');
    });

    it('reloads the page with Reload Page', async () => {
      const frame = await loadFrame('/test/browser/pages/overlay.html', 'overlayPage');
      try {
        type FrameWindow = Window & { overlayPage?: OverlayPage; beforeReload?: boolean };
        const before = frame.contentWindow as FrameWindow;
        void before.overlayPage?.showOverlay('Internal server error. Please try again later.');
        const runtime = before.document.querySelector('sq-runtime');
        if (!runtime) throw new Error('The overlay page has no runtime element');
        await waitFor(() => Boolean(dialogIn(runtime)?.open), 'the overlay in the frame');
        before.beforeReload = true;
        buttonIn(runtime, '[data-result=reload]').click();
        // The window proxy outlives the navigation; only a new page lacks the mark and sets overlayPage again.
        await waitFor(() => {
          const after = frame.contentWindow as FrameWindow;
          return !after.beforeReload && Boolean(after.overlayPage);
        }, 'the frame to reload');
      } finally {
        frame.remove();
      }
    });

    it('adds a runtime element to the page when a service needs one and there is none', async () => {
      expect(document.querySelector('sq-runtime')).to.equal(null);
      void showSystemErrorOverlay('Something Went Wrong!');
      const runtime = document.querySelector('sq-runtime');
      expect(runtime).to.not.equal(null);
      await waitFor(() => Boolean(runtime && dialogIn(runtime)?.open), 'the overlay');
    });

    it('draws the overlay for a failed call with no failure handler', async () => {
      setCrumb('t1');
      const runtime = await runtimeFixture('<sq-runtime></sq-runtime>');
      const path = uniquePath('runtime-overlay');
      await injectFault({ path, times: 1, status: 503 });
      await request({ url: path }).catch(() => undefined);
      const title = () => dialogIn(runtime)?.querySelector('[part=title]')?.textContent;
      await waitFor(() => title() !== undefined, 'the overlay');
      expect(title()).to.equal('This service is temporarily unavailable. Please try again later.');
    });
  });

  // The keys install once their chunk has loaded, after the runtime has drawn, with nothing on the page to
  // await but the keydown listener they add to the document: each test waits for it (or, where they must not
  // install, gives them time to wrongly be in place).
  describe('Keyboard', () => {
    /**
     * Adds a runtime and waits for its keyboard service to listen: a keydown listener added to the document
     * (nothing else on these pages listens there).
     */
    async function withKeys(html: string): Promise<Runtime> {
      const listening = watchListeners(document, 'addEventListener', 'keydown');
      try {
        const runtime = await runtimeFixture(html);
        await waitFor(listening.seen, 'the keyboard service to listen');
        return runtime;
      } finally {
        listening.stop();
      }
    }

    /**
     * Presses Escape on the page and gives the events of `type` that reached the window: the key's listeners,
     * and what they announce, have run by the time the command returns.
     */
    async function escapeFires(type: string): Promise<number> {
      let count = 0;
      const listener = () => count++;
      window.addEventListener(type, listener);
      try {
        (document.activeElement as HTMLElement | null)?.blur?.();
        await sendKeys({ press: 'Escape' });
      } finally {
        window.removeEventListener(type, listener);
      }
      return count;
    }

    it('installs the keyboard service: Escape asks an anonymous visitor to sign in where the site allows it', async () => {
      await withKeys(`<sq-runtime context='{"websiteSettings":{"useEscapeKeyToLogin":true}}'></sq-runtime>`);
      expect(await escapeFires(LOGIN_REQUEST_EVENT)).to.equal(1);
    });

    it('keyboard="false" leaves the keyboard alone', async () => {
      await runtimeFixture(
        `<sq-runtime keyboard="false" context='{"websiteSettings":{"useEscapeKeyToLogin":true}}'></sq-runtime>`,
      );
      // What must not come: the keyboard service, which would install microtasks after the runtime has drawn.
      await settle();
      expect(await escapeFires(LOGIN_REQUEST_EVENT)).to.equal(0);
    });

    it('stops the keyboard service when removed', async () => {
      const runtime = await withKeys(
        `<sq-runtime context='{"websiteSettings":{"useEscapeKeyToLogin":true}}'></sq-runtime>`,
      );
      runtime.remove();
      // Off the page: resolved once its view has let go, the keyboard service with it.
      await runtime.updateComplete;
      expect(await escapeFires(LOGIN_REQUEST_EVENT)).to.equal(0);
    });

    it('editor marks the backend editor: Escape toggles the full-screen preview', async () => {
      await withKeys(`<sq-runtime editor context='{"authenticatedAccount":{"id":"a1"}}'></sq-runtime>`);
      expect(runtimeOptions.get().editor).to.equal(true);
      expect(await escapeFires(EDITOR_TOGGLE_PREVIEW_EVENT)).to.equal(1);
    });
  });
});
