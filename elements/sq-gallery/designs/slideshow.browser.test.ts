import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { beforeUpgradeOpener } from '../../../test/browser/before-upgrade.ts';
import { loadFrame } from '../../../test/browser/frame.ts';
import {
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
  boxesOf,
  button,
  currentOf,
  dragReleased,
  expectEditorLeavesAddress,
  expectFocusInside,
  focused,
  focusedBox,
  type Gallery,
  groups,
  idle,
  itemIdFor,
  layoutShifts,
  middleOf,
  nextFromKeyboard,
  openWithItemId,
  ready,
  region,
  restoreAddressAfterEach,
  root,
  scrollEnded,
  shiftOf,
  shownSlides,
  slideChanges,
  slides,
  still,
  tabThrough,
  tallPage,
  tiles,
  withSlideIds,
} from './moving/moving.browser-helpers.ts';

const load = () => import('../gallery.element.ts');

const slideshow = (count: number, attributes = '') =>
  fixture<Gallery>(`<sq-gallery design="slideshow" ${attributes}>${slides(count)}</sq-gallery>`);

const stage = (gallery: Element) => root(gallery).querySelector('.stage') as HTMLElement;
/** The slides' stack, which the design marks while a finger drags them. */
const stack = (gallery: Element) => root(gallery).querySelector('.slides') as HTMLElement;
const groupAt = (gallery: Element, index: number) => groups(gallery)[index] as HTMLElement;
const thumbs = (gallery: Element) => [...root(gallery).querySelectorAll<HTMLButtonElement>('[part=thumbnail]')];
const autoplayOf = (gallery: Element) => region(gallery)?.dataset.autoplay;
/** Drawn slides: the ones with a tile (an image), not only their group. */
const drawnSlides = (gallery: Element) => tiles(gallery).map((tile) => Number(tile.dataset.index));

/** Clicks the stage at a fraction of its width, half-way down. */
async function clickStage(gallery: Element, fraction: number) {
  const box = stage(gallery).getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width * fraction), Math.round(box.top + box.height / 2)],
  });
}

