import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { beforeUpgradeOpener } from '../../../test/browser/before-upgrade.ts';
import {
  attributeLog,
  cleanup,
  fixture,
  intersectionReport,
  MODULE_LOAD_TIMEOUT_MS,
  updateComplete,
  waitFor,
} from '../../../test/browser/harness.ts';
import {
  addressItemId,
  boxesOf,
  button,
  currentOf,
  expectDrawnInPlace,
  expectEditorLeavesAddress,
  expectFocusInside,
  focused,
  focusedBox,
  type Gallery,
  groups,
  idle,
  itemIdFor,
  layoutShifts,
  nextFromKeyboard,
  openWithItemId,
  ready,
  region,
  restoreAddressAfterEach,
  root,
  shownSlides,
  slideChanges,
  slides,
  still,
  tabThrough,
  withSlideIds,
} from './moving/moving.browser-helpers.ts';

const load = () => import('../gallery.element.ts');

const strip = (count: number, attributes = '') =>
  fixture<Gallery>(`<sq-gallery design="strip" ${attributes}>${slides(count)}</sq-gallery>`);
const linkOf = (gallery: Element, index: number) =>
  root(gallery).querySelector<HTMLElement>(`[part=link][data-index="${index}"]`) as HTMLElement;

describe('sq-gallery strip', function () {
  this.timeout(30000);
  before(async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    await load();
    document.body.style.margin = '0';
  });
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('Layout at three widths', () => {
    for (const width of [360, 600, 1024]) {
      it(`at ${width} px: half as tall as wide, each slide its own width, the current one in the middle`, async () => {
        await setViewport({ width, height: 900 });
        const gallery = strip(5);
        await ready(gallery, 5);
        await still(gallery);
        const height = width / 2;
        expect(gallery.getBoundingClientRect().height).to.be.closeTo(height, 0.6);
        const [first, second] = boxesOf(gallery, groups(gallery).slice(0, 2));
        expect(first?.width).to.be.closeTo(height * 1.5, 0.6);
        expect(first?.height).to.be.closeTo(height, 0.6);
        expect((first?.left ?? 0) + (first?.width ?? 0) / 2).to.be.closeTo(width / 2, 0.6);
        expect((second?.left ?? 0) - ((first?.left ?? 0) + (first?.width ?? 0))).to.be.closeTo(10, 0.6);
      });
    }

    it('active-alignment left and right put the current slide at the start and the end', async () => {
      await setViewport({ width: 1000, height: 900 });
      const left = strip(4, 'active-alignment="left"');
      await ready(left, 4);
      await still(left);
      expect(region(left).dataset.alignment).to.equal('start');
      expect(boxesOf(left, groups(left).slice(0, 1))[0]?.left).to.be.closeTo(0, 0.6);
      cleanup();
      const right = strip(4, 'active-alignment="right" current-index="2"');
      await ready(right, 4);
      await still(right);
      const box = boxesOf(right, groups(right).slice(2, 3))[0];
      expect((box?.left ?? 0) + (box?.width ?? 0)).to.be.closeTo(1000, 0.6);
    });
  });

  describe('Clicks and keys', () => {
    it('a click on another slide makes it current and moves it to the middle; on the current one, the next', async () => {
      await setViewport({ width: 1000, height: 900 });
      const gallery = strip(5);
      await ready(gallery, 5);
      await idle(gallery);
      groups(gallery)[1]?.querySelector<HTMLElement>('[part=link]')?.click();
      await waitFor(() => currentOf(gallery) === 1, 'slide 2 current');
      await idle(gallery);
      await still(gallery);
      const box = boxesOf(gallery, groups(gallery).slice(1, 2))[0];
      expect((box?.left ?? 0) + (box?.width ?? 0) / 2).to.be.closeTo(500, 0.6);
      linkOf(gallery, 1).click();
      await waitFor(() => currentOf(gallery) === 2, 'the active click goes on');
    });

    it('activeClick previous and none', async () => {
      const back = strip(3, `current-index="1" design-options='{"activeClick":"previous"}'`);
      await ready(back, 3);
      await idle(back);
      linkOf(back, 1).click();
      await waitFor(() => currentOf(back) === 0, 'back one');
      cleanup();
      const none = strip(3, `current-index="1" design-options='{"activeClick":"none"}'`);
      await ready(none, 3);
      await idle(none);
      const seen = slideChanges(none);
      linkOf(none, 1).click();
      await idle(none);
      expect(currentOf(none)).to.equal(1);
      // A click on another slide makes it current: the one change is that one, which came after the first click's.
      linkOf(none, 0).click();
      await waitFor(() => currentOf(none) === 0, 'the slide clicked current');
      expect(seen).to.deep.equal([0]);
    });

    it('slides out of view are inert; one tab stop; Enter activates; the arrow keys move and the focus follows', async () => {
      await setViewport({ width: 1000, height: 900 });
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = strip(6);
      await ready(gallery, 6);
      // 750 px slides in a 1000 px strip, the first in the middle: the first and the second show.
      await waitFor(() => shownSlides(gallery).join() === '0,1', 'the first two showing');
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(linkOf(gallery, 0));
      await sendKeys({ press: 'Tab' });
      expect(focused()?.getAttribute('part')).to.not.equal('link');
      await sendKeys({ press: 'Shift+Tab' });
      await idle(gallery);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => focused() === linkOf(gallery, 1), 'slide 2 focused');
      await waitFor(() => shownSlides(gallery).join() === '0,1,2', 'its neighbours showing');
      await idle(gallery);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => currentOf(gallery) === 2, 'Enter on the current slide goes on');
    });

    for (const width of [360, 600, 1200]) {
      for (const alignment of ['left', 'center', 'right']) {
        it(`at ${width} px, ${alignment}, Tab reaches only what is in view, before and after next`, async () => {
          await setViewport({ width, height: 900 });
          const before = fixture<HTMLButtonElement>('<button>before</button>');
          const gallery = fixture<Gallery>(
            `<div style="padding: 0 5%"><sq-gallery design="strip" active-alignment="${alignment}">${slides(6)}</sq-gallery></div>`,
          ).firstElementChild as Gallery;
          await ready(gallery, 6);
          const press = (key: string) => sendKeys({ press: key });
          expectFocusInside(gallery, await tabThrough(gallery, before, press));
          await nextFromKeyboard(gallery, before, press);
          expectFocusInside(gallery, await tabThrough(gallery, before, press));
          // The focus follows the current slide as an arrow key moves the strip: it is drawn where it is in view.
          linkOf(gallery, 1).focus();
          await press('ArrowRight');
          await waitFor(() => currentOf(gallery) === 2, 'slide 3');
          await idle(gallery);
          await still(gallery);
          expectFocusInside(gallery, [focusedBox()]);
        });
      }
    }

    it('preload 1: the slide a step beyond those showing loads before it shows, the others when they come', async () => {
      await setViewport({ width: 1000, height: 900 });
      const name = `p${Math.random().toString(36).slice(2, 9)}`;
      // Its origin named a CDN host: the image loader's requests are sized, and so told apart from the light DOM's.
      const gallery = fixture<Gallery>(
        `<sq-gallery design="strip" loader-options='{"cdnHosts":["self"]}'>${slides(6, 1200, 800, name)}</sq-gallery>`,
      );
      await ready(gallery, 6);
      await waitFor(() => shownSlides(gallery).join() === '0,1', 'the first two showing');
      // The image loader's requests (sized by format), not the light-DOM images the browser fetched before the upgrade.
      const requested = () =>
        performance
          .getEntriesByType('resource')
          .map(({ name: url }) => new URL(url))
          .filter(({ pathname, searchParams }) => pathname.includes(`/${name}/`) && searchParams.has('format'))
          .map(({ searchParams }) => Number(searchParams.get('n')))
          .sort();
      const loaded = (at: number) => {
        const image = groups(gallery)[at]?.querySelector<HTMLImageElement>('[part=image]');
        return image?.complete === true && image.naturalWidth > 0;
      };
      await waitFor(() => [0, 1, 2].every(loaded), 'the two showing and the next loaded', 10000);
      expect(requested()).to.deep.equal([0, 1, 2]);
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => shownSlides(gallery).join() === '0,1,2', 'the third showing');
      await waitFor(() => loaded(3), 'the next one loaded ahead', 10000);
      expect(requested()).to.deep.equal([0, 1, 2, 3]);
    });

    it('video slides other than the current one are inactive', async () => {
      const video =
        '<figure data-type="video" data-image-dimensions="1200x800"><img src="/api/images/sv/1200x800.svg" alt="A film" width="1200" height="800"></figure>';
      const gallery = fixture<Gallery>(`<sq-gallery design="strip">${slides(1)}${video}</sq-gallery>`);
      await ready(gallery, 2);
      expect(groups(gallery)[1]?.hasAttribute('data-inactive')).to.equal(true);
      await idle(gallery);
      (button(gallery, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => currentOf(gallery) === 1, 'the video current');
      expect(groups(gallery)[1]?.hasAttribute('data-inactive')).to.equal(false);
    });

    it('moves in 0.5 s, and at once under reduced motion', async () => {
      const moving = strip(4);
      await ready(moving, 4);
      const track = (gallery: Element) => root(gallery).querySelector('.track') as HTMLElement;
      expect(getComputedStyle(track(moving)).transitionDuration).to.equal('0.5s');
      await idle(moving);
      (button(moving, 'Next slide') as HTMLButtonElement).click();
      await waitFor(() => track(moving).getAnimations().length === 1, 'the row moving');
      const [move] = track(moving).getAnimations();
      expect(move?.effect?.getComputedTiming().duration).to.equal(500);
      cleanup();
      await emulateMedia({ reducedMotion: 'reduce' });
      const gallery = strip(4);
      await ready(gallery, 4);
      expect(getComputedStyle(track(gallery)).transitionDuration).to.equal('0s');
    });
  });

  describe('Autoplay', () => {
    // The mouse rests outside every gallery, below it.
    beforeEach(() => sendMouse({ type: 'move', position: [790, 590] }));
    afterEach(() => resetMouse());
    const autoplayOf = (gallery: Element) => region(gallery)?.dataset.autoplay;
    const viewport = (gallery: Element) => root(gallery).querySelector('.viewport') as HTMLElement;

    it('advances a slide every autoplay-duration, round to the first, the live region off while it plays', async () => {
      const gallery = strip(3, 'autoplay autoplay-duration="0.3"');
      await ready(gallery, 3);
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing');
      expect(viewport(gallery).getAttribute('aria-live')).to.equal('off');
      await waitFor(() => currentOf(gallery) === 1, 'slide 2');
      await waitFor(() => currentOf(gallery) === 2, 'slide 3');
      await waitFor(() => currentOf(gallery) === 0, 'round to slide 1');
    });

    it('without autoplay nothing moves and there is no pause button; the live region is polite', async () => {
      const gallery = strip(3, 'autoplay-duration="0.3"');
      await ready(gallery, 3);
      expect(autoplayOf(gallery)).to.equal('off');
      expect(button(gallery, 'Pause slides')).to.equal(null);
      expect(viewport(gallery).getAttribute('aria-live')).to.equal('polite');
    });

    it('has a visible pause button that stops and restarts it, and pauses while keyboard focus is inside', async () => {
      const before = fixture<HTMLButtonElement>('<button>before</button>');
      const gallery = strip(3, 'autoplay autoplay-duration="0.3"');
      await ready(gallery, 3);
      const pause = button(gallery, 'Pause slides') as HTMLButtonElement;
      expect(pause.getBoundingClientRect().width).to.be.greaterThan(20);
      expect(getComputedStyle(pause).visibility).to.equal('visible');
      pause.click();
      await waitFor(() => autoplayOf(gallery) === 'paused', 'paused by the button');
      (button(gallery, 'Play slides') as HTMLButtonElement).click();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing again');
      before.focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => autoplayOf(gallery) === 'focus', 'paused by focus');
      before.focus();
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing once focus left');
    });

    it('the mouse over it pauses it only with pauseOnMouseover, which may name elements of the page too', async () => {
      const plain = strip(4, 'autoplay autoplay-duration="0.3"');
      await ready(plain, 4);
      const states = attributeLog(region(plain), 'data-autoplay');
      const box = plain.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 30), Math.round(box.top + 30)] });
      const from = currentOf(plain);
      await waitFor(() => currentOf(plain) !== from, 'a change with the mouse over it');
      expect(states.map((state) => state.value)).to.not.include('hover');
      await sendMouse({ type: 'move', position: [790, 590] });
      cleanup();
      const gallery = fixture<Gallery>(
        `<div><sq-gallery design="strip" autoplay autoplay-duration="0.3" autoplay-options='{"pauseOnMouseover":["#strip-caption"]}'>${slides(4)}</sq-gallery><p id="strip-caption" style="margin:0;height:40px">Caption</p></div>`,
      ).firstElementChild as Gallery;
      await ready(gallery, 4);
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing');
      const own = gallery.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(own.left + 30), Math.round(own.top + 30)] });
      await waitFor(() => autoplayOf(gallery) === 'hover', 'paused by the mouse over the gallery');
      await sendMouse({ type: 'move', position: [790, 590] });
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing once the mouse left');
      const caption = (document.getElementById('strip-caption') as HTMLElement).getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(caption.left + 10), Math.round(caption.top + 10)] });
      await waitFor(() => autoplayOf(gallery) === 'hover', 'paused by the mouse over the caption it names');
      await sendMouse({ type: 'move', position: [790, 590] });
      await waitFor(() => autoplayOf(gallery) === 'playing', 'playing once the mouse left the caption');
    });

    it('is off under reduced motion and with in-motion off: no pause button, and a change is drawn at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const reduced = strip(3, 'autoplay autoplay-duration="0.3"');
      await ready(reduced, 3);
      await waitFor(() => autoplayOf(reduced) === 'reduced-motion', 'autoplay off');
      expect(button(reduced, 'Pause slides')).to.equal(null);
      expect(viewport(reduced).getAttribute('aria-live')).to.equal('polite');
      cleanup();
      await emulateMedia({ reducedMotion: 'no-preference' });
      const still = strip(3, 'autoplay autoplay-duration="0.3" in-motion="false"');
      await ready(still, 3);
      expect(autoplayOf(still)).to.equal('off');
      expect(button(still, 'Pause slides')).to.equal(null);
      expect(region(still).hasAttribute('data-still')).to.equal(true);
    });
  });

  describe('History', () => {
    restoreAddressAfterEach();
    const tracked = (count: number) =>
      fixture<Gallery>(`<sq-gallery design="strip" history-hash>${withSlideIds(slides(count))}</sq-gallery>`);

    it('history-hash: a change replaces the itemId with the page address and the slide (no new entry)', async () => {
      await setViewport({ width: 1000, height: 900 });
      const gallery = tracked(5);
      await ready(gallery, 5);
      const entries = history.length;
      expect(location.hash).to.equal('');
      await idle(gallery);
      linkOf(gallery, 1).click();
      await waitFor(() => addressItemId() === itemIdFor('photo-2'), 'the itemId of the slide clicked');
      expect(currentOf(gallery)).to.equal(1);
      await idle(gallery);
      button(gallery, 'Next slide')?.click();
      await waitFor(() => addressItemId() === itemIdFor('photo-3'), 'the itemId of the next slide');
      expect(history.length).to.equal(entries);
    });

    it('in the backend editor the address is neither read nor written', async () => {
      await expectEditorLeavesAddress(() => tracked(5), 5);
    });

    it('history-hash: an itemId in the address on load selects its slide', async () => {
      openWithItemId('photo-4');
      const gallery = tracked(5);
      await ready(gallery, 5);
      await waitFor(() => currentOf(gallery) === 3, 'the fourth slide current');
    });
  });

  describe('Accessibility', () => {
    it('is an APG carousel: a labelled region, slides as groups "n of m", named buttons', async () => {
      const gallery = strip(3, 'aria-label="Row"');
      await ready(gallery, 3);
      expect(region(gallery).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region(gallery).getAttribute('aria-label')).to.equal('Row');
      expect(groups(gallery).map((group) => group.getAttribute('aria-label'))).to.deep.equal([
        '1 of 3',
        '2 of 3',
        '3 of 3',
      ]);
      expect(button(gallery, 'Previous slide')).to.not.equal(null);
      expect(button(gallery, 'Next slide')).to.not.equal(null);
    });

    it('axe finds nothing', async () => {
      const gallery = strip(5, 'loop');
      await ready(gallery, 5);
      await updateComplete(gallery);
      await idle(gallery);
      const results = await axe.run(gallery);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });
  });

  describe('No layout shift', () => {
    const openBeforeUpgrade = beforeUpgradeOpener();

    // The gallery reads its design in any case, so the stylesheet must too.
    for (const [design, alignment] of [
      ['strip', 'center'],
      ['strip', 'left'],
      ['strip', 'right'],
      ['Strip', 'right'],
    ]) {
      it(`the light-DOM slides sit where the strip draws them (design="${design}" active-alignment="${alignment}"), before and after the upgrade and a change of slide`, async () => {
        const page = await openBeforeUpgrade();
        const shifts = layoutShifts(page.window);
        const container = page.add(
          `<sq-gallery design="${design}" active-alignment="${alignment}">${slides(5)}</sq-gallery><p>Below</p>`,
        );
        const gallery = container.querySelector('sq-gallery') as HTMLElement;
        const below = container.querySelector('p') as HTMLElement;
        const before = boxesOf(gallery, [...gallery.children].slice(0, 2));
        expect(before[0]?.height).to.be.greaterThan(100);
        const belowTop = await expectDrawnInPlace(page, gallery, before, () =>
          boxesOf(gallery, groups(gallery).slice(0, 2)),
        );
        await idle(gallery as Gallery);
        (button(gallery, 'Next slide') as HTMLButtonElement).click();
        await waitFor(() => currentOf(gallery) === 1, 'the second slide current');
        await still(gallery);
        await idle(gallery as Gallery);
        // Drawn at rest by a rendering update, which finds any shift: the first report of an observer made now.
        await intersectionReport(below);
        expect(below.getBoundingClientRect().top).to.equal(belowTop);
        expect(shifts()).to.deep.equal([]);
      });
    }
  });
});
