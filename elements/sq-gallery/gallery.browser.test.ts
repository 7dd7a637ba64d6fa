import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { LAZY_LOAD_MARGIN, RESIZE_DEBOUNCE_MS } from '../../lib/image-sizing/image-sizing.ts';
import { loaderStats } from '../../runtime/images/image-loader.ts';
import { beforeUpgradeOpener } from '../../test/browser/before-upgrade.ts';
import { firstView, removeFirstViews } from '../../test/browser/first-view.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import {
  captureWarnings,
  cleanup,
  fixture,
  intersectionReport,
  MODULE_LOAD_TIMEOUT_MS,
  waitFor,
  watchListeners,
} from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { problemsReported } from '../kit/element/custom-element.ts';
import { designOptions, layout } from './designs/designs.logic.ts';
import { LOADING_MS } from './designs/moving/moving.browser-helpers.ts';
import { galleryApi } from './gallery.schema.ts';

const load = () => import('./gallery.element.ts');

/** A folder of test images of its own, so the requests of one test can be told apart. */
const folder = () => `g${Math.random().toString(36).slice(2, 9)}`;
const imageAt = (name: string, width: number, height: number, query = '') =>
  `/api/images/${name}/${width}x${height}.svg${query}`;
/** Light-DOM slides as a template author writes them; lazy, so the fallback itself loads nothing once upgraded. */
const slideHtml = (src: string, width: number, height: number, alt: string, extra = '') =>
  `<img src="${src}" alt="${alt}" loading="lazy" width="${width}" height="${height}" data-image-dimensions="${width}x${height}" ${extra}>`;

runElementContract({
  api: galleryApi,
  load,
  content: `${slideHtml(imageAt('contract-a', 800, 600), 800, 600, 'Harbour')}${slideHtml(imageAt('contract-b', 600, 800), 600, 800, 'Boats')}`,
  samples: {
    design: { attribute: 'auto-rows', value: 'auto-rows' },
    imageAspectRatio: { attribute: '4:3', value: '4:3' },
    slidesPerRow: { attribute: '3', value: 3 },
    lightbox: { attribute: 'false', value: false },
    lightboxTheme: { attribute: 'light', value: 'light' },
    mixedContent: { attribute: 'true', value: true },
    columnWidth: { attribute: '300', value: 300 },
    gutter: { attribute: '8', value: 8 },
    listImageSize: { attribute: '40', value: 40 },
    thumbnailsPerRow: { attribute: '6', value: 6 },
    thumbnailStripHeight: { attribute: '80', value: 80 },
    thumbnailStripMargin: { attribute: '4', value: 4 },
    thumbnails: { attribute: 'true', value: true },
    autoplay: { attribute: 'true', value: true },
    autoplayDuration: { attribute: '3', value: 3 },
    activeAlignment: { attribute: 'left', value: 'left' },
    autoCrop: { attribute: 'false', value: false },
    squareThumbs: { attribute: 'true', value: true },
    vSize: { attribute: '60', value: 60 },
    padding: { attribute: '12', value: 12 },
    metaPosition: { attribute: 'bottom', value: 'bottom' },
    currentIndex: { attribute: '1', value: 1 },
    keyboard: { attribute: 'false', value: false },
    keys: { attribute: '[65,68]', value: [65, 68] },
    loop: { attribute: 'true', value: true },
    lazyLoad: { attribute: 'false', value: false },
    linkedGalleries: { attribute: '#thumbs', value: '#thumbs' },
    historyHash: { attribute: 'true', value: true },
    refreshOnResize: { attribute: 'false', value: false },
    refreshOnOrientationChange: { attribute: 'false', value: false },
    autoplayOptions: { attribute: '{"timeout":3000,"randomize":true}', value: { timeout: 3000, randomize: true } },
    inMotion: { attribute: 'false', value: false },
    numberOfSlides: { attribute: '1', value: 1 },
    designOptions: { attribute: '{"rowHeight":200}', value: { rowHeight: 200 } },
    loaderOptions: { attribute: '{"sizeFormat":"filename"}', value: { sizeFormat: 'filename' } },
    items: {
      attribute: '[{"src":"/api/images/i/10x10.svg","alt":"Dot"}]',
      value: [{ src: '/api/images/i/10x10.svg', alt: 'Dot' }],
    },
    // The fixtures have no block id to send: the gallery says so and keeps its slides (async-block.browser.test.ts).
    asyncRendering: { attribute: 'true', value: true, warns: 'async rendering needs the block’s id' },
  },
  boxes: (() => {
    const sizes = [
      [800, 600],
      [600, 800],
      [1000, 1000],
      [1600, 900],
      [900, 1200],
    ] as const;
    const slidesIn = (name: string, query = '') =>
      sizes
        .map(([width, height], index) =>
          slideHtml(imageAt(`${name}-${index}`, width, height, query), width, height, `Slide ${index}`),
        )
        .join('');
    const content = slidesIn('box');
    // Images that are still loading when the boxes are measured, before the upgrade and after it: a tile that
    // keeps its image's own ratio has only the image's width and height to give it its box until then.
    const loading = slidesIn('box-late', `?delay=${LOADING_MS}`);
    return [
      { name: 'grid, three per row, a 4 px gutter', attributes: 'slides-per-row="3" gutter="4"', content },
      { name: 'grid, each image its own ratio', attributes: 'image-aspect-ratio="auto"', content },
      { name: 'grid, 4:3 tiles', attributes: 'image-aspect-ratio="4:3"', content },
      {
        name: 'grid, figures as slides',
        content: `<figure data-image-dimensions="800x600">${slideHtml(imageAt('box-f', 800, 600), 800, 600, 'Harbour')}<figcaption>Harbour</figcaption></figure>${content}`,
      },
      { name: 'auto-grid', attributes: 'design="auto-grid"', content },
      { name: 'auto-grid, 300 px columns', attributes: 'design="auto-grid" column-width="300"', content },
      { name: 'list', attributes: 'design="list"', content },
      { name: 'list, its images still loading', attributes: 'design="list"', content: loading },
      {
        name: 'list, 4:3 tiles, its images still loading',
        attributes: 'design="list" image-aspect-ratio="4:3"',
        content: loading,
      },
      {
        name: 'grid, each image its own ratio, the images still loading',
        attributes: 'image-aspect-ratio="Auto"',
        content: loading,
      },
      // The gallery reads its design in any case, so the stylesheet must too.
      { name: 'list, its design in capitals, its images still loading', attributes: 'design="List"', content: loading },
      { name: 'auto-grid, its design in capitals', attributes: 'design="Auto-Grid"', content },
    ];
  })(),
});

