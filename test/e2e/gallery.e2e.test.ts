import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

/**
 * The gallery demo page in real Chromium at real device pixel ratios, and
 * with scripts off. Its own browser: the shared helper opens every page at a
 * pixel ratio of 1.
 */
const baseUrl = inject('baseUrl');
const PAGE = '/demo/elements/gallery.html';
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  // The server's first rendering of the page (its server-side modules compiled on that first request) is
  // setup, not part of the first test: on a busy machine it alone can take most of that test's 30 s.
  const context = await browser.newContext();
  await (await context.newPage()).goto(new URL(PAGE, baseUrl).href, { waitUntil: 'load' });
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(options: {
  deviceScaleFactor?: number;
  javaScriptEnabled?: boolean;
  width?: number;
  /** 'load' for a test that waits for its own state after the page loads. */
  waitUntil?: 'load' | 'networkidle';
}) {
  if (!browser) throw new Error('the browser is not running');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/images/')) images.push(request.url());
  });
  await page.goto(new URL(PAGE, baseUrl).href, { waitUntil: options.waitUntil ?? 'networkidle' });
  return { page, images, close: () => context.close() };
}

/**
 * The sizes the grid's images show. The page is rendered on the server, so
 * every tile has an image with a source (the slide's own, 500w) before any
 * script runs; the loader then takes that image over and asks for its size.
 */
function gridFormats(page: Page): Promise<string[]> {
  return page
    .locator('#grid [part=image]')
    .evaluateAll((images) =>
      images.map(
        (image) =>
          new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).searchParams.get(
            'format',
          ) ?? 'none',
      ),
    );
}

