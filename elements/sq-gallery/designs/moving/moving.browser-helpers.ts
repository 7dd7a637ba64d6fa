/** What the browser tests of the moving designs share: fixtures and what they read. */
import { expect } from 'chai';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions } from '../../../../runtime/core/context.ts';
import type { BeforeUpgrade } from '../../../../test/browser/before-upgrade.ts';
import { attributeLog, updateComplete, waitFor } from '../../../../test/browser/harness.ts';

export type Gallery = HTMLElement & { currentIndex: number };

const imageAt = (name: string, width: number, height: number, n: number, query = '') =>
  `/api/images/${name}/${width}x${height}.svg?n=${n}${query}`;

/** `count` light-DOM slides of `width` x `height`, as a template author writes them; `query` goes on each image's address. */
export const slides = (
  count: number,
  width = 1200,
  height = 800,
  name = `m${Math.random().toString(36).slice(2, 9)}`,
  query = '',
) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<img src="${imageAt(name, width, height, i, query)}" alt="Photo ${i + 1}" loading="lazy" width="${width}" height="${height}" data-image-dimensions="${width}x${height}">`,
  ).join('');

/** How late the reference API answers a loading slide's image: boxes read at once are read while it loads. */
export const LOADING_MS = 4000;

/** `count` light-DOM slides of 1200 x 800 whose images are still loading for a while. */
export const loadingSlides = (count: number) => slides(count, 1200, 800, undefined, `&delay=${LOADING_MS}`);

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

/**
 * The layout shifts a window reports from now on: what it gives has every shift found so far, those not yet
 * handed to the observer too (a shift is found in a rendering update, and handed over in a task after it).
 */
export function layoutShifts(window: Window & typeof globalThis): () => number[] {
  const shifts: number[] = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries) shifts.push((entry as PerformanceEntry & { value: number }).value);
  };
  const observer = new window.PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  return () => {
    take(observer.takeRecords());
    return shifts;
  };
}

/**
 * Records the drags of the slides in `list` (the element a design marks `data-dragging` while a finger drags
 * them), from now on; what it returns says whether one has begun and the finger has let go of it, as the
 * design saw it: a touch's pointer events may come after the command that sent them has returned.
 */
export function dragReleased(list: Element): () => boolean {
  const log = attributeLog(list, 'data-dragging');
  return () => log.some((change) => change.value !== null) && !list.hasAttribute('data-dragging');
}

/** Resolves at the document's next `scrollend`: the page's scroll, a fling with it, is over. */
export const scrollEnded = () =>
  new Promise<void>((resolve) => document.addEventListener('scrollend', () => resolve(), { once: true }));

/**
 * Defines sq-gallery in a page made before the upgrade and waits for its design to be drawn: the slides it draws
 * (`drawn`) must sit where the light-DOM slides were (`before`), and what follows the gallery must not move. Returns
 * where that was, for the checks after.
 */
export async function expectDrawnInPlace(
  page: BeforeUpgrade,
  gallery: HTMLElement,
  before: unknown,
  drawn: () => unknown,
): Promise<number> {
  const below = gallery.nextElementSibling as HTMLElement;
  const belowTop = below.getBoundingClientRect().top;
  await page.define('sq-gallery');
  await waitFor(() => gallery.hasAttribute('data-drawn'), 'the design drawn', 10000);
  // Its first render done, the width it measured before the first paint with it.
  await updateComplete(gallery);
  expect(drawn()).to.deep.equal(before);
  expect(below.getBoundingClientRect().top).to.equal(belowTop);
  return belowTop;
}

/** The same slides, each with `data-slide-id="photo-n"` (n from 1), the key history tracking names it by. */
export const withSlideIds = (html: string) =>
  html.replace(/ alt="Photo (\d+)"/g, ' alt="Photo $1" data-slide-id="photo-$1"');

/** The itemId history tracking writes for the slide `key` on this page: its address, a slash, the key. */
export const itemIdFor = (key: string) => `${location.origin}${location.pathname.replace(/\/?$/, '/')}${key}`;

/** The itemId in the page's address now; null for none. */
export const addressItemId = () => new URLSearchParams(location.hash.slice(1)).get('itemId');

/** Opens the page at an address whose itemId names the slide `key` (as history tracking writes it, on another page). */
export const openWithItemId = (key: string) =>
  history.replaceState(null, '', `${location.pathname}#itemId=${encodeURIComponent(`/gallery/${key}`)}`);

/** Gives each test of the suite the page's address as it was before it (history tracking and nomotion change it). */
export function restoreAddressAfterEach() {
  let address = '';
  beforeEach(() => {
    address = location.href;
  });
  afterEach(() => {
    history.replaceState(null, '', address);
  });
}

/** The index of the current slide. */
export const currentOf = (gallery: Element) =>
  Number(root(gallery).querySelector('[data-current]')?.getAttribute('data-index'));