type Gallery = HTMLElement & { currentIndex: number };

const tiles = (gallery: Element) => [...(gallery.shadowRoot?.querySelectorAll<HTMLElement>('[part~=slide]') ?? [])];
/** Each tile's box relative to the gallery, rounded to 1/100 px. */
function boxesOf(gallery: Element) {
  const origin = gallery.shadowRoot?.querySelector('[part=gallery]')?.getBoundingClientRect() as DOMRect;
  const r = (n: number) => Math.round(n * 100) / 100;
  return tiles(gallery).map((tile) => {
    const box = tile.getBoundingClientRect();
    return {
      left: r(box.left - origin.left),
      top: r(box.top - origin.top),
      width: r(box.width),
      height: r(box.height),
    };
  });
}

/** Requests the API received for images in `name`, by path and format. */
async function imageRequests(name: string): Promise<{ path: string; format: string | undefined }[]> {
  const list = (await (await fetch('/api/images/requests')).json()) as {
    path: string;
    query: Record<string, string>;
  }[];
  return list
    .filter((entry) => entry.path.startsWith(`/api/images/${name}/`))
    .map((entry) => ({ path: entry.path, format: entry.query.format }));
}

/** The test page's own origin named as a CDN host (spec 001 §5), where a test is about the sizes asked for. */
const SIZED = `loader-options='{"cdnHosts":["self"]}'`;

function galleryOf(design: string, slides: string, attributes = '') {
  return fixture<Gallery>(`<sq-gallery design="${design}" ${attributes}>${slides}</sq-gallery>`);
}

const sizes: [number, number][] = [
  [1500, 1000],
  [1000, 1500],
  [1200, 1200],
  [1600, 900],
  [900, 1200],
  [1500, 1000],
];
const mixed = (name: string, count = sizes.length) =>
  sizes
    .slice(0, count)
    .map(([w, h], i) => slideHtml(imageAt(name, w, h), w, h, `Photo ${i + 1}`))
    .join('');
/** `count` light-DOM slides of one size, each its own address, in the folder `name`. */
const many = (count: number, width: number, height: number, name = folder()) => {
  return Array.from({ length: count }, (_, i) =>
    slideHtml(imageAt(name, width, height, `?n=${i}`), width, height, `Photo ${i + 1}`),
  ).join('');
};
const linkOf = (gallery: Element, index: number) =>
  gallery.shadowRoot?.querySelector(`[part=link][data-index="${index}"]`) as HTMLElement;
/**
 * Waits until the gallery has drawn `count` tiles: the later ones come a batch per task, and a machine
 * busy with other work runs fewer tasks a second.
 */
const drawn = (gallery: Element, count: number) =>
  waitFor(() => tiles(gallery).length === count, `${count} tiles drawn (${tiles(gallery).length} so far)`, 10000);

