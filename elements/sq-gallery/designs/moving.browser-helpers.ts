/** What the browser tests of the moving designs (slideshow, strip) share: fixtures and what they read. */
import { waitFor } from '../../../test/browser/harness.ts';

export type Gallery = HTMLElement & { currentIndex: number };

const imageAt = (name: string, width: number, height: number, n: number) =>
  `/api/images/${name}/${width}x${height}.svg?n=${n}`;

/** `count` light-DOM slides of `width` x `height`, as a template author writes them. */
export const slides = (
  count: number,
  width = 1200,
  height = 800,
  name = `m${Math.random().toString(36).slice(2, 9)}`,
) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<img src="${imageAt(name, width, height, i)}" alt="Photo ${i + 1}" loading="lazy" width="${width}" height="${height}" data-image-dimensions="${width}x${height}">`,
  ).join('');

export const root = (gallery: Element) => gallery.shadowRoot as ShadowRoot;
export const region = (gallery: Element) => root(gallery).querySelector('section[part=gallery]') as HTMLElement;
export const tiles = (gallery: Element) => [...root(gallery).querySelectorAll<HTMLElement>('[part~=slide]')];
/** Every slide group, drawn or not. */
export const groups = (gallery: Element) => [
  ...root(gallery).querySelectorAll<HTMLElement>('[role=group][data-index]'),
];
/** The indexes of the slides that are on screen (not inert). */
export const shownSlides = (gallery: Element) =>
  groups(gallery)
    .filter((group) => !group.inert)
    .map((group) => Number(group.dataset.index));
export const button = (gallery: Element, name: string) =>
  root(gallery).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
/** The focused element, through shadow roots. */
export const focused = (): Element | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

/** Waits until the design has drawn its `count` slides. */
export async function ready(gallery: Element, count: number) {
  await waitFor(() => groups(gallery).length === count, `${count} slides`, 10000);
  await waitFor(() => gallery.hasAttribute('data-drawn'), 'the design drawn');
}

/** Waits until the gallery is still: a change is refused while it moves (spec 001 §4). */
export const idle = (gallery: HTMLElement) => waitFor(() => gallery.dataset.state === 'idle', 'the gallery still');

/** Waits until every animation and transition in the gallery's shadow root has finished (endless ones aside). */
export async function still(gallery: Element) {
  const finite = root(gallery)
    .getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
  await Promise.all(finite.map((animation) => animation.finished));
}

/** Boxes relative to the gallery, rounded to 1/10 px. */
export function boxesOf(gallery: Element, elements: readonly Element[]) {
  const origin = gallery.getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: r(box.left - origin.left),
      top: r(box.top - origin.top),
      width: r(box.width),
      height: r(box.height),
    };
  });
}

/** Sums the layout shifts a window reports from now on. */
export function layoutShifts(window: Window & typeof globalThis): number[] {
  const shifts: number[] = [];
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
  return shifts;
}
