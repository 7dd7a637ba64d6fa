import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { captureWarnings, cleanup, fixture, settle, updateComplete, waitFor } from '../../test/browser/harness.ts';
import { openTestLayer, removeTestLayers } from '../../test/browser/layers.ts';
import { doubleTap, pinch, swipe, tap } from '../../test/browser/tap.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { ARROW_THROTTLE_MS, LIGHTBOX_SPEED_S, type LightboxItem } from './lightbox.logic.ts';
import { lightboxApi } from './lightbox.schema.ts';

const load = () => import('./lightbox.element.ts');
const loadGallery = () => import('../sq-gallery/gallery.element.ts');

type Lightbox = HTMLElement & { open(items?: unknown, index?: number): void };

const folder = () => `l${Math.random().toString(36).slice(2, 9)}`;
const imageAt = (name: string, width: number, height: number, query = '') =>
  `/api/images/${name}/${width}x${height}.svg${query}`;
const itemsIn = (name: string, count = 3): LightboxItem[] =>
  Array.from({ length: count }, (_, index) => ({
    src: imageAt(`${name}-${index}`, 1200, 800),
    alt: `Picture ${index + 1}`,
    id: `p${index + 1}`,
    dimensions: { width: 1200, height: 800 },
    title: `Title ${index + 1}`,
    description: `Words about picture ${index + 1}`,
  }));

const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const dialog = (element: Element) => part(element, 'dialog') as HTMLDialogElement;
const position = (element: Element) => part(element, 'position')?.textContent;
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const focusedPart = () => deepActive()?.getAttribute('part') ?? deepActive()?.localName;
const pageLightbox = () => document.querySelector<Lightbox>('sq-lightbox');
const waitState = (element: HTMLElement, state: string) =>
  waitFor(() => element.dataset.state === state, `data-state ${state} (is ${element.dataset.state})`, 5000);
/** The middle of an element, in the window's coordinates, for sendMouse. */
const middleOf = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};
/** Clicks at a point; the caller waits for what the click does. */
const click = async ([x, y]: [number, number]) => {
  await sendMouse({ type: 'click', position: [x, y] });
};
/** Waits until the lightbox says it shows `text` ('Image 2 of 3'). */
const positionIs = (element: Element, text: string) =>
  waitFor(() => position(element) === text, `the position ${text} (is ${position(element)})`);
/**
 * The data-state values seen, as waitFor checks it (now, then at each animation frame), until it is `state`:
 * a state that lasts through a frame is among them.
 */
const statesUntil = async (element: HTMLElement, state: string) => {
  const seen: (string | undefined)[] = [];
  await waitFor(() => {
    seen.push(element.dataset.state);
    return element.dataset.state === state;
  }, `data-state ${state}`);
  return seen;
};

/** Opens a lightbox by script and waits until its content shows. */
const openWith = async (items: LightboxItem[], index = 0, attributes = '') => {
  const element = fixture<Lightbox>(`<sq-lightbox ${attributes}></sq-lightbox>`);
  await updateComplete(element);
  element.open(items, index);
  await waitState(element, 'open');
  return element;
};

const startAddress = location.href;

runElementContract({
  api: lightboxApi,
  load,
  samples: {
    theme: { attribute: 'light', value: 'light' },
    label: { attribute: 'Harbour photos', value: 'Harbour photos' },
    history: { attribute: 'false', value: false },
    cdnHosts: { attribute: '["images.example"]', value: ['images.example'] },
    items: {
      attribute: '[{"src":"/api/images/i/10x10.svg","alt":"Dot"}]',
      value: [{ src: '/api/images/i/10x10.svg', alt: 'Dot' }],
    },
  },
});

/**
 * The details of every `type` event `target` hears from now on. The lightbox says sq-slide-change and sq-close
 * as it handles the input that moves or closes it, so once an input command has resolved (the page has handled
 * the input), what that input did is here: a check that it did nothing needs no time to pass.
 */
