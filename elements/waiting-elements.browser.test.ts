import { expect } from 'chai';
import { cleanup } from '../test/browser/harness.ts';
import type { Waiting } from './kit/hydration/waiting/waiting.ts';
import { WAITING_KEY, wait } from './waiting-elements.ts';

/** What the autoloader would load: each call recorded, and a promise for the next one. */
function loader() {
  const loads: string[] = [];
  let next: (tag: string) => void = () => {};
  let called = new Promise<string>((resolve) => {
    next = resolve;
  });
  return {
    loads,
    load: (tag: string) => {
      loads.push(tag);
      next(tag);
      called = new Promise<string>((resolve) => {
        next = resolve;
      });
    },
    /** Resolves with the tag of the next load. */
    get called() {
      return called;
    },
  };
}

/** A server-rendered element, as the HTML parser makes one from a declarative shadow root. */
function rendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.setHTMLUnsafe(html);
  document.body.append(container);
  fixtures.push(container);
  return container.firstElementChild as HTMLElement;
}

const fixtures: HTMLElement[] = [];
const shadow = '<template shadowrootmode="open"><a part="link" href="#cart">Cart</a><button>Go</button></template>';
const shared = () => (globalThis as unknown as Record<symbol, Waiting>)[WAITING_KEY] as Waiting;

