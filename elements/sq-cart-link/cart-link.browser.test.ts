import { expect } from 'chai';
import { loadFrame } from '../../test/browser/frame.ts';
import { captureWarnings, cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { problemsReported } from '../kit/element/custom-element.ts';
import { sharedRenderer } from '../kit/react/renderer.tsx';
import { cartLinkApi } from './cart-link.schema.ts';

const load = () => import('./cart-link.element.ts');

runElementContract({
  api: cartLinkApi,
  load,
  samples: {
    href: { attribute: '/basket', value: '/basket' },
    items: { attribute: '3', value: 3 },
    subtotal: { attribute: '$42.00', value: '$42.00' },
  },
  boxes: [
    { name: 'a count', attributes: 'items="3"' },
    { name: 'an empty cart', attributes: 'items="0"' },
    { name: 'a count and a subtotal', attributes: 'items="12" subtotal="$42.00"' },
    { name: 'a subtotal alone', attributes: 'subtotal="$3,584.00"' },
    { name: 'more than 100 items', attributes: 'items="128" subtotal="$3,584.00"' },
    { name: 'a link for visitors without scripts', attributes: 'items="2"', content: '<a href="/cart">Cart (2)</a>' },
  ],
});

type CartLink = HTMLElement & { items?: number; subtotal?: string; readonly updateComplete: Promise<true> };

const link = (element: Element) => element.shadowRoot?.querySelector('[part=link]') as HTMLAnchorElement;
const count = (element: Element) => element.shadowRoot?.querySelector('[part=count]')?.textContent ?? null;
const sync = (detail: unknown) => document.dispatchEvent(new CustomEvent('sq-cart-sync', { detail }));

/** Out of view (so it waits to hydrate), but not so small that its page is throttled. */
const FRAME_OUT_OF_VIEW = 'position:fixed;left:0;top:200vh;width:800px;height:600px;border:0';

describe('sq-cart-link', () => {
  let frame: HTMLIFrameElement | undefined;
  before(load);
  afterEach(() => {
    cleanup();
    frame?.remove();
    frame = undefined;
  });

  describe('Defaults', () => {
    it('links to /cart, named Cart, uninitialized until the first sync', async () => {
      const element = fixture<CartLink>('<sq-cart-link></sq-cart-link>');
      await element.updateComplete;
      expect(link(element).getAttribute('href')).to.equal('/cart');
      expect(link(element).getAttribute('aria-label')).to.equal('Cart');
      expect(element.dataset.state).to.equal('uninitialized');
      expect(count(element)).to.equal(null);
    });
  });

  describe('Attributes', () => {
    const cases: [string, string, string | null][] = [
      ['0', '0 items in cart', '0'],
      ['1', 'One item in cart', '1'],
      ['7', '7 items in cart', '7'],
      ['100', '100 items in cart', '100'],
      ['101', 'More than 100 items in cart', '100+'],
    ];
    for (const [items, label, badge] of cases) {
      it(`items="${items}" shows ${badge} and is named '${label}'`, async () => {
        const element = fixture<CartLink>(`<sq-cart-link items="${items}"></sq-cart-link>`);
        await element.updateComplete;
        expect(count(element)).to.equal(badge);
        expect(link(element).getAttribute('aria-label')).to.equal(label);
      });
    }

    it('marks the empty state at 0 with the empty class (spec 001 §5), an empty attribute and data-state', async () => {
      const element = fixture<CartLink>('<sq-cart-link items="0"></sq-cart-link>');
      await element.updateComplete;
      expect(element.classList.contains('empty')).to.equal(true);
      expect(element.hasAttribute('empty')).to.equal(true);
      expect(element.dataset.state).to.equal('empty');
      element.setAttribute('items', '2');
      await element.updateComplete;
      expect(element.classList.contains('empty')).to.equal(false);
      expect(element.hasAttribute('empty')).to.equal(false);
      expect(element.dataset.state).to.equal('filled');
    });

    it('reads a sync without items as 0 items (spec 001 §3, the payload default)', async () => {
      const element = fixture<CartLink>('<sq-cart-link items="4"></sq-cart-link>');
      await element.updateComplete;
      sync({ subtotal: '$0.00' });
      await waitFor(() => count(element) === '0', 'the sync drawn');
      expect(element.dataset.state).to.equal('empty');
    });

    it('shows the subtotal and describes the link with it', async () => {
      const element = fixture<CartLink>('<sq-cart-link items="3" subtotal="$42.00"></sq-cart-link>');
      await element.updateComplete;
      const subtotal = element.shadowRoot?.querySelector('[part=subtotal]');
      expect(subtotal?.textContent).to.equal('$42.00');
      expect(link(element).getAttribute('aria-describedby')).to.equal(subtotal?.id);
    });

    for (const bad of ['-1', '2.5', 'lots']) {
      it(`rejects items="${bad}" with one warning and keeps the count unknown`, async () => {
        const warnings = await captureWarnings(async () => {
          await fixture<CartLink>(`<sq-cart-link items="${bad}"></sq-cart-link>`).updateComplete;
          await problemsReported();
        });
        const element = document.querySelector('sq-cart-link') as CartLink;
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('sq-cart-link: config.items: expected a whole number of at least 0');
        expect(element.items).to.equal(undefined);
        expect(element.dataset.state).to.equal('uninitialized');
      });
    }

    it('refuses a javascript: href and keeps /cart', async () => {
      const warnings = await captureWarnings(async () => {
        await fixture<CartLink>(`<sq-cart-link href="javascript:alert(1)"></sq-cart-link>`).updateComplete;
        await problemsReported();
      });
      const element = document.querySelector('sq-cart-link') as HTMLElement;
      expect(link(element).getAttribute('href')).to.equal('/cart');
      expect(warnings[0]).to.contain('config.href');
    });
  });

  describe('Icon', () => {
    it('draws the cart with two filled wheels of radius 1.4 in a single path', async () => {
      const element = fixture<CartLink>('<sq-cart-link items="2"></sq-cart-link>');
      await element.updateComplete;
      const icon = element.shadowRoot?.querySelector('[part=icon]');
      expect(icon?.children).to.have.length(1);
      const path = icon?.firstElementChild as SVGPathElement;
      const inked = (x: number, y: number) => path.isPointInStroke({ x, y });
      for (const [x, y] of [
        [9.5, 19.5],
        [17, 19.5],
      ] as const) {
        expect(inked(x, y), `the wheel's centre at ${x}`).to.equal(true);
        expect(inked(x + 1.25, y), `inside its rim at ${x}`).to.equal(true);
        expect(inked(x, y - 1.25), `inside its top at ${x}`).to.equal(true);
        expect(inked(x + 1.6, y), `beyond its rim at ${x}`).to.equal(false);
      }
      // The outline: the handle's start and the basket's top edge.
      expect(inked(3.2, 4)).to.equal(true);
      expect(inked(13, 8)).to.equal(true);
      expect(inked(13, 12), 'the basket is open inside').to.equal(false);
    });
  });

  describe('Events', () => {
    it('every cart link hears syncs through the one listener its module added: links add and remove none', async () => {
      await waitFor(() => sharedRenderer.size === 0, 'the links of the tests before to have left');
      const added: string[] = [];
      const removed: string[] = [];
      const syncListeners = (types: string[]) => types.filter((type) => type === 'sq-cart-sync').length;
      const { addEventListener, removeEventListener } = document;
      document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
        added.push(args[0]);
        addEventListener.apply(this, args);
      } as Document['addEventListener'];
      document.removeEventListener = function (this: Document, ...args: Parameters<Document['removeEventListener']>) {
        removed.push(args[0]);
        removeEventListener.apply(this, args);
      } as Document['removeEventListener'];
      try {
        const links = [1, 2, 3].map((items) => fixture<CartLink>(`<sq-cart-link items="${items}"></sq-cart-link>`));
        await Promise.all(links.map((one) => one.updateComplete));
        sync({ items: 6 });
        await waitFor(() => links.every((one) => count(one) === '6'), 'the sync drawn by every link');
        const [last, ...others] = links;
        for (const other of others) other.remove();
        await waitFor(() => sharedRenderer.size === 1, 'the removed links to let go');
        sync({ items: 9 });
        await waitFor(() => last !== undefined && count(last) === '9', 'the sync drawn');
        last?.remove();
        await waitFor(() => sharedRenderer.size === 0, 'the last link to let go');
        expect(syncListeners(added), 'added').to.equal(0);
        expect(syncListeners(removed), 'removed').to.equal(0);
      } finally {
        document.addEventListener = addEventListener;
        document.removeEventListener = removeEventListener;
      }
    });

    it('warns about a bad sync only while a cart link is there to hear it', async () => {
      await waitFor(() => sharedRenderer.size === 0, 'the links of the tests before to have left');
      // A bad sync is read, and warned about, as it is dispatched.
      const warnings = await captureWarnings(async () => {
        sync({ items: -1 });
      });
      expect(warnings).to.deep.equal([]);
    });

    it('a link inserted again after every link left hears syncs again', async () => {
      const first = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
      await first.updateComplete;
      first.remove();
      await waitFor(() => sharedRenderer.size === 0, 'the link to let go');
      const again = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
      await again.updateComplete;
      sync({ items: 4 });
      await waitFor(() => count(again) === '4', 'the sync drawn');
    });

    it('sq-cart-sync on document updates every cart link at once', async () => {
      const first = fixture<CartLink>('<sq-cart-link></sq-cart-link>');
      const second = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
      await Promise.all([first.updateComplete, second.updateComplete]);
      sync({ items: 5, subtotal: '$10.00' });
      await waitFor(() => [first, second].every((element) => count(element) === '5'), 'the sync drawn by both');
      for (const element of [first, second]) {
        expect(count(element)).to.equal('5');
        expect(element.dataset.state).to.equal('filled');
        expect(element.shadowRoot?.querySelector('[part=subtotal]')?.textContent).to.equal('$10.00');
      }
    });

    it('a later attribute change wins over an earlier sync', async () => {
      const element = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
      await element.updateComplete;
      sync({ items: 5 });
      await waitFor(() => count(element) === '5', 'the sync drawn');
      element.setAttribute('items', '2');
      await element.updateComplete;
      expect(count(element)).to.equal('2');
    });

    for (const items of [-3, 1.5, '4', null]) {
      it(`rejects a sync with items ${JSON.stringify(items)}, warning once for all links`, async () => {
        const element = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
        const other = fixture<CartLink>('<sq-cart-link items="1"></sq-cart-link>');
        await Promise.all([element.updateComplete, other.updateComplete]);
        // A bad sync is read, and warned about, as it is dispatched; nothing is drawn for it.
        const warnings = await captureWarnings(async () => {
          sync({ items });
        });
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('sq-cart-sync ignored: detail.items');
        expect(count(element)).to.equal('1');
      });
    }

    it('a sync that comes while a server-rendered link waits to hydrate shows once it has', async () => {
      const html = await prerender('<!doctype html><html><body><sq-cart-link items="1"></sq-cart-link></body></html>');
      frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage', FRAME_OUT_OF_VIEW);
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.define(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '', '/elements/sq-cart-link/cart-link.element.ts');
      const [element] = page.hosts();
      if (!element) throw new Error('no cart link on the page');
      expect(count(element), 'the server rendering').to.equal('1');
      expect(await page.awaitingHydration(element), 'waiting to hydrate').to.equal(true);
      frame.contentDocument?.dispatchEvent(new CustomEvent('sq-cart-sync', { detail: { items: 7 } }));
      await page.whenHydrated(element);
      await waitFor(() => count(element) === '7', 'the held sync to show');
    });
  });
});