function heardFrom(target: EventTarget, type: string): unknown[] {
  const heard: unknown[] = [];
  target.addEventListener(type, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

/** The properties of every transition that starts on `element` from now on (a `transitionrun` each). */
function transitionsOf(element: Element): string[] {
  const started: string[] = [];
  element.addEventListener('transitionrun', (event) => started.push((event as TransitionEvent).propertyName));
  return started;
}

describe('sq-lightbox', () => {
  before(async () => {
    await load();
    await loadGallery();
  });
  beforeEach(async () => {
    await setViewport({ width: 1024, height: 768 });
    // Motion is on unless a test turns it off: the fades are waited for, never timed.
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    const closing = [...document.querySelectorAll<HTMLElement>('sq-lightbox')].filter(
      (element) => element.dataset.state !== 'closed' && part(element, 'close-button'),
    );
    for (const element of closing) part(element, 'close-button')?.click();
    // The closes take effect before the lightboxes are removed: each is closing, and the back over the history
    // entry its opening added has landed (or the next test's entry would be gone back over).
    await waitFor(
      () =>
        closing.every((element) => element.dataset.state === 'closing' || element.dataset.state === 'closed') &&
        !(history.state as Record<string, unknown> | null)?.sqLightbox,
      'the lightboxes to close',
    );
    cleanup();
    for (const stray of document.querySelectorAll('sq-lightbox')) stray.remove();
    removeTestLayers();
    history.replaceState(null, '', startAddress);
  });

  describe('Closed', () => {
    it('shows nothing and takes no space; the dialog is there, closed and empty', async () => {
      const element = fixture<Lightbox>('<sq-lightbox></sq-lightbox>');
      await updateComplete(element);
      expect(element.dataset.state).to.equal('closed');
      expect(dialog(element).open).to.equal(false);
      expect(dialog(element).childElementCount).to.equal(0);
      expect(element.getClientRects().length).to.equal(0);
    });
  });

  describe('Opening', () => {
    it('a click on a gallery tile opens a lightbox added to the page, at that slide, in the gallery’s theme', async () => {
      const name = folder();
      const gallery = fixture(
        `<sq-gallery design="grid" slides-per-row="3" lightbox-theme="light">
          <img src="${imageAt(`${name}-a`, 900, 600)}" alt="Harbour" data-image-dimensions="900x600" data-slide-id="harbour">
          <img src="${imageAt(`${name}-b`, 600, 900)}" alt="Boats" data-image-dimensions="600x900" data-slide-id="boats">
          <img src="${imageAt(`${name}-c`, 800, 800)}" alt="Nets" data-image-dimensions="800x800" data-slide-id="nets">
        </sq-gallery>`,
      );
      await waitFor(() => (gallery.shadowRoot?.querySelectorAll('button[part=link]').length ?? 0) === 3, 'tiles');
      expect(pageLightbox(), 'no lightbox before').to.equal(null);
      const tile = gallery.shadowRoot?.querySelectorAll('button[part=link]')[1] as HTMLElement;
      await click(middleOf(tile));
      await waitFor(() => pageLightbox() !== null, 'a lightbox added');
      const element = pageLightbox() as Lightbox;
      await waitState(element, 'open');
      expect(dialog(element).matches(':modal')).to.equal(true);
      expect(dialog(element).dataset.theme).to.equal('light');
      expect(position(element)).to.equal('Image 2 of 3');
      expect(part(element, 'image')?.getAttribute('alt')).to.equal('Boats');
      expect(focusedPart()).to.equal('close-button');
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(deepActive() === tile, 'focus back on the tile').to.equal(true);
    });

    it('sizes the picture only on the CDN hosts the gallery names (spec 001 §5), else shows it as given', async () => {
      const name = folder();
      const src = imageAt(`${name}-a`, 1200, 800);
      const imageOf = async (hosts: string) => {
        const gallery = fixture(
          `<sq-gallery design="grid" slides-per-row="3" ${hosts}>
            <img src="${src}" alt="Harbour" data-image-dimensions="1200x800" data-slide-id="harbour">
          </sq-gallery>`,
        );
        await waitFor(() => gallery.shadowRoot?.querySelector('button[part=link]') != null, 'a tile');
        await click(middleOf(gallery.shadowRoot?.querySelector('button[part=link]') as HTMLElement));
        await waitFor(() => pageLightbox()?.dataset.state === 'open', 'opened');
        const element = pageLightbox() as Lightbox;
        const image = part(element, 'image') as HTMLImageElement;
        await waitFor(() => image.hasAttribute('src') && image.complete, 'the picture shown');
        const shown = new URL(image.getAttribute('src') ?? '', location.href);
        part(element, 'close-button')?.click();
        await waitState(element, 'closed');
        cleanup();
        return shown;
      };
      const given = await imageOf('');
      expect(given.pathname + given.search).to.equal(src);
      const sized = await imageOf(`loader-options='{"cdnHosts":["self"]}'`);
      expect(sized.pathname).to.equal(src);
      expect(sized.searchParams.get('format')).to.match(/^\d+w$/);
    });

    it('Enter on a focused tile opens it from the keyboard, and closing returns focus to the tile', async () => {
      const name = folder();
      const gallery = fixture(
        `<sq-gallery design="grid">
          <img src="${imageAt(`${name}-a`, 900, 600)}" alt="Harbour" data-image-dimensions="900x600">
          <img src="${imageAt(`${name}-b`, 600, 900)}" alt="Boats" data-image-dimensions="600x900">
        </sq-gallery>`,
      );
      await waitFor(() => (gallery.shadowRoot?.querySelectorAll('button[part=link]').length ?? 0) === 2, 'tiles');
      const tile = gallery.shadowRoot?.querySelector('button[part=link]') as HTMLButtonElement;
      tile.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => pageLightbox()?.dataset.state === 'open', 'opened');
      const element = pageLightbox() as Lightbox;
      expect(position(element)).to.equal('Image 1 of 2');
      expect(focusedPart()).to.equal('close-button');
      await sendKeys({ press: 'Enter' });
      await waitState(element, 'closed');
      expect(deepActive() === tile, 'focus back on the tile').to.equal(true);
    });

    it('opens by script with open(items, index), says sq-open, and destroys its content once closed', async () => {
      const opened: unknown[] = [];
      const closed: unknown[] = [];
      document.addEventListener('sq-open', (event) => opened.push((event as CustomEvent).detail), { once: true });
      document.addEventListener('sq-close', (event) => closed.push((event as CustomEvent).detail), { once: true });
      const element = await openWith(itemsIn(folder()), 2);
      expect(opened).to.deep.equal([{ index: 2 }]);
      expect(position(element)).to.equal('Image 3 of 3');
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(closed).to.deep.equal([{ reason: 'close-button' }]);
      expect(dialog(element).open).to.equal(false);
      expect(dialog(element).childElementCount, 'content destroyed').to.equal(0);
    });

    it('opens a set of <a data-lightbox> links at the clicked one, instead of following it', async () => {
      const name = folder();
      fixture('<sq-lightbox></sq-lightbox>');
      const links = fixture(
        `<p>
          <a href="${imageAt(`${name}-a`, 900, 600)}" data-lightbox="trip" data-title="Harbour" data-image-dimensions="900x600"><img src="${imageAt(`${name}-a`, 90, 60)}" alt="Harbour at dawn" width="90" height="60"></a>
          <a href="${imageAt(`${name}-b`, 900, 600)}" data-lightbox="trip" data-description="Boats in the rain"><img src="${imageAt(`${name}-b`, 90, 60)}" alt="Boats" width="90" height="60"></a>
          <a href="${imageAt(`${name}-c`, 900, 600)}" data-lightbox="other"><img src="${imageAt(`${name}-c`, 90, 60)}" alt="Elsewhere" width="90" height="60"></a>
        </p>`,
      );
      const second = links.querySelectorAll('a')[1] as HTMLAnchorElement;
      await click(middleOf(second));
      const element = pageLightbox() as Lightbox;
      await waitState(element, 'open');
      expect(location.pathname, 'not followed').to.equal(new URL(startAddress).pathname);
      expect(position(element)).to.equal('Image 2 of 2');
      expect(part(element, 'caption')?.textContent).to.equal('Boats in the rain');
      expect(part(element, 'image')?.getAttribute('alt')).to.equal('Boats');
    });
  });

  describe('Controls', () => {
    it('names its controls Close, Previous image and Next image; previous and next move, and say sq-slide-change', async () => {
      const changes: unknown[] = [];
      const element = await openWith(itemsIn(folder()), 0);
      element.addEventListener('sq-slide-change', (event) => changes.push((event as CustomEvent).detail));
      expect(part(element, 'close-button')?.getAttribute('aria-label')).to.equal('Close');
      expect(part(element, 'previous-button')?.getAttribute('aria-label')).to.equal('Previous image');
      expect(part(element, 'next-button')?.getAttribute('aria-label')).to.equal('Next image');
      await click(middleOf(part(element, 'next-button') as HTMLElement));
      await positionIs(element, 'Image 2 of 3');
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      await positionIs(element, 'Image 1 of 3');
      expect(changes).to.deep.equal([
        { index: 1, previousIndex: 0 },
        { index: 0, previousIndex: 1 },
      ]);
    });

    it('has no previous or next with a single item', async () => {
      const element = await openWith(itemsIn(folder(), 1));
      expect(part(element, 'previous-button')).to.equal(null);
      expect(part(element, 'next-button')).to.equal(null);
      expect(position(element)).to.equal('Image 1 of 1');
    });

    it('shows the caption from the item’s meta in a live region', async () => {
      const element = await openWith(itemsIn(folder()), 1);
      const caption = part(element, 'caption') as HTMLElement;
      expect(caption.textContent).to.equal('Title 2Words about picture 2');
      expect(caption.closest('[aria-live=polite]'), 'announced').to.not.equal(null);
      expect(part(element, 'position')?.closest('[aria-live=polite]'), 'position announced').to.not.equal(null);
    });

    it('loops on desktop', async () => {
      const element = await openWith(itemsIn(folder()), 2);
      await click(middleOf(part(element, 'next-button') as HTMLElement));
      await positionIs(element, 'Image 1 of 3');
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      await positionIs(element, 'Image 3 of 3');
    });

    it('does not loop on mobile: the ends stop, their control marked disabled; the caption can be hidden', async () => {
      await setViewport({ width: 390, height: 800 });
      const element = await openWith(itemsIn(folder()), 2);
      const next = part(element, 'next-button') as HTMLElement;
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      // Clicks are handled in order: what a click does is drawn before what the next one does, so the position
      // each later click leads to says the disabled ends moved nothing (a loop from the last would lead to 1, not 2).
      await click(middleOf(next));
      expect(position(element)).to.equal('Image 3 of 3');
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      await positionIs(element, 'Image 2 of 3');
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      await positionIs(element, 'Image 1 of 3');
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      const toggle = part(element, 'caption-toggle') as HTMLElement;
      expect(toggle.getClientRects().length, 'toggle shown on mobile').to.be.greaterThan(0);
      await click(middleOf(toggle));
      await waitFor(() => part(element, 'caption')?.hidden === true, 'the caption hidden');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(position(element), 'the previous control at the first moved nothing').to.equal('Image 1 of 3');
    });
  });

  describe('Keyboard', () => {
    it('arrow keys move, at most once per 200 ms', async () => {
      const element = await openWith(itemsIn(folder(), 5), 0);
      // Each move is said while its key is handled (sq-slide-change in the keydown's dispatch): a move's time is
      // its keydown's, taken as the keydown starts, just before the lightbox reads the clock. The event itself
      // comes after the slide has been set, which on a busy machine may take a moment more for one key than another.
      const moves: number[] = [];
      let keyAt = 0;
      const timeKey = () => {
        keyAt = performance.now();
      };
      window.addEventListener('keydown', timeKey, { capture: true });
      element.addEventListener('sq-slide-change', () => moves.push(keyAt));
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      const secondHandled = keyAt;
      expect(moves.length, 'the first press moved').to.be.at.least(1);
      if (secondHandled - (moves[0] as number) < ARROW_THROTTLE_MS)
        expect(moves, 'second press ignored').to.have.length(1);
      while (moves.length < 2) await sendKeys({ press: 'ArrowRight' });
      while (moves.length < 3) await sendKeys({ press: 'ArrowLeft' });
      const gaps = moves.slice(1).map((time, index) => time - (moves[index] as number));
      window.removeEventListener('keydown', timeKey, { capture: true });
      // Within a millisecond: each key is timed a moment before its handler reads the clock.
      for (const gap of gaps) expect(gap).to.be.at.least(ARROW_THROTTLE_MS - 1);
      await waitFor(() => position(element) === 'Image 2 of 5', 'the position drawn');
    });

    it('Escape with a modal layer opened over it closes only that layer, then the lightbox', async () => {
      const element = await openWith(itemsIn(folder()));
      const closes = heardFrom(element, 'sq-close');
      const over = fixture<HTMLDialogElement>('<dialog><button type="button">Inside</button></dialog>');
      const closed: string[] = [];
      const layer = openTestLayer('over', closed, over, { dialog: over });
      over.querySelector('button')?.focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => closed.length > 0, 'the layer over it to close');
      expect(closed).to.deep.equal(['over:escape']);
      // The Escape that closed the layer has been handled: a close of the lightbox by it would have been said.
      expect(closes, 'the lightbox not closed by that Escape').to.deep.equal([]);
      expect(element.dataset.state).to.equal('open');
      layer.remove();
      await sendKeys({ press: 'Escape' });
      await waitState(element, 'closed');
      expect(closes).to.deep.equal([{ reason: 'escape' }]);
    });
  });

  describe('Clicks', () => {
    it('a click on the image goes by the half of the window; within 2 % of the edge nothing happens', async () => {
      const element = await openWith(itemsIn(folder()), 1);
      const changes = heardFrom(element, 'sq-slide-change');
      const closes = heardFrom(element, 'sq-close');
      const frame = part(element, 'frame') as HTMLElement;
      const box = frame.getBoundingClientRect();
      const y = Math.round(box.top + box.height / 2);
      await click([Math.round(innerWidth / 2 + 40), y]);
      await positionIs(element, 'Image 3 of 3');
      await click([Math.round(innerWidth / 2 - 40), y]);
      await positionIs(element, 'Image 2 of 3');
      // The overlay at the window's edge: neither closes nor moves (the clicks handled, nothing said).
      await click([Math.floor(innerWidth * 0.01), y]);
      await click([Math.floor(innerWidth * 0.99), Math.floor(innerHeight * 0.99)]);
      expect(changes, 'only the two clicks on the image moved').to.deep.equal([
        { index: 2, previousIndex: 1 },
        { index: 1, previousIndex: 2 },
      ]);
      expect(closes, 'no close').to.deep.equal([]);
      expect(element.dataset.state).to.equal('open');
      expect(position(element)).to.equal('Image 2 of 3');
    });

    it('a click on the overlay away from the edge closes it (reason outside)', async () => {
      const closes: unknown[] = [];
      const element = await openWith(itemsIn(folder()));
      element.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail));
      await click([Math.round(innerWidth * 0.04), Math.round(innerHeight * 0.3)]);
      await waitState(element, 'closed');
      expect(closes).to.deep.equal([{ reason: 'outside' }]);
    });
  });

  describe('Touch', () => {
    it('a finger swiping left moves to the next item, right to the previous; down closes it (reason swipe)', async () => {
      await setViewport({ width: 390, height: 800 });
      const closes: unknown[] = [];
      const element = await openWith(itemsIn(folder()), 1);
      element.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail));
      const [x, y] = middleOf(part(element, 'frame') as HTMLElement);
      // Longer than the window's width over 2.25 (173 px): a swipe however slowly the machine sends it.
      await swipe({ x: x + 120, y }, { x: x - 120, y });
      await positionIs(element, 'Image 3 of 3');
      await swipe({ x: x - 120, y }, { x: x + 120, y });
      await positionIs(element, 'Image 2 of 3');
      // Longer than the window's height over 2.25 (356 px).
      await swipe({ x, y: 150 }, { x, y: 600 });
      await waitState(element, 'closed');
      expect(closes).to.deep.equal([{ reason: 'swipe' }]);
    });

    it('a swipe up, or a short drag sideways, neither moves nor closes', async () => {
      await setViewport({ width: 390, height: 800 });
      const element = await openWith(itemsIn(folder()), 1);
      const changes = heardFrom(element, 'sq-slide-change');
      const closes = heardFrom(element, 'sq-close');
      const [x, y] = middleOf(part(element, 'frame') as HTMLElement);
      await swipe({ x, y: 600 }, { x, y: 150 });
      await swipe({ x: x + 20, y }, { x: x - 20, y }, 20);
      // The fingers lifted, the swipes have been handled: a move or a close would have been said.
      expect(changes, 'no move').to.deep.equal([]);
      expect(closes, 'no close').to.deep.equal([]);
      expect(element.dataset.state).to.equal('open');
      expect(position(element)).to.equal('Image 2 of 3');
    });
  });

  describe('Zoom', () => {
    /** Opens items of 1200 x 800 on a phone and waits for the image to arrive (zoom needs its natural size). */
    const openOnPhone = async (index = 1) => {
      await setViewport({ width: 390, height: 800 });
      const element = await openWith(itemsIn(folder()), index);
      await waitFor(() => ((part(element, 'image') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0, 'image', 5000);
      return element;
    };
    const frameOf = (element: Element) => part(element, 'frame') as HTMLElement;
    /** The scale the frame is drawn at, once any transition has ended. */
    const drawnScale = async (element: Element) => {
      await Promise.all(
        frameOf(element)
          .getAnimations()
          .map((animation) => animation.finished),
      );
      return new DOMMatrix(getComputedStyle(frameOf(element)).transform).a;
    };
    /** Where a window x falls across the frame as drawn, 0 at its left edge and 1 at its right. */
    const across = (element: Element, x: number) => {
      const box = frameOf(element).getBoundingClientRect();
      return (x - box.left) / box.width;
    };
    const stageBox = (element: Element) => (part(element, 'stage') as HTMLElement).getBoundingClientRect();

    it('two fingers pinch the image larger, the point between them kept there; zoomed, one finger pans it, never leaving a gap', async () => {
      const element = await openOnPhone();
      const [x, y] = middleOf(frameOf(element));
      const at = x + 40;
      const before = across(element, at);
      await pinch(
        [
          { x: at - 30, y },
          { x: at + 30, y },
        ],
        [
          { x: at - 90, y },
          { x: at + 90, y },
        ],
      );
      await waitFor(() => frameOf(element).hasAttribute('data-zoomed'), 'zoomed');
      expect(await drawnScale(element)).to.be.closeTo(3, 0.05);
      expect(across(element, at), 'the point between the fingers').to.be.closeTo(before, 0.01);
      const stage = stageBox(element);
      // One finger far to the right, twice (700 px, beyond the 374 px the image may move): it pans, its left edge
      // stops at the stage's.
      await swipe({ x: x - 100, y }, { x: x + 250, y });
      await swipe({ x: x - 100, y }, { x: x + 250, y });
      await waitFor(
        () => Math.abs(frameOf(element).getBoundingClientRect().left - stage.left) < 0.5,
        'the pans drawn, stopped at the left edge',
      );
      let box = frameOf(element).getBoundingClientRect();
      expect(box.left, 'no gap on the left').to.be.closeTo(stage.left, 0.5);
      expect(box.right).to.be.greaterThan(stage.right);
      // Far to the left: its right edge stops at the stage's.
      await swipe({ x: x + 150, y }, { x: x - 250, y });
      await swipe({ x: x + 150, y }, { x: x - 250, y });
      await waitFor(
        () => Math.abs(frameOf(element).getBoundingClientRect().right - stage.right) < 0.5,
        'the pans drawn, stopped at the right edge',
      );
      box = frameOf(element).getBoundingClientRect();
      expect(box.right, 'no gap on the right').to.be.closeTo(stage.right, 0.5);
      expect(position(element), 'the drags panned, they did not move to another item').to.equal('Image 2 of 3');
      // Down: zoomed in, a drag down pans, it does not close (the finger lifted, a close would have been said).
      const closes = heardFrom(element, 'sq-close');
      await swipe({ x, y: 150 }, { x, y: 600 });
      expect(closes, 'no close').to.deep.equal([]);
      expect(element.dataset.state).to.equal('open');
      expect(await drawnScale(element)).to.be.closeTo(3, 0.05);
      // Another item starts at fit.
      await click(middleOf(part(element, 'next-button') as HTMLElement));
      await positionIs(element, 'Image 3 of 3');
      expect(frameOf(element).hasAttribute('data-zoomed')).to.equal(false);
      expect(getComputedStyle(frameOf(element)).transform).to.equal('none');
    });

    it('a pinch never zooms out past fit nor in past the image’s natural size', async () => {
      const element = await openOnPhone();
      const [x, y] = middleOf(frameOf(element));
      const fitted = frameOf(element).getBoundingClientRect().width;
      await pinch(
        [
          { x: x - 10, y },
          { x: x + 10, y },
        ],
        [
          { x: x - 180, y },
          { x: x + 180, y },
        ],
      );
      await waitFor(() => frameOf(element).hasAttribute('data-zoomed'), 'zoomed');
      // 36 times the spread; the image is 1200 px wide: one image pixel to one CSS pixel at most.
      expect(await drawnScale(element)).to.be.closeTo(1200 / fitted, 0.01);
      await pinch(
        [
          { x: x - 180, y },
          { x: x + 180, y },
        ],
        [
          { x: x - 5, y },
          { x: x + 5, y },
        ],
      );
      await waitFor(() => !frameOf(element).hasAttribute('data-zoomed'), 'back to fit');
      expect(getComputedStyle(frameOf(element)).transform).to.equal('none');
    });

    it('a double tap zooms in at the tapped point, easing in; another zooms back out; a single tap moves as a click', async () => {
      const element = await openOnPhone();
      const [x, y] = middleOf(frameOf(element));
      const at = x - 50;
      const before = across(element, at);
      const transitions = transitionsOf(frameOf(element));
      await doubleTap({ x: at, y });
      await waitFor(() => frameOf(element).hasAttribute('data-zoomed'), 'zoomed');
      // Started, however soon a busy machine has it over.
      expect(transitions, 'eases in').to.include('transform');
      expect(await drawnScale(element)).to.be.closeTo(3, 0.05);
      expect(across(element, at), 'the tapped point stays').to.be.closeTo(before, 0.01);
      expect(position(element), 'the taps did not move').to.equal('Image 2 of 3');
      await doubleTap({ x: at, y });
      await waitFor(() => !frameOf(element).hasAttribute('data-zoomed'), 'back to fit');
      expect(await drawnScale(element)).to.equal(1);
      // One tap on the right half, once it can no longer be a double tap, goes forward.
      await tap(frameOf(element));
      await waitFor(() => position(element) === 'Image 3 of 3', 'a single tap moved');
    });

    it('under reduced motion a double tap zooms with no animation', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await openOnPhone();
      const [x, y] = middleOf(frameOf(element));
      const transitions = transitionsOf(frameOf(element));
      await doubleTap({ x, y });
      await waitFor(() => frameOf(element).hasAttribute('data-zoomed'), 'zoomed');
      expect(transitions, 'no transition ran').to.deep.equal([]);
      expect(frameOf(element).getAnimations()).to.deep.equal([]);
      expect(new DOMMatrix(getComputedStyle(frameOf(element)).transform).a).to.be.closeTo(3, 0.05);
    });
  });

  describe('Address', () => {
    it('opening adds one history entry naming the item, moving replaces it, closing goes back over it', async () => {
      const element = await openWith(itemsIn(folder()), 1);
      // A new entry (the length is no measure: pushing drops the entries ahead of the current one).
      expect(history.state).to.deep.equal({ sqLightbox: true });
      expect(location.hash).to.equal('#itemId=p2');
      const length = history.length;
      await click(middleOf(part(element, 'next-button') as HTMLElement));
      await waitFor(() => location.hash === '#itemId=p3', 'the address naming the next item');
      expect(history.length, 'replaced, not added').to.equal(length);
      expect(history.state).to.deep.equal({ sqLightbox: true });
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      await waitFor(() => location.href === startAddress, 'address restored');
    });

    it('the back button closes it (reason back)', async () => {
      const closes: unknown[] = [];
      const element = await openWith(itemsIn(folder()), 0);
      element.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail));
      history.back();
      await waitState(element, 'closed');
      expect(closes).to.deep.equal([{ reason: 'back' }]);
      expect(location.href).to.equal(startAddress);
    });

    it('an address with an itemId opens that item of its own set on load; closing takes the item out', async () => {
      history.replaceState(null, '', '#itemId=p3');
      const items = itemsIn(folder());
      const element = fixture<Lightbox>(`<sq-lightbox config='${JSON.stringify({ items })}'></sq-lightbox>`);
      await waitState(element, 'open');
      expect(position(element)).to.equal('Image 3 of 3');
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(location.href).to.equal(startAddress);
    });

    it('an address whose last path segment names a link of a set opens it on load', async () => {
      const name = folder();
      history.replaceState(null, '', `${new URL(startAddress).pathname.replace(/[^/]*$/, '')}harbour/`);
      fixture(
        `<p><a href="${imageAt(`${name}-a`, 900, 600)}" data-lightbox="trip" data-slide-id="boats">Boats</a>
        <a href="${imageAt(`${name}-b`, 900, 600)}" data-lightbox="trip" data-slide-id="harbour">Harbour</a></p>`,
      );
      const element = fixture<Lightbox>('<sq-lightbox></sq-lightbox>');
      await waitState(element, 'open');
      expect(position(element)).to.equal('Image 2 of 2');
    });

    it('history off leaves the address alone', async () => {
      const element = await openWith(itemsIn(folder()), 1, 'history="false"');
      expect(location.href).to.equal(startAddress);
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(location.href).to.equal(startAddress);
    });
  });

  describe('Gallery address', () => {
    const gallery = (name: string) =>
      fixture(
        `<sq-gallery design="grid">
          <img src="${imageAt(`${name}-a`, 900, 600)}" alt="Harbour" data-image-dimensions="900x600" data-slide-id="harbour">
          <img src="${imageAt(`${name}-b`, 600, 900)}" alt="Boats" data-image-dimensions="600x900" data-slide-id="boats">
          <img src="${imageAt(`${name}-c`, 800, 800)}" alt="Nets" data-image-dimensions="800x800" data-slide-id="nets">
        </sq-gallery>`,
      );
    const tiles = (element: Element) => element.shadowRoot?.querySelectorAll('button[part=link]').length ?? 0;

    it('an itemId in the hash opens that gallery slide in the lightbox on load; closing takes it out', async () => {
      history.replaceState(null, '', '#itemId=boats');
      gallery(folder());
      await waitFor(() => pageLightbox()?.dataset.state === 'open', 'opened from the address', 5000);
      const element = pageLightbox() as Lightbox;
      expect(position(element)).to.equal('Image 2 of 3');
      expect(part(element, 'image')?.getAttribute('alt')).to.equal('Boats');
      expect(history.state, 'no entry added: the address named it already').to.equal(null);
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(location.href).to.equal(startAddress);
    });

    it('the last path segment naming a slide opens it on load', async () => {
      history.replaceState(null, '', `${new URL(startAddress).pathname.replace(/[^/]*$/, '')}nets`);
      gallery(folder());
      await waitFor(() => pageLightbox()?.dataset.state === 'open', 'opened from the address', 5000);
      expect(position(pageLightbox() as Lightbox)).to.equal('Image 3 of 3');
    });

    it('an address naming no slide, or a gallery with the lightbox off, asks for no lightbox', async () => {
      const asked: unknown[] = [];
      const listen = (event: Event) => asked.push(event);
      document.addEventListener('sq-lightbox-request', listen);
      try {
        // One address for both: it names no slide of the first gallery, and the slide of the second, whose lightbox is off.
        history.replaceState(null, '', '#itemId=solo');
        const named = gallery(folder());
        const off = fixture(
          `<sq-gallery design="grid" lightbox="false"><img src="${imageAt(folder(), 90, 60)}" alt="B" data-slide-id="solo"></sq-gallery>`,
        );
        await waitFor(() => tiles(named) === 3, 'tiles');
        await waitFor(() => off.shadowRoot?.querySelector('[part~=slide]:not(.pending)') != null, 'the tile');
        // Frames: nothing to wait for; time for a request to (wrongly) be made.
        await settle();
        expect(asked, 'no request').to.deep.equal([]);
        expect(pageLightbox(), 'no <sq-lightbox> added, so no lightbox code loaded').to.equal(null);
      } finally {
        document.removeEventListener('sq-lightbox-request', listen);
      }
    });
  });

  describe('Video', () => {
    const EMBED = '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="640" height="360"></iframe>';
    const player = (element: Element) =>
      element.shadowRoot?.querySelector('sq-video')?.shadowRoot?.querySelector('[part=player]') ?? null;

    it('a gallery’s video slide plays in the lightbox in <sq-video>, and stops when another item shows or it closes', async () => {
      // The page's autoloader brings <sq-video>'s code, asked by the lightbox (it does not see into shadow roots).
      await import('../autoloader.ts');
      const name = folder();
      const host = fixture(
        `<sq-gallery design="grid">
          <figure data-type="video" data-slide-id="film" data-video-html='${EMBED}' data-title="The film">
            <img src="${imageAt(`${name}-poster`, 1600, 900)}" alt="Film poster" data-image-dimensions="1600x900">
          </figure>
          <img src="${imageAt(`${name}-b`, 600, 900)}" alt="Boats" data-image-dimensions="600x900">
        </sq-gallery>`,
      );
      await waitFor(() => (host.shadowRoot?.querySelectorAll('button[part=link]').length ?? 0) === 2, 'tiles');
      await click(middleOf(host.shadowRoot?.querySelector('button[part=link]') as HTMLElement));
      await waitFor(() => pageLightbox()?.dataset.state === 'open', 'opened');
      const element = pageLightbox() as Lightbox;
      const video = () => element.shadowRoot?.querySelector<HTMLElement>('[part=frame] > sq-video') ?? null;
      await waitFor(() => video()?.shadowRoot?.querySelector('[part=play]') != null, 'the video facade');
      expect(video()?.getAttribute('poster')).to.include(`${name}-poster`);
      const play = video()?.shadowRoot?.querySelector('[part=play]') as HTMLElement;
      expect(play.getAttribute('aria-label')).to.equal('Play The film');
      await click(middleOf(play));
      await waitFor(() => video()?.dataset.state === 'playing', 'playing');
      expect(player(element)?.getAttribute('src')).to.include('youtube-nocookie.com/embed/M7lc1UVf-VE');
      expect(position(element), 'playing did not move').to.equal('Image 1 of 2');
      // Another item: the video and its player are gone.
      await click(middleOf(part(element, 'next-button') as HTMLElement));
      await positionIs(element, 'Image 2 of 2');
      expect(video(), 'the video removed').to.equal(null);
      expect(element.shadowRoot?.querySelector('iframe')).to.equal(null);
      // Back to it, played, then closed: gone too.
      await click(middleOf(part(element, 'previous-button') as HTMLElement));
      await waitFor(() => video()?.shadowRoot?.querySelector('[part=play]') != null, 'the video facade again');
      await click(middleOf(video()?.shadowRoot?.querySelector('[part=play]') as HTMLElement));
      await waitFor(() => video()?.dataset.state === 'playing', 'playing again');
      part(element, 'close-button')?.click();
      await waitState(element, 'closed');
      expect(video()).to.equal(null);
    });
  });

  describe('Lightweight tier', () => {
    it('with <meta name="sq-tier" content="lightweight"> a gallery, a script and a link only warn; nothing opens', async () => {
      const meta = document.head.appendChild(document.createElement('meta'));
      meta.name = 'sq-tier';
      meta.content = 'lightweight';
      try {
        const element = fixture<Lightbox>('<sq-lightbox></sq-lightbox>');
        const name = folder();
        const host = fixture(
          `<sq-gallery design="grid"><img src="${imageAt(`${name}-a`, 900, 600)}" alt="Harbour" data-image-dimensions="900x600"></sq-gallery>
          <a href="${imageAt(`${name}-b`, 900, 600)}" data-lightbox="tier"><img src="${imageAt(`${name}-b`, 90, 60)}" alt="Link" width="90" height="60"></a>`,
        );
        await waitFor(() => (host.shadowRoot?.querySelectorAll('button[part=link]').length ?? 0) === 1, 'tiles');
        let followed: boolean | null = null;
        const followedLink = (event: Event) => {
          followed = !event.defaultPrevented;
          // The test page stays where it is.
          event.preventDefault();
        };
        window.addEventListener('click', followedLink);
        const opened = heardFrom(document, 'sq-open');
        // Each asking is refused as it is handled, and says so: a warning (the gallery's, the lightbox's) or the
        // link followed. What it would (wrongly) have opened or added would be there by the time the next is made.
        const warnings = await captureWarnings(async () => {
          await click(middleOf(host.shadowRoot?.querySelector('button[part=link]') as HTMLElement));
          element.open(itemsIn(folder()), 0);
          await click(middleOf(document.querySelector('a[data-lightbox=tier]') as HTMLElement));
        });
        window.removeEventListener('click', followedLink);
        expect(warnings).to.deep.equal([
          'sq-gallery: lightbox support is unavailable in the lightweight tier',
          'sq-lightbox: lightbox support is unavailable in the lightweight tier',
        ]);
        expect(followed, 'the link is followed, as without scripts').to.equal(true);
        expect(opened, 'no sq-open').to.deep.equal([]);
        expect(element.dataset.state).to.equal('closed');
        expect(document.querySelectorAll('sq-lightbox').length, 'none added').to.equal(1);
      } finally {
        meta.remove();
      }
    });
  });

  describe('Images', () => {
    it('an image of unknown size gets the whole stage as its box, which does not move when it arrives', async () => {
      const name = folder();
      const element = await openWith([{ src: imageAt(name, 1600, 900, '?delay=400'), alt: 'Late' }]);
      const frame = part(element, 'frame') as HTMLElement;
      const stage = (part(element, 'stage') as HTMLElement).getBoundingClientRect();
      const before = frame.getBoundingClientRect();
      expect(part(element, 'image')?.hasAttribute('src'), 'not arrived yet').to.equal(false);
      expect([before.width, before.height]).to.deep.equal([stage.width, stage.height]);
      await waitFor(
        () =>
          (part(element, 'image') as HTMLImageElement).complete && part(element, 'image')?.hasAttribute('src') === true,
        'image loaded',
        5000,
      );
      const after = frame.getBoundingClientRect();
      expect([after.left, after.top, after.width, after.height]).to.deep.equal([
        before.left,
        before.top,
        before.width,
        before.height,
      ]);
    });

    it('an image of known size gets a box of its ratio, fitted to the stage, before it arrives', async () => {
      const name = folder();
      const element = await openWith([
        { src: imageAt(name, 1200, 800, '?delay=400'), alt: 'Wide', dimensions: { width: 1200, height: 800 } },
      ]);
      const stage = (part(element, 'stage') as HTMLElement).getBoundingClientRect();
      const box = (part(element, 'frame') as HTMLElement).getBoundingClientRect();
      expect(box.width / box.height).to.be.closeTo(1.5, 0.01);
      expect(box.width <= stage.width + 0.5 && box.height <= stage.height + 0.5, 'inside the stage').to.equal(true);
      expect(Math.min(stage.width - box.width, stage.height - box.height), 'fills one side').to.be.lessThan(1);
    });
  });

  describe('Motion', () => {
    it('the overlay fades in over 0.6 s at opacity 0.95, then the content shows', async () => {
      const element = fixture<Lightbox>('<sq-lightbox></sq-lightbox>');
      await updateComplete(element);
      element.open(itemsIn(folder()));
      await waitFor(() => element.dataset.state === 'opening', 'opening');
      await waitFor(() => dialog(element).getAnimations().length > 0, 'the fade to start');
      const [fade] = dialog(element).getAnimations();
      expect(fade?.effect?.getTiming().duration).to.equal(LIGHTBOX_SPEED_S * 1000);
      expect(part(element, 'frame'), 'no content while the overlay fades in').to.equal(null);
      expect(getComputedStyle(part(element, 'overlay') as HTMLElement).opacity).to.equal('0.95');
      await fade?.finished;
      await waitState(element, 'open');
      expect(part(element, 'frame'), 'content shown').to.not.equal(null);
    });

    it('under reduced motion it opens and closes with no fade', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = fixture<Lightbox>('<sq-lightbox></sq-lightbox>');
      await updateComplete(element);
      element.open(itemsIn(folder()));
      // Open by the first frame drawn after the call: a fade would keep it opening through the frames of 0.6 s.
      expect(await statesUntil(element, 'open'), 'opening at a frame').to.not.include('opening');
      expect(dialog(element).getAnimations()).to.deep.equal([]);
      part(element, 'close-button')?.click();
      // Closed by the first frame drawn after the click: a fade would keep it closing through the frames of 0.6 s.
      expect(await statesUntil(element, 'closed'), 'closing at a frame').to.not.include('closing');
    });
  });

  describe('Accessibility', () => {
    it('is a modal dialog named by its title, and axe finds nothing while open, dark and light', async () => {
      for (const theme of ['dark', 'light']) {
        const element = await openWith(itemsIn(folder()), 0, `theme="${theme}" label="Harbour photos"`);
        const labelledBy = dialog(element).getAttribute('aria-labelledby') as string;
        expect(dialog(element).getAttribute('aria-modal')).to.equal('true');
        expect(element.shadowRoot?.getElementById(labelledBy)?.textContent).to.equal('Harbour photos');
        const results = await axe.run(element.shadowRoot as unknown as Element);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
        part(element, 'close-button')?.click();
        await waitState(element, 'closed');
        element.remove();
      }
    });

    it("is titled 'Gallery' by default", async () => {
      const element = await openWith(itemsIn(folder()));
      const labelledBy = dialog(element).getAttribute('aria-labelledby') as string;
      expect(element.shadowRoot?.getElementById(labelledBy)?.textContent).to.equal('Gallery');
    });
  });
});
