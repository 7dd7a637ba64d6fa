/**
 * The gallery benchmark page: 500 light-DOM slides in a grid, then the
 * element's code is loaded and the gallery upgrades; reports how long until
 * every tile is laid out and the longest task on the way.
 */
import { longTasksBetween, nextLayout, sleep } from '../page-measure.ts';

export interface GalleryRunResult {
  slides: number;
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
  return (gallery.shadowRoot?.querySelectorAll('[part=slide]').length ?? 0) === count;
}

async function run(count: number): Promise<GalleryRunResult> {
  const stage = document.getElementById('stage') as HTMLElement;
  const slides = Array.from({ length: count }, (_, i) => {
    const [w, h] = SIZES[i % SIZES.length] as [number, number];
    return `<img src="/api/images/bench-${i}/${w}x${h}.svg?format=100w" alt="Photo ${i + 1}" loading="lazy" data-image-dimensions="${w}x${h}">`;
  }).join('');
  stage.innerHTML = `<sq-gallery design="grid">${slides}</sq-gallery>`;
  const gallery = stage.firstElementChild as HTMLElement;
  await sleep(200);
  const start = performance.now();
  await import('../../elements/sq-gallery/gallery.element.ts');
  while (!tilesRendered(gallery, count)) await new Promise((resolve) => requestAnimationFrame(resolve));
  const end = await nextLayout(gallery);
  await sleep(150);
  const tasks = longTasksBetween(start, end);
  return { slides: count, upgradeMs: end - start, longTasks: tasks.count, longestTaskMs: tasks.longest };
}

(window as unknown as { runGalleryBench: typeof run }).runGalleryBench = run;
