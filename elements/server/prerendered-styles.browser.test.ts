import { expect } from 'chai';
import { loadFrame } from '../../test/browser/frame.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { type PrerenderOptions, prerender, readPage } from '../../test/browser/prerender.ts';

/** In view, the same size for every page, and out of the way of the test's own page. */
const FRAME = 'position:fixed;left:0;top:0;width:1024px;height:768px;border:0;opacity:0;pointer-events:none';

const frames: HTMLIFrameElement[] = [];

/** A fresh page for server-rendered HTML, with sq-elements.css in its head and no element defined. */
async function freshPage(): Promise<{ page: PrerenderedPage; window: Window }> {
  const frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage', FRAME);
  frames.push(frame);
  const window = frame.contentWindow as Window & { prerenderedPage: PrerenderedPage };
  return { page: window.prerenderedPage, window };
}

/** The one stylesheet, where the tests serve the library. */
const PRERENDERED = '/sq-elements/sq-elements.prerendered.css';

/** A page's server-rendered elements. */
const hosts = (window: Window) => [...window.document.body.querySelectorAll('*')].filter((node) => node.shadowRoot);

const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

/** The body of `html` rendered on the server, shown in a fresh page before any element is defined. */
async function shown(html: string, options?: PrerenderOptions) {
  const fresh = await freshPage();
  await fresh.page.show(bodyOf(await prerender(html, options)));
  return fresh;
}

/** Where a node is in its shadow tree: its tag and its place among its siblings, from the root down. */
function pathOf(node: Element): string {
  const steps: string[] = [];
  for (let at: Element | null = node; at; at = at.parentElement) {
    const siblings = at.parentNode ? [...at.parentNode.children] : [];
    steps.unshift(`${at.localName}:${siblings.indexOf(at)}`);
  }
  return steps.join('>');
}

/**
 * The computed style of every node the server rendered (each host, each node of its shadow root, the
 * ::before and ::after they draw), by host and path; the stylesheet elements themselves left out.
 */
