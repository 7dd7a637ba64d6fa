import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { LAZY_LOAD_MARGIN, RESIZE_DEBOUNCE_MS } from '../../lib/image-sizing/image-sizing.ts';
import { beforeUpgradeOpener } from '../../test/browser/before-upgrade.ts';
import {
  captureWarnings,
  cleanup,
  fixture,
  intersectionReport,
  MODULE_LOAD_TIMEOUT_MS,
  overrideProperty,
  waitFor,
} from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { imageApi } from './image.schema.ts';

const load = () => import('./image.element.ts');

/** A test image of a natural size, on an address of its own so requests can be told apart. */
const imageAt = (width: number, height: number, extra = '') =>
  `/api/images/t${Math.random().toString(36).slice(2, 9)}/${width}x${height}.svg${extra}`;

runElementContract({
  api: imageApi,
  load,
  samples: {
    src: { attribute: '/api/images/x/10x10.svg', value: '/api/images/x/10x10.svg' },
    alt: { attribute: 'Boats', value: 'Boats' },
    dimensions: { attribute: '400x300', value: '400x300' },
    focalPoint: { attribute: '0.2,0.8', value: '0.2,0.8' },
    fixedRatio: { attribute: '16:9', value: '16:9' },
    load: { attribute: 'viewport', value: 'viewport' },
    lazy: { attribute: 'false', value: false },
    forceUpdate: { attribute: 'true', value: true },
    cropMode: { attribute: 'contain', value: 'contain' },
    fitAlignment: { attribute: 'top', value: 'top' },
    sizeAdjustment: { attribute: '1.5', value: 1.5 },
    sizeFormat: { attribute: 'filename', value: 'filename' },
    cdnHosts: { attribute: '["images.example"]', value: ['images.example'] },
    stretch: { attribute: 'true', value: true },
    useBackgroundImage: { attribute: 'true', value: true },
    useAdvancedPositioning: { attribute: 'true', value: true },
    allowSaveData: { attribute: 'false', value: false },
    dprMin: { attribute: '1', value: 1 },
    dprMax: { attribute: '2', value: 2 },
  },
  boxes: [
    {
      name: 'a child image with its width and height',
      attributes: 'alt="Harbour"',
      content: `<img src="${imageAt(1600, 900)}" width="1600" height="900" alt="Harbour at dawn">`,
    },
    {
      name: 'a child image with srcset, in a ratio of its own',
      content: `<img src="${imageAt(1200, 1600)}" srcset="${imageAt(600, 800)} 600w, ${imageAt(1200, 1600)} 1200w" sizes="100vw" width="1200" height="1600" alt="Boats">`,
    },
  ],
  pictures: [
    { name: 'its own image, lazy', attributes: `src="${imageAt(1600, 900, '')}" dimensions="1600x900" alt="Harbour"` },
    {
      name: 'the main picture, cropped around its focal point',
      attributes: `src="${imageAt(1200, 1600, '')}" dimensions="1200x1600" fixed-ratio="1:1" focal-point="0.3,0.7" lazy="false" alt="Boats"`,
    },
    { name: 'without dimensions', attributes: `src="${imageAt(800, 600, '')}" alt="Field"` },
  ],
});

/** The test page's own origin named as a CDN host (spec 001 §5), where a test is about the sizes asked for. */
const SIZED = `cdn-hosts='["self"]'`;

const shown = (element: Element) => element.shadowRoot?.querySelector('[part=image]') as HTMLImageElement;

/** The requests the reference API received for an image's path, each as its path and query, oldest first. */
async function requestsFor(src: string): Promise<string[]> {
  const list = (await (await fetch('/api/images/requests')).json()) as {
    path: string;
    query: Record<string, string>;
  }[];
  const path = new URL(src, location.href).pathname;
  return list
    .filter((entry) => entry.path === path)
    .map((entry) => `${entry.path}${Object.keys(entry.query).length ? `?${new URLSearchParams(entry.query)}` : ''}`);
}

