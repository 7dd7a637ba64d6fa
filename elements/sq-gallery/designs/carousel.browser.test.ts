import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
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
import { swipe } from '../../../test/browser/tap.ts';
import {
  addressItemId,
  currentOf,
  dragReleased,
  expectDrawnInPlace,
  expectFocusInside,
  expectMovesLeaveAddress,
  itemIdFor,
  layoutShifts,
  loadingSlides,
  middleOf,
  nextFromKeyboard,
  openWithItemId,
  restoreAddressAfterEach,
  scrollEnded,
  shiftOf,
  slideChanges,
  tabThrough,
  tallPage,
  withSlideIds,
} from './moving/moving.browser-helpers.ts';

const load = () => import('../gallery.element.ts');

type Gallery = HTMLElement & { currentIndex: number };

const imageAt = (name: string, width: number, height: number, n: number) =>
  `/api/images/${name}/${width}x${height}.svg?n=${n}`;
/** `count` light-DOM slides, as a template author writes them. */
const slides = (count: number, name = `c${Math.random().toString(36).slice(2, 9)}`) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<img src="${imageAt(name, 1200, 800, i)}" alt="Photo ${i + 1}" loading="lazy" width="1200" height="800" data-image-dimensions="1200x800">`,
  ).join('');

const carousel = (count: number, attributes = '') =>
  fixture<Gallery>(`<sq-gallery design="carousel" ${attributes}>${slides(count)}</sq-gallery>`);

const root = (gallery: Element) => gallery.shadowRoot as ShadowRoot;
const region = (gallery: Element) => root(gallery).querySelector('section[part=gallery]') as HTMLElement;
const tiles = (gallery: Element) => [...root(gallery).querySelectorAll<HTMLElement>('[part~=slide]')];
/** The indexes of the slides that are on screen (not inert). */
const shownSlides = (gallery: Element) =>
  tiles(gallery)
    .filter((tile) => !tile.inert)
    .map((tile) => Number(tile.dataset.index));
const button = (gallery: Element, name: string) =>
  root(gallery).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const linkOf = (gallery: Element, index: number) =>
  root(gallery).querySelector<HTMLElement>(`[part=link][data-index="${index}"]`) as HTMLElement;
const autoplayOf = (gallery: Element) => region(gallery)?.dataset.autoplay;
/** The focused element, through shadow roots. */
const focused = (): Element | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

/** Waits until the carousel has drawn its slides and the track is where the current group puts it. */
async function ready(gallery: Element, count: number) {
  await waitFor(() => tiles(gallery).length === count, `${count} carousel slides`, 10000);
  await waitFor(() => gallery.hasAttribute('data-drawn'), 'the carousel drawn');
}

/**
 * Waits until the gallery is still: a change is refused while it moves (spec 001 §4), and a move lasts
 * until the animations on its tiles (an image's load animation) end.
 */
const idle = (gallery: HTMLElement) => waitFor(() => gallery.dataset.state === 'idle', 'the gallery still');

/** Waits until the track's transition, if any, has ended. */
async function trackStill(gallery: Element) {
  const track = root(gallery).querySelector('.track') as HTMLElement;
  await Promise.all(track.getAnimations().map((animation) => animation.finished));
}

/** Each shown slide's left edge and width, relative to the gallery, rounded to 1/10 px. */
function shownBoxes(gallery: Element) {
  const origin = gallery.getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return tiles(gallery)
    .filter((tile) => !tile.inert)
    .map((tile) => {
      const box = tile.getBoundingClientRect();
      return { left: r(box.left - origin.left), width: r(box.width), height: r(box.height) };
    });
}

/** The first `count` light-DOM slides' boxes, as shownBoxes measures the carousel's. */
function lightBoxes(gallery: Element, count: number) {
  const origin = gallery.getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return [...gallery.children].slice(0, count).map((child) => {
    const box = child.getBoundingClientRect();
    return { left: r(box.left - origin.left), width: r(box.width), height: r(box.height) };
  });
}

describe('sq-gallery carousel', function () {
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
    for (const [width, perRow, fivePerRow] of [
      [360, 2, 2],
      [600, 3, 3],
      [1024, 3, 5],
    ] as const) {
      it(`at ${width} px shows ${perRow} slides a row (${fivePerRow} when 5 are asked for), 1 % apart, square`, async () => {
        await setViewport({ width, height: 800 });
        const gallery = carousel(7);
        await ready(gallery, 7);
        expect(shownSlides(gallery)).to.deep.equal(Array.from({ length: perRow }, (_, i) => i));
        const tile = (width - (perRow - 1) * width * 0.01) / perRow;
        for (const [i, box] of shownBoxes(gallery).entries()) {
          expect(box.width).to.be.closeTo(tile, 0.6);
          expect(box.height).to.be.closeTo(tile, 0.6);
          expect(box.left).to.be.closeTo(i * (tile + width * 0.01), 0.6);
        }
        expect(gallery.getBoundingClientRect().height).to.be.closeTo(tile, 0.6);
        cleanup();
        const five = carousel(7, 'slides-per-row="5"');
        await ready(five, 7);
        expect(shownSlides(five)).to.have.length(fivePerRow);
      });
    }
  });

  describe('Previous and next', () => {
    it('move by a row, keep the last row full, and are disabled at the ends without loop', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7);
      await ready(gallery, 7);
      const previous = button(gallery, 'Previous slide') as HTMLButtonElement;
      const next = button(gallery, 'Next slide') as HTMLButtonElement;
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      expect(previous.classList.contains('disabled')).to.equal(true);
      expect(next.hasAttribute('aria-disabled')).to.equal(false);
      await idle(gallery);
      next.click();
      await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'the second row');
      expect(previous.hasAttribute('aria-disabled')).to.equal(false);
      await idle(gallery);
      next.click();
      await waitFor(() => shownSlides(gallery).join() === '4,5,6', 'the last row, full');
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      expect(next.classList.contains('disabled')).to.equal(true);
      const changes: number[] = [];
      gallery.addEventListener('sq-slide-change', (event) => changes.push((event as CustomEvent).detail.index));
      await idle(gallery);
      next.click();
      await idle(gallery);
      expect(shownSlides(gallery).join()).to.equal('4,5,6');
      previous.click();
      await waitFor(() => shownSlides(gallery).join() === '1,2,3', 'a row back');
      // The click on next at the end changed nothing: the one change is previous's, which came after it.
      expect(changes).to.deep.equal([1]);
      await trackStill(gallery);
      // The row on screen is where the track is: slide 1 at the gallery's left edge.
      expect(shownBoxes(gallery)[0]?.left).to.be.closeTo(0, 0.6);
    });

    it('with loop, next at the end goes round to the first row', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(5, 'loop');
      await ready(gallery, 5);
      const next = button(gallery, 'Next slide') as HTMLButtonElement;
      expect(next.hasAttribute('aria-disabled')).to.equal(false);
      await idle(gallery);
      next.click();
      await waitFor(() => shownSlides(gallery).join() === '2,3,4', 'the last row');
      await idle(gallery);
      next.click();
      await waitFor(() => shownSlides(gallery).join() === '0,1,2', 'round to the first');
    });

    it('are not there when every slide fits, and loop with fewer slides than fit draws each once', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(3);
      await ready(gallery, 3);
      expect(button(gallery, 'Next slide')).to.equal(null);
      expect(button(gallery, 'Previous slide')).to.equal(null);
      cleanup();
      const few = carousel(2, 'loop');
      await ready(few, 2);
      expect(button(few, 'Next slide')).to.equal(null);
      expect(tiles(few).map((tile) => tile.dataset.index)).to.deep.equal(['0', '1']);
      expect(shownSlides(few)).to.deep.equal([0, 1]);
    });
  });

  describe('Keyboard and focus', () => {
    it('off-screen slides are inert; one tab stop into the slides; arrows move the row and the focus', async () => {
      await setViewport({ width: 1024, height: 800 });
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = carousel(7);
      await ready(gallery, 7);
      expect(tiles(gallery).map((tile) => tile.inert)).to.deep.equal([false, false, false, true, true, true, true]);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(linkOf(gallery, 0));
      await sendKeys({ press: 'Tab' });
      // The other slides are not tab stops: the next stop is a control.
      expect(focused()?.getAttribute('part')).to.not.equal('link');
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused()).to.equal(linkOf(gallery, 0));
      for (const index of [1, 2, 3]) {
        await sendKeys({ press: 'ArrowRight' });
        await waitFor(() => focused() === linkOf(gallery, index), `slide ${index + 1} focused`);
      }
      expect(shownSlides(gallery).join()).to.equal('3,4,5');
      expect(linkOf(gallery, 3).tabIndex).to.equal(0);
      expect(linkOf(gallery, 0).tabIndex).to.equal(-1);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => focused() === linkOf(gallery, 2), 'back to slide 3');
      expect(shownSlides(gallery).join()).to.equal('0,1,2');
    });
    for (const width of [360, 600, 1200]) {
      it(`at ${width} px Tab reaches only what is in view, before and after next`, async () => {
        await setViewport({ width, height: 800 });
        const before = fixture<HTMLButtonElement>('<button>before</button>');
        const gallery = fixture<Gallery>(
          `<div style="padding: 0 5%"><sq-gallery design="carousel" autoplay autoplay-duration="60">${slides(9)}</sq-gallery></div>`,
        ).firstElementChild as Gallery;
        await ready(gallery, 9);
        const press = (key: string) => sendKeys({ press: key });
        expectFocusInside(gallery, await tabThrough(gallery, before, press));
        // The focus follows the current slide to the new row, and Tab goes on from there.
        expectFocusInside(gallery, [await nextFromKeyboard(gallery, before, press)]);
        expectFocusInside(gallery, await tabThrough(gallery, before, press));
      });
    }
  });

  describe('Accessibility', () => {
    it('is an APG carousel: a labelled region, slides as groups "n of m", named buttons, a polite live region', async () => {
      const gallery = fixture<Gallery>(
        `<sq-gallery design="carousel" aria-label="Harbour photographs">${slides(7)}</sq-gallery>`,
      );
      await ready(gallery, 7);
      const section = region(gallery);
      expect(section.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(section.getAttribute('aria-label')).to.equal('Harbour photographs');
      expect(
        tiles(gallery).map((tile) => `${tile.getAttribute('role')} ${tile.getAttribute('aria-label')}`),
      ).to.include('group 4 of 7');
      expect(tiles(gallery)[0]?.getAttribute('aria-roledescription')).to.equal('slide');
      expect(root(gallery).querySelector('.viewport')?.getAttribute('aria-live')).to.equal('polite');
    });

    for (const attributes of ['', 'autoplay loop']) {
      it(`axe finds nothing (${attributes || 'defaults'})`, async () => {
        const gallery = carousel(7, attributes);
        await ready(gallery, 7);
        await updateComplete(gallery);
        await idle(gallery);
        const results = await axe.run(gallery);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
      });
    }
  });

  describe('Autoplay', () => {
    // The pointer away from the galleries, which sit at the top left where resetMouse leaves it.
    beforeEach(() => sendMouse({ type: 'move', position: [700, 780] }));

    it('advances a row every autoplay-duration, with the live region off while it plays', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
      await ready(gallery, 7);
      expect(autoplayOf(gallery)).to.equal('playing');
      expect(root(gallery).querySelector('.viewport')?.getAttribute('aria-live')).to.equal('off');
      await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'the second row');
      await waitFor(() => shownSlides(gallery).join() === '4,5,6', 'the last row');
      await waitFor(() => shownSlides(gallery).join() === '0,1,2', 'round to the first row');
    });

    it('with pauseOnMouseover, pauses while the mouse is over it, and plays again when it leaves', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7, `autoplay autoplay-duration="0.2" autoplay-options='{"pauseOnMouseover":[]}'`);
      await ready(gallery, 7);
      const box = gallery.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
      await waitFor(() => autoplayOf(gallery) === 'hover', 'paused by the pointer');
      const row = shownSlides(gallery).join();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.bottom + 100)] });
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing again');
      await waitFor(() => shownSlides(gallery).join() !== row, 'a change after the pointer left');
    });

    it('without pauseOnMouseover, the mouse over it does not pause it', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
      await ready(gallery, 7);
      const states = attributeLog(region(gallery), 'data-autoplay');
      const box = gallery.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
      const row = shownSlides(gallery).join();
      await waitFor(() => shownSlides(gallery).join() !== row, 'a change with the mouse over it');
      expect(states.map((state) => state.value)).to.not.include('hover');
    });

    it('pauses while keyboard focus is inside', async () => {
      await setViewport({ width: 1024, height: 800 });
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
      await ready(gallery, 7);
      before.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => autoplayOf(gallery) === 'focus', 'paused by focus');
      before.focus();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing once focus left');
    });

    it('has a visible pause button that stops and restarts it', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
      await ready(gallery, 7);
      const pause = button(gallery, 'Pause slides') as HTMLButtonElement;
      expect(pause.getBoundingClientRect().width).to.be.greaterThan(20);
      pause.click();
      await waitFor(() => autoplayOf(gallery) === 'paused', 'paused by the button');
      const row = shownSlides(gallery).join();
      const play = button(gallery, 'Play slides') as HTMLButtonElement;
      expect(play).to.not.equal(null);
      play.click();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing again');
      await waitFor(() => shownSlides(gallery).join() !== row, 'a change after play');
    });

    it('is off under reduced motion, with no pause button and a row that moves at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
      await ready(gallery, 7);
      await waitFor(() => autoplayOf(gallery) === 'reduced-motion', 'autoplay off');
      expect(button(gallery, 'Pause slides')).to.equal(null);
      const track = root(gallery).querySelector('.track') as HTMLElement;
      expect(getComputedStyle(track).transitionDuration).to.equal('0s');
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'the second row');
      expect(track.getAnimations()).to.have.length(0);
    });

    it('is off with nomotion=true in the address', async () => {
      const address = location.href;
      history.replaceState(null, '', `${location.pathname}?nomotion=true`);
      try {
        await setViewport({ width: 1024, height: 800 });
        const gallery = carousel(7, 'autoplay autoplay-duration="0.2"');
        await ready(gallery, 7);
        await waitFor(() => autoplayOf(gallery) === 'no-motion', 'autoplay off');
        expect(button(gallery, 'Pause slides')).to.equal(null);
        expect(getComputedStyle(root(gallery).querySelector('.track') as HTMLElement).transitionDuration).to.equal(
          '0s',
        );
      } finally {
        history.replaceState(null, '', address);
      }
    });
  });

  describe('History', () => {
    restoreAddressAfterEach();
    const tracked = (count: number, attributes = 'history-hash') =>
      fixture<Gallery>(`<sq-gallery design="carousel" ${attributes}>${withSlideIds(slides(count))}</sq-gallery>`);

    it('history-hash: a change replaces the itemId with the current slide: the row’s first after next, the slide an arrow key moves to (no new entry)', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = tracked(7);
      await ready(gallery, 7);
      const entries = history.length;
      expect(location.hash).to.equal('');
      await idle(gallery);
      button(gallery, 'Next slide')?.click();
      await waitFor(() => addressItemId() === itemIdFor('photo-4'), 'the itemId of the row’s first slide');
      expect(shownSlides(gallery).join()).to.equal('3,4,5');
      await idle(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => addressItemId() === itemIdFor('photo-5'), 'the itemId of the current slide');
      expect(currentOf(gallery)).to.equal(4);
      expect(shownSlides(gallery).join()).to.equal('3,4,5');
      expect(history.length).to.equal(entries);
    });

    it('history-hash: an itemId in the address on load makes its slide current and shows its row', async () => {
      await setViewport({ width: 1024, height: 800 });
      openWithItemId('photo-6');
      const gallery = tracked(7);
      await ready(gallery, 7);
      await waitFor(() => currentOf(gallery) === 5, 'the sixth slide current');
      await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'its row');
    });

    it('without history-hash the address is neither read nor written', async () => {
      await setViewport({ width: 1024, height: 800 });
      openWithItemId('photo-6');
      const hash = location.hash;
      const gallery = tracked(7, '');
      await ready(gallery, 7);
      // What must not come: the address read as the design mounts (in an effect, after a paint on preact/compat).
      await settle();
      expect(currentOf(gallery)).to.equal(0);
      // Next twice: the second row's first slide current, then the last row's; the address written by neither.
      await expectMovesLeaveAddress(gallery, [3, 4]);
      expect(location.hash).to.equal(hash);
    });
  });

  describe('Touch', () => {
    // A 400 px phone: 2 slides a row, and a drag moves the row past 400 / 2.25 = 178 px, or on a flick.
    const phone = async (count = 9, attributes = '') => {
      await setViewport({ width: 400, height: 800 });
      await waitFor(() => innerWidth === 400, 'a 400 px window');
      const gallery = carousel(count, attributes);
      await ready(gallery, count);
      await idle(gallery);
      await trackStill(gallery);
      return gallery;
    };
    const track = (gallery: Element) => root(gallery).querySelector('.track') as HTMLElement;
    /** The shift of one row of two slides, each followed by its 1 % gap: 404 px. */
    const row = (gallery: Element) => gallery.getBoundingClientRect().width * 1.01;

    it('a slow drag past the width / 2.25 moves a row; the row follows the finger while it is down', async () => {
      const gallery = await phone();
      const seen = slideChanges(gallery);
      const drawn: number[] = [];
      gallery.addEventListener('pointermove', () => drawn.push(-shiftOf(track(gallery))));
      const { x, y } = middleOf(gallery);
      // 228 px in 24 moves 16 ms apart: 0.4 s, no flick.
      await swipe({ x: x + 114, y }, { x: x - 114, y }, 24);
      await waitFor(() => shownSlides(gallery).join() === '2,3', 'the second row');
      expect(seen).to.deep.equal([2]);
      expect(Math.max(...drawn)).to.be.closeTo(228, 10);
      await trackStill(gallery);
      expect(-shiftOf(track(gallery))).to.be.closeTo(row(gallery), 1);
      expect(getComputedStyle(track(gallery)).transitionDuration).to.equal('0.28s');
      // And back: a drag to the right shows the row before.
      await idle(gallery);
      await swipe({ x: x - 114, y }, { x: x + 114, y }, 24);
      await waitFor(() => shownSlides(gallery).join() === '0,1', 'the first row again');
      expect(seen).to.deep.equal([2, 0]);
    });

    it('a short slow drag springs back, and a drag past the first row gives a third and comes back', async () => {
      const gallery = await phone();
      const seen = slideChanges(gallery);
      const { x, y } = middleOf(gallery);
      const released = dragReleased(track(gallery));
      // 40 px over 0.4 s: under the flick's 50 px and the width over 2.25.
      await swipe({ x: x + 20, y }, { x: x - 20, y }, 24);
      await waitFor(released, 'the finger let go');
      await trackStill(gallery);
      expect(seen).to.deep.equal([]);
      expect(shownSlides(gallery).join()).to.equal('0,1');
      expect(shiftOf(track(gallery))).to.be.closeTo(0, 1);
      const drawn: number[] = [];
      gallery.addEventListener('pointermove', () => drawn.push(shiftOf(track(gallery))));
      await swipe({ x: x - 100, y }, { x: x + 200, y }, 24);
      await trackStill(gallery);
      expect(Math.max(...drawn)).to.be.closeTo(100, 5);
      expect(seen).to.deep.equal([]);
      expect(shiftOf(track(gallery))).to.be.closeTo(0, 1);
    });

    it('a fast flick past 50 px moves a row; a click after a drag opens nothing', async () => {
      const gallery = await phone();
      const seen = slideChanges(gallery);
      const requests: number[] = [];
      gallery.addEventListener('sq-lightbox-request', (event) => {
        event.preventDefault();
        requests.push((event as CustomEvent).detail.index);
      });
      const { x, y } = middleOf(gallery);
      // 60 px in 4 moves: 64 ms.
      await swipe({ x: x + 30, y }, { x: x - 30, y }, 4);
      await waitFor(() => shownSlides(gallery).join() === '2,3', 'the second row');
      expect(seen).to.deep.equal([2]);
      // The mouse drags it too.
      await idle(gallery);
      await trackStill(gallery);
      await sendMouse({ type: 'move', position: [x + 100, y] });
      await sendMouse({ type: 'down' });
      for (const at of [60, 0, -60, -100]) await sendMouse({ type: 'move', position: [x + at, y] });
      // The click the release gives is handled as the button goes up, before the command returns.
      await sendMouse({ type: 'up' });
      await waitFor(() => shownSlides(gallery).join() === '4,5', 'the third row');
      expect(requests).to.deep.equal([]);
    });

    it('a vertical drag scrolls the page and moves no slide', async () => {
      const done = tallPage();
      try {
        const gallery = await phone();
        const seen = slideChanges(gallery);
        const { x, y } = middleOf(gallery);
        const scrolled = scrollEnded();
        await swipe({ x, y: y + 100 }, { x: x - 30, y: y - 100 }, 12);
        await waitFor(() => scrollY > 50, 'the page scrolled');
        // The scroll over, the finger long gone: what the drag did to the slides is done.
        await scrolled;
        await trackStill(gallery);
        expect(seen).to.deep.equal([]);
        expect(shownSlides(gallery).join()).to.equal('0,1');
        expect(shiftOf(track(gallery))).to.be.closeTo(0, 1);
        expect(getComputedStyle(root(gallery).querySelector('.viewport') as Element).touchAction).to.equal('pan-y');
      } finally {
        done();
      }
    });

    it('under reduced motion a swipe moves the row at once, with no glide', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const gallery = await phone();
      const { x, y } = middleOf(gallery);
      await swipe({ x: x + 114, y }, { x: x - 114, y }, 24);
      await waitFor(() => shownSlides(gallery).join() === '2,3', 'the second row');
      expect(getComputedStyle(track(gallery)).transitionDuration).to.equal('0s');
      expect(track(gallery).getAnimations()).to.have.length(0);
      expect(-shiftOf(track(gallery))).to.be.closeTo(row(gallery), 1);
    });
  });

  describe('Lightbox', () => {
    it('a click asks for the lightbox and leaves the row where it is', async () => {
      await setViewport({ width: 1024, height: 800 });
      const gallery = carousel(7);
      await ready(gallery, 7);
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'the second row');
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '4,5,6', 'the last row');
      // Still, so that the click's move to the slide is made, not refused.
      await idle(gallery);
      const requests: number[] = [];
      gallery.addEventListener('sq-lightbox-request', (event) => {
        event.preventDefault();
        requests.push((event as CustomEvent).detail.index);
      });
      linkOf(gallery, 5).click();
      expect(requests).to.deep.equal([5]);
      // The slide opened is current, on the row where it was.
      await waitFor(() => currentOf(gallery) === 5, 'the slide opened current');
      await idle(gallery);
      expect(shownSlides(gallery).join()).to.equal('4,5,6');
    });
  });

  describe('No layout shift', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();

    // The gallery reads its design in any case, so the stylesheet must too.
    for (const design of ['carousel', 'Carousel']) {
      it(`the light-DOM slides sit where the carousel draws its slides (design="${design}"), before and after the upgrade`, async () => {
        const page = await openBeforeUpgrade();
        const shifts = layoutShifts(page.window);
        const container = page.add(`<sq-gallery design="${design}">${slides(7)}</sq-gallery><p>Below</p>`);
        const gallery = container.querySelector('sq-gallery') as HTMLElement;
        const below = container.querySelector('p') as HTMLElement;
        const before = lightBoxes(gallery, 3);
        expect(before[0]?.width).to.be.greaterThan(100);
        const belowTop = await expectDrawnInPlace(page, gallery, before, () => shownBoxes(gallery));
        (root(gallery).querySelector('button[aria-label="Next slide"]') as HTMLButtonElement).click();
        await waitFor(() => shownSlides(gallery).join() === '3,4,5', 'the second row');
        await trackStill(gallery);
        // Drawn at rest by a rendering update, which finds any shift: the first report of an observer made now.
        await intersectionReport(below);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
        expect(shifts()).to.deep.equal([]);
      });
    }

    it("image-aspect-ratio Auto: the light-DOM slides have their images' ratio while they load, as drawn", async () => {
      const page = await openBeforeUpgrade();
      // The boxes are read while the images are still loading.
      const loading = loadingSlides(4);
      const container = page.add(
        `<sq-gallery design="carousel" image-aspect-ratio="Auto">${loading}</sq-gallery><p>Below</p>`,
      );
      const gallery = container.querySelector('sq-gallery') as HTMLElement;
      const before = lightBoxes(gallery, 3);
      expect((gallery.firstElementChild as HTMLImageElement).complete, 'the first image still loading').to.equal(false);
      expect(before[0]?.height).to.be.closeTo((before[0]?.width ?? 0) / 1.5, 0.1);
      await expectDrawnInPlace(page, gallery, before, () => shownBoxes(gallery));
    });

    it('server-rendered: the page shows the light-DOM slides as the carousel will, and hydrating moves nothing', async () => {
      const html = await prerender(
        `<!doctype html><html><head></head><body style="margin:0"><sq-gallery design="carousel" image-aspect-ratio="3:2">${slides(7)}</sq-gallery><p>Below</p></body></html>`,
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
        const gallery = window.document.querySelector('sq-gallery') as HTMLElement;
        const below = window.document.querySelector('p') as HTMLElement;
        expect(gallery.shadowRoot?.querySelector('slot'), 'the server shows the light-DOM slides').to.not.equal(null);
        const before = lightBoxes(gallery, 3);
        const belowTop = below.getBoundingClientRect().top;
        // 3 a row at 1000 px, 1 % apart, 3:2.
        const tile = (1000 - 2 * 10) / 3;
        expect(before.map((box) => box.width)).to.deep.equal([tile, tile, tile].map((n) => Math.round(n * 10) / 10));
        expect(before[0]?.height).to.be.closeTo(tile / 1.5, 0.1);
        await window.prerenderedPage.load('/elements/sq-gallery/gallery.element.ts');
        await waitFor(() => gallery.hasAttribute('data-drawn'), 'the carousel drawn', 10000);
        await updateComplete(gallery);
        expect(shownBoxes(gallery)).to.deep.equal(before);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
      } finally {
        frame.remove();
      }
    });
  });
});