function computedStyles(window: Window, hosts: Element[]): Map<string, CSSStyleDeclaration> {
  const styles = new Map<string, CSSStyleDeclaration>();
  hosts.forEach((host, index) => {
    const nodes = [host, ...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter(
      (node) => node.localName !== 'link' && node.localName !== 'style',
    );
    for (const node of nodes) {
      for (const pseudo of ['', '::before', '::after']) {
        const style = window.getComputedStyle(node, pseudo);
        // A ::before or ::after with no content has no box: what its style reads then is left to the engine
        // (a min-height read as auto in one run and 0px in another), and nothing draws it.
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        const where = `#${index} ${host.localName} ${node === host ? 'host' : pathOf(node)}${pseudo}`;
        styles.set(where, style);
      }
    }
  });
  return styles;
}

/**
 * Every property whose value differs between two pages' computed styles. Each side's properties are read
 * on both: a custom property may be listed by one style and only read by the other.
 */
function differences(one: Map<string, CSSStyleDeclaration>, other: Map<string, CSSStyleDeclaration>): string[] {
  const found: string[] = [];
  for (const [where, style] of one) {
    const theOther = other.get(where);
    if (!theOther) {
      found.push(`${where}: in one page alone`);
      continue;
    }
    for (const property of new Set([...style, ...theOther])) {
      const a = style.getPropertyValue(property);
      const b = theOther.getPropertyValue(property);
      if (a !== b) found.push(`${where} ${property}: ${a} with the one file, ${b} with its own`);
    }
  }
  return found;
}

describe('sq-elements.prerendered.css: one stylesheet for every server-rendered shadow root', () => {
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('styles every node of the store page’s server-rendered elements as each element’s own stylesheet does', async function () {
    this.timeout(60000); // A whole store page, shown twice.
    const store = await readPage('bench/store/index.html');
    const linked = await shown(store);
    // The same page, each shadow root linking its element's stylesheet alone (what it linked before
    // there was one file: the base sheet and the element's own CSS, minified alike).
    const own = await freshPage();
    const parsed = own.window.document.createElement('template');
    parsed.setHTMLUnsafe(bodyOf(await prerender(store)));
    for (const host of parsed.content.querySelectorAll('*')) {
      host.shadowRoot?.firstElementChild?.setAttribute('href', `/sq-elements/own/${host.localName}.css`);
    }
    await own.page.show(parsed.content);
    expect(hosts(linked.window).length, 'server-rendered elements').to.be.greaterThan(15);
    expect(
      hosts(linked.window)
        .filter((host) => host.shadowRoot?.firstElementChild?.getAttribute('href') !== PRERENDERED)
        .map((host) => host.localName),
      'hosts that do not link the one stylesheet',
    ).to.deep.equal([]);
    // What moves in CSS alone (a straight marquee) is compared where it starts: the two pages were shown apart.
    for (const host of [...hosts(linked.window), ...hosts(own.window)]) {
      for (const animation of host.shadowRoot?.getAnimations() ?? []) {
        animation.pause();
        animation.currentTime = 0;
      }
    }
    const withFile = computedStyles(linked.window, hosts(linked.window));
    const withOwn = computedStyles(own.window, hosts(own.window));
    expect([...withOwn.keys()]).to.deep.equal([...withFile.keys()]);
    const found = differences(withFile, withOwn);
    expect(found.slice(0, 20), `${found.length} differences`).to.deep.equal([]);
    // What the comparison looks at: the styles are there (the cart link's count badge is round, say).
    const badge = hosts(linked.window)
      .find((host) => host.localName === 'sq-cart-link')
      ?.shadowRoot?.querySelector('[part="count"]');
    expect(badge && linked.window.getComputedStyle(badge).borderRadius).to.not.equal('0px');
  });

  it('keeps each element’s rules in its own shadow root: sq-image’s [part="image"] is not the gallery’s', async () => {
    const { page, window } = await freshPage();
    // The same shadow content under two hosts: only the host's tag differs.
    const root =
      '<template shadowrootmode="open"><link rel="stylesheet" href="/sq-elements/sq-elements.prerendered.css"><img part="image" alt=""></template>';
    await page.show(`<sq-image>${root}</sq-image><sq-gallery>${root}</sq-gallery>`);
    const [image, gallery] = page
      .hosts()
      .map((host) => host.shadowRoot?.querySelector('[part="image"]') as Element) as [Element, Element];
    // image.css: [part="image"] { position: absolute; inset: 0 }. gallery.css: [part="image"] { object-fit: cover }.
    expect(window.getComputedStyle(image).position).to.equal('absolute');
    expect(window.getComputedStyle(image).objectFit).to.equal('fill');
    expect(window.getComputedStyle(gallery).position).to.equal('static');
    expect(window.getComputedStyle(gallery).objectFit).to.equal('cover');
  });
  it('gives way to the sheets an upgraded element adopts, as a design view adds its own over the element’s', async () => {
    const { page, window } = await freshPage();
    const root = `<template shadowrootmode="open"><link rel="stylesheet" href="${PRERENDERED}"><img part="image" alt=""></template>`;
    await page.show(`<sq-gallery>${root}</sq-gallery>`);
    const shadow = page.hosts()[0]?.shadowRoot as ShadowRoot;
    const sheet = (css: string) => {
      const made = new (window as Window & typeof globalThis).CSSStyleSheet();
      made.replaceSync(css);
      return made;
    };
    const own = await (await window.fetch('/sq-elements/own/sq-gallery.css')).text();
    // A design's rule, less specific than the file's scoped copy of gallery.css's [part="image"] rule, and
    // after it in the order the element adopts them: it wins when the element draws in the browser alone.
    shadow.adoptedStyleSheets = [sheet(own), sheet('[part="image"] { object-fit: contain }')];
    expect(window.getComputedStyle(shadow.querySelector('[part="image"]') as Element).objectFit).to.equal('contain');
  });
});

describe('inline styles (renderToHtml with inlineStyles)', () => {
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  for (const [tag, markup] of [
    ['sq-cart-link', '<sq-cart-link items="3" subtotal="$3.00"></sq-cart-link>'],
    ['sq-marquee', '<sq-marquee>Free shipping · Made by hand ·</sq-marquee>'],
  ] as const) {
    it(`hydrates ${tag} with its inline <style> as the server wrote it: no warning, no replaced node`, async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const html = await prerender(`<!doctype html><html><head></head><body>${markup}</body></html>`, {
        inlineStyles: true,
      });
      expect(html, 'no stylesheet link anywhere').to.not.contain('<link');
      const { page } = await freshPage();
      const report = await page.hydrate(bodyOf(html), `/elements/${tag}/${tag.slice(3)}.element.ts`);
      expect(report.unrendered, 'not rendered on the server').to.deep.equal([]);
      expect(report.console, 'console errors and warnings while hydrating').to.deep.equal([]);
      expect(report.replaced, 'server-rendered nodes replaced instead of hydrated').to.deep.equal([]);
      expect(report.unhydrated, 'not hydrated').to.deep.equal([]);
      expect(report.moved, 'boxes that changed size when the element hydrated').to.deep.equal([]);
      const style = page.hosts()[0]?.shadowRoot?.firstElementChild;
      expect(style?.localName).to.equal('style');
      expect(style?.textContent).to.contain(':host');
    });
  }
});