describe('the gallery demo page', () => {
  it.each([
    // Grid tiles are 292.5 CSS px squares. The square kiln photo covers 292.5 px: 300 wide at a pixel
    // ratio of 1, 750 (for 585) at 2. The 3:2 harbour photo covers 438.75 px: 500, and 1000 (for 877.5).
    [1, { harbour: '500w', kiln: '300w' }],
    [2, { harbour: '1000w', kiln: '750w' }],
  ])(
    'at a device pixel ratio of %d asks each grid image for the next CDN width up',
    async (deviceScaleFactor, expected) => {
      // The server's images: the browser chooses each one's width from its srcset, for the width its tile
      // draws it at (a cover crop of a wider picture draws it wider than the tile).
      const { page, images, close } = await openPage({ deviceScaleFactor, waitUntil: 'load' });
      try {
        await expect.poll(() => page.locator('#grid [part=image][width]').count(), { timeout: 15000 }).toBe(8);
        await expect
          .poll(async () => {
            const formats = await gridFormats(page);
            return { harbour: formats[0], kiln: formats[2] };
          })
          .toEqual(expected);
        await expect
          .poll(() => images.some((url) => url.includes(`/grid-kiln/1400x1400.svg?format=${expected.kiln}`)))
          .toBe(true);
        // What was asked for is what shows, once it has loaded.
        await expect
          .poll(() =>
            page
              .locator('#grid [part=image]')
              .nth(2)
              .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc),
          )
          .toContain(`format=${expected.kiln}`);
      } finally {
        await close();
      }
    },
  );

  it('opens the lightbox from every design on the page whose click opens it, at the slide clicked', {
    timeout: 120000,
  }, async () => {
    const { page, close } = await openPage({});
    try {
      const galleries = page.locator('sq-gallery');
      const designs = await galleries.evaluateAll((all) => all.map((gallery) => gallery.getAttribute('design')));
      expect(new Set(designs)).toEqual(
        new Set([
          'grid',
          'auto-grid',
          'auto-columns',
          'auto-rows',
          'list',
          'carousel',
          'slideshow',
          'strip',
          'swipe',
          'new-swipe',
        ]),
      );
      const lightbox = page.locator('sq-lightbox');
      for (const [index, design] of designs.entries()) {
        // A click on a slideshow or a strip moves its slides (spec 001 §4); it opens no lightbox.
        if (design === 'slideshow' || design === 'strip') continue;
        const slides = galleries.nth(index).locator('[part~="slide"]');
        // A slide in view (the carousel's autoplay moves its row), by its image: a list slide's text is no control.
        // The swipe designs show one slide at a time.
        const shown = design?.endsWith('swipe') ? 0 : 1;
        const slide = galleries.nth(index).locator('[part~="slide"]:not([inert])').nth(shown);
        await slide.scrollIntoViewIfNeeded();
        // The slide the click lands on, heard as it lands: the carousel's autoplay may move its row between
        // finding a slide and the click.
        await galleries.nth(index).evaluate((gallery) => {
          (window as unknown as { clickedSlide: number }).clickedSlide = -1;
          const root = gallery.shadowRoot as ShadowRoot;
          root.addEventListener(
            'click',
            (event) => {
              const slides = [...root.querySelectorAll('[part~="slide"]')];
              const clicked = event.composedPath().find((target) => slides.includes(target as Element));
              (window as unknown as { clickedSlide: number }).clickedSlide = slides.indexOf(clicked as Element);
            },
            { capture: true, once: true },
          );
        });
        await slide.locator('img').first().click();
        const position = await page.evaluate(() => (window as unknown as { clickedSlide: number }).clickedSlide);
        expect(position, `${design}: a slide was clicked`).toBeGreaterThanOrEqual(0);
        await expect
          .poll(() => lightbox.getAttribute('data-state'), { timeout: 10000, message: `${design}: opened` })
          .toBe('open');
        expect(await lightbox.locator('[part=position]').textContent(), design ?? '').toBe(
          `Image ${position + 1} of ${await slides.count()}`,
        );
        await page.keyboard.press('Escape');
        await expect
          .poll(() => lightbox.getAttribute('data-state'), { timeout: 10000, message: `${design}: closed` })
          .toBe('closed');
      }
    } finally {
      await close();
    }
  });

  it('without scripts shows the images the server rendered into its layout', async () => {
    const { page, images, close } = await openPage({ javaScriptEnabled: false });
    try {
      // The server renders each tile with the slide's first-view image, its width chosen by the browser from
      // its srcset (without scripts the browser loads nothing lazily, so it sizes by the viewport); the light
      // DOM is not slotted.
      const first = page.locator('#grid [part=image]').first();
      const box = await first.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
      const shown = await first.evaluate((image) => (image as HTMLImageElement).currentSrc);
      expect(shown).toMatch(/\/api\/images\/grid-harbour\/1600x1067\.svg\?format=\d+w$/);
      expect(images).toContain(shown);
      expect(await first.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('shows the tiles each design says it has: square, or the ratio its words give', async () => {
    const { page, close } = await openPage({ waitUntil: 'load' });
    try {
      // For every section whose words name its tiles' shape: that shape, and the ratio of each tile shown.
      const sections = await page.locator('section.gallery-demo').evaluateAll((sections) =>
        sections.flatMap((section) => {
          const words = section.querySelector('p')?.textContent ?? '';
          const shape = /\b(square|\d+:\d+) tiles\b/.exec(words)?.[1];
          const tiles = [...(section.querySelector('sq-gallery')?.shadowRoot?.querySelectorAll('[part~=slide]') ?? [])];
          if (!shape) return [];
          const [width, height] = shape === 'square' ? [1, 1] : shape.split(':').map(Number);
          return [
            {
              title: section.querySelector('h2')?.textContent ?? '',
              said: Math.round(((width as number) / (height as number)) * 100) / 100,
              shown: [
                ...new Set(
                  tiles.map((tile) => {
                    const box = tile.getBoundingClientRect();
                    return Math.round((box.width / box.height) * 100) / 100;
                  }),
                ),
              ],
            },
          ];
        }),
      );
      expect(sections.map(({ title }) => title)).toEqual(expect.arrayContaining(['Grid', 'Auto-grid']));
      for (const { title, said, shown } of sections) expect(shown, title).toEqual([said]);
    } finally {
      await close();
    }
  });
});
