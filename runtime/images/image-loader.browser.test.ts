import { expect } from 'chai';
import { captureWarnings, cleanup, fixture, overrideProperty, waitFor } from '../../test/browser/harness.ts';
import { loaderStats, loadImagesIn, refreshImage, watchImage } from './image-loader.ts';

/** A test image of a natural size, on an address of its own so requests can be told apart. */
const imageAt = (width: number, height: number, extra = '') =>
  `/api/images/l${Math.random().toString(36).slice(2, 9)}/${width}x${height}.svg${extra}`;
/** The test page's own origin named as a CDN host (spec 001 §5), where a test is about the sizes asked for. */
const SELF = ['self'];

describe('image loader', function () {
  // Image loads over HTTP on a shared 2-core machine: the waits inside a test may add up past 10 s.
  this.timeout(30000);
  afterEach(cleanup);
  it('rejects an element that is not an image, and an empty source, with warnings', async () => {
    const div = document.createElement('div');
    const image = document.createElement('img');
    let errors = 0;
    const warnings = await captureWarnings(() => {
      watchImage({ element: div, src: '/a.jpg', onError: () => errors++ });
      watchImage({ element: image, src: ' ', onError: () => errors++ });
    });
    expect(errors).to.equal(2);
    expect(warnings.some((warning) => warning.includes('the image element must be an <img>, got <div>'))).to.equal(
      true,
    );
    expect(warnings.some((warning) => warning.includes('the image source is empty'))).to.equal(true);
  });

  it('replaces an image only with a larger one, unless forced', async () => {
    const src = imageAt(2000, 1000);
    const box = fixture(
      '<div style="width: 250px; height: 125px"><img alt="Grow" style="display: block; width: 100%; height: 100%"></div>',
    );
    const image = box.firstElementChild as HTMLImageElement;
    const widths: number[] = [];
    const stop = watchImage({
      element: image,
      src,
      dimensions: { width: 2000, height: 1000 },
      lazy: false,
      cdnHosts: SELF,
      onLoad: (w) => widths.push(w),
    });
    try {
      await waitFor(() => widths.length === 1, 'the first load');
      box.style.width = '700px';
      box.style.height = '350px';
      refreshImage(image);
      await waitFor(() => widths.length === 2, 'the larger load');
      box.style.width = '90px';
      box.style.height = '45px';
      refreshImage(image);
      // The loader looks at the smaller box (it counts as active meanwhile) and keeps the larger image.
      expect(loaderStats().active).to.equal(1);
      await waitFor(() => loaderStats().active === 0, 'the loader to look at the smaller box');
      expect(widths).to.deep.equal([300, 750]);
      refreshImage(image, true);
      await waitFor(() => widths.length === 3, 'the forced load');
      expect(widths).to.deep.equal([300, 750, 100]);
      expect(image.src).to.equal(new URL(`${src}?format=100w`, location.href).href);
    } finally {
      stop();
    }
  });

  it('waits for an image handed over before it is in a document, then loads for its box', async () => {
    const image = document.createElement('img');
    image.alt = 'Late';
    image.style.cssText = 'display: block; width: 280px; height: 140px';
    const widths: number[] = [];
    const src = imageAt(1000, 500);
    const stop = watchImage({
      element: image,
      src,
      dimensions: { width: 1000, height: 500 },
      lazy: false,
      cdnHosts: SELF,
      onLoad: (w) => widths.push(w),
    });
    try {
      // Taken (marked as loading) but not loaded: it has no box yet.
      expect(image.classList.contains('loading')).to.equal(true);
      expect(image.getAttribute('src')).to.equal(null);
      fixture('<div></div>').append(image);
      await waitFor(() => widths.length === 1, 'the load once attached');
      expect(widths).to.deep.equal([300]);
      expect(image.src).to.equal(new URL(`${src}?format=300w`, location.href).href);
    } finally {
      stop();
    }
  });

  it('gives up on an image never put in a document after 100 tries 10 ms apart', async () => {
    const image = document.createElement('img');
    const started = performance.now();
    let failedAfter = 0;
    const stop = watchImage({
      element: image,
      src: imageAt(100, 100),
      dimensions: { width: 100, height: 100 },
      lazy: false,
      onError: () => {
        failedAfter = performance.now() - started;
      },
    });
    try {
      await waitFor(() => failedAfter > 0, 'the loader to give up', 15000);
      expect(failedAfter).to.be.at.least(100 * 10);
      expect(image.getAttribute('src')).to.equal(null);
      expect(image.classList.contains('loading')).to.equal(false);
    } finally {
      stop();
    }
  });

  it('loads at most 16 images at once on a desktop, queueing the rest', async () => {
    const box = fixture('<div></div>');
    const images = Array.from({ length: 40 }, () => {
      const image = document.createElement('img');
      image.alt = '';
      image.style.cssText = 'display: block; width: 20px; height: 20px';
      box.append(image);
      return image;
    });
    let loaded = 0;
    let mostActive = 0;
    let mostQueued = 0;
    const stops = images.map((image) =>
      watchImage({
        element: image,
        src: imageAt(20, 20, '?delay=300'),
        dimensions: { width: 20, height: 20 },
        lazy: false,
        onLoad: () => loaded++,
      }),
    );
    try {
      await waitFor(
        () => {
          const { active, queued } = loaderStats();
          mostActive = Math.max(mostActive, active);
          mostQueued = Math.max(mostQueued, queued);
          return loaded === images.length;
        },
        'every image to load',
        25000,
      );
      expect(mostActive).to.equal(16);
      expect(mostQueued).to.be.at.least(40 - 16 - 1);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('loads one image at a time on a phone, in the order they were asked for', async () => {
    // What a phone's browser reports.
    const restore = overrideProperty(
      navigator,
      'userAgent',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    );
    const box = fixture('<div></div>');
    const order: number[] = [];
    let mostActive = 0;
    const stops = Array.from({ length: 6 }, (_, index) => {
      const image = document.createElement('img');
      image.alt = '';
      image.style.cssText = 'display: block; width: 20px; height: 20px';
      box.append(image);
      return watchImage({
        element: image,
        src: imageAt(20, 20, `?delay=120&phone=${index}`),
        dimensions: { width: 20, height: 20 },
        lazy: false,
        onLoad: () => order.push(index),
      });
    });
    try {
      await waitFor(
        () => {
          mostActive = Math.max(mostActive, loaderStats().active);
          return order.length === 6;
        },
        'every image to load',
        25000,
      );
      expect(mostActive).to.equal(1);
      expect(order).to.deep.equal([0, 1, 2, 3, 4, 5]);
    } finally {
      for (const stop of stops) stop();
      restore();
    }
  });

  it('marks an image as loading while it loads', async () => {
    const image = fixture<HTMLImageElement>('<img alt="Slow" style="display: block; width: 100px; height: 100px">');
    const stop = watchImage({
      element: image,
      src: imageAt(100, 100, '?delay=300'),
      dimensions: { width: 100, height: 100 },
      lazy: false,
    });
    try {
      await waitFor(() => image.classList.contains('loading'), 'the loading marker');
      await waitFor(() => !image.classList.contains('loading') && image.complete, 'the marker to clear');
    } finally {
      stop();
    }
  });

  describe('spec 001 §3: the configuration read from data attributes on the image', () => {
    it('loads an image from its data-src, dimensions, focal point, fixed ratio and size format', async () => {
      const src = imageAt(400, 200);
      const root = fixture(
        `<div style="width: 200px"><img alt="Field" style="display: block; width: 100%" data-src="${src}" data-image-dimensions="400x200" data-image-focal-point="0.4,0.5" data-fixed-ratio="1:1" data-size-format="filename"></div>`,
      );
      const image = root.querySelector('img') as HTMLImageElement;
      const loaded = loadImagesIn(root, { cdnHosts: SELF });
      // Its box before it loads: the fixed ratio's square.
      expect([image.getBoundingClientRect().width, image.getBoundingClientRect().height]).to.deep.equal([200, 200]);
      await loaded;
      // Cover a 200 x 200 box with a 2:1 image: drawn 400 wide, so 500w; the focal point's 0.4 is 30% across.
      expect(image.src).to.equal(new URL(src.replace('.svg', '-500w.svg'), location.href).href);
      expect(getComputedStyle(image).objectFit).to.equal('cover');
      expect(getComputedStyle(image).objectPosition).to.equal('30% 50%');
      expect([image.naturalWidth, image.getBoundingClientRect().height]).to.deep.equal([500, 200]);
    });

    it('reserves the box from data-image-dimensions before the image loads', async () => {
      const root = fixture(
        `<div style="width: 300px"><img alt="Late" style="display: block; width: 100%; height: auto" data-src="${imageAt(1600, 1200, '?delay=300')}" data-image-dimensions="1600x1200"></div>`,
      );
      const image = root.querySelector('img') as HTMLImageElement;
      const loaded = loadImagesIn(root);
      // Not loaded yet (its address is slow to answer), and its box already the image's shape.
      expect(image.naturalWidth).to.equal(0);
      expect(image.getBoundingClientRect().height).to.equal(225);
      await loaded;
      expect(image.getBoundingClientRect().height).to.equal(225);
    });

    it('data-load="false" loads nothing and data-load="viewport" only sets the dimensions', async () => {
      const root = fixture(
        `<div><img alt="Off" style="display: block; width: 50px" data-src="${imageAt(100, 100)}" data-load="false">` +
          `<img alt="Box" style="display: block; width: 50px" data-src="${imageAt(800, 600)}" data-load="viewport" data-image-dimensions="800x600">` +
          `<img alt="On" style="display: block; width: 50px; height: 50px" data-src="${imageAt(100, 100)}"></div>`,
      );
      const images = [...root.querySelectorAll('img')];
      const [off, sized] = images as [HTMLImageElement, HTMLImageElement];
      const done: string[] = [];
      for (const image of images) {
        watchImage({ element: image, src: '', lazy: false, onLoad: () => done.push(image.alt) });
      }
      // Taken from the queue in order: once the last has loaded, the loader has been through the other two.
      await waitFor(() => done.includes('On'), 'the image that loads');
      expect(done).to.deep.equal(['On']);
      expect(off.hasAttribute('src')).to.equal(false);
      expect(off.classList.contains('loading')).to.equal(false);
      expect(sized.hasAttribute('src')).to.equal(false);
      expect([sized.getAttribute('width'), sized.getAttribute('height')]).to.deep.equal(['800', '600']);
    });

    it("the image's data attributes win over the options passed in", async () => {
      const image = fixture<HTMLImageElement>(
        '<img alt="Tall" style="display: block; width: 200px; height: 200px" data-crop-mode="contain" data-fit-alignment="top">',
      );
      const widths: number[] = [];
      const stop = watchImage({
        element: image,
        src: imageAt(400, 200),
        dimensions: { width: 400, height: 200 },
        cropMode: 'cover',
        fitAlignment: 'bottom',
        lazy: false,
        cdnHosts: SELF,
        onLoad: (width) => widths.push(width),
      });
      try {
        await waitFor(() => widths.length === 1, 'the image to load');
        expect(getComputedStyle(image).objectFit).to.equal('contain');
        expect(getComputedStyle(image).objectPosition).to.equal('50% 0%');
        // Contained, the 2:1 image is drawn 200 wide: 300w, where covering would have asked for 500w.
        expect(widths).to.deep.equal([300]);
      } finally {
        stop();
      }
    });

    it('warns once about a value it cannot read, ignores it, and loads the image', async () => {
      const root = fixture(
        `<div>${[1, 2, 3]
          .map(
            (n) =>
              `<img alt="" style="display: block; width: 20px; height: 20px" data-src="${imageAt(20, 20, `?n=${n}`)}" data-load="soon" data-image-focal-point="left">`,
          )
          .join('')}</div>`,
      );
      const warnings = await captureWarnings(() => loadImagesIn(root));
      expect(warnings.filter((warning) => warning.includes('data-load'))).to.deep.equal([
        'sq-image: data-load: expected true, false or viewport, got "soon"; ignored',
      ]);
      expect(warnings.filter((warning) => warning.includes('data-image-focal-point'))).to.deep.equal([
        'sq-image: data-image-focal-point: expected x,y fractions from 0 to 1, got "left"; ignored',
      ]);
      // loadImagesIn resolved: every image loaded, as it would with no data-load at all.
      expect([...root.querySelectorAll('img')].map((image) => image.complete && image.naturalWidth > 0)).to.deep.equal([
        true,
        true,
        true,
      ]);
    });
  });

  it('loadImagesIn rejects with No root node, No images, or not loaded', async () => {
    const reasons: string[] = [];
    await loadImagesIn(null).catch((error: Error) => reasons.push(error.message));
    await loadImagesIn(document.createElement('div')).catch((error: Error) => reasons.push(error.message));
    const root = fixture(
      '<div><img alt="" data-src="/api/images/missing/none.svg" style="width: 10px; height: 10px"></div>',
    );
    await loadImagesIn(root).catch((error: Error) => reasons.push(error.message));
    expect(reasons).to.deep.equal(['No root node', 'No images', 'not loaded']);
    await waitFor(() => loaderStats().active === 0, 'the failed load to leave the queue');
  });
});
