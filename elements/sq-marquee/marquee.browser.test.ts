import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { beforeUpgradeOpener } from '../../test/browser/before-upgrade.ts';
import { firstView, removeFirstViews } from '../../test/browser/first-view.ts';
import { attributeLog, cleanup, fixture, frameRequestsOver, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { marqueeApi } from './marquee.schema.ts';

const load = () => import('./marquee.element.ts');
const TEXT = 'Free shipping over $75 · Made by hand';

runElementContract({
  api: marqueeApi,
  load,
  content: TEXT,
  samples: {
    waveFrequency: { attribute: '2', value: 2 },
    waveIntensity: { attribute: '0.5', value: 0.5 },
    animationDirection: { attribute: 'right', value: 'right' },
    animationSpeed: { attribute: '2', value: 2 },
    pausedOnHover: { attribute: 'true', value: true },
  },
  boxes: [
    { name: 'a wave', attributes: 'wave-frequency="2" wave-intensity="0.7"', content: TEXT },
    { name: 'a gentle long wave', attributes: 'wave-intensity="0.2"', content: TEXT },
    { name: 'a larger font', attributes: 'style="font-size: 30px"', content: TEXT },
  ],
});

const pieces = (element: Element) => [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[part=piece]') ?? [])];
const animations = (element: Element) => element.shadowRoot?.getAnimations() ?? [];
const running = (element: Element) =>
  animations(element).length > 0 && animations(element).every((animation) => animation.playState === 'running');

/** Puts every animation at `fraction` of its loop and returns each piece's box. */
function at(element: Element, fraction: number): DOMRect[] {
  for (const animation of animations(element)) {
    animation.pause();
    animation.currentTime = Number(animation.effect?.getTiming().duration) * fraction;
  }
  return pieces(element).map((piece) => piece.getBoundingClientRect());
}

async function marquee(attributes: string, style = 'width:600px'): Promise<HTMLElement> {
  const element = fixture(`<sq-marquee ${attributes} style="font:20px/1.2 sans-serif;${style}">${TEXT}</sq-marquee>`);
  await waitFor(() => element.dataset.state === 'running' || element.dataset.state === 'still', 'the marquee to start');
  return element;
}

describe('sq-marquee', () => {
  before(load);
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  describe('Defaults', () => {
    it('moves copies of its text to the left along a straight line', async () => {
      const element = await marquee('');
      expect(element.dataset.state).to.equal('running');
      const before = at(element, 0);
      const later = at(element, 0.25);
      const unit = (before[1]?.left ?? 0) - (before[0]?.left ?? 0);
      expect(unit).to.be.greaterThan(100);
      expect((later[0]?.left ?? 0) - (before[0]?.left ?? 0)).to.be.closeTo(-unit / 4, 0.5);
      expect(new Set(before.map((box) => Math.round(box.top)))).to.have.property('size', 1);
    });

    it('keeps the text readable for assistive technology and hides the moving copies', async () => {
      const element = await marquee('');
      const slot = element.shadowRoot?.querySelector('slot');
      expect(slot?.assignedNodes().map((node) => node.textContent)).to.deep.equal([TEXT]);
      const track = element.shadowRoot?.querySelector('[part=track]');
      expect(track?.getAttribute('aria-hidden')).to.equal('true');
      expect(element.shadowRoot?.querySelectorAll('[tabindex], a, button')).to.have.length(0);
      expect(pieces(element)[0]?.textContent).to.equal(TEXT);
    });

    it('moves to the right when animation-direction is right', async () => {
      const element = await marquee('animation-direction="right"');
      const before = at(element, 0);
      const later = at(element, 0.25);
      expect((later[0]?.left ?? 0) - (before[0]?.left ?? 0)).to.be.greaterThan(10);
    });

    it('moves 60 px a second at speed 1 and twice as fast at speed 2', async () => {
      for (const [speed, pxPerSecond] of [
        ['1', 60],
        ['2', 120],
      ] as const) {
        const element = await marquee(`animation-speed="${speed}"`);
        const [animation] = animations(element);
        const duration = Number(animation?.effect?.getTiming().duration);
        const [first, second] = at(element, 0);
        const unit = (second?.left ?? 0) - (first?.left ?? 0);
        expect(unit / (duration / 1000)).to.be.closeTo(pxPerSecond, 0.5);
        cleanup();
      }
    });
  });

  describe('Seamless loop', () => {
    for (const width of [320, 777, 1280]) {
      it(`fills ${width} px at every moment, copies one unit apart, and ends where it began`, async () => {
        const element = await marquee('', `width:${width}px`);
        const host = element.getBoundingClientRect();
        const start = at(element, 0);
        const unit = (start[1]?.left ?? 0) - (start[0]?.left ?? 0);
        for (const fraction of [0, 0.3, 0.7, 0.999]) {
          const boxes = at(element, fraction);
          for (let i = 1; i < boxes.length; i++) {
            expect((boxes[i]?.left ?? 0) - (boxes[i - 1]?.left ?? 0), `gap ${i} at ${fraction}`).to.be.closeTo(
              unit,
              0.5,
            );
          }
          expect(boxes[0]?.left, `first copy at ${fraction}`).to.be.at.most(host.left + 0.5);
          expect(boxes.at(-1)?.right, `last copy at ${fraction}`).to.be.at.least(host.right - 0.5);
        }
        // After one loop every copy stands where the one after it stood: no jump.
        const end = at(element, 1 - 1e-9);
        for (let i = 1; i < start.length; i++) {
          expect(end[i]?.left).to.be.closeTo(start[i - 1]?.left ?? 0, 0.5);
        }
      });
    }

    it('measures a straight copy as one run of text (fewer boxes to lay out), and a wave a letter at a time', async () => {
      const measured = (element: HTMLElement) => element.shadowRoot?.querySelector('.measure')?.children.length;
      expect(measured(await marquee('')), 'a straight copy and its gap').to.equal(2);
      cleanup();
      const letters = [...new Intl.Segmenter().segment(TEXT)].length;
      expect(measured(await marquee('wave-intensity="0.5"')), 'each letter and the gap').to.equal(letters + 1);
    });

    for (const width of [320, 777, 1280]) {
      it(`on a wave, ${width} px wide, each letter ends a loop where the same letter of the next copy began`, async () => {
        const element = await marquee('wave-frequency="2" wave-intensity="0.6"', `width:${width}px`);
        const host = element.getBoundingClientRect();
        const glyphs = pieces(element).filter((piece) => piece.textContent === 'F');
        expect(glyphs.length).to.be.at.least(2);
        const start = at(element, 0);
        const end = at(element, 1 - 1e-9);
        const all = pieces(element);
        const index = glyphs.map((glyph) => all.indexOf(glyph));
        for (let i = 1; i < index.length; i++) {
          const now = end[index[i] as number] as DOMRect;
          const before = start[index[i - 1] as number] as DOMRect;
          expect(now.left).to.be.closeTo(before.left, 1);
          expect(now.top).to.be.closeTo(before.top, 1);
        }
        // Letters cover the whole width: some reach each edge.
        expect(Math.min(...start.map((box) => box.left))).to.be.at.most(host.left);
        expect(Math.max(...start.map((box) => box.right))).to.be.at.least(host.right);
        // And they rise and fall with the wave.
        const tops = start.map((box) => box.top);
        expect(Math.max(...tops) - Math.min(...tops)).to.be.greaterThan(20);
      });
    }
  });

  describe('Reduced motion', () => {
    it('stands still under reduced motion, the copies in place', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await marquee('wave-intensity="0.5"');
      expect(element.dataset.state).to.equal('still');
      expect(animations(element)).to.have.length(0);
      expect(pieces(element).length).to.be.greaterThan(0);
    });

    it('stops when reduced motion is asked for, and starts again when it no longer is', async () => {
      const element = await marquee('');
      expect(running(element)).to.equal(true);
      await emulateMedia({ reducedMotion: 'reduce' });
      await waitFor(() => element.dataset.state === 'still', 'the marquee to stop');
      expect(animations(element)).to.have.length(0);
      await emulateMedia({ reducedMotion: 'no-preference' });
      await waitFor(() => element.dataset.state === 'running' && running(element), 'the marquee to start again');
    });
  });

  describe('Visibility', () => {
    it('requests no animation frames and pauses while scrolled out of view, and runs again in view', async () => {
      const spacer = fixture('<div style="height:300vh"></div>');
      const element = fixture<HTMLElement>(`<sq-marquee style="width:400px">${TEXT}</sq-marquee>`);
      await waitFor(() => element.dataset.state === 'offscreen', 'the marquee to know it is out of view');
      expect(animations(element).length).to.be.greaterThan(0);
      expect(animations(element).every((animation) => animation.playState === 'paused')).to.equal(true);
      expect(await frameRequestsOver(30)).to.equal(0);
      element.scrollIntoView();
      await waitFor(() => element.dataset.state === 'running' && running(element), 'the marquee to run in view');
      spacer.remove();
      window.scrollTo(0, 0);
    });
  });

  describe('Pointer', () => {
    it('pauses while hovered when paused-on-hover is set, and moves on when the pointer leaves', async () => {
      const element = await marquee('paused-on-hover');
      const box = element.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + box.height / 2)] });
      await waitFor(() => element.dataset.state === 'paused', 'the marquee to pause');
      // A pause takes effect at the next frame.
      await Promise.all(animations(element).map((animation) => animation.ready));
      expect(animations(element).every((animation) => animation.playState === 'paused')).to.equal(true);
      const before = pieces(element)[0]?.getBoundingClientRect().left;
      // A running marquee moves every frame: over a dozen frames, a paused one does not.
      await frameRequestsOver(12);
      expect(pieces(element)[0]?.getBoundingClientRect().left).to.equal(before);
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.bottom + 200)] });
      await waitFor(() => element.dataset.state === 'running' && running(element), 'the marquee to move on');
    });

    it('keeps moving under the pointer without paused-on-hover', async () => {
      const element = await marquee('');
      const box = element.getBoundingClientRect();
      const states = attributeLog(element, 'data-state');
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + box.height / 2)] });
      // Moving on under the pointer: the text goes on past where it was when the pointer came.
      const under = pieces(element)[0]?.getBoundingClientRect().left;
      await waitFor(() => pieces(element)[0]?.getBoundingClientRect().left !== under, 'the text to move on');
      expect(states, 'never paused').to.deep.equal([]);
      expect(element.dataset.state).to.equal('running');
    });
  });

  describe('Resize', () => {
    it('re-renders for a new width once it has settled for 1000 ms', async () => {
      const element = await marquee('', 'width:300px');
      const copies = pieces(element).length;
      element.style.width = '1400px';
      const resizedAt = performance.now();
      await waitFor(() => pieces(element).length > copies, 'the wider marquee', 8000);
      expect(performance.now() - resizedAt, 'ms from the resize to the new layout').to.be.at.least(1000);
    });

    it('lays out at least 50 px wide', async () => {
      const element = await marquee('', 'width:10px');
      const [first, second] = at(element, 0);
      const unit = (second?.left ?? 0) - (first?.left ?? 0);
      expect(pieces(element).length).to.equal(Math.ceil(50 / unit) + 1);
    });
  });

  describe('Content', () => {
    it('follows changes of its text', async () => {
      const element = await marquee('');
      element.textContent = 'Sale';
      await waitFor(() => pieces(element)[0]?.textContent === 'Sale', 'the new text');
    });
  });

  describe('Server-rendered, before its code arrives', () => {
    const STYLE = 'style="font:20px/1.2 sans-serif;width:600px"';
    afterEach(removeFirstViews);

    /** The one server-rendered marquee of a page shown with no element code. */
    async function served(attributes: string) {
      const view = await firstView(`<sq-marquee ${attributes} ${STYLE}>${TEXT}</sq-marquee>`);
      const host = view.hosts[0] as HTMLElement;
      expect(view.window.customElements.get('sq-marquee'), 'no code loaded').to.equal(undefined);
      return { ...view, host };
    }

    const cssAnimation = (host: Element) => {
      const list = animations(host);
      expect(list, 'one animation: the band of copies').to.have.length(1);
      return list[0] as CSSAnimation;
    };

    it('moves its copies left in CSS, one copy a loop at 60 px a second, its whole width covered', async () => {
      const { host } = await served('');
      const animation = cssAnimation(host);
      expect(animation.animationName).to.equal('sq-marquee-left');
      expect(animation.playState).to.equal('running');
      const box = host.getBoundingClientRect();
      const start = at(host, 0);
      const unit = (start[1]?.left ?? 0) - (start[0]?.left ?? 0);
      expect(unit).to.be.greaterThan(100);
      expect(unit / (Number(animation.effect?.getTiming().duration) / 1000)).to.be.closeTo(60, 0.5);
      const later = at(host, 0.25);
      expect((later[0]?.left ?? 0) - (start[0]?.left ?? 0)).to.be.closeTo(-unit / 4, 0.5);
      for (const fraction of [0, 0.5, 0.999]) {
        const boxes = at(host, fraction);
        expect(boxes[0]?.left, `first copy at ${fraction}`).to.be.at.most(box.left + 0.5);
        expect(boxes.at(-1)?.right, `last copy at ${fraction}`).to.be.at.least(box.right - 0.5);
      }
      // After a loop each copy stands where the one after it stood.
      const end = at(host, 1 - 1e-9);
      expect(end[1]?.left).to.be.closeTo(start[0]?.left ?? 0, 0.5);
    });

    it('moves right with animation-direction="right", twice as fast at animation-speed 2', async () => {
      const { host } = await served('animation-direction="right" animation-speed="2"');
      const animation = cssAnimation(host);
      expect(animation.animationName).to.equal('sq-marquee-right');
      const start = at(host, 0);
      const unit = (start[1]?.left ?? 0) - (start[0]?.left ?? 0);
      expect(unit / (Number(animation.effect?.getTiming().duration) / 1000)).to.be.closeTo(120, 1);
      const later = at(host, 0.25);
      expect((later[0]?.left ?? 0) - (start[0]?.left ?? 0)).to.be.closeTo(unit / 4, 0.5);
    });

    it('pauses under the pointer with paused-on-hover, and moves on when it leaves', async () => {
      const { host } = await served('paused-on-hover');
      const animation = cssAnimation(host);
      const box = host.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + box.height / 2)] });
      await waitFor(() => animation.playState === 'paused', 'the band to pause under the pointer');
      await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.bottom + 100)] });
      await waitFor(() => animation.playState === 'running', 'the band to move on');
    });

    it('stands still under reduced motion, its first copy at its start', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { host } = await served('');
      expect(animations(host)).to.have.length(0);
      const [first] = pieces(host);
      expect(first?.textContent).to.equal(TEXT);
      expect(first?.getBoundingClientRect().left).to.be.closeTo(host.getBoundingClientRect().left, 0.5);
    });

    it('on a wave, shows its text still on one line until its code lays the wave out', async () => {
      const { host } = await served('wave-intensity="0.5"');
      expect(animations(host)).to.have.length(0);
      expect(pieces(host).map((piece) => piece.textContent)).to.deep.equal([TEXT]);
    });

    it('keeps the same running animation when its code hydrates: not restarted, not re-timed', async () => {
      const { page, host } = await served('');
      const animation = cssAnimation(host);
      const duration = animation.effect?.getTiming().duration;
      await waitFor(() => Number(animation.currentTime) > 0, 'the band to move');
      const before = Number(animation.currentTime);
      await page.load('/elements/sq-marquee/marquee.element.ts');
      await page.whenHydrated(host);
      await waitFor(() => host.dataset.state === 'running', 'the code to measure the text');
      expect(animations(host), 'the animation CSS started').to.deep.equal([animation]);
      expect(animation.playState).to.equal('running');
      expect(Number(animation.currentTime)).to.be.greaterThan(before);
      expect(animation.effect?.getTiming().duration).to.equal(duration);
    });
  });

  describe('Width: the space its container leaves it, before and after its upgrade', () => {
    const MARQUEE = `<sq-marquee>${TEXT}</sq-marquee>`;
    /** Long enough that its own length could push a cell wider than the space it has. */
    const LONG = `<sq-marquee>${`${TEXT} · `.repeat(6)}</sq-marquee>`;
    /** A container 600 px wide, 8 px gaps, and where the marquee in it should end up: the width left to it. */
    const CONTAINERS: { name: string; html: string; space: (container: HTMLElement) => number }[] = [
      {
        name: 'a flex row, after a label',
        html: `<div style="display:flex;gap:8px;width:600px"><strong>News</strong>${MARQUEE}</div>`,
        space: (container) => 600 - 8 - labelWidth(container),
      },
      {
        name: 'a flex row, a long text after a label',
        html: `<div style="display:flex;gap:8px;width:600px"><strong>News</strong>${LONG}</div>`,
        space: (container) => 600 - 8 - labelWidth(container),
      },
      {
        name: 'a grid cell beside a label (auto 1fr)',
        html: `<div style="display:grid;grid-template-columns:auto 1fr;gap:8px;width:600px"><strong>News</strong>${MARQUEE}</div>`,
        space: (container) => 600 - 8 - labelWidth(container),
      },
      {
        name: 'a grid cell of two equal columns, a long text',
        html: `<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px;width:600px"><strong>News</strong>${LONG}</div>`,
        space: () => (600 - 8) / 2,
      },
      {
        name: 'a grid cell of an auto column',
        html: `<div style="display:grid;grid-template-columns:auto auto;gap:8px;width:600px"><strong>News</strong>${MARQUEE}</div>`,
        space: (container) => 600 - 8 - labelWidth(container),
      },
      { name: 'a block', html: `<div style="width:600px">${MARQUEE}</div>`, space: () => 600 },
      {
        name: 'a table cell beside a label',
        html: `<table style="width:600px;border-collapse:collapse"><tr><th style="padding:0">News</th><td style="padding:0">${MARQUEE}</td></tr></table>`,
        space: (container) => 600 - labelWidth(container),
      },
      {
        name: 'a table cell beside a label, a long text',
        html: `<table style="width:600px;border-collapse:collapse"><tr><th style="padding:0">News</th><td style="padding:0">${LONG}</td></tr></table>`,
        space: (container) => 600 - labelWidth(container),
      },
    ];
    /** The label's text as wide as it is (a table may give its cell more). */
    function labelWidth(container: HTMLElement): number {
      const range = container.ownerDocument.createRange();
      range.selectNodeContents(container.querySelector('strong, th') as HTMLElement);
      return range.getBoundingClientRect().width;
    }
    const STYLE = '<style>body{margin:0;font:16px/1.5 sans-serif}</style>';

    /** The boxes the text is drawn in: the moving copies once rendered, else the light-DOM text itself. */
    function textBoxes(host: HTMLElement): DOMRect[] {
      const drawn = pieces(host);
      if (drawn.length > 0) return drawn.map((piece) => piece.getBoundingClientRect());
      const range = host.ownerDocument.createRange();
      range.selectNodeContents(host);
      return [range.getBoundingClientRect()];
    }

    /**
     * Each container whose marquee is not as wide as the space left to it (within a pixel), or shows none of its
     * text inside its box, with what it measures: none, when all is well.
     */
    function misfits(containers: HTMLElement[]): string[] {
      return CONTAINERS.flatMap(({ name, space }, index) => {
        const container = containers[index] as HTMLElement;
        const host = container.querySelector('sq-marquee') as HTMLElement;
        const box = host.getBoundingClientRect();
        const shown = textBoxes(host).some(
          (text) =>
            Math.min(text.right, box.right) - Math.max(text.left, box.left) > 20 &&
            Math.min(text.bottom, box.bottom) - Math.max(text.top, box.top) > 5,
        );
        const left = space(container);
        return Math.abs(box.width - left) <= 1 && shown
          ? []
          : [`${name}: ${box.width.toFixed(1)} px wide, ${left.toFixed(1)} px left to it, text shown: ${shown}`];
      });
    }

    const openBeforeUpgrade = beforeUpgradeOpener();
    afterEach(removeFirstViews);

    it('written in the page: with sq-elements.css alone, then defined and rendered', async () => {
      const page = await openBeforeUpgrade();
      page.add(STYLE);
      const containers = CONTAINERS.map(({ html }) => page.add(html).firstElementChild as HTMLElement);
      expect(misfits(containers), 'before its code').to.deep.equal([]);
      await page.define('sq-marquee');
      const hosts = [...page.document.querySelectorAll<HTMLElement>('sq-marquee')];
      await waitFor(() => hosts.every((host) => host.dataset.state === 'running'), 'every marquee to run');
      expect(misfits(containers), 'rendered').to.deep.equal([]);
    });

    it('server-rendered: its first view, then hydrated', async () => {
      const view = await firstView(`${STYLE}${CONTAINERS.map(({ html }) => html).join('')}`);
      const containers = [...view.window.document.body.children].filter(
        (element) => element.localName !== 'style',
      ) as HTMLElement[];
      expect(containers).to.have.length(CONTAINERS.length);
      expect(misfits(containers), 'first view').to.deep.equal([]);
      await view.page.load('/elements/sq-marquee/marquee.element.ts');
      for (const host of view.hosts) await view.page.whenHydrated(host);
      await waitFor(() => view.hosts.every((host) => host.dataset.state === 'running'), 'every marquee to run');
      expect(misfits(containers), 'hydrated').to.deep.equal([]);
    });
  });
});
