import axe from 'axe-core';
import { expect } from 'chai';
import { siteContext } from '../../runtime/core/context.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import { captureWarnings, cleanup, fixture, updateComplete, waitFor } from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { relativeTimeClock } from './relative-time.logic.ts';
import { relativeTimeApi } from './relative-time.schema.ts';

const load = () => import('./relative-time.element.ts');
const HOUR = 3600_000;
/** Three hours ago, to the second: the light DOM holds what the element shows, as a server or a template writes it. */
const threeHoursAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * HOUR).toISOString();

runElementContract({
  api: relativeTimeApi,
  load,
  content: '24 November',
  samples: {
    datetime: { attribute: '2026-01-01T00:00:00Z', value: '2026-01-01T00:00:00Z' },
    locale: { attribute: 'fr', value: 'fr' },
  },
  boxes: [{ name: 'three hours ago', attributes: `datetime="${threeHoursAgo}"`, content: '3 hours ago' }],
});

const text = (element: Element) => element.shadowRoot?.querySelector('[part=time]')?.textContent ?? null;

/** The real clock, given back after each test that fakes it. */
const realClock = { ...relativeTimeClock };

/** A clock moved by hand: `advance(ms)` moves now and runs the updates that came due. */
function fakeClock(start: number) {
  let now = start;
  const updates = new Set<{ ms: number; tick: () => void }>();
  relativeTimeClock.now = () => now;
  relativeTimeClock.every = (ms, tick) => {
    const update = { ms, tick };
    updates.add(update);
    return () => updates.delete(update);
  };
  return {
    updates,
    advance(ms: number) {
      now += ms;
      for (const update of [...updates]) update.tick();
    },
  };
}

