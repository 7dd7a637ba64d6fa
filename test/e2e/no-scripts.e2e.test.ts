import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from '../../scripts/demo-bar.ts';
import { setupBrowser } from './browser.ts';

/**
 * A visitor with scripts turned off (or before the library arrives) sees the
 * server's rendering of every element: its content, or nothing for an
 * overlay. The demo's dev server serves every page server-rendered.
 */

const { open } = setupBrowser();

/** Overlays: with no script nothing of them shows, neither their view nor their light-DOM content. */
const OVERLAYS = new Set(['sq-popup', 'sq-cookie-banner', 'sq-runtime', 'sq-lightbox']);
// The same list is written in the page function below, which runs in the browser.

/** What one element shows without scripts. */
interface Shown {
  tag: string;
  id: string;
  rendered: boolean;
  width: number;
  height: number;
  /** The text a visitor reads in it: its shadow DOM's and its slotted light DOM's. */
  text: string;
  /** Form fields, images and links drawn in its shadow root and visible. */
  fields: number;
  images: number;
  links: number;
  /** Images of its light DOM, visible: an `<sq-image>`'s own, or the server's `<noscript>` one. */
  lightImages: number;
  /** For overlays: anything of them with a box on screen. */
  visibleParts: number;
}

describe('with scripts turned off', () => {
  const pages = DEMO_PAGES.filter(({ href }) => !href.includes('inspector') && !href.includes('performance'));

  it.each(pages)('$label ($href): every element shows its content, overlays nothing', async ({ href }) => {
    const { page } = await open(href, { javaScriptEnabled: false, waitUntil: 'load' });
    const shown: Shown[] = await page.evaluate(() => {
      // A visitor opens what is folded away (the survey form is in a <details>).
      for (const details of document.querySelectorAll('details')) details.open = true;
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        );
      };
      const overlays = ['sq-popup', 'sq-cookie-banner', 'sq-runtime', 'sq-lightbox'];
      return (
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('sq-'))
          // What an overlay holds (a popup's form) is hidden with it, and is the overlay's to show.
          .filter((element) => !element.parentElement?.closest(overlays.join(',')))
          .map((host, index) => {
            const root = host.shadowRoot;
            const inside = root ? [...root.querySelectorAll('*')] : [];
            // An element drawn `display: contents` (the sign-in around its link) has no box of its own: its
            // content's boxes are what shows.
            const isContents = getComputedStyle(host).display === 'contents';
            const contentBoxes = [...host.children].map((child) => child.getBoundingClientRect());
            const box =
              isContents && contentBoxes.length > 0
                ? {
                    width:
                      Math.max(...contentBoxes.map((rect) => rect.right)) -
                      Math.min(...contentBoxes.map((rect) => rect.left)),
                    height:
                      Math.max(...contentBoxes.map((rect) => rect.bottom)) -
                      Math.min(...contentBoxes.map((rect) => rect.top)),
                  }
                : host.getBoundingClientRect();
            // A host drawn `display: contents` shows what its content shows.
            const hostShows =
              box.width > 0 && box.height > 0 && (isContents ? [...host.children].some(visible) : visible(host));
            const slotted = inside
              .filter(
                (element): element is HTMLSlotElement =>
                  // A slot at the root of the shadow tree shows as much as its host does.
                  element instanceof HTMLSlotElement &&
                  (element.parentElement ? visible(element.parentElement) : hostShows),
              )
              .flatMap((slot) => slot.assignedNodes().map((node) => node.textContent ?? ''));
            const ownText = inside
              .filter((element) => visible(element) && element.children.length === 0)
              .map((element) => element.textContent ?? '');
            return {
              tag: host.localName,
              id: host.id || `#${index}`,
              rendered: root !== null && inside.length > 0,
              width: box.width,
              height: box.height,
              text: [...ownText, ...slotted].join(' ').replace(/\s+/g, ' ').trim(),
              fields: inside.filter(
                (element) => element.matches('input:not([type=hidden]), select, textarea') && visible(element),
              ).length,
              images: inside.filter((element) => element.matches('img') && visible(element)).length,
              links: inside.filter((element) => element.matches('a[href]') && visible(element)).length,
              lightImages: [
                ...host.querySelectorAll(':scope > img, :scope > noscript > img, :scope > figure img'),
              ].filter(visible).length,
              visibleParts: [...inside, ...host.querySelectorAll('*')].filter(visible).length,
            };
          })
      );
    });
    const problems: string[] = [];
    for (const element of shown) {
      const name = `<${element.tag}> ${element.id}`;
      if (OVERLAYS.has(element.tag)) {
        if (element.visibleParts > 0) problems.push(`${name}: an overlay shows ${element.visibleParts} things`);
        continue;
      }
      if (!element.rendered) problems.push(`${name}: not rendered`);
      else if (element.width === 0 || element.height === 0) problems.push(`${name}: no box`);
      const hasContent =
        element.text.length > 0 ||
        element.fields > 0 ||
        element.images > 0 ||
        element.links > 0 ||
        element.lightImages > 0;
      if (!hasContent) problems.push(`${name}: shows nothing`);
      if (element.tag === 'sq-form' && element.fields === 0) problems.push(`${name}: no fields`);
      // A carousel's server rendering is a slot: its own light-DOM images show, laid out by sq-elements.css.
      if (element.tag === 'sq-gallery' && element.images + element.lightImages === 0)
        problems.push(`${name}: no images`);
      if (element.tag === 'sq-cart-link' && element.links === 0) problems.push(`${name}: no link`);
      if (element.tag === 'sq-image' && element.images + element.lightImages === 0) problems.push(`${name}: no image`);
    }
    expect(problems).toEqual([]);
    expect(shown.length, 'elements on the page').toBeGreaterThan(0);
  });

  it('opens and closes accordion items natively, the one written open first', async () => {
    const { page } = await open('/demo/elements/accordion.html', { javaScriptEnabled: false, waitUntil: 'load' });
    const items = page.locator('sq-accordion#faq > details');
    const opened = () => items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open));
    expect(await opened()).toEqual([true, false, false]);
    await page.getByText('Can I return a piece?').click();
    expect(await opened()).toEqual([true, true, false]);
    expect(await page.getByText('Return any piece within 30 days').isVisible()).toBe(true);
  });

  it('shows every menu of a menu block as a plain section, and no tabs', async () => {
    const { page } = await open('/demo/elements/menu.html', { javaScriptEnabled: false, waitUntil: 'load' });
    const menus = page.locator('sq-menu#cafe > section');
    expect(await menus.count()).toBe(3);
    for (const menu of await menus.all()) expect(await menu.isVisible()).toBe(true);
    expect(await page.locator('sq-menu#cafe [role=tab]').filter({ visible: true }).count()).toBe(0);
  });

  it('shows a video’s fallback link in its box instead of a play button that could not work', async () => {
    const { page } = await open('/demo/elements/video.html', { javaScriptEnabled: false, waitUntil: 'load' });
    const video = page.locator('sq-video#youtube');
    expect(await video.locator('[part=play]').isVisible()).toBe(false);
    const link = video.locator('a[href^="https://www.youtube.com/watch"]');
    expect(await link.isVisible()).toBe(true);
    const [box, linkBox] = [await video.boundingBox(), await link.boundingBox()];
    expect(linkBox && box && linkBox.y > box.y && linkBox.y + linkBox.height < box.y + box.height).toBe(true);
    expect(await page.locator('sq-video iframe').count()).toBe(0);
  });

  it('shows a map as its card: the address and the View on map link, no load control that could not work', async () => {
    const { page } = await open('/demo/elements/map.html', { javaScriptEnabled: false, waitUntil: 'load' });
    const map = page.locator('sq-map#loaded');
    // biome-ignore lint/performance/useDomNodeTextContent: the lines as laid out, one per address line
    expect(await map.locator('[part=address]').innerText()).toBe('Harbour Bakery\n12 Quay Street');
    expect(await map.locator('[part=link]').isVisible()).toBe(true);
    expect(await map.locator('[part=load]').count()).toBe(1);
    expect(await map.locator('[part=load]').isVisible()).toBe(false);
    expect((await map.boundingBox())?.height).toBe(360);
  });

  it("posts a form's fields, named by field id, to the page's own address", async () => {
    const { page } = await open('/demo/elements/form.html', { javaScriptEnabled: false, waitUntil: 'load' });
    const form = page.locator('#contact-form');
    const email = form.locator('input[type=email]').first();
    await email.fill('visitor@example.com');
    const name = await email.getAttribute('name');
    expect(name, 'the email field has a name').toBeTruthy();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await form.locator('button[type=submit]').click();
    const request = await posted;
    expect(new URL(request.url()).pathname).toBe('/demo/elements/form.html');
    expect(new URLSearchParams(request.postData() ?? '').get(name as string)).toBe('visitor@example.com');
  });
});