/**
 * Moves the gallery on with Next, once for each slide of `currents` (the slide current after each move), and
 * expects the address as it was: nothing written. A view's pending effects (where the address is written, run
 * after a paint on preact/compat) run before it draws again, so each move's have run once the next is drawn.
 */
export async function expectMovesLeaveAddress(gallery: HTMLElement, currents: readonly number[]) {
  const hash = location.hash;
  for (const next of currents) {
    await idle(gallery);
    button(gallery, 'Next slide')?.click();
    await waitFor(() => currentOf(gallery) === next, `slide ${next + 1} current`);
  }
  expect(location.hash).to.equal(hash);
}

/**
 * In the backend editor history-hash is off (spec 001 §2): an itemId in the
 * address selects nothing, and moving leaves the address as it was. Moving
 * twice from the first slide shows the gallery started there, and that the
 * first move's effects have run.
 */
export async function expectEditorLeavesAddress(make: () => Gallery, count: number) {
  openWithItemId('photo-3');
  runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
  try {
    const gallery = make();
    await ready(gallery, count);
    await expectMovesLeaveAddress(gallery, [1, 2]);
  } finally {
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
  }
}

/** The focused element's box, and what it is, for a message. */
export interface FocusedBox {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The focused element's box now (through shadow roots). */
export function focusedBox(): FocusedBox {
  const element = focused() as HTMLElement;
  const { left, right, top, bottom } = element.getBoundingClientRect();
  const what = `${element.localName}[part=${element.getAttribute('part') ?? ''}] ${element.getAttribute('aria-label') ?? ''}`;
  return { what, left, right, top, bottom };
}

/**
 * Tabs from `before` (a button ahead of the gallery) through the gallery
 * until the focus leaves it, then back with Shift+Tab; the box of every
 * element focused inside it on the way.
 */
export async function tabThrough(
  gallery: Element,
  before: HTMLElement,
  press: (key: string) => Promise<void>,
): Promise<FocusedBox[]> {
  const inside = (element: Element | null) => element !== null && root(gallery).contains(element);
  const boxes: FocusedBox[] = [];
  before.focus();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let stops = 0; stops < 40; stops++) {
      await press(key);
      if (!inside(focused())) break;
      boxes.push(focusedBox());
    }
  }
  return boxes;
}

/** Expects every box (focused on the way through the gallery) inside the gallery's box, and at least one. */
export function expectFocusInside(gallery: Element, boxes: readonly FocusedBox[]) {
  const box = gallery.getBoundingClientRect();
  expect(boxes.length, 'a stop in the gallery').to.be.greaterThan(0);
  for (const stop of boxes) {
    const inside =
      stop.left >= box.left - 1 &&
      stop.right <= box.right + 1 &&
      stop.top >= box.top - 1 &&
      stop.bottom <= box.bottom + 1;
    const where = `${stop.what} at x ${Math.round(stop.left)} to ${Math.round(stop.right)}`;
    expect(inside, `${where}, the gallery at ${Math.round(box.left)} to ${Math.round(box.right)}`).to.equal(true);
  }
}

/**
 * Presses "Next slide" from the keyboard (Tab from `before` to it, then
 * Enter), as a keyboard user does, and waits until the gallery has moved and
 * is still; the box of what has the focus then (the focus follows the
 * current slide when it was in the gallery).
 */
export async function nextFromKeyboard(
  gallery: HTMLElement,
  before: HTMLElement,
  press: (key: string) => Promise<void>,
): Promise<FocusedBox> {
  const from = currentOf(gallery);
  before.focus();
  for (let stops = 0; stops < 40 && focused() !== button(gallery, 'Next slide'); stops++) await press('Tab');
  expect(focused(), 'Next slide focused').to.equal(button(gallery, 'Next slide'));
  await idle(gallery);
  await press('Enter');
  await waitFor(() => currentOf(gallery) !== from, 'the next slide current');
  await idle(gallery);
  await still(gallery);
  return focusedBox();
}

/** The middle of an element, in page pixels. */
export function middleOf(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

/** How far an element is moved sideways by its transform, px, as drawn now. */
export const shiftOf = (element: Element) => new DOMMatrix(getComputedStyle(element).transform).m41;

/** Each slide change's index, from now on. */
export function slideChanges(gallery: Element): number[] {
  const seen: number[] = [];
  gallery.addEventListener('sq-slide-change', (event) => seen.push((event as CustomEvent).detail.index));
  return seen;
}

/**
 * A page taller than the window below the gallery, so that a finger can
 * scroll it; returns what removes it. The page is scrolled to the top.
 */
export function tallPage(): () => void {
  const filler = document.createElement('div');
  filler.style.height = '3000px';
  document.body.append(filler);
  scrollTo(0, 0);
  return () => {
    filler.remove();
    scrollTo(0, 0);
  };
}