describe('sq-relative-time', () => {
  before(load);
  afterEach(() => {
    Object.assign(relativeTimeClock, realClock);
    cleanup();
    siteContext.set({});
  });

  describe('Defaults', () => {
    it('shows the datetime relative to now, in en-US, in a <time> with the instant', async () => {
      const element = fixture(`<sq-relative-time datetime="${threeHoursAgo}">24 Nov</sq-relative-time>`);
      await waitFor(() => element.dataset.state === 'shown', 'the time to show');
      expect(text(element)).to.equal('3 hours ago');
      expect(element.shadowRoot?.querySelector('time')?.dateTime).to.equal(threeHoursAgo);
    });

    it('without a valid datetime shows its light DOM, warning about a bad one', async () => {
      let element = fixture('<sq-relative-time>24 November</sq-relative-time>');
      await waitFor(() => element.dataset.state === 'empty', 'the empty state');
      expect(element.shadowRoot?.querySelector('[part=time] slot')).to.exist;
      cleanup();
      const warnings = await captureWarnings(async () => {
        element = fixture('<sq-relative-time datetime="last tuesday">24 November</sq-relative-time>');
        await waitFor(() => element.dataset.state === 'empty', 'the empty state');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('sq-relative-time').and.contain('datetime').and.contain('last tuesday');
    });
  });

  describe('Updating (spec 001 §9: every 5000 ms)', () => {
    it('asks for an update every 5000 ms and shows the new distance at each', async () => {
      const start = Date.parse('2026-11-24T08:00:00Z');
      const clock = fakeClock(start);
      const element = fixture('<sq-relative-time datetime="2026-11-24T08:00:00Z"></sq-relative-time>');
      await waitFor(() => text(element) === 'now', 'now');
      // The update is asked for by an effect, which preact runs after the frame that shows the text.
      await waitFor(() => clock.updates.size > 0, 'the update to be asked for');
      expect([...clock.updates].map((update) => update.ms)).to.deep.equal([5000]);
      clock.advance(5000);
      await waitFor(() => text(element) === '5 seconds ago', '5 seconds ago');
      clock.advance(55_000);
      await waitFor(() => text(element) === '1 minute ago', '1 minute ago');
      clock.advance(2 * HOUR);
      await waitFor(() => text(element) === '2 hours ago', '2 hours ago');
    });

    it('stops updating once it leaves the page', async () => {
      const clock = fakeClock(Date.parse('2026-11-24T08:00:00Z'));
      const element = fixture('<sq-relative-time datetime="2026-11-24T08:00:00Z"></sq-relative-time>');
      await waitFor(() => clock.updates.size === 1, 'the update to start');
      element.remove();
      await waitFor(() => clock.updates.size === 0, 'the update to stop');
    });

    it('follows a new datetime', async () => {
      fakeClock(Date.parse('2026-11-24T08:00:00Z'));
      const element = fixture('<sq-relative-time datetime="2026-11-24T08:00:00Z"></sq-relative-time>');
      await waitFor(() => text(element) === 'now', 'now');
      element.setAttribute('datetime', '2026-11-26T08:00:00Z');
      await waitFor(() => text(element) === 'in 2 days', 'in 2 days');
    });
  });

  describe('Locale', () => {
    beforeEach(() => fakeClock(Date.parse('2026-11-24T08:00:00Z')));
    afterEach(() => document.documentElement.removeAttribute('lang'));
    const make = (attributes = '') =>
      fixture(`<sq-relative-time datetime="2026-11-24T05:00:00Z" ${attributes}></sq-relative-time>`);

    it("writes in the page's language", async () => {
      document.documentElement.lang = 'de';
      const element = make();
      await waitFor(() => text(element) === 'vor 3 Stunden', 'German');
    });

    it("writes in the site's locale when the page names none", async () => {
      siteContext.set({ websiteLocale: 'fr-FR' });
      const element = make();
      await waitFor(() => text(element) === 'il y a 3 heures', 'French');
    });

    it('writes in its own locale over the page and the site', async () => {
      document.documentElement.lang = 'de';
      siteContext.set({ websiteLocale: 'fr-FR' });
      const element = make('locale="es"');
      await waitFor(() => text(element) === 'hace 3 horas', 'Spanish');
    });
  });

  describe('Server rendering', () => {
    it('is written on the server with the relative text, no script needed', async () => {
      const html = await prerender(
        `<!doctype html><html><body><sq-relative-time datetime="${threeHoursAgo}">then</sq-relative-time></body></html>`,
      );
      expect(html).to.contain('shadowrootmode="open"');
      expect(html, html).to.match(/<time part="time" datetime="[^"]+">3 hours ago<\/time>/i);
    });
  });

  describe('Hydration', () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => frame?.remove());

    it('hydrates the server’s text in place and shows a datetime the page set before the upgrade', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const html = await prerender(
        `<!doctype html><html><body><sq-relative-time datetime="${threeHoursAgo}">then</sq-relative-time></body></html>`,
      );
      const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
      frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:800px;height:600px;border:0;opacity:0;pointer-events:none',
      );
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      const twoDaysAgo = new Date(Date.now() - 50 * HOUR).toISOString();
      const report = await page.hydrate(body, '/elements/sq-relative-time/relative-time.element.ts', ([host]) => {
        host?.setAttribute('datetime', twoDaysAgo);
      });
      expect(report.console, 'console errors and warnings while hydrating').to.deep.equal([]);
      expect(report.replaced, 'server-rendered nodes replaced instead of hydrated').to.deep.equal([]);
      const time = page.hosts()[0]?.shadowRoot?.querySelector('time');
      await waitFor(() => time?.textContent === '2 days ago', '2 days ago');
      expect(time?.getAttribute('datetime')).to.equal(twoDaysAgo);
    });
  });

  describe('Accessibility', () => {
    it('has no axe violations', async () => {
      const element = fixture(`<sq-relative-time datetime="${threeHoursAgo}"></sq-relative-time>`);
      await updateComplete(element);
      const results = await axe.run(element);
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
