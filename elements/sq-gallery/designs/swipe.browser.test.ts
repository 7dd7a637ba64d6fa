import {
  emulateMedia,
  executeServerCommand,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions } from '../../../runtime/core/context.ts';
import { beforeUpgradeOpener } from '../../../test/browser/before-upgrade.ts';
import { loadFrame } from '../../../test/browser/frame.ts';
import {
  attributeLog,
  cleanup,
  fixture,
  intersectionReport,
  MODULE_LOAD_TIMEOUT_MS,
  settle,
  updateComplete,
  waitFor,
} from '../../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../../test/browser/prerender.ts';
import { swipe, tap } from '../../../test/browser/tap.ts';
import { TOUCHES_COMMAND, type TouchStep } from '../../../test/browser/tap-commands.ts';
import {
  expectDrawnInPlace,
  expectFocusInside,
  expectMovesLeaveAddress,
  focusedBox,
  layoutShifts,
  loadingSlides,
  nextFromKeyboard,
  tabThrough,
} from './moving/moving.browser-helpers.ts';

const load = () => import('../gallery.element.ts');

type Gallery = HTMLElement & { currentIndex: number };

const imageAt = (name: string, width: number, height: number, n: number) =>
  `/api/images/${name}/${width}x${height}.svg?n=${n}`;