describe('sq-gallery slideshow', function () {
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
    for (const width of [360, 600, 1024]) {
      it(`at ${width} px: one slide, the whole width at its ratio; the thumbnail strip 80 px high, 10 px under it`, async () => {
        await setViewport({ width, height: 900 });
        const gallery = slideshow(5, 'thumbnails');
        await ready(gallery, 5);
        expect(shownSlides(gallery)).to.deep.equal([0]);
        const [tile] = boxesOf(gallery, [groupAt(gallery, 0)]);
        expect(tile?.width).to.be.closeTo(width, 0.6);
        expect(tile?.height).to.be.closeTo(width / 1.5, 0.6);
        const strip = root(gallery).querySelector('[part=thumbnails]') as HTMLElement;
        const [box] = boxesOf(gallery, [strip]);
        expect(box?.top).to.be.closeTo(width / 1.5 + 10, 0.6);
        expect(box?.height).to.equal(80);
        expect(gallery.getBoundingClientRect().height).to.be.closeTo(width / 1.5 + 90, 0.6);
      });
    }

    it('vSize sets the height in percent of the width; image-aspect-ratio the ratio', async () => {
      await setViewport({ width: 1000, height: 900 });
      const tall = slideshow(3, 'v-size="40"');
      await ready(tall, 3);
      expect(tall.getBoundingClientRect().height).to.be.closeTo(400, 0.6);
      cleanup();
      const square = slideshow(3, 'image-aspect-ratio="1:1"');
      await ready(square, 3);
      expect(square.getBoundingClientRect().height).to.be.closeTo(1000, 0.6);
    });
  });

  describe('Transitions', () => {
    for (const [transition, seconds] of [
      ['fade', '1s'],
      ['ken-burns', '1s'],
      ['scroll', '1s'],
      ['swipe', '0.28s'],
      ['new-swipe', '0.28s'],
    ] as const) {
      it(`${transition} reaches the next slide in ${seconds}, the last one gone from view`, async () => {
        await setViewport({ width: 1000, height: 900 });
        const gallery = slideshow(4, `design-options='{"transition":"${transition}"}'`);
        await ready(gallery, 4);
        expect(region(gallery).dataset.transition).to.equal(transition);
        await idle(gallery);
        (button(gallery, 'Next slide') as HTMLButtonElement).click();
        await waitFor(() => shownSlides(gallery).join() === '1', 'slide 2 current');
        const coming = groupAt(gallery, 1);
        expect(getComputedStyle(coming).transitionDuration.split(', ')).to.include(seconds);
        await idle(gallery);
        await still(gallery);
        const [shown, gone] = boxesOf(gallery, [coming, groupAt(gallery, 0)]);
        expect(shown).to.deep.include({ left: 0, top: 0, width: 1000 });
        expect(getComputedStyle(coming).opacity).to.equal('1');
        if (transition === 'fade' || transition === 'ken-burns') {
          expect(getComputedStyle(groupAt(gallery, 0)).opacity).to.equal('0');
        } else {
          expect(gone?.left).to.equal(-1000);
        }
        const zoom = (coming.querySelector('[part=image]') as HTMLElement)
          .getAnimations()
          .map((animation) => (animation as CSSAnimation).animationName);
        expect(zoom).to.deep.equal(transition === 'ken-burns' ? ['sq-ken-burns'] : []);
      });
    }

    it("an unknown transition is fade, with 'Could not find transition named …'", async () => {
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (message: unknown) => warnings.push(String(message));
      try {
        const gallery = slideshow(3, `design-options='{"transition":"cube"}'`);
        await ready(gallery, 3);
        await waitFor(
          () => warnings.includes('sq-gallery: Could not find transition named cube'),
          'the warning in the spec’s words',
        );
        expect(region(gallery).dataset.transition).to.equal('fade');
      } finally {
        console.warn = original;
      }
    });

    it('stacks from z-index 888: the new slide over the one it replaces, over the rest', async () => {
      const gallery = slideshow(4, 'loop');
      await ready(gallery, 4);
      await idle(gallery);
      (button(gallery, 'Previous slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '3', 'the last slide');
      expect(groups(gallery).map((group) => getComputedStyle(group).zIndex)).to.deep.equal([
        '889',
        '888',
        '888',
        '890',
      ]);
    });
  });

  describe('Clicks', () => {
    it('a click on the slide goes to the next (the default)', async () => {
      const gallery = slideshow(4);
      await ready(gallery, 4);
      await idle(gallery);
      await clickStage(gallery, 0.3);
      await waitFor(() => shownSlides(gallery).join() === '1', 'the next slide');
    });

    it('with clickBehaviour halves, the left half goes back and the right half on', async () => {
      const gallery = slideshow(4, `loop design-options='{"clickBehaviour":"halves"}'`);
      await ready(gallery, 4);
      await idle(gallery);
      await clickStage(gallery, 0.25);
      await waitFor(() => shownSlides(gallery).join() === '3', 'round to the last slide');
      await idle(gallery);
      await clickStage(gallery, 0.75);
      await waitFor(() => shownSlides(gallery).join() === '0', 'on to the first');
    });

    it('with clickBehaviour previous, a click goes back', async () => {
      const gallery = slideshow(4, `loop design-options='{"clickBehaviour":"previous"}'`);
      await ready(gallery, 4);
      await idle(gallery);
      await clickStage(gallery, 0.75);
      await waitFor(() => shownSlides(gallery).join() === '3', 'the previous slide');
    });

    it('a slide with a click-through url is a link: a click follows it and moves nothing', async () => {
      const gallery = fixture<Gallery>(
        `<sq-gallery design="slideshow"><figure data-click-through-url="/shop/boats" data-image-dimensions="1200x800"><img src="/api/images/ct/1200x800.svg" alt="Boats" width="1200" height="800"></figure>${slides(2)}</sq-gallery>`,
      );
      await ready(gallery, 3);
      await idle(gallery);
      const link = root(gallery).querySelector('a[part=link]') as HTMLAnchorElement;
      expect(link.getAttribute('href')).to.equal('/shop/boats');
      const followed: string[] = [];
      const hold = (event: Event) => {
        const anchor = (event.composedPath()[0] as Element).closest('a');
        if (anchor) followed.push(anchor.getAttribute('href') ?? '');
        event.preventDefault();
      };
      document.addEventListener('click', hold);
      try {
        link.click();
        // What must not come: a move (the slide's own click) or a second navigation.
        await settle();
      } finally {
        document.removeEventListener('click', hold);
      }
      expect(followed).to.deep.equal(['/shop/boats']);
      expect(shownSlides(gallery)).to.deep.equal([0]);
    });
  });

  describe('Touch', () => {
    // A 400 px phone: a drag moves the slide past 400 / 2.25 = 178 px, or on a flick.
    const phone = async (attributes = '') => {
      await setViewport({ width: 400, height: 800 });
      await waitFor(() => innerWidth === 400, 'a 400 px window');
      const gallery = slideshow(5, attributes);
      await ready(gallery, 5);
      await idle(gallery);
      await still(gallery);
      return gallery;
    };
    /** Each slide's shift as drawn at every move of a drag (read after the design's own handler has drawn it). */
    function shiftsWhileDragging(gallery: Element): number[][] {
      const drawn: number[][] = [];
      gallery.addEventListener('pointermove', () => drawn.push(groups(gallery).map((group) => shiftOf(group))));
      return drawn;
    }

    for (const transition of ['fade', 'scroll']) {
      it(`${transition}: a slow drag past the width / 2.25 shows the next slide, brought in beside the one the finger drags`, async () => {
        const gallery = await phone(`design-options='{"transition":"${transition}"}'`);
        const seen = slideChanges(gallery);
        const drawn = shiftsWhileDragging(gallery);
        const { x, y } = middleOf(gallery);
        // 228 px in 24 moves 16 ms apart: 0.4 s, no flick.
        await swipe({ x: x + 114, y }, { x: x - 114, y }, 24);
        await waitFor(() => shownSlides(gallery).join() === '1', 'the second slide');
        expect(seen).to.deep.equal([1]);
        // The last move: the first slide 228 px to the left, the second beside it.
        const last = drawn.at(-1) as number[];
        expect(last[0]).to.be.closeTo(-228, 10);
        expect(last[1]).to.be.closeTo(400 - 228, 10);
        await idle(gallery);
        await still(gallery);
        expect(shiftOf(groupAt(gallery, 1))).to.be.closeTo(0, 1);
        expect(boxesOf(gallery, [groupAt(gallery, 1)])[0]?.left).to.be.closeTo(0, 1);
        // And back: a drag to the right brings the first slide in from the left.
        await swipe({ x: x - 114, y }, { x: x + 114, y }, 24);
        await waitFor(() => shownSlides(gallery).join() === '0', 'the first slide again');
        expect(seen).to.deep.equal([1, 0]);
        expect((drawn.at(-1) as number[])[0]).to.be.closeTo(-400 + 228, 10);
      });
    }

    it('a short slow drag springs back; past the first slide without loop a drag gives a third and comes back', async () => {
      const gallery = await phone();
      const seen = slideChanges(gallery);
      const { x, y } = middleOf(gallery);
      const released = dragReleased(stack(gallery));
      // 40 px over 0.4 s: under the flick's 50 px and the width over 2.25.
      await swipe({ x: x + 20, y }, { x: x - 20, y }, 24);
      await waitFor(released, 'the finger let go');
      await still(gallery);
      expect(seen).to.deep.equal([]);
      expect(shownSlides(gallery)).to.deep.equal([0]);
      expect(shiftOf(groupAt(gallery, 0))).to.be.closeTo(0, 1);
      const drawn = shiftsWhileDragging(gallery);
      const releasedAgain = dragReleased(stack(gallery));
      await swipe({ x: x - 100, y }, { x: x + 200, y }, 24);
      await waitFor(releasedAgain, 'the finger let go again');
      await still(gallery);
      expect(Math.max(...drawn.map((shifts) => shifts[0] as number))).to.be.closeTo(100, 5);
      expect(seen).to.deep.equal([]);
      expect(shiftOf(groupAt(gallery, 0))).to.be.closeTo(0, 1);
    });

    it('a fast flick past 50 px moves, and the click after a drag does not move it again', async () => {
      const gallery = await phone();
      const seen = slideChanges(gallery);
      const { x, y } = middleOf(gallery);
      // 60 px in 4 moves: 64 ms.
      await swipe({ x: x + 30, y }, { x: x - 30, y }, 4);
      await waitFor(() => shownSlides(gallery).join() === '1', 'the second slide');
      await idle(gallery);
      await still(gallery);
      // The mouse drags it too, and the click its release gives is no click on the slide (which would go on).
      await sendMouse({ type: 'move', position: [x + 100, y] });
      await sendMouse({ type: 'down' });
      for (const at of [60, 0, -60, -100]) await sendMouse({ type: 'move', position: [x + at, y] });
      await sendMouse({ type: 'up' });
      await waitFor(() => shownSlides(gallery).join() === '2', 'the third slide');
      // The click the release gave was handled as the button went up, and the move it would start done by now.
      await idle(gallery);
      expect(seen).to.deep.equal([1, 2]);
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
        await still(gallery);
        expect(seen).to.deep.equal([]);
        expect(shownSlides(gallery)).to.deep.equal([0]);
        expect(shiftOf(groupAt(gallery, 0))).to.be.closeTo(0, 1);
        expect(getComputedStyle(stage(gallery)).touchAction).to.equal('pan-y');
      } finally {
        done();
      }
    });

    it('under reduced motion a swipe changes the slide at once, with no glide', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const gallery = await phone();
      const { x, y } = middleOf(gallery);
      await swipe({ x: x + 114, y }, { x: x - 114, y }, 24);
      await waitFor(() => shownSlides(gallery).join() === '1', 'the second slide');
      expect(root(gallery).getAnimations()).to.have.length(0);
      expect(shiftOf(groupAt(gallery, 1))).to.be.closeTo(0, 1);
    });
  });

  describe('Previous and next', () => {
    it('are disabled at the ends without loop, and go round with it', async () => {
      const gallery = slideshow(3);
      await ready(gallery, 3);
      const previous = button(gallery, 'Previous slide') as HTMLButtonElement;
      expect(button(gallery, 'Next slide')?.hasAttribute('aria-disabled')).to.equal(false);
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      expect(previous.classList.contains('disabled')).to.equal(true);
      const ends: number[] = [];
      gallery.addEventListener('sq-reached-beginning', (event) => ends.push((event as CustomEvent).detail.index));
      previous.click();
      await waitFor(() => ends.length > 0, 'the beginning reached');
      expect(ends).to.deep.equal([0]);
      cleanup();
      const looped = slideshow(3, 'loop');
      await ready(looped, 3);
      expect(button(looped, 'Previous slide')?.hasAttribute('aria-disabled')).to.equal(false);
      await idle(looped);
      (button(looped, 'Previous slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(looped).join() === '2', 'round to the last');
    });
  });

  describe('Keyboard and focus', () => {
    it('the slides out of view are inert; the arrow keys move the slide and keep the focus where it is', async () => {
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = slideshow(4);
      await ready(gallery, 4);
      expect(groups(gallery).map((group) => group.inert)).to.deep.equal([false, true, true, true]);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(button(gallery, 'Previous slide'));
      await idle(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => shownSlides(gallery).join() === '1', 'slide 2');
      expect(groups(gallery).map((group) => group.inert)).to.deep.equal([true, false, true, true]);
      expect(focused()).to.equal(button(gallery, 'Previous slide'));
      await idle(gallery);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => shownSlides(gallery).join() === '0', 'back to slide 1');
    });

    for (const width of [360, 600, 1200]) {
      it(`at ${width} px Tab reaches only what is in view, before and after next (slides that are links, scrolling in)`, async () => {
        await setViewport({ width, height: 900 });
        const before = fixture<HTMLButtonElement>('<button>before</button>');
        const links = slides(5).replace(/ alt="Photo (\d+)"/g, ' alt="Photo $1" data-click-through-url="/shop/$1"');
        const gallery = fixture<Gallery>(
          `<div style="padding: 0 5%"><sq-gallery design="slideshow" thumbnails autoplay autoplay-duration="60" design-options='{"transition":"scroll"}'>${links}</sq-gallery></div>`,
        ).firstElementChild as Gallery;
        await ready(gallery, 5);
        const press = (key: string) => sendKeys({ press: key });
        expectFocusInside(gallery, await tabThrough(gallery, before, press));
        await nextFromKeyboard(gallery, before, press);
        expectFocusInside(gallery, await tabThrough(gallery, before, press));
        // Focus on the slide as the next one comes in: it stays where it is drawn.
        (root(gallery).querySelector('[data-current] [part=link]') as HTMLElement).focus();
        await press('ArrowRight');
        await waitFor(() => currentOf(gallery) === 2, 'slide 3');
        await idle(gallery);
        await still(gallery);
        expectFocusInside(gallery, [focusedBox()]);
      });
    }

    it('draws the shown slide and its neighbours (preload 1), and keeps what it drew', async () => {
      const gallery = slideshow(7);
      await ready(gallery, 7);
      expect(drawnSlides(gallery)).to.deep.equal([0, 1, 6]);
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => drawnSlides(gallery).join() === '0,1,2,6', 'slide 3 drawn');
    });
  });

  describe('History', () => {
    restoreAddressAfterEach();
    const tracked = (count: number) =>
      fixture<Gallery>(`<sq-gallery design="slideshow" history-hash>${withSlideIds(slides(count))}</sq-gallery>`);

    it('history-hash: a change replaces the itemId with the page address and the slide (no new entry)', async () => {
      const gallery = tracked(3);
      await ready(gallery, 3);
      const entries = history.length;
      expect(location.hash).to.equal('');
      await idle(gallery);
      button(gallery, 'Next slide')?.click();
      await waitFor(() => addressItemId() === itemIdFor('photo-2'), 'the itemId');
      expect(shownSlides(gallery).join()).to.equal('1');
      expect(history.length).to.equal(entries);
    });

    it('in the backend editor the address is neither read nor written', async () => {
      await expectEditorLeavesAddress(() => tracked(5), 5);
    });

    it('history-hash: an itemId in the address on load selects its slide', async () => {
      openWithItemId('photo-3');
      const gallery = tracked(4);
      await ready(gallery, 4);
      await waitFor(() => shownSlides(gallery).join() === '2', 'the third slide');
    });
  });

  describe('Accessibility', () => {
    it('is an APG carousel: a labelled region, slides as groups "n of m", named buttons, a polite live region', async () => {
      const gallery = slideshow(4, 'aria-label="Coast"');
      await ready(gallery, 4);
      expect(region(gallery).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region(gallery).getAttribute('aria-label')).to.equal('Coast');
      expect(groups(gallery).map((group) => group.getAttribute('aria-label'))).to.deep.equal([
        '1 of 4',
        '2 of 4',
        '3 of 4',
        '4 of 4',
      ]);
      expect(groupAt(gallery, 0).getAttribute('aria-roledescription')).to.equal('slide');
      expect(stage(gallery).getAttribute('aria-live')).to.equal('polite');
    });

    for (const attributes of ['', 'autoplay loop thumbnails']) {
      it(`axe finds nothing (${attributes || 'defaults'})`, async () => {
        const gallery = slideshow(5, attributes);
        await ready(gallery, 5);
        await updateComplete(gallery);
        await idle(gallery);
        const results = await axe.run(gallery);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
      });
    }
  });

  describe('Autoplay', () => {
    beforeEach(() => sendMouse({ type: 'move', position: [790, 590] }));

    it('advances every autoplay-duration, round to the first, with the live region off while it plays', async () => {
      const gallery = slideshow(3, 'autoplay autoplay-duration="0.3"');
      await ready(gallery, 3);
      expect(autoplayOf(gallery)).to.equal('playing');
      expect(stage(gallery).getAttribute('aria-live')).to.equal('off');
      await waitFor(() => shownSlides(gallery).join() === '1', 'slide 2');
      await waitFor(() => shownSlides(gallery).join() === '2', 'slide 3');
      await waitFor(() => shownSlides(gallery).join() === '0', 'round to slide 1');
    });

    it('with pauseOnMouseover, pauses while the pointer is over it; and while keyboard focus is inside', async () => {
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = slideshow(3, `autoplay autoplay-duration="0.3" autoplay-options='{"pauseOnMouseover":[]}'`);
      await ready(gallery, 3);
      const box = gallery.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 40), Math.round(box.top + 40)] });
      await waitFor(() => autoplayOf(gallery) === 'hover', 'paused by the pointer');
      await sendMouse({ type: 'move', position: [790, 590] });
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing again');
      before.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => autoplayOf(gallery) === 'focus', 'paused by focus');
      before.focus();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing once focus left');
    });

    it('has a visible pause button that stops and restarts it', async () => {
      const gallery = slideshow(3, 'autoplay autoplay-duration="0.3"');
      await ready(gallery, 3);
      const pause = button(gallery, 'Pause slides') as HTMLButtonElement;
      expect(pause.getBoundingClientRect().width).to.be.greaterThan(20);
      pause.click();
      await waitFor(() => autoplayOf(gallery) === 'paused', 'paused by the button');
      const shown = shownSlides(gallery).join();
      (button(gallery, 'Play slides') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() !== shown, 'a change after play');
    });

    it('is off while a video slide shows, and back once another does', async () => {
      const video =
        '<figure data-type="video" data-image-dimensions="1200x800"><img src="/api/images/v/1200x800.svg" alt="A film" width="1200" height="800"></figure>';
      const gallery = fixture<Gallery>(
        `<sq-gallery design="slideshow" autoplay autoplay-duration="0.3">${slides(1)}${video}${slides(1)}</sq-gallery>`,
      );
      await ready(gallery, 3);
      await waitFor(() => shownSlides(gallery).join() === '1', 'the video slide');
      expect(autoplayOf(gallery)).to.equal('video');
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing again');
    });

    it('is off under reduced motion: no pause button, changes at once, ken-burns still', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const gallery = slideshow(3, `autoplay autoplay-duration="0.3" design-options='{"transition":"ken-burns"}'`);
      await ready(gallery, 3);
      await waitFor(() => autoplayOf(gallery) === 'reduced-motion', 'autoplay off');
      expect(button(gallery, 'Pause slides')).to.equal(null);
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '1', 'slide 2');
      expect(root(gallery).getAnimations()).to.have.length(0);
      expect(getComputedStyle(groupAt(gallery, 1)).opacity).to.equal('1');
    });

    it('is off with nomotion=true in the address', async () => {
      const address = location.href;
      history.replaceState(null, '', `${location.pathname}?nomotion=true`);
      try {
        const gallery = slideshow(3, 'autoplay autoplay-duration="0.3"');
        await ready(gallery, 3);
        await waitFor(() => autoplayOf(gallery) === 'no-motion', 'autoplay off');
        expect(button(gallery, 'Pause slides')).to.equal(null);
        expect(getComputedStyle(groupAt(gallery, 0)).transitionDuration).to.equal('0s');
      } finally {
        history.replaceState(null, '', address);
      }
    });
  });

  describe('Thumbnails', () => {
    it('a thumbnail shows its slide, and a change of slide marks its thumbnail', async () => {
      const gallery = slideshow(6, 'thumbnails');
      await ready(gallery, 6);
      expect(thumbs(gallery).map((thumb) => thumb.getAttribute('aria-current'))).to.deep.equal([
        'true',
        null,
        null,
        null,
        null,
        null,
      ]);
      await idle(gallery);
      (thumbs(gallery)[3] as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '3', 'slide 4');
      expect(thumbs(gallery)[3]?.getAttribute('aria-current')).to.equal('true');
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => thumbs(gallery)[4]?.getAttribute('aria-current') === 'true', 'thumbnail 5 marked');
      expect(thumbs(gallery)[3]?.hasAttribute('aria-current')).to.equal(false);
    });

    it('are one tab stop; the arrow keys move the slide, and the focus along the thumbnails', async () => {
      const gallery = slideshow(6, 'thumbnails');
      await ready(gallery, 6);
      expect(thumbs(gallery).map((thumb) => thumb.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1]);
      (thumbs(gallery)[0] as HTMLButtonElement).focus();
      await idle(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => focused() === thumbs(gallery)[1], 'thumbnail 2 focused');
      expect(shownSlides(gallery)).to.deep.equal([1]);
      expect(thumbs(gallery).map((thumb) => thumb.tabIndex)).to.deep.equal([-1, 0, -1, -1, -1, -1]);
    });

    it('are each image’s ratio at the strip’s height, square with square-thumbs, 16:9 for a video', async () => {
      const video =
        '<figure data-type="video" data-image-dimensions="1000x1000"><img src="/api/images/v2/1000x1000.svg" alt="A film" width="1000" height="1000"></figure>';
      const gallery = fixture<Gallery>(
        `<sq-gallery design="slideshow" thumbnails thumbnail-strip-height="60">${slides(1)}${video}</sq-gallery>`,
      );
      await ready(gallery, 2);
      expect(boxesOf(gallery, thumbs(gallery)).map(({ width, height }) => [width, height])).to.deep.equal([
        [90, 60],
        [106.7, 60],
      ]);
      gallery.setAttribute('square-thumbs', '');
      await waitFor(() => thumbs(gallery)[0]?.getBoundingClientRect().width === 60, 'square thumbnails');
    });

    it('a slideshow and a separate strip linked to each other follow each other both ways', async () => {
      const show = fixture<Gallery>(
        `<sq-gallery id="show" design="slideshow" linked-galleries="#row">${slides(5)}</sq-gallery>`,
      );
      const row = fixture<Gallery>(
        `<sq-gallery id="row" design="strip" linked-galleries="#show">${slides(5)}</sq-gallery>`,
      );
      await ready(show, 5);
      await ready(row, 5);
      await idle(show);
      show.currentIndex = 2;
      await waitFor(
        () => row.shadowRoot?.querySelector('[data-current]')?.getAttribute('data-index') === '2',
        'the strip follows',
      );
      await idle(show);
      await idle(row);
      row.currentIndex = 4;
      await waitFor(() => shownSlides(show).join() === '4', 'the slideshow follows');
    });
  });

  describe('No layout shift', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();

    it('the first light-DOM slide sits where the slideshow draws it, the thumbnails’ room kept, before and after', async () => {
      const page = await openBeforeUpgrade();
      const shifts = layoutShifts(page.window);
      const container = page.add(`<sq-gallery design="slideshow" thumbnails>${slides(5)}</sq-gallery><p>Below</p>`);
      const gallery = container.querySelector('sq-gallery') as HTMLElement;
      const below = container.querySelector('p') as HTMLElement;
      const [first] = boxesOf(gallery, [gallery.children[0] as Element]);
      const belowTop = below.getBoundingClientRect().top;
      expect(first?.width).to.be.greaterThan(100);
      expect([...gallery.children].slice(1).every((child) => child.getBoundingClientRect().height === 0)).to.equal(
        true,
      );
      await page.define('sq-gallery');
      await waitFor(() => gallery.hasAttribute('data-drawn'), 'the slideshow drawn', 10000);
      // Its first render done, the width it measured before the first paint with it.
      await updateComplete(gallery);
      expect(boxesOf(gallery, [groups(gallery)[0] as Element])[0]).to.deep.equal(first);
      expect(below.getBoundingClientRect().top).to.equal(belowTop);
      (root(gallery).querySelector('button[aria-label="Next slide"]') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '1', 'slide 2');
      await idle(gallery as Gallery);
      await still(gallery);
      // Drawn at rest by a rendering update, which finds any shift: the first report of an observer made now.
      await intersectionReport(below);
      expect(below.getBoundingClientRect().top).to.equal(belowTop);
      expect(shifts()).to.deep.equal([]);
    });

    it('server-rendered: the page shows the first slide as the slideshow will, and hydrating moves nothing', async () => {
      const html = await prerender(
        `<!doctype html><html><head></head><body style="margin:0"><sq-gallery design="slideshow" image-aspect-ratio="16:9">${slides(5)}</sq-gallery><p>Below</p></body></html>`,
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
        const [first] = boxesOf(gallery, [gallery.children[0] as Element]);
        expect(first).to.deep.equal({ left: 0, top: 0, width: 1000, height: 562.5 });
        const belowTop = below.getBoundingClientRect().top;
        await window.prerenderedPage.load('/elements/sq-gallery/gallery.element.ts');
        await waitFor(() => gallery.hasAttribute('data-drawn'), 'the slideshow drawn', 10000);
        await updateComplete(gallery);
        expect(boxesOf(gallery, [groups(gallery)[0] as Element])[0]).to.deep.equal(first);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
      } finally {
        frame.remove();
      }
    });
  });
});