describe('sq-image', function () {
  // Image loads over HTTP on a shared 2-core machine: the waits inside a test may add up past 10 s.
  this.timeout(30000);
  before(async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    await load();
  });
  afterEach(cleanup);

  describe('Defaults', () => {
    it('reserves its box from the dimensions before the image loads, then loads the next CDN width up', async () => {
      const src = imageAt(1600, 1200, '');
      const element = fixture(
        `<div style="width: 280px"><sq-image src="${src}" alt="Field" dimensions="1600x1200" ${SIZED}></sq-image></div>`,
      ).firstElementChild as HTMLElement;
      // Rendered in the microtask after it connects; the loader has not seen it in view yet.
      await waitFor(() => Boolean(shown(element)), 'the view');
      expect(shown(element).hasAttribute('src')).to.equal(false);
      expect(element.getBoundingClientRect().height).to.equal(210);
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      // 280 CSS px at the test browser's pixel ratio of 1: 300 wide.
      expect(devicePixelRatio).to.equal(1);
      expect(shown(element).src).to.equal(new URL(`${src}?format=300w`, location.href).href);
      expect(shown(element).naturalWidth).to.equal(300);
      expect(element.getBoundingClientRect().height).to.equal(210);
    });

    it('at a pixel ratio of 2 loads twice the width, or the CSS width when the visitor saves data and the image allows it', async () => {
      // What a high-density screen and a browser in data-saver mode report.
      const restore = [
        overrideProperty(window, 'devicePixelRatio', 2),
        overrideProperty(navigator, 'connection', { saveData: true }),
      ];
      try {
        const formats: Record<string, string | null> = {};
        for (const allow of ['true', 'false']) {
          const src = imageAt(1600, 1200, '');
          const element = fixture(
            `<div style="width: 280px"><sq-image src="${src}" alt="Field" dimensions="1600x1200" allow-save-data="${allow}" ${SIZED}></sq-image></div>`,
          ).firstElementChild as HTMLElement;
          await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
          formats[allow] = new URL(shown(element).src).searchParams.get('format');
        }
        // 280 CSS px: 300 wide at one device pixel per CSS pixel, 750 (for 560) at two.
        expect(formats).to.deep.equal({ true: '300w', false: '750w' });
      } finally {
        for (const undo of restore) undo();
      }
      expect(devicePixelRatio).to.equal(1);
    });

    it('loads nothing until it is within 200px of the viewport', async () => {
      const src = imageAt(800, 600);
      const element = fixture(
        `<div style="height: ${innerHeight + 400}px"></div><sq-image src="${src}" alt="Late" dimensions="800x600"></sq-image>`,
      );
      const image = element.nextElementSibling as HTMLElement;
      await waitFor(() => Boolean(shown(image)), 'the view');
      // The loader's observer has had its report on the image once this one has.
      expect(await intersectionReport(shown(image), LAZY_LOAD_MARGIN)).to.equal(false);
      expect(shown(image).hasAttribute('src')).to.equal(false);
      scrollTo(0, 250);
      await waitFor(() => image.dataset.state === 'loaded', 'the image to load once near the viewport');
      scrollTo(0, 0);
    });
  });

  describe('Attributes', () => {
    it('load="false" loads nothing; load="viewport" only sizes the box', async () => {
      const off = fixture(
        `<sq-image src="${imageAt(800, 600)}" alt="Off" dimensions="800x600" load="false"></sq-image>`,
      );
      const sized = fixture(
        `<sq-image src="${imageAt(800, 600)}" alt="Box" dimensions="800x600" load="viewport"></sq-image>`,
      );
      await waitFor(() => shown(sized)?.getAttribute('width') === '800', 'the box sized');
      // Both in view: the loader has had its report on the other one too once this observer has.
      expect(await intersectionReport(shown(off), LAZY_LOAD_MARGIN)).to.equal(true);
      expect(shown(off).hasAttribute('src')).to.equal(false);
      expect(shown(off).classList.contains('loading')).to.equal(false);
      expect(shown(sized).hasAttribute('src')).to.equal(false);
    });

    it('addresses on other hosts load as given, without a size', async () => {
      const src = imageAt(800, 600);
      const element = fixture(`<sq-image src="${src}" alt="As is" dimensions="800x600" cdn-hosts="[]"></sq-image>`);
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      expect(shown(element).getAttribute('src')).to.equal(src);
    });

    it('learns the size of an image without dimensions by preloading it', async () => {
      const element = fixture(
        `<div style="width: 200px"><sq-image src="${imageAt(400, 200)}" alt="Wide"></sq-image></div>`,
      ).firstElementChild as HTMLElement;
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      await waitFor(() => element.getBoundingClientRect().height === 100, 'the box to take the learned ratio');
    });

    it('crops around the focal point', async () => {
      const element = fixture(
        `<div style="width: 200px"><sq-image src="${imageAt(400, 200)}" alt="Crop" dimensions="400x200" fixed-ratio="1:1" focal-point="0.4,0.5"></sq-image></div>`,
      ).firstElementChild as HTMLElement;
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      expect(getComputedStyle(shown(element)).objectPosition).to.equal('30% 50%');
    });

    it('draws a background image in background mode', async () => {
      const element = fixture(
        `<sq-image src="${imageAt(400, 200)}" alt="Sky" dimensions="400x200" use-background-image ${SIZED}></sq-image>`,
      );
      await waitFor(() => element.dataset.state === 'loaded', 'the background to load');
      const drawn = shown(element) as unknown as HTMLElement;
      expect(drawn.style.backgroundImage).to.contain('format=');
      expect(drawn.getAttribute('role')).to.equal('img');
    });

    it('warns once that a contained image has no fit alignment, and centres it', async () => {
      const warnings = await captureWarnings(async () => {
        const element = fixture(
          `<sq-image src="${imageAt(400, 200)}" alt="Contain" dimensions="400x200" fixed-ratio="1:1" crop-mode="contain"></sq-image>`,
        );
        await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      });
      expect(
        warnings.filter((warning) => warning.includes('no fit alignment given; using center')).length,
      ).to.be.at.most(1);
    });
  });

  describe('Size suffixes only on the CDN hosts (spec 001 §5)', () => {
    it('with no CDN host named, asks for a picture on the page’s own origin exactly as given, with or without dimensions', async () => {
      const sizedBox = imageAt(1600, 1200);
      const learned = imageAt(400, 200);
      const box = fixture(
        `<div style="width: 280px"><sq-image src="${sizedBox}" alt="Field" dimensions="1600x1200"></sq-image><sq-image src="${learned}" alt="Wide"></sq-image></div>`,
      );
      const [withDimensions, without] = [...box.children] as HTMLElement[];
      for (const element of [withDimensions, without] as HTMLElement[]) {
        await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
        expect(shown(element).getAttribute('src')).to.equal(element.getAttribute('src'));
        expect(shown(element).hasAttribute('srcset')).to.equal(false);
        expect(shown(element).naturalWidth).to.equal(Number(/\/(\d+)x/.exec(element.getAttribute('src') ?? '')?.[1]));
      }
      // Every request the browser made for either picture, the loader's preload of one without dimensions included.
      for (const src of [sizedBox, learned]) {
        const requests = await requestsFor(src);
        expect(requests, src).to.not.deep.equal([]);
        expect(requests.filter((request) => request !== src)).to.deep.equal([]);
      }
    });

    it('says the picture’s own width in sq-image-load when no CDN host sizes it', async () => {
      const src = imageAt(640, 480);
      const box = fixture('<div style="width: 280px"></div>');
      const element = document.createElement('sq-image');
      const loaded = new Promise<{ width: number; src: string }>((resolve) => {
        element.addEventListener('sq-image-load', (event) => resolve((event as CustomEvent).detail), { once: true });
      });
      element.setAttribute('src', src);
      element.setAttribute('alt', 'Field');
      box.append(element);
      const detail = await loaded;
      expect(detail.width).to.equal(640);
      expect(new URL(detail.src, location.href).href).to.equal(new URL(src, location.href).href);
    });

    it('with cdn-hosts=\'["self"]\', sizes a picture on the page’s own origin', async () => {
      const src = imageAt(1600, 1200);
      const element = fixture(
        `<div style="width: 280px"><sq-image src="${src}" alt="Field" dimensions="1600x1200" ${SIZED}></sq-image></div>`,
      ).firstElementChild as HTMLElement;
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      expect(shown(element).getAttribute('src')).to.equal(new URL(`${src}?format=300w`, location.href).href);
      expect(await requestsFor(src)).to.deep.equal([`${src}?format=300w`]);
    });
  });

  describe('Load animation (spec 001 §9)', () => {
    /** The animations running on the shown image when the element says it has loaded. */
    const animationsAtLoad = (element: HTMLElement) =>
      new Promise<Animation[]>((resolve) => {
        element.addEventListener('sq-image-load', () => resolve(shown(element).getAnimations()), { once: true });
      });

    it('spec 001 §9: animation defaults: duration 0.3 s, scale-down 0.94; a larger replacement does not animate', async () => {
      const box = fixture(
        `<div style="width: 280px"><sq-image src="${imageAt(2000, 1000)}" alt="In" dimensions="2000x1000" ${SIZED}></sq-image></div>`,
      );
      const element = box.firstElementChild as HTMLElement;
      const [animation, ...others] = await animationsAtLoad(element);
      expect(others).to.deep.equal([]);
      const effect = (animation as Animation).effect as KeyframeEffect;
      expect(effect.getTiming().duration).to.equal(300);
      const [from, to] = effect.getKeyframes();
      expect([from?.transform, from?.opacity]).to.deep.equal(['scale(0.94)', '0']);
      expect([to?.transform, to?.opacity]).to.deep.equal(['none', '1']);
      await (animation as Animation).finished;
      expect(shown(element).getAnimations()).to.deep.equal([]);
      expect(getComputedStyle(shown(element)).transform).to.equal('none');
      // No style attribute was needed for it: the animation lives in the Web Animations API.
      expect(shown(element).style.transform).to.equal('');
      box.style.width = '700px';
      expect(await animationsAtLoad(element)).to.deep.equal([]);
    });

    it('does not animate when the visitor asks for reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const element = fixture(`<sq-image src="${imageAt(400, 200)}" alt="Still" dimensions="400x200"></sq-image>`);
        expect(await animationsAtLoad(element)).to.deep.equal([]);
        expect(shown(element).naturalWidth).to.be.greaterThan(0);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('A child image', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();

    it('is loaded once, by the page, and after the upgrade the same node is shown in the box', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const page = await openBeforeUpgrade();
      const src = imageAt(1600, 900);
      const container = page.add(
        `<div style="width: 400px"><sq-image alt="Harbour" src="${imageAt(1600, 900)}"><img src="${src}" width="1600" height="900" alt="Harbour at dawn"></sq-image></div>`,
      );
      const element = container.querySelector('sq-image') as HTMLElement;
      const child = element.querySelector('img') as HTMLImageElement;
      const loads: unknown[] = [];
      element.addEventListener('sq-image-load', (event) => loads.push((event as CustomEvent).detail));
      // As in plain HTML: the browser loads it at once, in the box sq-elements.css gives it.
      await waitFor(() => child.complete && child.naturalWidth > 0, 'the page to load the image');
      expect(element.getBoundingClientRect().height).to.equal(225);

      await page.define('sq-image');
      await waitFor(() => element.dataset.state === 'loaded', 'the element to take the image as loaded');
      expect(element.querySelector('img'), 'still in the light DOM').to.equal(child);
      const slot = element.shadowRoot?.querySelector('[part=frame] slot') as HTMLSlotElement;
      expect(slot.assignedElements()).to.deep.equal([child]);
      expect(element.shadowRoot?.querySelector('img'), 'an image of its own').to.equal(null);
      const drawn = child.getBoundingClientRect();
      expect([drawn.width, drawn.height]).to.deep.equal([400, 225]);
      expect(element.getBoundingClientRect().height).to.equal(225);
      expect(loads).to.deep.equal([{ width: 1600, src: child.currentSrc }]);
      // Not the child's address again, nor a sized copy of it, nor the element's own src.
      const requests = page.window.performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/images/'));
      expect(requests.map((entry) => new URL(entry.name).pathname + new URL(entry.name).search)).to.deep.equal([src]);
    });

    it('without width and height, takes the box the image gave it once loaded', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const page = await openBeforeUpgrade();
      const container = page.add(
        `<div style="width: 300px"><sq-image><img src="${imageAt(400, 200)}" alt="Wide"></sq-image></div>`,
      );
      const element = container.querySelector('sq-image') as HTMLElement;
      const child = element.querySelector('img') as HTMLImageElement;
      await waitFor(() => child.complete && child.naturalWidth > 0, 'the page to load the image');
      expect(element.getBoundingClientRect().height).to.equal(150);
      await page.define('sq-image');
      await waitFor(() => element.dataset.state === 'loaded', 'the element to take the image as loaded');
      expect(element.getBoundingClientRect().height).to.equal(150);
      expect(child.getBoundingClientRect().height).to.equal(150);
    });

    it('spec 001 §3: a child <img> with data-src is loaded by the image loader, configured by its data attributes', async () => {
      const src = imageAt(400, 200);
      const box = fixture(
        `<div style="width: 200px"><sq-image fixed-ratio="1:1" ${SIZED}><img alt="Field" data-src="${src}" data-image-dimensions="400x200" data-image-focal-point="0.4,0.5" data-size-format="filename"></sq-image></div>`,
      );
      const element = box.firstElementChild as HTMLElement;
      const child = element.querySelector('img') as HTMLImageElement;
      const loads: unknown[] = [];
      element.addEventListener('sq-image-load', (event) => loads.push((event as CustomEvent).detail));
      await waitFor(() => element.dataset.state === 'loaded', 'the child image to load');
      // The page's own node, slotted, loaded at the size its square box needs: a 2:1 image covering 200 px is 400 wide.
      expect(element.querySelector('img')).to.equal(child);
      expect(element.shadowRoot?.querySelector('img'), 'an image of its own').to.equal(null);
      expect(child.src).to.equal(new URL(src.replace('.svg', '-500w.svg'), location.href).href);
      expect(loads).to.deep.equal([{ width: 500, src }]);
      await Promise.all(child.getAnimations().map((animation) => animation.finished));
      expect(getComputedStyle(child).objectPosition).to.equal('30% 50%');
      expect([element.getBoundingClientRect().height, child.getBoundingClientRect().height]).to.deep.equal([200, 200]);
    });
  });

  describe('Image block (spec 001 §9: narrow image block threshold 415 px, sq-elements.css)', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();
    const CAPTION = '<div class="caption"><h3>Harbour Lights</h3><p>Bread from the wood oven, every morning.</p></div>';

    /** An image block of `width` in a page with sq-elements.css; `layout()` reads where the caption sits. */
    async function block(width: number) {
      const page = await openBeforeUpgrade();
      const container = page.add(
        `<div class="sq-image-block" style="width:${width}px;--sq-image-block-gap:20px"><sq-image><img src="${imageAt(1600, 900)}" width="1600" height="900" alt="Harbour"></sq-image>${CAPTION}</div>`,
      );
      const root = container.firstElementChild as HTMLElement;
      const element = root.querySelector('sq-image') as HTMLElement;
      const layout = () => {
        const image = element.getBoundingClientRect();
        const caption = (root.querySelector('.caption') as HTMLElement).getBoundingClientRect();
        return { image, caption, stacked: caption.top >= image.bottom };
      };
      return { page, root, element, layout };
    }

    it('at 600 px puts the caption beside the image, half the block each less half the gap, before and after the upgrade', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const { page, element, layout } = await block(600);
      const before = layout();
      expect(before.stacked).to.equal(false);
      expect(before.image.width).to.be.closeTo(290, 0.5);
      expect(before.caption.left - before.image.right).to.be.closeTo(20, 0.5);
      await page.define('sq-image');
      await waitFor(() => element.dataset.state === 'loaded', 'the element to take its image as loaded');
      expect(layout().image.toJSON()).to.deep.equal(before.image.toJSON());
      expect(layout().caption.toJSON()).to.deep.equal(before.caption.toJSON());
    });

    it('at 415 px still side by side; at 414 px the caption below the image, at full width', async () => {
      const wide = await block(415);
      expect(wide.layout().stacked).to.equal(false);
      wide.root.style.width = '414px';
      const narrow = wide.layout();
      expect(narrow.stacked).to.equal(true);
      expect(narrow.image.width).to.be.closeTo(414, 0.5);
      expect(narrow.caption.left).to.be.closeTo(narrow.image.left, 0.5);
      expect(narrow.caption.top - narrow.image.bottom).to.be.closeTo(20, 0.5);
    });

    it('follows the width of the block, not the window: stacks when narrowed, side by side when widened', async () => {
      const { root, layout } = await block(700);
      expect(layout().stacked).to.equal(false);
      root.style.width = '320px';
      expect(layout().stacked).to.equal(true);
      root.style.width = '700px';
      expect(layout().stacked).to.equal(false);
    });
  });

  describe('Resizing and placement', () => {
    it('asks for a larger image when its box grows, 100 ms after the resize settles', async () => {
      const src = imageAt(2000, 1000);
      const box = fixture(
        `<div style="width: 280px"><sq-image src="${src}" alt="Wide" dimensions="2000x1000" ${SIZED}></sq-image></div>`,
      );
      const element = box.firstElementChild as HTMLElement;
      const widths: number[] = [];
      const loadedAt: number[] = [];
      element.addEventListener('sq-image-load', (event) => {
        widths.push((event as CustomEvent<{ width: number }>).detail.width);
        loadedAt.push(performance.now());
      });
      await waitFor(() => widths.length === 1, 'the first load');
      expect(widths).to.deep.equal([300]);
      box.style.width = '700px';
      const resizedAt = performance.now();
      await waitFor(() => widths.length === 2, 'the larger load');
      expect(widths).to.deep.equal([300, 750]);
      expect((loadedAt[1] as number) - resizedAt, 'ms from the resize to the larger load').to.be.at.least(
        RESIZE_DEBOUNCE_MS,
      );
      expect(shown(element).src).to.equal(new URL(`${src}?format=750w`, location.href).href);
    });

    it('with advanced positioning, places the image by its size and offsets from the focal point, and again after a resize', async () => {
      const src = imageAt(1000, 500);
      const box = fixture(
        `<div style="width: 200px"><sq-image src="${src}" alt="Field" dimensions="1000x500" fixed-ratio="1:1" focal-point="0.6,0.5" use-advanced-positioning></sq-image></div>`,
      );
      const element = box.firstElementChild as HTMLElement;
      await waitFor(() => element.dataset.state === 'loaded', 'the image to load');
      const image = shown(element);
      // Measured once the load animation (a scale) is over.
      await Promise.all(image.getAnimations().map((animation) => animation.finished));
      const frame = element.shadowRoot?.querySelector('[part=frame]') as HTMLElement;
      const place = () => {
        const outer = frame.getBoundingClientRect();
        const inner = image.getBoundingClientRect();
        return [inner.left - outer.left, inner.top - outer.top, inner.width, inner.height].map(Math.round);
      };
      // Cover a 200 x 200 frame: drawn 400 x 200, the focal point's 240 px as near the middle (100) as the edges allow.
      expect(place()).to.deep.equal([-140, 0, 400, 200]);
      expect(image.style.objectFit).to.equal('fill');
      box.style.width = '100px';
      await waitFor(() => place()[2] === 200, 'the image to be placed again');
      expect(place()).to.deep.equal([-70, 0, 200, 100]);
    });
  });
});