describe('sq-gallery', function () {
  // Hundreds of tiles and images on a shared 2-core machine: the waits inside a test may add up past 10 s.
  this.timeout(30000);
  before(async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    await load();
    document.body.style.margin = '0';
  });
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  describe('Designs at three viewport widths', () => {
    const cases: [
      string,
      string,
      number,
      { index: number; box: { left: number; top: number; width: number; height: number } }[],
    ][] = [
      // grid: 4 per row, 10px gutters, square.
      [
        'grid',
        '',
        1200,
        [
          { index: 1, box: { left: 302.5, top: 0, width: 292.5, height: 292.5 } },
          { index: 4, box: { left: 0, top: 302.5, width: 292.5, height: 292.5 } },
        ],
      ],
      ['grid', '', 768, [{ index: 3, box: { left: 583.5, top: 0, width: 184.5, height: 184.5 } }]],
      ['grid', '', 360, [{ index: 5, box: { left: 92.5, top: 92.5, width: 82.5, height: 82.5 } }]],
      [
        'grid',
        'image-aspect-ratio="Auto" slides-per-row="2" gutter="0"',
        768,
        [
          { index: 0, box: { left: 0, top: 0, width: 384, height: 256 } },
          { index: 1, box: { left: 384, top: 0, width: 384, height: 576 } },
          { index: 2, box: { left: 0, top: 576, width: 384, height: 384 } },
        ],
      ],
      // auto-grid: columns of at least 250px, no gutter.
      [
        'auto-grid',
        '',
        1200,
        [
          { index: 3, box: { left: 900, top: 0, width: 300, height: 300 } },
          { index: 4, box: { left: 0, top: 300, width: 300, height: 300 } },
        ],
      ],
      ['auto-grid', '', 768, [{ index: 2, box: { left: 512, top: 0, width: 256, height: 256 } }]],
      ['auto-grid', '', 360, [{ index: 1, box: { left: 0, top: 360, width: 360, height: 360 } }]],
      // auto-columns: the same columns, as a masonry of each image's own ratio.
      [
        'auto-columns',
        '',
        1200,
        [
          { index: 4, box: { left: 900, top: 168.75, width: 300, height: 400 } },
          { index: 5, box: { left: 0, top: 200, width: 300, height: 200 } },
        ],
      ],
      ['auto-columns', '', 768, [{ index: 3, box: { left: 0, top: 170.67, width: 256, height: 144 } }]],
      ['auto-columns', '', 360, [{ index: 1, box: { left: 0, top: 240, width: 360, height: 540 } }]],
      // auto-rows: justified rows of at most 250px with 20px gutters.
      ['auto-rows', '', 1200, [{ index: 0, box: { left: 0, top: 0, width: 345.84, height: 230.56 } }]],
      ['auto-rows', '', 768, [{ index: 1, box: { left: 364.84, top: 0, width: 153.26, height: 229.89 } }]],
      ['auto-rows', '', 360, [{ index: 0, box: { left: 0, top: 0, width: 360, height: 240 } }]],
    ];
    for (const [design, attributes, width, expected] of cases) {
      it(`${design} ${attributes} at ${width}px`, async () => {
        await setViewport({ width, height: 800 });
        const gallery = galleryOf(design, mixed(folder()), attributes);
        await drawn(gallery, 6);
        const boxes = boxesOf(gallery);
        for (const { index, box } of expected) {
          const actual = boxes[index] as typeof box;
          // Layout rounds to 1/64 px; the design's maths to 1/100.
          for (const side of ['left', 'top', 'width', 'height'] as const) {
            expect(actual[side], `tile ${index} ${side}`).to.be.closeTo(box[side], 0.05);
          }
        }
      });
    }

    for (const [width, imageWidth, stacked] of [
      [1200, 600, false],
      [768, 384, false],
      [360, 360, true],
    ] as const) {
      it(`list at ${width}px: the image takes ${imageWidth}px, meta ${stacked ? 'under' : 'beside'} it`, async () => {
        await setViewport({ width, height: 800 });
        const gallery = galleryOf('list', mixed(folder()));
        await drawn(gallery, 6);
        const first = tiles(gallery)[0] as HTMLElement;
        const frame = first.querySelector('.frame')?.getBoundingClientRect() as DOMRect;
        const meta = first.querySelector('[part=meta]')?.getBoundingClientRect() as DOMRect;
        expect(frame.width).to.equal(imageWidth);
        expect(frame.height).to.equal(imageWidth / 1.5);
        expect(meta.top >= frame.bottom).to.equal(stacked);
        expect(first.querySelector('[part=description]')?.textContent).to.equal('Photo 1');
      });
    }

    for (const [position, where] of [
      ['right', (meta: DOMRect, frame: DOMRect) => meta.left >= frame.right],
      ['left', (meta: DOMRect, frame: DOMRect) => meta.right <= frame.left],
      ['top', (meta: DOMRect, frame: DOMRect) => meta.bottom <= frame.top],
      ['bottom', (meta: DOMRect, frame: DOMRect) => meta.top >= frame.bottom],
      [
        'overlay',
        (meta: DOMRect, frame: DOMRect) =>
          meta.bottom === frame.bottom && meta.left === frame.left && meta.width === frame.width,
      ],
    ] as const) {
      it(`spec 001 §3 block data "meta-position": the list puts the meta ${position}`, async () => {
        await setViewport({ width: 1200, height: 800 });
        const gallery = galleryOf('list', mixed(folder(), 1), `config='{"meta-position":"${position}"}'`);
        await drawn(gallery, 1);
        const first = tiles(gallery)[0] as HTMLElement;
        const frame = first.querySelector('.frame')?.getBoundingClientRect() as DOMRect;
        const meta = first.querySelector('[part=meta]')?.getBoundingClientRect() as DOMRect;
        expect(where(meta, frame), JSON.stringify({ meta, frame })).to.equal(true);
      });
    }

    it('draws a large gallery in batches, its height final from the first paint', async () => {
      await setViewport({ width: 1200, height: 800 });
      const slides = many(200, 1200, 1200);
      const gallery = galleryOf('auto-grid', slides);
      // The element renders in the microtask after it connects, before anything paints.
      await Promise.resolve();
      // 4 columns of 300px: 50 rows.
      const part = gallery.shadowRoot?.querySelector('[part=gallery]') as HTMLElement;
      expect(part.getBoundingClientRect().height).to.equal(15000);
      expect(tiles(gallery).length).to.be.lessThan(200);
      await drawn(gallery, 200);
      expect(boxesOf(gallery)[199]).to.deep.equal({ left: 900, top: 14700, width: 300, height: 300 });
      expect(part.getBoundingClientRect().height).to.equal(15000);
    });

    it('draws the tiles in view in its first paint, wherever the page is scrolled, then the rest in order', async () => {
      await setViewport({ width: 1200, height: 800 });
      const slides = many(200, 1200, 1200);
      // The gallery's rows 20 to 22 (6000 to 6800 px) fill the window; 200px more each way reach rows 19 and 23.
      const frame = fixture('<div style="height: 20000px"></div>');
      scrollTo(0, 6000);
      try {
        frame.innerHTML = `<sq-gallery design="auto-grid">${slides}</sq-gallery>`;
        const gallery = frame.firstElementChild as Gallery;
        // The element renders in the microtask after it connects, before anything paints.
        await Promise.resolve();
        const first = tiles(gallery).map((tile) => Number(tile.dataset.index));
        expect(first).to.deep.equal(Array.from({ length: 20 }, (_, i) => 76 + i));
        await drawn(gallery, 200);
        expect(tiles(gallery).map((tile) => Number(tile.dataset.index))).to.deep.equal(
          Array.from({ length: 200 }, (_, i) => i),
        );
      } finally {
        scrollTo(0, 0);
      }
    });

    it('draws a long list’s first rows in its first paint, the rest below them', async () => {
      await setViewport({ width: 1200, height: 800 });
      const slides = many(120, 1500, 1000);
      const gallery = galleryOf('list', slides);
      await Promise.resolve();
      expect(tiles(gallery).map((tile) => Number(tile.dataset.index))).to.deep.equal(
        Array.from({ length: 48 }, (_, i) => i),
      );
      const top = tiles(gallery)[47]?.getBoundingClientRect().top;
      await drawn(gallery, 120);
      expect(tiles(gallery)[47]?.getBoundingClientRect().top).to.equal(top);
    });

    it('lays out again after a resize, 100 ms after the last change', async () => {
      const frame = fixture('<div style="width: 1200px"></div>');
      frame.innerHTML = `<sq-gallery design="auto-grid">${mixed(folder())}</sq-gallery>`;
      const gallery = frame.firstElementChild as Gallery;
      await drawn(gallery, 6);
      expect(boxesOf(gallery)[0]?.width).to.equal(300);
      frame.style.width = '768px';
      const resizedAt = performance.now();
      await waitFor(() => boxesOf(gallery)[0]?.width === 256, 'the relayout');
      expect(performance.now() - resizedAt, 'ms from the resize to the relayout').to.be.at.least(RESIZE_DEBOUNCE_MS);
    });
  });

  describe('Rendered on the server', () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });

    /** The server's rendering of `markup` in a frame of its own, laid out with its stylesheets, not hydrated. */
    async function prerendered(markup: string) {
      const html = await prerender(`<!doctype html><html><head></head><body style="margin:0">${markup}</body></html>`);
      frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:1000px;height:700px;border:0;opacity:0;pointer-events:none',
      );
      const window = frame.contentWindow as unknown as Window & { prerenderedPage: PrerenderedPage };
      window.document.body.style.margin = '0';
      window.document.body.setHTMLUnsafe(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      await window.prerenderedPage.stylesheetsLoaded();
      const gallery = window.document.querySelector('sq-gallery') as HTMLElement;
      return { window, gallery, page: window.prerenderedPage };
    }

    for (const [design, attributes] of [
      ['grid', 'slides-per-row="3" gutter="8" image-aspect-ratio="4:3"'],
      ['auto-grid', ''],
      ['list', ''],
      ['auto-columns', ''],
      ['auto-rows', ''],
      // Values with no rule of their own: read with typed attr().
      ['auto-grid', 'column-width="300"'],
      ['list', 'list-image-size="40" meta-position="overlay"'],
      ['auto-rows', 'design-options=\'{"rowHeight":200}\''],
    ] as const) {
      it(`${design} ${attributes}: the CSS-only first layout is the one it hydrates to, no tile moves`, async () => {
        const { gallery, page } = await prerendered(
          `<sq-gallery design="${design}" ${attributes}>${mixed(folder())}</sq-gallery>`,
        );
        const list = gallery.shadowRoot?.querySelector('[part=gallery]') as HTMLElement;
        expect(list.getAttribute('style'), 'a style attribute in the server rendering').to.equal(null);
        const before = boxesOf(gallery);
        expect(before, 'tiles drawn by the server').to.have.length(6);
        expect(before.every((box) => box.width > 0 && box.height > 0)).to.equal(true);
        await page.load('/elements/sq-gallery/gallery.element.ts');
        await page.whenHydrated(gallery);
        expect(boxesOf(gallery)).to.deep.equal(before);
      });
    }

    it('spec 001 §3 block data "or from inherited data": hydrates from the same data the server rendered, keeping its nodes', async () => {
      const { gallery, page } = await prerendered(
        `<sq-gallery><script type="application/json">{"design":"list","meta-position":"overlay"}</script>${mixed(folder())}</sq-gallery>`,
      );
      const list = gallery.shadowRoot?.querySelector('[part=gallery]') as HTMLElement;
      expect(list.dataset.design, 'the server read the inherited data').to.equal('list');
      const tiles = [...list.children];
      const before = boxesOf(gallery);
      await page.load('/elements/sq-gallery/gallery.element.ts');
      await page.whenHydrated(gallery);
      // Hydrated from anything else (the defaults: a grid), React would have thrown the server's nodes away.
      expect(gallery.shadowRoot?.querySelector('[part=gallery]'), 'the list the server drew').to.equal(list);
      expect([...list.children].every((tile, index) => tile === tiles[index])).to.equal(true);
      expect(list.dataset.design).to.equal('list');
      expect(boxesOf(gallery)).to.deep.equal(before);
    });

    it('masonry keeps the server’s approximation until its width changes, then is placed as measured', async () => {
      const { gallery, page, window } = await prerendered(
        `<sq-gallery design="auto-columns">${mixed(folder())}</sq-gallery>`,
      );
      await page.load('/elements/sq-gallery/gallery.element.ts');
      await page.whenHydrated(gallery);
      const list = gallery.shadowRoot?.querySelector('[part=gallery]') as HTMLElement;
      expect(list.dataset.layout).to.equal('flow');
      window.document.body.style.width = '800px';
      await waitFor(() => list.dataset.layout === 'placed', 'the measured layout after the resize');
      const sizes = mixed('x')
        .match(/data-image-dimensions="(\d+)x(\d+)"/g)
        ?.map((text) => {
          const [width, height] = (text.match(/\d+/g) ?? []).map(Number);
          return { dimensions: { width: width as number, height: height as number } };
        });
      const expected = layout(designOptions('auto-columns', {}), 800, sizes ?? []);
      const boxes = boxesOf(gallery);
      expect(boxes).to.have.length(expected.boxes.length);
      expected.boxes.forEach((box, index) => {
        // Layout rounds to 1/64 px; the design's maths to 1/100.
        for (const side of ['left', 'top', 'width', 'height'] as const) {
          expect(boxes[index]?.[side], `tile ${index} ${side}`).to.be.closeTo(box[side], 0.02);
        }
      });
      expect(list.getBoundingClientRect().height).to.be.closeTo(expected.height, 0.02);
    });
  });

  describe('Auto-rows: within its column at every width', () => {
    /** Slides wider than a narrow column at the row height: 2.4:1 is 600 px wide at 250 px high. */
    const WIDE: [number, number][] = [
      [1600, 1067],
      [1200, 1600],
      [2000, 1125],
      [2400, 1000],
      [1400, 1400],
    ];
    const WIDTHS = [120, 240, 358, 600, 780];
    const wideSlides = (name: string) =>
      WIDE.map(([width, height], index) =>
        slideHtml(imageAt(name, width, height), width, height, `Photo ${index + 1}`),
      ).join('');
    const markup = (width: number, name: string) =>
      `<div style="width:${width}px"><sq-gallery design="auto-rows">${wideSlides(name)}</sq-gallery></div>`;

    /**
     * Each tile that leaves the gallery's column, or does not show its image at the image's own ratio, with
     * its box: none, when all is well. Before the upgrade the tiles are the light-DOM images themselves.
     */
    function strays(gallery: Element): string[] {
      const column = gallery.getBoundingClientRect();
      const boxes = gallery.shadowRoot
        ? tiles(gallery).map((tile) => tile.getBoundingClientRect())
        : [...gallery.children].map((image) => image.getBoundingClientRect());
      expect(boxes, 'a box for every slide').to.have.length(WIDE.length);
      return boxes.flatMap((box, index) => {
        const [width, height] = WIDE[index] as [number, number];
        const within = box.left >= column.left - 0.5 && box.right <= column.right + 0.5 && box.width > 0;
        const ratio = box.height > 0 && Math.abs(box.width / box.height / (width / height) - 1) < 0.02;
        return within && ratio
          ? []
          : [
              `tile ${index} (${width}x${height}): ${box.left - column.left} to ${box.right - column.left} px, ` +
                `${box.height} px high, in a column ${column.width} px wide`,
            ];
      });
    }

    for (const width of WIDTHS) {
      it(`${width} px wide, rendered in the browser: measured, every tile within it at its image's ratio`, async () => {
        const container = fixture<HTMLElement>(markup(width, folder()));
        const gallery = container.querySelector('sq-gallery') as HTMLElement;
        await drawn(gallery, WIDE.length);
        expect(strays(gallery)).to.deep.equal([]);
      });
    }

    // Until it is defined, sq-elements.css lays the host out as the auto-grid's columns of at least 250 px, or one
    // column as wide as the gallery when it is narrower: written in the page or server-rendered, it holds from there.
    describe('before its code arrives', () => {
      const openBeforeUpgrade = beforeUpgradeOpener();
      for (const width of WIDTHS) {
        it(`${width} px wide, written in the page: sq-elements.css keeps every image within it`, async () => {
          const page = await openBeforeUpgrade();
          const gallery = page.add(markup(width, folder())).querySelector('sq-gallery') as HTMLElement;
          expect(gallery.matches(':defined')).to.equal(false);
          expect(strays(gallery)).to.deep.equal([]);
        });
      }
    });

    describe('server-rendered', () => {
      afterEach(removeFirstViews);
      for (const width of WIDTHS) {
        it(`${width} px wide: its CSS-only first layout keeps every tile within it, and so does it hydrated`, async () => {
          const view = await firstView(markup(width, folder()));
          const gallery = view.hosts[0] as HTMLElement;
          expect(strays(gallery), 'first view').to.deep.equal([]);
          await view.page.load('/elements/sq-gallery/gallery.element.ts');
          await view.page.whenHydrated(gallery);
          expect(strays(gallery), 'hydrated').to.deep.equal([]);
        });
      }
    });
  });

  describe('Images', () => {
    it('requests only the images within the viewport plus 200px, more as it scrolls', async () => {
      await setViewport({ width: 1200, height: 800 });
      const name = folder();
      const slides = many(60, 1200, 1200, name);
      const gallery = galleryOf('grid', slides, SIZED);
      const loaded = () =>
        [...(gallery.shadowRoot?.querySelectorAll<HTMLImageElement>('img[src]') ?? [])].filter(
          (image) => image.complete && image.naturalWidth > 0,
        ).length;
      await drawn(gallery, 60);
      await waitFor(() => loaderStats().watched === 60, 'every image handed to the loader');
      // Rows are 302.5px apart: rows starting at 0, 302.5, 605 and 907.5 are within 800 + 200px.
      await waitFor(() => loaded() === 16, 'the first 16 images to load', 20000);
      // Once an observer made now has reported on every image, the loader's own has too: it took those 16.
      const images = [...(gallery.shadowRoot?.querySelectorAll('img') ?? [])];
      const near = await Promise.all(images.map((image) => intersectionReport(image, LAZY_LOAD_MARGIN)));
      expect(near.filter(Boolean)).to.have.length(16);
      expect(loaderStats().queued).to.equal(0);
      expect(gallery.shadowRoot?.querySelectorAll('img[src]').length).to.equal(16);
      const first = await imageRequests(name);
      expect(first).to.have.length(16);
      // 292.5 CSS px at a pixel ratio of 1: the 300 wide size.
      expect(new Set(first.map((request) => request.format))).to.deep.equal(new Set(['300w']));
      scrollTo(0, 700);
      await waitFor(() => (gallery.shadowRoot?.querySelectorAll('img[src]').length ?? 0) > 16, 'images further down');
      scrollTo(0, 0);
    });

    it('spec 001 §5: with no CDN host named, asks for each picture on the page’s own origin exactly as given', async () => {
      const name = folder();
      const gallery = galleryOf('grid', mixed(name, 3), 'slides-per-row="3" lazy-load="false"');
      const images = () => [...(gallery.shadowRoot?.querySelectorAll<HTMLImageElement>('[part~=slide] img') ?? [])];
      await drawn(gallery, 3);
      await waitFor(
        () => images().length === 3 && images().every((image) => image.complete && image.naturalWidth > 0),
        'every image loaded',
      );
      const given = mixed(name, 3)
        .match(/src="([^"]+)"/g)
        ?.map((attribute) => attribute.slice(5, -1));
      expect(images().map((image) => image.getAttribute('src'))).to.deep.equal(given);
      expect(images().some((image) => image.hasAttribute('srcset'))).to.equal(false);
      const requests = await imageRequests(name);
      expect(new Set(requests.map((request) => request.path))).to.deep.equal(new Set(given));
      expect(requests.map((request) => request.format)).to.deep.equal(requests.map(() => undefined));
    });

    it('spec 001 §5: with the page’s own origin named as a CDN host ("self"), sizes each picture', async () => {
      const name = folder();
      const gallery = galleryOf('grid', mixed(name, 3), `slides-per-row="3" lazy-load="false" ${SIZED}`);
      const images = () => [...(gallery.shadowRoot?.querySelectorAll<HTMLImageElement>('[part~=slide] img') ?? [])];
      await drawn(gallery, 3);
      await waitFor(
        () => images().length === 3 && images().every((image) => image.complete && image.naturalWidth > 0),
        'every image loaded',
      );
      expect(images().every((image) => new URL(image.src).searchParams.has('format'))).to.equal(true);
      const requests = await imageRequests(name);
      expect(requests).to.have.length(3);
      expect(requests.every((request) => /^\d+w$/.test(request.format ?? ''))).to.equal(true);
    });

    it('shifts nothing while 60 slow images load (CLS 0)', async () => {
      await setViewport({ width: 1200, height: 800 });
      const name = folder();
      const slides = Array.from({ length: 60 }, (_, i) => {
        const [w, h] = sizes[i % sizes.length] as [number, number];
        return slideHtml(imageAt(name, w, h, `?delay=400&n=${i}`), w, h, `Photo ${i + 1}`);
      }).join('');
      let shift = 0;
      const moved: string[] = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const count = (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[]) {
          shift += entry.value;
          for (const source of entry.sources) {
            const node = source.node as Element | null;
            moved.push(
              `${node?.nodeName ?? '?'}${node?.getAttribute?.('part') ? `[${node.getAttribute('part')}]` : ''} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            );
          }
        }
      };
      const observer = new PerformanceObserver((list) => count(list.getEntries()));
      // The page drawn at this size with what stands above the gallery, before anything is counted: a frame
      // still at the last test's size and content would count the body's change as a shift of its own. The
      // first report of an observer made now comes after a rendering update has laid the heading out.
      const heading = fixture('<h2>Above</h2>');
      await waitFor(() => innerWidth === 1200, 'the new viewport');
      await intersectionReport(heading);
      observer.observe({ type: 'layout-shift' });
      try {
        const gallery = galleryOf('auto-columns', slides, 'lazy-load="false"');
        const after = fixture<HTMLElement>('<p>Below the gallery</p>');
        await drawn(gallery, 60);
        const before = { gallery: gallery.getBoundingClientRect().height, after: after.getBoundingClientRect().top };
        await waitFor(
          () => gallery.shadowRoot?.querySelectorAll('img[src]').length === 60,
          'every image requested',
          20000,
        );
        await waitFor(
          () => [...(gallery.shadowRoot?.querySelectorAll('img') ?? [])].every((image) => image.complete),
          'every image loaded',
          20000,
        );
        // A shift is found by the rendering step after a load: wait for the one after the last load (the first
        // report of an observer made now follows it), and take what the observer has not handed over yet.
        await intersectionReport(after);
        count(observer.takeRecords());
        expect(gallery.getBoundingClientRect().height).to.equal(before.gallery);
        expect(after.getBoundingClientRect().top).to.equal(before.after);
        expect(heading.isConnected).to.equal(true);
        expect(shift, moved.join('; ')).to.equal(0);
      } finally {
        observer.disconnect();
      }
    });
  });

  describe('Events', () => {
    it('a click with the lightbox on asks for the lightbox with the slides and the index', async () => {
      const gallery = galleryOf('grid', mixed(folder()));
      await drawn(gallery, 6);
      const requests: { index: number; slides: unknown[] }[] = [];
      gallery.addEventListener('sq-lightbox-request', (event) => requests.push((event as CustomEvent).detail));
      linkOf(gallery, 2).click();
      expect(requests).to.have.length(1);
      expect(requests[0]?.index).to.equal(2);
      expect(requests[0]?.slides).to.have.length(6);
    });

    it('a click-through url is a link; a script address is warned about and ignored', async () => {
      const name = folder();
      let gallery = document.createElement('sq-gallery');
      const warnings = await captureWarnings(async () => {
        gallery = galleryOf(
          'grid',
          slideHtml(imageAt(name, 10, 10), 10, 10, 'Shop', 'data-click-through-url="/shop" data-slide-id="a"') +
            slideHtml(
              imageAt(name, 10, 10),
              10,
              10,
              'Bad',
              'data-click-through-url="javascript:alert(1)" data-slide-id="b"',
            ),
          'lightbox="false"',
        );
        await drawn(gallery, 2);
      });
      const [shop, bad] = tiles(gallery);
      const link = shop?.querySelector('a[part=link]') as HTMLAnchorElement;
      expect(link.getAttribute('href')).to.equal('/shop');
      expect(link.href).to.equal(`${location.origin}/shop`);
      expect(bad?.querySelector('[part=link]')).to.equal(null);
      expect(warnings).to.deep.equal([
        'sq-gallery: slide "b": click-through url "javascript:alert(1)" is not http(s) or same-site; ignored',
      ]);
    });

    it('currentIndex wraps and announces sq-slide-change with the slide id', async () => {
      const gallery = galleryOf('grid', mixed(folder()));
      await drawn(gallery, 6);
      const changes: unknown[] = [];
      gallery.addEventListener('sq-slide-change', (event) => changes.push((event as CustomEvent).detail));
      gallery.currentIndex = -1;
      await waitFor(() => changes.length === 1, 'the change');
      expect(changes).to.deep.equal([{ index: 5, previousIndex: 0, slideId: '5', direction: 'forward' }]);
      expect(tiles(gallery)[5]?.hasAttribute('data-current')).to.equal(true);
    });
  });

  describe('Keyboard', () => {
    const record = (gallery: Element) => {
      const seen: string[] = [];
      for (const name of ['sq-slide-change', 'sq-reached-end', 'sq-reached-beginning']) {
        gallery.addEventListener(name, (event) => seen.push(`${name}:${(event as CustomEvent).detail.index}`));
      }
      return seen;
    };
    /** Presses a key and waits until the gallery has said what it did (`seen` has `count` entries). */
    const press = async (key: string, seen: string[], count: number) => {
      await sendKeys({ press: key });
      await waitFor(() => seen.length === count, `event ${count} after ${key} (seen: ${seen.join(', ')})`);
    };

    it('arrows move between slides, and reach the ends when loop is off', async () => {
      const gallery = galleryOf('grid', mixed(folder(), 3));
      await drawn(gallery, 3);
      const seen = record(gallery);
      const keys = ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft'];
      for (const [index, key] of keys.entries()) await press(key, seen, index + 1);
      expect(seen).to.deep.equal([
        'sq-slide-change:1',
        'sq-slide-change:2',
        'sq-reached-end:2',
        'sq-slide-change:1',
        'sq-slide-change:0',
        'sq-reached-beginning:0',
      ]);
    });

    it('wraps with loop on, and moves the focus with the current slide', async () => {
      const gallery = galleryOf('grid', mixed(folder()), 'loop');
      await drawn(gallery, 6);
      const seen = record(gallery);
      linkOf(gallery, 0).focus();
      await press('ArrowLeft', seen, 1);
      expect(seen).to.deep.equal(['sq-slide-change:5']);
      expect(gallery.shadowRoot?.activeElement?.getAttribute('data-index')).to.equal('5');
    });

    it('ignores arrows while typing in an input', async () => {
      const gallery = galleryOf('grid', mixed(folder()));
      const input = fixture<HTMLInputElement>('<input aria-label="Search">');
      await drawn(gallery, 6);
      const seen = record(gallery);
      input.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(seen).to.deep.equal([]);
    });

    it('ignores arrows when out of view, and when keyboard is off', async () => {
      const off = fixture<Gallery>(`<sq-gallery keyboard="false">${mixed(folder())}</sq-gallery>`);
      fixture(`<div style="height: ${innerHeight * 2}px"></div>`);
      const below = galleryOf('grid', mixed(folder()));
      await drawn(off, 6);
      await drawn(below, 6);
      const seen = [...record(below), ...record(off)];
      const both = [record(below), record(off)];
      await sendKeys({ press: 'ArrowRight' });
      expect(both.flat()).to.deep.equal([]);
      expect(seen).to.deep.equal([]);
    });
  });

  describe('Moving', () => {
    /** A theme's transition on the current slide: a move lasts until it ends, which is when the test says. */
    const slowTransition = () =>
      fixture('<style>sq-gallery::part(current) { opacity: 0.5; transition: opacity 600s; }</style>');
    /** Ends the move now: its transitions jump to their end. */
    const finishMove = async (gallery: Element) => {
      for (const animation of gallery.shadowRoot?.getAnimations() ?? []) animation.finish();
      await waitFor(() => gallery.getAttribute('data-state') === 'idle', 'the move to end');
    };
    const changes = (gallery: Element) => {
      const seen: number[] = [];
      gallery.addEventListener('sq-slide-change', (event) => seen.push((event as CustomEvent).detail.index));
      return seen;
    };

    it('a change starts a move that lasts while the slides animate; a second move during it is refused', async () => {
      slowTransition();
      const gallery = galleryOf('grid', mixed(folder()));
      await drawn(gallery, 6);
      expect(gallery.dataset.state).to.equal('idle');
      const seen = changes(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => seen.length === 1, 'the first change');
      expect(gallery.dataset.state).to.equal('moving');
      expect(tiles(gallery)[1]?.getAttribute('part')).to.equal('slide current');

      await sendKeys({ press: 'ArrowRight' });
      gallery.currentIndex = 4;
      // The new index reaches the view in a microtask; a task later it has been refused, or taken.
      await new Promise((resolve) => setTimeout(resolve));
      expect(seen).to.deep.equal([1]);
      expect(gallery.dataset.state).to.equal('moving');
      expect(tiles(gallery)[1]?.hasAttribute('data-current')).to.equal(true);

      await finishMove(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => seen.length === 2, 'the change after the move');
      expect(seen).to.deep.equal([1, 2]);
    });

    it('a move with nothing to animate ends as it is drawn: the next key press is taken', async () => {
      const gallery = galleryOf('grid', mixed(folder()));
      await drawn(gallery, 6);
      const seen = changes(gallery);
      const states: string[] = [];
      // Each state the host carried before the next one.
      const watch = new MutationObserver((records) => states.push(...records.map((record) => `${record.oldValue}`)));
      watch.observe(gallery, { attributeFilter: ['data-state'], attributeOldValue: true });
      const arrowRight = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
      try {
        arrowRight();
        // A key press is a task of its own; the change it made is drawn in a microtask after it.
        await new Promise((resolve) => setTimeout(resolve));
        expect(seen).to.deep.equal([1]);
        expect(gallery.dataset.state).to.equal('idle');
        arrowRight();
        await new Promise((resolve) => setTimeout(resolve));
        expect(seen).to.deep.equal([1, 2]);
        expect(states.concat(watch.takeRecords().map((record) => `${record.oldValue}`))).to.deep.equal([
          'idle',
          'moving',
          'idle',
          'moving',
        ]);
      } finally {
        watch.disconnect();
      }
    });

    it('a linked gallery follows; while it moves, the gallery linked to it refuses to change', async () => {
      slowTransition();
      const main = galleryOf('grid', mixed(folder()), 'linked-galleries="#strip"');
      const strip = fixture<Gallery>(`<sq-gallery id="strip" keyboard="false">${mixed(folder())}</sq-gallery>`);
      await drawn(main, 6);
      await drawn(strip, 6);
      const [mainSeen, stripSeen] = [changes(main), changes(strip)];

      strip.currentIndex = 3;
      await waitFor(() => strip.dataset.state === 'moving', 'the strip to move');
      await sendKeys({ press: 'ArrowRight' });
      expect(mainSeen).to.deep.equal([]);

      await finishMove(strip);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => stripSeen.length === 2, 'the strip to follow');
      expect(mainSeen).to.deep.equal([1]);
      expect(stripSeen).to.deep.equal([3, 1]);
      expect(tiles(strip)[1]?.hasAttribute('data-current')).to.equal(true);
    });

    it('a linked-galleries value that is not a selector is warned about once, and the gallery still moves', async () => {
      const gallery = galleryOf('grid', mixed(folder()), 'linked-galleries=">>"');
      await drawn(gallery, 6);
      const seen = changes(gallery);
      const warnings = await captureWarnings(async () => {
        await sendKeys({ press: 'ArrowRight' });
        await waitFor(() => seen.length === 1, 'the change');
        await sendKeys({ press: 'ArrowRight' });
        await waitFor(() => seen.length === 2, 'the second change');
      });
      expect(warnings).to.deep.equal(['sq-gallery: linkedGalleries: ">>" is not a selector; ignored']);
    });
  });

  describe('Light DOM', () => {
    it('follows its light-DOM slides as they are added, changed and removed', async () => {
      const name = folder();
      const gallery = galleryOf('grid', many(3, 800, 800, name));
      await drawn(gallery, 3);
      const labels = () => tiles(gallery).map((tile) => tile.querySelector('[part=link]')?.getAttribute('aria-label'));
      expect(labels()).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3']);
      gallery.insertAdjacentHTML('beforeend', slideHtml(imageAt(name, 800, 800, '?n=3'), 800, 800, 'Photo 4'));
      await drawn(gallery, 4);
      gallery.querySelector('img')?.setAttribute('alt', 'Harbour');
      await waitFor(() => labels()[0] === 'Harbour', 'the changed alt text');
      gallery.querySelector('img:nth-of-type(2)')?.remove();
      await drawn(gallery, 3);
      expect(labels()).to.deep.equal(['Harbour', 'Photo 3', 'Photo 4']);
    });
  });

  describe('Block data', () => {
    it('an unknown design says so in the spec’s words, with the designs there are, and shows the grid', async () => {
      const message =
        'sq-gallery: These are not the gallery designs you are looking for "mosaic"; using grid (designs: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow, stacked, strip, slider, swipe, new-swipe)';
      let gallery = document.createElement('sq-gallery');
      let warned = false;
      const warnings = await captureWarnings(async () => {
        const warn = console.warn;
        console.warn = (...args: unknown[]) => {
          warned ||= args.join(' ') === message;
          warn(...args);
        };
        gallery = galleryOf('mosaic', mixed(folder()));
        await drawn(gallery, 6);
        // What says so loads when the first such gallery mounts.
        await waitFor(() => warned, 'the warning', 10000);
      });
      expect(warnings).to.include(message);
      expect(gallery.dataset.design).to.equal('grid');
    });

    it('spec 001 §8 "Error decoding gallery block data (block skipped)": the block is not drawn, its light DOM shows', async () => {
      let gallery = document.createElement('sq-gallery');
      const warnings = await captureWarnings(async () => {
        gallery = fixture(`<sq-gallery config='{"design": "list",'>${mixed(folder())}</sq-gallery>`);
        await waitFor(() => Boolean(gallery.shadowRoot?.querySelector('slot')), 'the slot');
      });
      expect(warnings).to.include('sq-gallery: Error decoding gallery block data (block skipped): {"design": "list",');
      expect(tiles(gallery)).to.have.length(0);
      expect((gallery.querySelector('img') as HTMLImageElement).getBoundingClientRect().width).to.be.greaterThan(0);
      // Block data that decodes draws the block.
      gallery.setAttribute('config', '{"design": "list"}');
      await drawn(gallery, 6);
    });

    it('spec 001 §8 "Error evaluating gallery block data (block skipped)": an item without a source skips the block, not the slide', async () => {
      const name = folder();
      const items = [
        { src: imageAt(name, 400, 300), alt: 'One', dimensions: '400x300' },
        { src: ' ', alt: 'None' },
        { src: imageAt(name, 300, 400), alt: 'Two', dimensions: '300x400', id: 'two' },
      ];
      let gallery = document.createElement('sq-gallery') as Gallery & { items: unknown[] };
      const warnings = await captureWarnings(async () => {
        gallery = fixture(`<sq-gallery design="auto-columns" config='${JSON.stringify({ items })}'></sq-gallery>`);
        await waitFor(() => Boolean(gallery.shadowRoot?.querySelector('slot')), 'the slot');
      });
      expect(warnings).to.include(
        'sq-gallery: Error evaluating gallery block data (block skipped): items[1] has no src',
      );
      expect(tiles(gallery)).to.have.length(0);
      gallery.items = [items[0], items[2]];
      await drawn(gallery, 2);
    });

    it('leaves the images of unchanged items alone when the items change', async () => {
      const name = folder();
      const items = [400, 500, 600].map((width, i) => ({
        src: imageAt(name, width, 300),
        alt: `Item ${i}`,
        dimensions: `${width}x300`,
      }));
      const gallery = fixture<Gallery & { items: unknown[] }>(
        `<sq-gallery design="grid" config='${JSON.stringify({ items })}'></sq-gallery>`,
      );
      await drawn(gallery, 3);
      const images = tiles(gallery).map((tile) => tile.querySelector('[part=image]') as HTMLImageElement);
      // Loaded, and let go by the loader (which takes its loading marker off after the load event).
      await waitFor(
        () => images.every((image) => image.naturalWidth > 0 && !image.classList.contains('loading')),
        'the images to load',
      );
      const touched: string[] = [];
      const watch = new MutationObserver((records) =>
        touched.push(...records.map((record) => `${record.attributeName}`)),
      );
      for (const image of images) watch.observe(image, { attributes: true });
      try {
        gallery.items = [items[0], { ...items[1], alt: 'Changed' }, items[2]];
        await waitFor(() => images[1]?.alt === 'Changed', 'the changed alt text');
        // An image handed to the loader again would be looked at as the loader's observer reports on it.
        for (const image of images) await intersectionReport(image, LAZY_LOAD_MARGIN);
        touched.push(...watch.takeRecords().map((record) => `${record.attributeName}`));
        expect(touched).to.deep.equal(['alt']);
      } finally {
        watch.disconnect();
      }
    });

    it('spec 001 §3 gallery attribute "numberOfSlides": only the first that many slides are drawn', async () => {
      const gallery = galleryOf('grid', mixed(folder()), 'number-of-slides="4"');
      await drawn(gallery, 4);
      gallery.setAttribute('number-of-slides', '2');
      await drawn(gallery, 2);
      gallery.removeAttribute('number-of-slides');
      await drawn(gallery, 6);
    });

    it('spec 001 §3 gallery attribute "refreshOnOrientationChange": a turn lays out again, even with refreshOnResize off', async () => {
      const frame = fixture('<div style="width: 1200px"></div>');
      frame.innerHTML =
        `<sq-gallery design="auto-columns" refresh-on-resize="false">${mixed(folder())}</sq-gallery>` +
        `<sq-gallery design="auto-columns">${mixed(folder())}</sq-gallery>`;
      const [gallery, following] = [...frame.children] as Gallery[];
      if (!gallery || !following) throw new Error('two galleries');
      await drawn(gallery, 6);
      await drawn(following, 6);
      expect(boxesOf(gallery)[0]?.width).to.equal(300);
      frame.style.width = '768px';
      // A gallery that follows its width lays out again; the one with refreshOnResize off does not.
      await waitFor(() => boxesOf(following)[0]?.width === 256, 'the following gallery’s relayout');
      expect(boxesOf(gallery)[0]?.width).to.equal(300);
      screen.orientation.dispatchEvent(new Event('change'));
      await waitFor(() => boxesOf(gallery)[0]?.width === 256, 'the layout after the turn');
      // Not updateComplete: the view stops following the turn in an effect, which preact/compat runs after a
      // paint. Its listener taken off is the state to wait for.
      const stopped = watchListeners(screen.orientation, 'removeEventListener', 'change').seen;
      gallery.setAttribute('refresh-on-orientation-change', 'false');
      await waitFor(stopped, 'the gallery to stop listening for turns');
      frame.style.width = '1200px';
      screen.orientation.dispatchEvent(new Event('change'));
      await waitFor(() => boxesOf(following)[0]?.width === 300, 'the following gallery’s relayout');
      expect(boxesOf(gallery)[0]?.width).to.equal(256);
    });

    it('spec 001 §3 gallery attribute "inMotion": off, the gallery’s own animations stay still', async () => {
      const gallery = galleryOf('grid', mixed(folder(), 1), 'in-motion="false"');
      await drawn(gallery, 1);
      const image = gallery.shadowRoot?.querySelector('[part=image]') as HTMLElement;
      expect(getComputedStyle(image).transitionDuration).to.equal('0s');
      gallery.setAttribute('in-motion', 'true');
      await waitFor(() => getComputedStyle(image).transitionDuration === '0.3s', 'the hover zoom back');
    });

    it('spec 001 §3 gallery attribute "autoplayOptions": randomize, timeout and pauseOnMouseover are read and validated', async () => {
      const gallery = galleryOf(
        'grid',
        mixed(folder(), 1),
        `autoplay-options='{"randomize":true,"timeout":3000,"pauseOnMouseover":[".controls"]}'`,
      ) as Gallery & { autoplayOptions: unknown };
      await drawn(gallery, 1);
      expect(gallery.autoplayOptions).to.deep.equal({
        randomize: true,
        timeout: 3000,
        pauseOnMouseover: ['.controls'],
      });
      const warnings = await captureWarnings(async () => {
        gallery.setAttribute('autoplay-options', '{"timeout":-1}');
        await problemsReported();
      });
      expect(warnings.some((warning) => warning.startsWith('sq-gallery: config.autoplayOptions.timeout:'))).to.equal(
        true,
      );
    });
  });
});
