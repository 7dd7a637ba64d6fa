/**
 * The gallery benchmark page: 500 light-DOM slides in a grid, then the
 * library's autoloader is loaded, as a site loads it, and the gallery
 * upgrades; reports how long until every tile is laid out and the longest
 * task on the way. The library is the production build `npm run build`
 * makes, served under /library/. The slides' own images are PNGs, decoded
 * off the main thread as photos are.
 */
import { longTasksBetween, nextLayout, sleep } from '../page-measure.ts';

/**
 * When the element's code loads: while the light-DOM images still load; after
 * they have loaded; or after that, on a page where another element (an
 * `<sq-image>`) has already loaded the code they share (React, zod, the kit,
 * the image loader), as on any page with `<sq-runtime>` or a second element.
 */
export type UpgradeMoment = 'images loading' | 'images loaded' | 'shared code loaded';

export interface GalleryRunResult {
  slides: number;
  moment: UpgradeMoment;
  /** From loading the element's code to every tile laid out, in ms. */
  upgradeMs: number;
  longTasks: number;
  longestTaskMs: number;
}

/** The natural sizes the slides cycle through. */
const SIZES: [number, number][] = [
  [1600, 1067],
  [1200, 1600],
  [1400, 1400],
  [1800, 1013],
  [1000, 1333],
  [1500, 1000],
];

function tilesRendered(gallery: Element, count: number): boolean {
  return (gallery.shadowRoot?.querySelectorAll('[part~=slide]').length ?? 0) === count;
}

/** Waits until the images have loaded, or 10 s: a lazy image the browser has not reached stays incomplete. */
async function imagesLoaded(images: readonly HTMLImageElement[]): Promise<void> {
  const until = performance.now() + 10_000;
  while (images.some((image) => !image.complete) && performance.now() < until) await sleep(50);
}

/** Where the bench serves the built library. */
const LIBRARY = '/library/';

/** Imports a chunk of the built library (outside this page's own build). */
function importLibrary(file: string): Promise<unknown> {
  return import(/* @vite-ignore */ `${LIBRARY}${file}`);
}

async function run(count: number, moment: UpgradeMoment): Promise<GalleryRunResult> {
  const stage = document.getElementById('stage') as HTMLElement;
  const slides = Array.from({ length: count }, (_, i) => {
    const [w, h] = SIZES[i % SIZES.length] as [number, number];
    return `<img src="/api/images/bench-${i}/${w}x${h}.png?format=100w" alt="Photo ${i + 1}" loading="lazy" data-image-dimensions="${w}x${h}">`;
  }).join('');
  // The reference API on the page's own origin serves the sizes: named a CDN host (spec 001 §5).
  stage.innerHTML = `<sq-gallery design="grid" loader-options='{"cdnHosts":["self"]}'>${slides}</sq-gallery>`;
  const gallery = stage.firstElementChild as HTMLElement;
  await sleep(200);
  if (moment !== 'images loading') {
    await imagesLoaded([...gallery.querySelectorAll('img')]);
    if (moment === 'shared code loaded') await importLibrary('sq-image.js');
    await sleep(200);
  }
  const start = performance.now();
  // The autoloader finds the <sq-gallery> and loads its code.
  await importLibrary('sq-elements.js');
  while (!tilesRendered(gallery, count)) await new Promise((resolve) => requestAnimationFrame(resolve));
  const end = await nextLayout(gallery);
  await sleep(150);
  const tasks = longTasksBetween(start, end);
  return { slides: count, moment, upgradeMs: end - start, longTasks: tasks.count, longestTaskMs: tasks.longest };
}

(window as unknown as { runGalleryBench: typeof run }).runGalleryBench = run;