/** `count` light-DOM slides, as a template author writes them, each with an id. */
const slides = (count: number, name = `s${Math.random().toString(36).slice(2, 9)}`) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<img src="${imageAt(name, 1200, 800, i)}" alt="Photo ${i + 1}" loading="lazy" width="1200" height="800" data-image-dimensions="1200x800" data-slide-id="photo-${i + 1}">`,
  ).join('');

const gallery = (design: string, count: number, attributes = '') =>
  fixture<Gallery>(`<sq-gallery design="${design}" ${attributes}>${slides(count)}</sq-gallery>`);

const root = (host: Element) => host.shadowRoot as ShadowRoot;
const region = (host: Element) => root(host).querySelector('section[part=gallery]') as HTMLElement;
const tiles = (host: Element) => [...root(host).querySelectorAll<HTMLElement>('[part~=slide]')];
const track = (host: Element) => root(host).querySelector('.track') as HTMLElement;
const viewport = (host: Element) => root(host).querySelector('.viewport') as HTMLElement;
/** The indexes of the slides that are not inert. */
const shownSlides = (host: Element) =>
  tiles(host)
    .filter((tile) => !tile.inert)
    .map((tile) => Number(tile.dataset.index));
const button = (host: Element, name: string) =>
  root(host).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const linkOf = (host: Element, index: number) =>
  root(host).querySelector<HTMLElement>(`[part=link][data-index="${index}"]`) as HTMLElement;
const focused = (): Element | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
/** How far the track is moved left, px, as drawn now. */
const trackShift = (host: Element) => -new DOMMatrix(getComputedStyle(track(host)).transform).m41;

async function ready(host: Element, count: number) {
  await waitFor(() => tiles(host).length === count, `${count} slides`, 10000);
  await waitFor(() => host.hasAttribute('data-drawn'), 'the design drawn');
}
const idle = (host: HTMLElement) => waitFor(() => host.dataset.state === 'idle', 'the gallery still');
/** Waits until the track's transition, if any, has ended. */
async function trackStill(host: Element) {
  await Promise.all(
    track(host)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}
/** The middle of the gallery's frame, in page pixels. */
function middle(host: Element) {
  const box = viewport(host).getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2), width: box.width };
}
/** Each slide change's index. */
function changes(host: Element): number[] {
  const seen: number[] = [];
  host.addEventListener('sq-slide-change', (event) => seen.push((event as CustomEvent).detail.index));
  return seen;
}
/** The track's shift as drawn at each move of a drag (read after the design's own handler has drawn it). */
function shiftsWhileDragging(host: Element): number[] {
  const drawn: number[] = [];
  host.addEventListener('pointermove', () => drawn.push(trackShift(host)));
  return drawn;
}
/** One finger down at (x, y), moved left by each of `travel` px in turn (negative: right), then lifted. */
async function touches(x: number, y: number, travel: number[]) {
  const finger = (at: number) => [{ x: Math.round(at), y, id: 0 }];
  await executeServerCommand<true, TouchStep[]>(TOUCHES_COMMAND, [
    { type: 'touchStart', touchPoints: finger(x) },
    ...travel.map((dx): TouchStep => ({ type: 'touchMove', touchPoints: finger(x - dx) })),
    { type: 'touchEnd', touchPoints: [] },
  ]);
}
/** The current slide's box relative to the gallery, rounded to 1/10 px. */
function currentBox(host: Element) {
  const origin = host.getBoundingClientRect();
  const tile = tiles(host).find((candidate) => !candidate.inert) as HTMLElement;
  const box = tile.getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return { left: r(box.left - origin.left), top: r(box.top - origin.top), width: r(box.width), height: r(box.height) };
}
/** The first light-DOM slide's box, as currentBox measures the design's. */
function firstLightBox(host: Element) {
  const origin = host.getBoundingClientRect();
  const box = (host.firstElementChild as Element).getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return { left: r(box.left - origin.left), top: r(box.top - origin.top), width: r(box.width), height: r(box.height) };
}

describe('sq-gallery swipe and new-swipe', function () {
  this.timeout(30000);
  before(async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    await load();
    document.body.style.margin = '0';
  });
  afterEach(async () => {
    cleanup();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('Layout at three widths', () => {
    for (const design of ['swipe', 'new-swipe']) {
      for (const width of [360, 600, 1024]) {
        it(`${design} at ${width} px shows one slide across the width, 2:1, 3:2 or v-size high`, async () => {
          await setViewport({ width, height: 800 });
          const plain = gallery(design, 5);
          await ready(plain, 5);
          expect(shownSlides(plain)).to.deep.equal([0]);
          const box = currentBox(plain);
          expect(box.width).to.be.closeTo(width, 0.6);
          expect(box.height).to.be.closeTo(width / 2, 0.6);
          expect(plain.getBoundingClientRect().height).to.be.closeTo(width / 2, 0.6);
          cleanup();
          const ratio = gallery(design, 5, 'image-aspect-ratio="3:2"');
          await ready(ratio, 5);
          expect(currentBox(ratio).height).to.be.closeTo(width / 1.5, 0.6);
          cleanup();
          const tall = gallery(design, 5, 'v-size="75" image-aspect-ratio="3:2"');
          await ready(tall, 5);
          expect(currentBox(tall).height).to.be.closeTo(width * 0.75, 0.6);
        });
      }
    }
  });

  describe('Touch', () => {
    for (const design of ['swipe', 'new-swipe']) {
      it(`${design}: a finger swiping left goes to the next slide, right to the previous`, async () => {
        await setViewport({ width: 600, height: 800 });
        const host = gallery(design, 4);
        await ready(host, 4);
        const seen = changes(host);
        const { x, y, width } = middle(host);
        // Further than the width over 2.25 (267 px): a swipe however slowly the machine sends it.
        await swipe({ x: x + 150, y }, { x: x - 150, y });
        await waitFor(() => shownSlides(host).join() === '1', 'the second slide');
        await trackStill(host);
        expect(trackShift(host)).to.be.closeTo(width, 1);
        await idle(host);
        await swipe({ x: x - 150, y }, { x: x + 150, y });
        await waitFor(() => shownSlides(host).join() === '0', 'back to the first slide');
        await trackStill(host);
        expect(trackShift(host)).to.be.closeTo(0, 1);
        expect(seen).to.deep.equal([1, 0]);
      });
    }

    it('swipe: a short slow drag, a vertical drag, and a swipe past the first slide with loop off move nothing', async () => {
      await setViewport({ width: 600, height: 800 });
      const host = gallery('swipe', 4);
      await ready(host, 4);
      const seen = changes(host);
      const beginnings: number[] = [];
      host.addEventListener('sq-reached-beginning', () => beginnings.push(1));
      const { x, y } = middle(host);
      // 30 px: under the flick's 50 px and the width over 2.25, however fast.
      await swipe({ x: x + 15, y }, { x: x - 15, y }, 6);
      await swipe({ x, y: y - 100 }, { x: x - 8, y: y + 100 });
      await swipe({ x: x - 150, y }, { x: x + 150, y });
      // The last drag's end, which the first two's come before.
      await waitFor(() => beginnings.length > 0, 'the beginning reached');
      await trackStill(host);
      expect(seen).to.deep.equal([]);
      expect(beginnings).to.deep.equal([1]);
      expect(shownSlides(host)).to.deep.equal([0]);
      expect(trackShift(host)).to.be.closeTo(0, 1);
    });

    it('swipe: the track follows the finger while it is down, and gives only a third past the first slide', async () => {
      await setViewport({ width: 600, height: 800 });
      const host = gallery('swipe', 4);
      await ready(host, 4);
      const drawn = shiftsWhileDragging(host);
      const { x, y } = middle(host);
      await touches(x, y, [20, 40, 60, 80, 100, 50, 0, -30, -60]);
      // Left with the finger, up to the 100 px it went, then back past the first slide: a third of those 60 px.
      expect(Math.max(...drawn)).to.be.within(79, 101);
      expect(drawn.at(-1)).to.be.closeTo(-20, 1);
      await trackStill(host);
      expect(trackShift(host)).to.be.closeTo(0, 1);
    });

    it('new-swipe: a drag past the last slide gives a third with inertial boundaries, nothing with hard ones', async () => {
      await setViewport({ width: 600, height: 800 });
      for (const [boundaries, past] of [
        ['inertial', 200 / 3],
        ['hard', 0],
      ] as const) {
        const host = gallery('new-swipe', 2, `design-options='{"boundaries":"${boundaries}"}'`);
        await ready(host, 2);
        await idle(host);
        button(host, 'Next slide')?.click();
        await waitFor(() => shownSlides(host).join() === '1', 'the last slide');
        await trackStill(host);
        await idle(host);
        const { x, y, width } = middle(host);
        const drawn = shiftsWhileDragging(host);
        await touches(x, y, [50, 100, 150, 200]);
        expect(drawn.at(-1), boundaries).to.be.closeTo(width + past, 1);
        expect(Math.max(...drawn), boundaries).to.be.at.most(width + past + 1);
        await waitFor(() => Math.abs(trackShift(host) - width) < 1, 'back at the last slide');
        cleanup();
      }
    });

    for (const [windowWidth, min, max] of [
      [1024, 0.3, 0.5],
      [600, 0.2, 0.4],
    ] as const) {
      it(`new-swipe snaps in ${min}–${max} s in a ${windowWidth} px window`, async () => {
        await setViewport({ width: windowWidth, height: 800 });
        await waitFor(() => innerWidth === windowWidth, `a ${windowWidth} px window`);
        // Two slides: let go past half the width, the track rests on the second however fast the moves came. With
        // more, the throw (the velocity of the last moves times 200 ms) carries it one slide further or not, by the
        // machine's timing of the moves: 77 px a frame at 1024 px is a throw past the second slide's middle.
        const host = gallery('new-swipe', 2);
        await ready(host, 2);
        await idle(host);
        await trackStill(host);
        const seen = changes(host);
        const { x, y, width } = middle(host);
        const half = Math.round(width * 0.3);
        await swipe({ x: x + half, y }, { x: x - half, y });
        await waitFor(() => seen.length > 0, 'a slide change');
        expect(seen).to.deep.equal([1]);
        expect(shownSlides(host)).to.deep.equal([1]);
        const seconds = Number.parseFloat(getComputedStyle(track(host)).transitionDuration);
        expect(seconds).to.be.within(min, max);
        await trackStill(host);
        expect(trackShift(host)).to.be.closeTo(width, 1);
      });
    }

    it('new-swipe with snap points none rests where it was thrown', async () => {
      await setViewport({ width: 600, height: 800 });
      const free = gallery('new-swipe', 4, `design-options='{"snapPoints":"none"}'`);
      await ready(free, 4);
      const { x, y, width } = middle(free);
      await swipe({ x: x + 60, y }, { x: x - 60, y });
      await waitFor(() => free.dataset.state === 'idle' && track(free).getAnimations().length === 0, 'at rest');
      await trackStill(free);
      const shift = trackShift(free);
      // Thrown on past the 120 px dragged, and resting between two slides, with the nearest one current.
      expect(shift).to.be.at.least(119);
      expect(shift % width).to.not.be.closeTo(0, 1);
      expect(shownSlides(free)).to.deep.equal([Math.round(shift / width)]);
    });

    it('a tap opens the lightbox at the slide; a drag with the mouse moves and opens nothing', async () => {
      await setViewport({ width: 600, height: 800 });
      await waitFor(() => innerWidth === 600, 'a 600 px window');
      const host = gallery('swipe', 4);
      await ready(host, 4);
      await idle(host);
      await trackStill(host);
      const requests: number[] = [];
      host.addEventListener('sq-lightbox-request', (event) => {
        event.preventDefault();
        requests.push((event as CustomEvent).detail.index);
      });
      try {
        // A touch that lands while the last test's swipe still flings only stops the fling (the browser gives it no
        // click): stop any fling with a touch in the page's corner, off the gallery, first.
        await touches(2, 2, []);
        // The click a tap gives comes after the touch's end has been handled: wait for it, not for the command.
        await tap(viewport(host));
        await waitFor(() => requests.length > 0, 'the lightbox asked for');
        // For the slide tapped. (On a busy machine one tap can ask for it twice: the gallery may ask again by
        // design, when a lightbox gets defined; what matters here is what a drag adds, below.)
        expect(new Set(requests)).to.deep.equal(new Set([0]));
        const { x, y } = middle(host);
        await sendMouse({ type: 'move', position: [x + 150, y] });
        await sendMouse({ type: 'down' });
        for (const at of [100, 0, -100, -150]) await sendMouse({ type: 'move', position: [x + at, y] });
        const asked = requests.length;
        // The click the release gives is handled as the button goes up, before the command returns.
        await sendMouse({ type: 'up' });
        expect(requests, 'nothing asked for by the drag').to.have.length(asked);
        await waitFor(() => shownSlides(host).join() === '1', 'the second slide');
        await trackStill(host);
      } finally {
        // The request added a <sq-lightbox> to the page for the autoloader (none here, so it stays undefined).
        document.querySelector('sq-lightbox')?.remove();
      }
    });
  });

  describe('Buttons, loop, keyboard and focus', () => {
    it('previous and next are disabled at the ends with loop off; with loop they go round', async () => {
      const host = gallery('swipe', 3);
      await ready(host, 3);
      expect(button(host, 'Previous slide')?.getAttribute('aria-disabled')).to.equal('true');
      expect(button(host, 'Previous slide')?.classList.contains('disabled')).to.equal(true);
      for (const index of [1, 2]) {
        await idle(host);
        button(host, 'Next slide')?.click();
        await waitFor(() => shownSlides(host).join() === String(index), `slide ${index + 1}`);
      }
      expect(button(host, 'Next slide')?.getAttribute('aria-disabled')).to.equal('true');
      cleanup();
      const looped = gallery('new-swipe', 3, 'loop');
      await ready(looped, 3);
      expect(button(looped, 'Previous slide')?.hasAttribute('aria-disabled')).to.equal(false);
      button(looped, 'Previous slide')?.click();
      await waitFor(() => shownSlides(looped).join() === '2', 'round to the last slide');
      cleanup();
      const single = gallery('swipe', 1);
      await ready(single, 1);
      expect(button(single, 'Next slide')).to.equal(null);
    });

    for (const design of ['swipe', 'new-swipe']) {
      it(`${design}: other slides are inert; one tab stop; arrows move the slide and the focus`, async () => {
        const before = fixture<HTMLButtonElement>('<button>before</button>');
        const host = gallery(design, 4);
        await ready(host, 4);
        expect(tiles(host).map((tile) => tile.inert)).to.deep.equal([false, true, true, true]);
        before.focus();
        await sendKeys({ press: 'Tab' });
        expect(focused()).to.equal(linkOf(host, 0));
        await sendKeys({ press: 'Tab' });
        expect(focused()?.getAttribute('part')).to.not.equal('link');
        await sendKeys({ press: 'Shift+Tab' });
        for (const index of [1, 2]) {
          await idle(host);
          await sendKeys({ press: 'ArrowRight' });
          await waitFor(() => focused() === linkOf(host, index), `slide ${index + 1} focused`);
        }
        expect(shownSlides(host)).to.deep.equal([2]);
        expect(linkOf(host, 0).tabIndex).to.equal(-1);
        await idle(host);
        await sendKeys({ press: 'ArrowLeft' });
        await waitFor(() => focused() === linkOf(host, 1), 'back to slide 2');
      });
    }
  });

  describe('Focus in view', () => {
    for (const design of ['swipe', 'new-swipe']) {
      for (const width of [360, 600, 1200]) {
        it(`${design} at ${width} px: Tab reaches only what is in view, before and after next`, async () => {
          await setViewport({ width, height: 900 });
          const before = fixture<HTMLButtonElement>('<button>before</button>');
          const host = fixture<Gallery>(
            `<div style="padding: 0 5%"><sq-gallery design="${design}" autoplay autoplay-duration="60">${slides(5)}</sq-gallery></div>`,
          ).firstElementChild as Gallery;
          await ready(host, 5);
          const press = (key: string) => sendKeys({ press: key });
          expectFocusInside(host, await tabThrough(host, before, press));
          expectFocusInside(host, [await nextFromKeyboard(host, before, press)]);
          expectFocusInside(host, await tabThrough(host, before, press));
          linkOf(host, 1).focus();
          await press('ArrowRight');
          await waitFor(() => shownSlides(host).join() === '2', 'slide 3');
          await idle(host);
          await trackStill(host);
          expectFocusInside(host, [focusedBox()]);
        });
      }
    }
  });

  describe('Motion', () => {
    it('moves in 0.28 s, and at once under reduced motion or with in-motion off', async () => {
      const host = gallery('swipe', 3);
      await ready(host, 3);
      expect(getComputedStyle(track(host)).transitionDuration).to.equal('0.28s');
      cleanup();
      const still = gallery('swipe', 3, 'in-motion="false"');
      await ready(still, 3);
      expect(getComputedStyle(track(still)).transitionDuration).to.equal('0s');
      cleanup();
      await emulateMedia({ reducedMotion: 'reduce' });
      const reduced = gallery('new-swipe', 3);
      await ready(reduced, 3);
      expect(getComputedStyle(track(reduced)).transitionDuration).to.equal('0s');
      button(reduced, 'Next slide')?.click();
      await waitFor(() => shownSlides(reduced).join() === '1', 'the second slide');
      expect(track(reduced).getAnimations()).to.have.length(0);
    });
  });

  describe('Autoplay', () => {
    // The mouse rests outside every gallery, below it.
    beforeEach(() => sendMouse({ type: 'move', position: [790, 590] }));
    const autoplayOf = (host: Element) => region(host)?.dataset.autoplay;

    for (const design of ['swipe', 'new-swipe']) {
      it(`${design}: advances every autoplay-duration, round to the first, the live region off while it plays`, async () => {
        const host = gallery(design, 3, 'autoplay autoplay-duration="0.3"');
        await ready(host, 3);
        await waitFor(() => autoplayOf(host) === 'playing', 'playing');
        expect(viewport(host).getAttribute('aria-live')).to.equal('off');
        await waitFor(() => shownSlides(host).join() === '1', 'slide 2');
        await waitFor(() => shownSlides(host).join() === '2', 'slide 3');
        await waitFor(() => shownSlides(host).join() === '0', 'round to slide 1');
      });
    }

    it('without autoplay nothing moves and there is no pause button; the live region is polite', async () => {
      const host = gallery('swipe', 3, 'autoplay-duration="0.3"');
      await ready(host, 3);
      expect(autoplayOf(host)).to.equal('off');
      expect(button(host, 'Pause slides')).to.equal(null);
      expect(viewport(host).getAttribute('aria-live')).to.equal('polite');
    });

    it('randomize goes to another slide each time, never the one shown', async () => {
      const host = gallery('new-swipe', 4, `autoplay autoplay-duration="0.2" autoplay-options='{"randomize":true}'`);
      const moves: [number, number][] = [];
      host.addEventListener('sq-slide-change', (event) => {
        const { index, previousIndex } = (event as CustomEvent).detail;
        moves.push([previousIndex, index]);
      });
      await ready(host, 4);
      // A pick of the shown slide would change nothing, and autoplay would stop there: six changes in a row.
      await waitFor(() => moves.length >= 6, 'six changes', 15000);
      for (const [from, to] of moves) expect(to, `from ${from}`).to.not.equal(from);
    });

    it('with pauseOnMouseover, pauses while the mouse is over it, not for a finger on it', async () => {
      const host = gallery(
        'swipe',
        3,
        `autoplay autoplay-duration="0.3" lightbox="false" autoplay-options='{"pauseOnMouseover":[]}'`,
      );
      await ready(host, 3);
      await waitFor(() => autoplayOf(host) === 'playing', 'playing');
      const { x, y } = middle(host);
      await sendMouse({ type: 'move', position: [x, y] });
      await waitFor(() => autoplayOf(host) === 'hover', 'paused by the mouse');
      const shown = shownSlides(host).join();
      await sendMouse({ type: 'move', position: [790, 590] });
      await waitFor(() => autoplayOf(host) === 'playing', 'playing again');
      await waitFor(() => shownSlides(host).join() !== shown, 'a change once the mouse left');
      // A finger enters and leaves the gallery as it taps: every state autoplay passes through is logged.
      const states = attributeLog(region(host), 'data-autoplay');
      const before = shownSlides(host).join();
      await tap(viewport(host));
      await waitFor(() => shownSlides(host).join() !== before, 'a change after the tap');
      expect(states.map((state) => state.value)).to.not.include('hover');
      expect(autoplayOf(host)).to.equal('playing');
    });

    it('pauses while keyboard focus is inside, and plays once it leaves', async () => {
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const host = gallery('new-swipe', 3, 'autoplay autoplay-duration="0.3"');
      await ready(host, 3);
      await waitFor(() => autoplayOf(host) === 'playing', 'playing');
      before.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => autoplayOf(host) === 'focus', 'paused by focus');
      before.focus();
      await waitFor(() => autoplayOf(host) === 'playing', 'playing once focus left');
    });

    it('has a visible pause button that stops and restarts it', async () => {
      const host = gallery('swipe', 3, 'autoplay autoplay-duration="0.3"');
      await ready(host, 3);
      const pause = button(host, 'Pause slides') as HTMLButtonElement;
      const box = pause.getBoundingClientRect();
      expect(box.width).to.be.greaterThan(20);
      expect(box.top).to.be.at.least(region(host).getBoundingClientRect().top);
      expect(getComputedStyle(pause).visibility).to.equal('visible');
      pause.click();
      await waitFor(() => autoplayOf(host) === 'paused', 'paused by the button');
      const shown = shownSlides(host).join();
      (button(host, 'Play slides') as HTMLButtonElement).click();
      await waitFor(() => autoplayOf(host) === 'playing', 'playing again');
      await waitFor(() => shownSlides(host).join() !== shown, 'a change after play');
    });

    it('is off while a video slide shows, and back once another does', async () => {
      const video =
        '<figure data-type="video" data-image-dimensions="1200x800"><img src="/api/images/v/1200x800.svg" alt="A film" width="1200" height="800"></figure>';
      const host = fixture<Gallery>(
        `<sq-gallery design="swipe" autoplay autoplay-duration="0.3">${slides(1)}${video}${slides(1)}</sq-gallery>`,
      );
      await ready(host, 3);
      await waitFor(() => shownSlides(host).join() === '1', 'the video slide');
      await waitFor(() => autoplayOf(host) === 'video', 'off for the video');
      await idle(host);
      button(host, 'Next slide')?.click();
      await waitFor(() => autoplayOf(host) === 'playing', 'playing again');
      await waitFor(() => shownSlides(host).join() === '0', 'on round to slide 1');
    });

    it('is off under reduced motion: no pause button, and a change is drawn at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const host = gallery('new-swipe', 3, 'autoplay autoplay-duration="0.3"');
      await ready(host, 3);
      await waitFor(() => autoplayOf(host) === 'reduced-motion', 'autoplay off');
      expect(button(host, 'Pause slides')).to.equal(null);
      expect(viewport(host).getAttribute('aria-live')).to.equal('polite');
      await idle(host);
      button(host, 'Next slide')?.click();
      await waitFor(() => shownSlides(host).join() === '1', 'the second slide');
      expect(track(host).getAnimations()).to.have.length(0);
    });

    it('is off with nomotion=true in the address, which also moves the track at once', async () => {
      const address = location.href;
      history.replaceState(null, '', `${location.pathname}?nomotion=true`);
      try {
        const host = gallery('swipe', 3, 'autoplay autoplay-duration="0.3"');
        await ready(host, 3);
        await waitFor(() => autoplayOf(host) === 'no-motion', 'autoplay off');
        expect(button(host, 'Pause slides')).to.equal(null);
        expect(getComputedStyle(track(host)).transitionDuration).to.equal('0s');
      } finally {
        history.replaceState(null, '', address);
      }
    });
  });

  describe('History', () => {
    let address = '';
    beforeEach(() => {
      address = location.href;
    });
    afterEach(() => {
      history.replaceState(null, '', address);
      runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    });

    it('history-hash: a change replaces the itemId with the page address and the slide (no new entry)', async () => {
      const host = gallery('swipe', 3, 'history-hash');
      await ready(host, 3);
      const entries = history.length;
      expect(location.hash).to.equal('');
      await idle(host);
      button(host, 'Next slide')?.click();
      const expected = `${location.origin}${location.pathname.replace(/\/?$/, '/')}photo-2`;
      await waitFor(() => new URLSearchParams(location.hash.slice(1)).get('itemId') === expected, 'the itemId');
      expect(history.length).to.equal(entries);
    });

    it('history-hash: an itemId in the address on load selects its slide', async () => {
      history.replaceState(null, '', `${location.pathname}#itemId=${encodeURIComponent('/gallery/photo-3')}`);
      const host = gallery('new-swipe', 4, 'history-hash');
      await ready(host, 4);
      await waitFor(() => shownSlides(host).join() === '2', 'the third slide');
    });

    it('without history-hash, or in the backend editor, the address is neither read nor written', async () => {
      // The full form history-hash writes (a bare key would be the lightbox's to open, spec 000 §2).
      history.replaceState(null, '', `${location.pathname}#itemId=${encodeURIComponent('/gallery/photo-3')}`);
      const hash = location.hash;
      const off = gallery('swipe', 4);
      await ready(off, 4);
      // What must not come: the address read as the design mounts (in an effect, after a paint on preact/compat).
      await settle();
      expect(shownSlides(off)).to.deep.equal([0]);
      cleanup();
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      const editor = gallery('swipe', 4, 'history-hash');
      await ready(editor, 4);
      // The same, in the editor.
      await settle();
      expect(shownSlides(editor)).to.deep.equal([0]);
      await expectMovesLeaveAddress(editor, [1, 2]);
      expect(location.hash).to.equal(hash);
    });
  });

  describe('Meta box', () => {
    it("shows a slide's title and description over it, limited to 40 % of the frame when over 90 %", async () => {
      await setViewport({ width: 600, height: 800 });
      const long = Array.from({ length: 40 }, () => 'A long description of the harbour at dawn.').join(' ');
      const host = fixture<Gallery>(
        `<sq-gallery design="swipe">
          <figure data-image-dimensions="1200x800" data-title="Harbour"><img src="${imageAt('m', 1200, 800, 0)}" alt="Harbour at dawn"><figcaption>Boats at rest.</figcaption></figure>
          <figure data-image-dimensions="1200x800" data-title="Quay"><img src="${imageAt('m', 1200, 800, 1)}" alt="Quay"><figcaption>${long}</figcaption></figure>
        </sq-gallery>`,
      );
      await ready(host, 2);
      const metas = [...root(host).querySelectorAll<HTMLElement>('[part=meta]')];
      expect(metas.map((meta) => meta.querySelector('[part=title]')?.textContent)).to.deep.equal(['Harbour', 'Quay']);
      const frame = viewport(host).getBoundingClientRect().height;
      await waitFor(() => metas[1]?.hasAttribute('data-limited') === true, 'the long one limited');
      expect(metas[1]?.getBoundingClientRect().height).to.be.closeTo(frame * 0.4, 1);
      expect(metas[1]?.scrollHeight).to.be.greaterThan(frame * 0.9);
      expect(metas[1]?.tabIndex).to.equal(0);
      expect(metas[0]?.hasAttribute('data-limited')).to.equal(false);
      expect(metas[0]?.getBoundingClientRect().height).to.be.lessThan(frame * 0.4);
      expect(metas[0]?.getBoundingClientRect().bottom).to.be.closeTo(viewport(host).getBoundingClientRect().bottom, 1);
    });
  });

  describe('Accessibility', () => {
    it('is an APG carousel: a labelled region, slides as groups "n of m", named buttons, a polite live region', async () => {
      const host = fixture<Gallery>(`<sq-gallery design="swipe" aria-label="Harbour">${slides(4)}</sq-gallery>`);
      await ready(host, 4);
      expect(region(host).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region(host).getAttribute('aria-label')).to.equal('Harbour');
      expect(tiles(host).map((tile) => `${tile.getAttribute('role')} ${tile.getAttribute('aria-label')}`)).to.include(
        'group 3 of 4',
      );
      expect(viewport(host).getAttribute('aria-live')).to.equal('polite');
    });

    for (const [design, attributes] of [
      ['swipe', ''],
      ['new-swipe', 'loop'],
    ]) {
      it(`axe finds nothing (${design} ${attributes})`, async () => {
        const host = gallery(design as string, 4, attributes);
        await ready(host, 4);
        await updateComplete(host);
        await idle(host);
        const results = await axe.run(host);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
      });
    }
  });

  describe('No layout shift', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();

    for (const design of ['swipe', 'new-swipe']) {
      it(`${design}: the first light-DOM slide sits where the design draws it, before and after the upgrade`, async () => {
        const page = await openBeforeUpgrade();
        const shifts = layoutShifts(page.window);
        const container = page.add(
          `<sq-gallery design="${design}" image-aspect-ratio="3:2">${slides(4)}</sq-gallery><p>Below</p>`,
        );
        const host = container.querySelector('sq-gallery') as HTMLElement;
        const below = container.querySelector('p') as HTMLElement;
        const before = firstLightBox(host);
        expect(before.width).to.be.greaterThan(100);
        expect(before.height).to.be.closeTo(before.width / 1.5, 0.6);
        const belowTop = await expectDrawnInPlace(page, host, before, () => currentBox(host));
        (root(host).querySelector('button[aria-label="Next slide"]') as HTMLButtonElement).click();
        await waitFor(() => shownSlides(host).join() === '1', 'the second slide');
        await trackStill(host);
        // Drawn at rest by a rendering update, which finds any shift: the first report of an observer made now.
        await intersectionReport(below);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
        expect(shifts()).to.deep.equal([]);
      });
    }

    for (const design of ['swipe', 'new-swipe']) {
      it(`${design}, image-aspect-ratio Auto: the first light-DOM slide has its image's ratio while it loads, as drawn`, async () => {
        const page = await openBeforeUpgrade();
        // The boxes are read while the images are still loading.
        const loading = loadingSlides(3);
        const container = page.add(
          `<sq-gallery design="${design}" image-aspect-ratio="Auto">${loading}</sq-gallery><p>Below</p>`,
        );
        const host = container.querySelector('sq-gallery') as HTMLElement;
        const before = firstLightBox(host);
        expect((host.firstElementChild as HTMLImageElement).complete, 'the first image still loading').to.equal(false);
        expect(before.height).to.be.closeTo(before.width / 1.5, 0.6);
        await expectDrawnInPlace(page, host, before, () => currentBox(host));
      });
    }

    it('server-rendered: the page shows the first slide as the design will, and hydrating moves nothing', async () => {
      const html = await prerender(
        `<!doctype html><html><head></head><body style="margin:0"><sq-gallery design="swipe" v-size="60">${slides(4)}</sq-gallery><p>Below</p></body></html>`,
      );
      const frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:1000px;height:700px;border:0;opacity:0;pointer-events:none',
      );
      try {
        const window = frame.contentWindow as unknown as Window & { prerenderedPage: PrerenderedPage };
        window.document.body.style.margin = '0';
        window.document.body.setHTMLUnsafe(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
        await window.prerenderedPage.stylesheetsLoaded();
        const host = window.document.querySelector('sq-gallery') as HTMLElement;
        const below = window.document.querySelector('p') as HTMLElement;
        expect(host.shadowRoot?.querySelector('slot'), 'the server shows the light-DOM slides').to.not.equal(null);
        const before = firstLightBox(host);
        const belowTop = below.getBoundingClientRect().top;
        expect(before).to.deep.equal({ left: 0, top: 0, width: 1000, height: 600 });
        await window.prerenderedPage.load('/elements/sq-gallery/gallery.element.ts');
        await waitFor(() => host.hasAttribute('data-drawn'), 'the design drawn', 10000);
        await updateComplete(host);
        expect(currentBox(host)).to.deep.equal(before);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
      } finally {
        frame.remove();
      }
    });
  });
});