/** Resolves once an IntersectionObserver has reported on `element`: the waiting part's has too, in the same step. */
function observed(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

describe('a server-rendered element waiting for its code', () => {
  afterEach(() => {
    for (const container of fixtures.splice(0)) container.remove();
    cleanup();
  });

  it('loads nothing until the visitor reaches for it, then its code, once', () => {
    const { loads, load } = loader();
    const link = rendered(`<sq-cart-link items="2">${shadow}</sq-cart-link>`);
    wait(link, load);
    expect(loads).to.deep.equal([]);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(loads, 'a pointer elsewhere').to.deep.equal([]);
    link.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    expect(loads).to.deep.equal(['sq-cart-link']);
    expect(shared().triggered.has(link), 'it hydrates as soon as its code is there').to.equal(true);
    link.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(loads, 'fired once').to.deep.equal(['sq-cart-link']);
  });

  it('loads its code when an attribute changes, and keeps the attributes it was rendered with', async () => {
    const { loads, load, called } = loader();
    const link = rendered(`<sq-cart-link items="2">${shadow}</sq-cart-link>`);
    wait(link, load);
    link.setAttribute('items', '5');
    expect(await called).to.equal('sq-cart-link');
    expect(loads).to.deep.equal(['sq-cart-link']);
    expect(shared().rendered.get(link)).to.deep.equal({ items: '2' });
  });

  it('loads no code when what changes is no field of its: its own state, a class, a style, an aria- or data- attribute', async () => {
    const { loads, load, called } = loader();
    const link = rendered(`<sq-cart-link items="2">${shadow}</sq-cart-link>`);
    wait(link, load);
    // A first view writes the state it shows (the cookie banner's "shown"); a theme's script styles the element.
    // A MutationObserver of the test's own, made after the waiting part's, hears each batch after it.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(link, { attributes: true });
      link.dataset.state = 'shown';
      link.className = 'promo';
      link.style.color = 'red';
      link.setAttribute('aria-label', 'Cart');
      link.id = 'cart';
      link.hidden = true;
    });
    expect(loads).to.deep.equal([]);
    link.setAttribute('items', '3');
    expect(await called, 'a field of its').to.equal('sq-cart-link');
  });

  it('loads its code when its config is set, and leaves the value for the element to take over', () => {
    const { loads, load } = loader();
    const link = rendered(`<sq-cart-link>${shadow}</sq-cart-link>`);
    wait(link, load);
    expect(Object.hasOwn(link, 'config'), 'held by an accessor of its own').to.equal(true);
    (link as unknown as { config: unknown }).config = { items: 7 };
    expect(loads).to.deep.equal(['sq-cart-link']);
    const own = Object.getOwnPropertyDescriptor(link, 'config');
    expect(own?.value).to.deep.equal({ items: 7 });
    expect(own?.get, 'a plain property now').to.equal(undefined);
  });

  it('removes its config accessor when another trigger fires first', () => {
    const { load } = loader();
    const link = rendered(`<sq-cart-link>${shadow}</sq-cart-link>`);
    wait(link, load);
    link.shadowRoot?.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
    expect(Object.hasOwn(link, 'config')).to.equal(false);
  });

  it('loads its code on a page event it serves, and sends the event again once it has hydrated', () => {
    const { loads, load } = loader();
    const link = rendered(`<sq-cart-link items="2">${shadow}</sq-cart-link>`);
    wait(link, load);
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('sq-cart-sync', listener);
    try {
      document.dispatchEvent(new CustomEvent('sq-cart-sync', { detail: { items: 9 } }));
      expect(loads).to.deep.equal(['sq-cart-link']);
      expect(heard).to.deep.equal([{ items: 9 }]);
      shared().hydrated(link);
      expect(heard, 'sent again, with its detail').to.deep.equal([{ items: 9 }, { items: 9 }]);
      shared().hydrated(link);
      expect(heard, 'only once').to.have.length(2);
    } finally {
      document.removeEventListener('sq-cart-sync', listener);
    }
  });

  it('loads the code of a tag that waits for view when it comes into view, not before', async () => {
    const { loads, load, called } = loader();
    const spacer = rendered('<div style="height: 300vh"></div>');
    const gallery = rendered(`<sq-gallery style="display:block;height:50px">${shadow}</sq-gallery>`);
    wait(gallery, load);
    await observed(gallery);
    expect(loads, 'out of view').to.deep.equal([]);
    gallery.scrollIntoView();
    expect(await called).to.equal('sq-gallery');
    spacer.remove();
  });

  it('loads the code of a highlight whose first view cannot draw its wrapped words (no server drawing to read)', async () => {
    const { load, called } = loader();
    const paragraph = rendered(
      '<p style="width: 6em"><sq-highlight><template shadowrootmode="open"><slot></slot></template>words that wrap over more than one line</sq-highlight></p>',
    );
    const highlight = paragraph.querySelector('sq-highlight') as HTMLElement;
    expect(highlight.getClientRects().length, 'lines').to.be.greaterThan(1);
    wait(highlight, load);
    expect(await called).to.equal('sq-highlight');
    expect(shared().triggered.has(highlight)).to.equal(true);
  });

  it('loads the code of its content with an element of ours: a form in a popup the browser draws', () => {
    const { loads, load } = loader();
    const popup = rendered(`<sq-popup><sq-form>${shadow}</sq-form></sq-popup>`);
    wait(popup.querySelector('sq-form') as Element, load);
    expect(loads).to.deep.equal(['sq-form']);
  });

  it('loads the code of its content when a trigger of the element around it fires', () => {
    const { loads, load } = loader();
    const accordion = rendered(`<sq-accordion>${shadow}<sq-cart-link>${shadow}</sq-cart-link></sq-accordion>`);
    const link = accordion.querySelector('sq-cart-link') as Element;
    wait(accordion, load);
    wait(link, load);
    expect(loads).to.deep.equal([]);
    accordion.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(loads).to.deep.equal(['sq-accordion', 'sq-cart-link']);
    expect(shared().triggered.has(link)).to.equal(true);
  });

  it('loads no code for a popup the visitor closed, nor for one its first view shows (it opens it without), until it changes', async () => {
    const { default: popupFirstView } = await import('./sq-popup/popup.first-view.ts');
    localStorage.setItem('sq-popup-overlay', JSON.stringify({ 'date-closed': Date.now(), version: 0 }));
    const { loads, load, called } = loader();
    const closed = rendered(`<sq-popup display-frequency="7">${shadow}</sq-popup>`);
    expect(
      popupFirstView(closed, () => load('sq-popup')),
      'closed a moment ago, shown again in 7 days',
    ).to.equal(false);
    localStorage.removeItem('sq-popup-overlay');
    wait(closed, load);
    await observed(closed);
    expect(loads).to.deep.equal([]);
    closed.setAttribute('display-frequency', '-1');
    expect(await called).to.equal('sq-popup');
  });

  it('loads the code of a tag that loads with the page at once, without a `later` (the autoloader gives it one)', () => {
    const { loads, load } = loader();
    // No element of the library's loads with the page now; a tag its table does not list does, as `load` would.
    const withPage = rendered(`<sq-with-page>${shadow}</sq-with-page>`);
    wait(withPage, load);
    expect(loads).to.deep.equal(['sq-with-page']);
    expect(shared().triggered.has(withPage), 'it hydrates as soon as its code is there').to.equal(true);
  });

  it('leaves to `later` (the autoloader’s: after the page’s main picture) the code nobody asked for: a tag that loads with the page, one that came into view', async () => {
    const now = loader();
    const later = loader();
    const withPage = rendered(`<sq-with-page>${shadow}</sq-with-page>`);
    wait(withPage, now.load, later.load);
    expect(later.loads, 'loads with the page').to.deep.equal(['sq-with-page']);
    const gallery = rendered(`<sq-gallery style="display:block;height:50px">${shadow}</sq-gallery>`);
    wait(gallery, now.load, later.load);
    expect(await later.called, 'came into view').to.equal('sq-gallery');
    const link = rendered(`<sq-cart-link>${shadow}</sq-cart-link>`);
    wait(link, now.load, later.load);
    link.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    const changed = rendered(`<sq-accordion>${shadow}</sq-accordion>`);
    wait(changed, now.load, later.load);
    const next = now.called;
    changed.setAttribute('single-open', '');
    expect(await next).to.equal('sq-accordion');
    expect(now.loads, 'reached for, changed: at once').to.deep.equal(['sq-cart-link', 'sq-accordion']);
    expect(later.loads).to.deep.equal(['sq-with-page', 'sq-gallery']);
  });

  it('takes an element it was given already as it is', () => {
    const { loads, load } = loader();
    const link = rendered(`<sq-cart-link>${shadow}</sq-cart-link>`);
    wait(link, load);
    wait(link, load);
    link.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(loads).to.deep.equal(['sq-cart-link']);
  });
});
