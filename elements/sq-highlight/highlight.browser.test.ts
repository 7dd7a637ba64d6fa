import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { firstView, removeFirstViews } from '../../test/browser/first-view.ts';
import { attributeLog, cleanup, fixture, frameRequestsOver, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { highlightApi } from './highlight.schema.ts';
import { SHAPES } from './shapes.logic.ts';

const load = () => import('./highlight.element.ts');

runElementContract({
  api: highlightApi,
  load,
  content: 'Made by hand',
  samples: {
    shape: { attribute: 'circle', value: 'circle' },
    color: { attribute: '#ff0000', value: '#ff0000' },
    thickness: { attribute: '{"unit":"px","value":3}', value: { unit: 'px', value: 3 } },
    linecap: { attribute: 'round', value: 'round' },
    blend: { attribute: 'multiply', value: 'multiply' },
    opacity: { attribute: '0.5', value: 0.5 },
    fontSize: { attribute: '24', value: 24 },
    isFront: { attribute: 'false', value: false },
    isAnimationEnabled: { attribute: 'true', value: true },
    animation: { attribute: 'fade', value: 'fade' },
    direction: { attribute: 'left', value: 'left' },
    duration: { attribute: '1.5', value: 1.5 },
  },
});

type Highlight = HTMLElement;
const drawing = (element: Element) => element.shadowRoot?.querySelector('[part=shape]') as SVGSVGElement;
const paths = (element: Element) => [...(drawing(element)?.querySelectorAll('path') ?? [])];
const animations = (element: Element) => element.shadowRoot?.getAnimations() ?? [];

/** The text's line boxes as the browser lays them out. */
function textLines(element: Element): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines: DOMRect[] = [];
  for (const rect of range.getClientRects()) {
    if (rect.width < 1) continue;
    const line = lines.find((other) => Math.abs(other.top - rect.top) < rect.height / 2);
    if (!line) lines.push(DOMRect.fromRect(rect));
    else {
      const left = Math.min(line.left, rect.left);
      const right = Math.max(line.right, rect.right);
      lines[lines.indexOf(line)] = new DOMRect(left, line.top, right - left, line.height);
    }
  }
  return lines.sort((a, b) => a.top - b.top);
}

function highlight(attributes: string, text = 'Made by hand', style = ''): Highlight {
  const paragraph = fixture(
    `<p style="font:20px/1.5 sans-serif;margin:0;${style}"><sq-highlight ${attributes}>${text}</sq-highlight></p>`,
  );
  return paragraph.querySelector('sq-highlight') as Highlight;
}

const drawn = (element: Element) => waitFor(() => paths(element).length > 0, 'the shape to be drawn');

/** The states `element` goes through from now on, with when each began. */
const states = (element: Element) => attributeLog(element, 'data-state');
const startedAt = (log: ReturnType<typeof states>) => log.find((entry) => entry.value === 'animating')?.at;

describe('sq-highlight', () => {
  before(load);
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('Defaults', () => {
    it('draws a wave under the text in the text colour, 0.06em thick, square ends, in front, at once', async () => {
      const element = highlight('', 'Made by hand', 'color:rgb(10, 20, 30)');
      await drawn(element);
      const svg = drawing(element);
      expect(element.dataset.state).to.equal('still');
      expect(getComputedStyle(svg).stroke).to.equal('rgb(10, 20, 30)');
      expect(getComputedStyle(svg).strokeLinecap).to.equal('square');
      expect(Number(paths(element)[0]?.getAttribute('stroke-width'))).to.be.closeTo(1.2, 0.001);
      expect(getComputedStyle(svg).zIndex).to.equal('2');
      expect(getComputedStyle(svg).opacity).to.equal('1');
      expect(getComputedStyle(svg).mixBlendMode).to.equal('normal');
      expect(animations(element)).to.have.length(0);
      const [line] = textLines(element);
      const box = paths(element)[0]?.getBoundingClientRect() as DOMRect;
      // Under the text, as wide as it.
      expect(box.top).to.be.greaterThan((line?.top ?? 0) + (line?.height ?? 0) * 0.6);
      expect(box.left).to.be.closeTo(line?.left ?? 0, 3);
      expect(box.right).to.be.closeTo(line?.right ?? 0, 3);
    });

    it('is decorative: hidden from assistive technology, the text left as it is', async () => {
      const element = highlight('');
      await drawn(element);
      expect(drawing(element).getAttribute('aria-hidden')).to.equal('true');
      expect(element.shadowRoot?.querySelector('slot')?.assignedNodes()[0]?.textContent).to.equal('Made by hand');
    });
  });

  describe('Attributes', () => {
    for (const shape of SHAPES) {
      it(`draws ${shape} over the text box`, async () => {
        const element = highlight(`shape="${shape}"`);
        await drawn(element);
        const [line] = textLines(element);
        const box = paths(element)[0]?.getBoundingClientRect() as DOMRect;
        expect(box.width).to.be.greaterThan((line?.width ?? 0) * 0.9);
        expect(box.left).to.be.closeTo(line?.left ?? 0, (line?.height ?? 0) * 0.5);
        expect(box.top).to.be.at.most((line?.bottom ?? 0) + (line?.height ?? 0) * 0.5);
        expect(box.bottom).to.be.at.least((line?.top ?? 0) + (line?.height ?? 0) * 0.3);
      });
    }

    it('takes a colour, a px thickness, round ends, a blend mode and an opacity, and can go behind the text', async () => {
      const element = highlight(
        `color="#ff0000" thickness='{"unit":"px","value":3}' linecap="round" blend="multiply" opacity="0.4" is-front="false"`,
      );
      await drawn(element);
      const svg = drawing(element);
      const style = getComputedStyle(svg);
      expect(style.stroke).to.equal('rgb(255, 0, 0)');
      expect(paths(element)[0]?.getAttribute('stroke-width')).to.equal('3');
      expect(style.strokeLinecap).to.equal('round');
      expect(style.mixBlendMode).to.equal('multiply');
      expect(style.opacity).to.equal('0.4');
      expect(style.zIndex).to.equal('0');
      const text = element.shadowRoot?.querySelector('.text') as HTMLElement;
      expect(Number(getComputedStyle(text).zIndex)).to.be.greaterThan(Number(style.zIndex));
    });

    it('measures an em thickness against font-size when given, per breakpoint too (desktop from 433 px)', async () => {
      expect(innerWidth).to.be.at.least(433);
      const fixed = highlight(`font-size="50"`);
      const perBreakpoint = highlight(`font-size='{"mobile":10,"desktop":100}' thickness='{"unit":"em","value":0.1}'`);
      await drawn(fixed);
      await drawn(perBreakpoint);
      expect(Number(paths(fixed)[0]?.getAttribute('stroke-width'))).to.be.closeTo(3, 0.001);
      expect(Number(paths(perBreakpoint)[0]?.getAttribute('stroke-width'))).to.be.closeTo(10, 0.001);
    });
  });

  describe('Line breaks', () => {
    it('follows the text across a two-line wrap: one shape per line, each under its own line', async () => {
      const element = highlight('shape="underline"', 'Thrown on the wheel and fired twice', 'width:12em');
      await waitFor(() => paths(element).length === 2, 'a shape per line');
      const lines = textLines(element);
      expect(lines).to.have.length(2);
      paths(element).forEach((path, index) => {
        const box = path.getBoundingClientRect();
        const line = lines[index] as DOMRect;
        expect(box.left, `line ${index} left`).to.be.closeTo(line.left, 4);
        expect(box.right, `line ${index} right`).to.be.closeTo(line.right, 4);
        expect(box.top, `line ${index} below its text`).to.be.greaterThan(line.top + line.height * 0.6);
        expect(box.bottom, `line ${index} above the next`).to.be.lessThan(line.bottom + line.height * 0.4);
      });
    });

    it('draws again when the paragraph is resized so the text wraps differently', async () => {
      const element = highlight('shape="strike"', 'Thrown on the wheel and fired twice', 'width:40em');
      await waitFor(() => paths(element).length === 1, 'one line');
      (element.parentElement as HTMLElement).style.width = '10em';
      await waitFor(() => paths(element).length >= 2, 'a shape per line after the resize');
    });

    it('follows the text while the parent transitions, with no resize to tell it', async () => {
      const element = highlight(
        'shape="underline"',
        'Made by hand',
        'width:30em;letter-spacing:0;transition:letter-spacing 300ms linear',
      );
      await drawn(element);
      const before = paths(element)[0]?.getBoundingClientRect().width ?? 0;
      const parent = element.parentElement as HTMLElement;
      const ended = new Promise((resolve) => parent.addEventListener('transitionend', resolve, { once: true }));
      parent.style.letterSpacing = '0.5em';
      await ended;
      const line = () => textLines(element)[0] as DOMRect;
      const shape = () => paths(element)[0]?.getBoundingClientRect() as DOMRect;
      await waitFor(() => Math.abs(shape().right - line().right) <= 4, 'the shape to reach the end of the line');
      expect(shape().width).to.be.greaterThan(before + 40);
      expect(shape().right).to.be.closeTo(line().right, 4);
    });
  });

  describe('Animation', () => {
    it('waits until in view, then starts no sooner than 250 ms after, draws in and is done', async () => {
      const started = performance.now();
      // Long enough to be read while it runs, however slowly frames come.
      const element = highlight('is-animation-enabled duration="3"');
      const log = states(element);
      await waitFor(() => element.dataset.state === 'animating', 'the animation to start');
      expect((startedAt(log) ?? 0) - started).to.be.at.least(250);
      const [animation] = animations(element);
      const frames = animation?.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      expect(frames.map((frame) => frame.strokeDashoffset)).to.deep.equal(['1', '0']);
      await waitFor(() => element.dataset.state === 'done', 'the animation to end', 8000);
      expect(getComputedStyle(paths(element)[0] as SVGPathElement).strokeDasharray).to.equal('none');
      expect(animations(element)).to.have.length(0);
    });

    it('shows the shape undrawn while waiting out of view, requesting no animation frames', async () => {
      fixture('<div style="height:300vh"></div>');
      const element = highlight('is-animation-enabled duration="0.3"');
      await drawn(element);
      expect(element.dataset.state).to.equal('waiting');
      expect(getComputedStyle(paths(element)[0] as SVGPathElement).strokeDashoffset).to.equal('1px');
      expect(await frameRequestsOver(30)).to.equal(0);
      expect(element.dataset.state).to.equal('waiting');
      const log = states(element);
      const scrolled = performance.now();
      element.scrollIntoView();
      await waitFor(() => startedAt(log) !== undefined, 'the animation to start in view');
      expect((startedAt(log) ?? 0) - scrolled).to.be.at.least(250);
    });

    it('waits for its parent to be visible', async () => {
      const element = highlight('is-animation-enabled duration="0.3"', 'Made by hand', 'opacity:0');
      // The same highlight with its parent visible: once it has started, the hidden one would have too.
      const shown = highlight('is-animation-enabled duration="0.3"');
      const log = states(element);
      const shownLog = states(shown);
      await drawn(element);
      await waitFor(() => startedAt(shownLog) !== undefined, 'the visible one to start');
      expect(startedAt(log), 'started while its parent was invisible').to.equal(undefined);
      expect(element.dataset.state).to.equal('waiting');
      (element.parentElement as HTMLElement).style.opacity = '1';
      await waitFor(() => startedAt(log) !== undefined, 'the animation to start once the parent shows');
    });

    it('starts when its parent fades in with a transition', async () => {
      const element = highlight(
        'is-animation-enabled duration="0.3"',
        'Made by hand',
        'opacity:0;transition:opacity 200ms linear',
      );
      const shown = highlight('is-animation-enabled duration="0.3"');
      const log = states(element);
      const shownLog = states(shown);
      await drawn(element);
      await waitFor(() => startedAt(shownLog) !== undefined, 'the visible one to start');
      expect(startedAt(log), 'started while its parent was invisible').to.equal(undefined);
      expect(element.dataset.state).to.equal('waiting');
      (element.parentElement as HTMLElement).style.opacity = '1';
      await waitFor(() => startedAt(log) !== undefined, 'the animation to start as the parent fades in');
    });

    it('draws from the end, last line first, when the direction is left', async () => {
      const element = highlight(
        'is-animation-enabled direction="left" duration="4" shape="underline"',
        'Thrown on the wheel and fired twice',
        'width:12em',
      );
      await waitFor(() => element.dataset.state === 'animating', 'the animation to start');
      const [first, second] = paths(element).map((path) => path.getAnimations()[0]);
      const offsets = (animation?: Animation) =>
        animation?.effect instanceof KeyframeEffect
          ? animation.effect.getKeyframes().map((frame) => frame.strokeDashoffset)
          : [];
      expect(offsets(first)).to.deep.equal(['-1', '0']);
      expect(second?.effect?.getTiming().delay).to.equal(0);
      expect(Number(first?.effect?.getTiming().delay)).to.be.greaterThan(0);
      // Each line takes at least a fifth of the duration.
      expect(Number(first?.effect?.getTiming().duration)).to.be.at.least(4 * 1000 * 0.2 - 0.001);
    });

    it('fades in, and with fadeScale grows from half size', async () => {
      const fade = highlight('is-animation-enabled animation="fade" duration="3"');
      const grow = highlight('is-animation-enabled animation="fadeScale" duration="3"');
      await waitFor(
        () => fade.dataset.state === 'animating' && grow.dataset.state === 'animating',
        'both animations to start',
      );
      const frames = (element: Element) => {
        const effect = animations(element)[0]?.effect;
        return effect instanceof KeyframeEffect ? effect.getKeyframes() : [];
      };
      expect(frames(fade).map((frame) => frame.opacity)).to.deep.equal(['0', '1']);
      expect(frames(grow).map((frame) => frame.transform)).to.deep.equal(['scale(0.5)', 'scale(1)']);
    });

    for (const [attribute, value] of [
      ['shape', 'circle'],
      ['animation', 'fade'],
      ['direction', 'left'],
      ['duration', '0.2'],
    ]) {
      it(`starts over when ${attribute} changes`, async () => {
        const element = highlight('is-animation-enabled duration="0.3"');
        await waitFor(() => element.dataset.state === 'done', 'the first animation to end');
        const log = states(element);
        element.setAttribute(attribute as string, value as string);
        await waitFor(() => startedAt(log) !== undefined, 'the animation to run again');
        expect(log[0]?.value, 'waiting first').to.equal('waiting');
      });
    }

    it('does not start over when the colour changes', async () => {
      const element = highlight('is-animation-enabled duration="0.3"');
      await waitFor(() => element.dataset.state === 'done', 'the animation to end');
      const log = states(element);
      element.setAttribute('color', 'red');
      await waitFor(
        () => getComputedStyle(paths(element)[0] as SVGPathElement).stroke === 'rgb(255, 0, 0)',
        'the new colour',
      );
      expect(log).to.deep.equal([]);
      expect(element.dataset.state).to.equal('done');
    });

    it('shows the shape fully at once under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = highlight('is-animation-enabled');
      await drawn(element);
      await waitFor(() => element.dataset.state === 'still', 'the shape to show');
      expect(animations(element)).to.have.length(0);
      const style = getComputedStyle(paths(element)[0] as SVGPathElement);
      expect(style.strokeDasharray).to.equal('none');
      expect(style.opacity).to.equal('1');
    });

    it('shows the shape at once when reduced motion is asked for mid-way', async () => {
      const element = highlight('is-animation-enabled duration="3"');
      await waitFor(() => element.dataset.state === 'animating', 'the animation to start');
      await emulateMedia({ reducedMotion: 'reduce' });
      await waitFor(() => element.dataset.state === 'still', 'the shape to show');
      expect(animations(element)).to.have.length(0);
    });
  });

  describe('Server-rendered, before its code arrives', () => {
    afterEach(async () => {
      removeFirstViews();
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    /** The one server-rendered highlight of a page shown with no element code, in a line of text. */
    async function served(attributes: string, text = 'Made by hand', before = '') {
      const view = await firstView(
        `${before}<p style="font:24px/1.5 serif;margin:0;width:600px">A <sq-highlight ${attributes}>${text}</sq-highlight> here.</p>`,
      );
      const host = view.hosts[0] as HTMLElement;
      expect(view.window.customElements.get('sq-highlight'), 'no code loaded').to.equal(undefined);
      const path = host.shadowRoot?.querySelector('.first path') as SVGPathElement;
      const style = () => view.window.getComputedStyle(path);
      return { ...view, host, path, style };
    }

    /** The first view's one CSS animation. */
    function cssAnimation(path: SVGPathElement): CSSAnimation {
      const list = path.getAnimations();
      expect(list, 'one CSS animation on the first view').to.have.length(1);
      return list[0] as CSSAnimation;
    }

    it('draws its stroke in, in CSS: from undrawn to drawn, 250 ms after it is seen, over its duration', async () => {
      const { host, path, style } = await served('shape="underline" is-animation-enabled duration="0.5"');
      const animation = cssAnimation(path);
      expect(animation.animationName).to.equal('sq-highlight-draw');
      const timing = animation.effect?.getTiming();
      expect([timing?.delay, timing?.duration]).to.deep.equal([250, 500]);
      // A CSS animation's timing function eases each keyframe interval: here the one from undrawn to drawn.
      expect((animation.effect as KeyframeEffect).getKeyframes()[0]?.easing).to.equal('ease-in-out');
      // Stretched over the text's own box.
      const box = host.getBoundingClientRect();
      const svg = path.ownerSVGElement?.getBoundingClientRect();
      expect([svg?.left, svg?.width]).to.deep.equal([box.left, box.width]);
      await animation.finished;
      expect(style().strokeDashoffset).to.equal('0px');
      animation.currentTime = 0;
      expect(style().strokeDashoffset, 'undrawn before it starts').to.equal('1px');
    });

    it('draws from the end with direction="left", and fades in with fade and fadeScale', async () => {
      const left = await served('shape="circle" is-animation-enabled direction="left"');
      const draw = cssAnimation(left.path);
      draw.pause();
      draw.currentTime = 0;
      expect(left.style().strokeDashoffset).to.equal('-1px');
      removeFirstViews();
      for (const [animation, name] of [
        ['fade', 'sq-highlight-fade'],
        ['fadeScale', 'sq-highlight-fade-scale'],
      ]) {
        const { path, style } = await served(`shape="wave" is-animation-enabled animation="${animation}"`);
        const fade = cssAnimation(path);
        expect(fade.animationName).to.equal(name);
        fade.pause();
        fade.currentTime = 0;
        expect(style().opacity).to.equal('0');
        removeFirstViews();
      }
    });

    it('waits until it is scrolled into view to start, then draws', async () => {
      const { window, path, style } = await served(
        'shape="underline" is-animation-enabled duration="0.3"',
        'Made by hand',
        '<div style="height:300vh"></div>',
      );
      const animation = cssAnimation(path);
      expect(animation.playState, 'out of view').to.equal('paused');
      expect(animation.currentTime).to.equal(0);
      expect(style().strokeDashoffset, 'undrawn out of view').to.equal('1px');
      path.scrollIntoView();
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => animation.playState === 'finished', 'the drawing to finish once seen');
      expect(style().strokeDashoffset).to.equal('0px');
    });

    it('shows the shape drawn at once under reduced motion, and when its animation is off', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const reduced = await served('shape="underline" is-animation-enabled');
      expect(reduced.path.getAnimations()).to.have.length(0);
      expect([reduced.style().strokeDashoffset, reduced.style().opacity]).to.deep.equal(['0px', '1']);
      removeFirstViews();
      await emulateMedia({ reducedMotion: 'no-preference' });
      const off = await served('shape="underline"');
      expect(off.path.getAnimations()).to.have.length(0);
      expect([off.style().strokeDashoffset, off.style().opacity]).to.deep.equal(['0px', '1']);
    });

    it('draws nothing while its text wraps over more than one line, rather than one shape over both', async () => {
      const { window, path } = await served(
        'shape="strike" is-animation-enabled',
        'a struck phrase long enough to wrap over two lines of this narrow paragraph',
      );
      expect(window.getComputedStyle(path.ownerSVGElement as SVGSVGElement).display).to.equal('none');
      expect(path.getAnimations()).to.have.length(0);
    });

    /** A server-rendered highlight whose text wraps, its first view's script run as the autoloader runs it. */
    async function wrapped(attributes: string) {
      const view = await served(
        attributes,
        'a phrase long enough to wrap over three lines of this narrow paragraph, or more',
        '<style>p { width: 220px !important }</style>',
      );
      await view.page.firstView('sq-highlight', '/elements/sq-highlight/highlight.first-view.ts');
      const drawn = () => [...(view.host.shadowRoot?.querySelectorAll('[data-first-view] path') ?? [])];
      await waitFor(() => drawn().length > 0, 'the first view to draw the lines');
      return { ...view, drawn };
    }

    it('draws each line of wrapped text with no code of its own: measured, one shape on each line, in turn', async () => {
      const { window, host, drawn, page } = await wrapped('shape="underline" is-animation-enabled duration="0.4"');
      expect(window.customElements.get('sq-highlight'), 'no element code').to.equal(undefined);
      expect(page.askedForCode(), 'its code is not asked for').to.deep.equal([]);
      const lines = textLines(host);
      expect(lines.length, 'lines').to.be.greaterThan(2);
      expect(drawn()).to.have.length(lines.length);
      // Each underline spans its own line's width, at its bottom.
      for (const [index, path] of drawn().entries()) {
        const box = path.getBoundingClientRect();
        const line = lines[index] as DOMRect;
        expect(Math.abs(box.left - line.left), `line ${index} starts with its text`).to.be.below(line.width * 0.1);
        expect(Math.abs(box.right - line.right), `line ${index} ends with its text`).to.be.below(line.width * 0.1);
        expect(box.top, `line ${index} under its text`).to.be.within(line.top, line.bottom + line.height / 2);
      }
      await waitFor(() => host.dataset.state === 'done', 'the drawing to finish');
      const [first, second] = drawn().map((path) => path.getAnimations()[0]?.effect?.getTiming());
      expect(first?.delay, 'the first line first').to.equal(0);
      expect(second?.delay, 'the second once the first is drawn').to.equal(Number(first?.duration));
      expect(window.getComputedStyle(drawn()[0] as Element).strokeDashoffset).to.equal('0px');
    });

    it('shows the wrapped lines drawn at once under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { host, drawn, window } = await wrapped('shape="strike" is-animation-enabled');
      expect(host.dataset.state).to.equal('still');
      expect(drawn().length).to.be.greaterThan(2);
      expect(drawn().flatMap((path) => path.getAnimations())).to.have.length(0);
      expect(window.getComputedStyle(drawn()[0] as Element).strokeDasharray).to.equal('none');
    });

    it('asks for its code at once when its paragraph is hidden, to be shown later (the code follows the parent)', async () => {
      const view = await served(
        'shape="underline" is-animation-enabled',
        'a phrase long enough to wrap over three lines of this narrow paragraph, or more',
        '<style>p { width: 220px !important; opacity: 0 }</style>',
      );
      await view.page.firstView('sq-highlight', '/elements/sq-highlight/highlight.first-view.ts');
      await waitFor(() => view.page.askedForCode().includes(view.host), 'the code to be asked for');
    });

    it('asks for its code once the wrapped lines may move: the paragraph resized', async () => {
      const { host, page } = await wrapped('shape="circle"');
      expect(page.askedForCode()).to.deep.equal([]);
      (host.parentElement as HTMLElement).style.setProperty('width', '300px', 'important');
      await waitFor(() => page.askedForCode().includes(host), 'the code to be asked for');
    });

    it('hands its drawing of wrapped lines to the code as it hydrates: finished stays finished, with no mismatch', async () => {
      const { host, drawn, page } = await wrapped('shape="underline" is-animation-enabled duration="0.3"');
      await waitFor(() => host.dataset.state === 'done', 'the first view to finish');
      const count = drawn().length;
      await page.load('/elements/sq-highlight/highlight.element.ts');
      await page.whenHydrated(host);
      await waitFor(() => paths(host).length === count, 'the measured shape');
      expect(drawn(), "the first view's drawing gone").to.have.length(0);
      expect(host.dataset.state).to.equal('done');
      expect(animations(host), 'no animation run again').to.have.length(0);
      expect(page.messages(), 'no hydration error').to.deep.equal([]);
    });

    it('goes on from where a drawing of wrapped lines is under way when its code hydrates', async () => {
      const { host, drawn, page } = await wrapped('shape="underline" is-animation-enabled duration="20"');
      await waitFor(() => host.dataset.state === 'animating', 'the first view to start');
      const first = () => drawn()[0]?.getAnimations()[0];
      await waitFor(() => Number(first()?.currentTime) > 200, 'the drawing to be under way');
      const drawnFor = Number(first()?.currentTime);
      await page.load('/elements/sq-highlight/highlight.element.ts');
      await page.whenHydrated(host);
      await waitFor(() => paths(host).length > 2 && drawn().length === 0, 'the measured shape');
      expect(host.dataset.state).to.equal('animating');
      const times = animations(host).map((animation) => Number(animation.currentTime));
      expect(Math.min(...times)).to.be.at.least(drawnFor);
      expect(page.messages()).to.deep.equal([]);
    });

    it('keeps a finished drawing finished when its code hydrates', async () => {
      const { page, host, path } = await served('shape="underline" is-animation-enabled duration="0.3"');
      await cssAnimation(path).finished;
      await page.load('/elements/sq-highlight/highlight.element.ts');
      await page.whenHydrated(host);
      await waitFor(() => paths(host).length > 0, 'the measured shape');
      expect(host.dataset.state).to.equal('done');
      expect(animations(host), 'no animation run again').to.have.length(0);
      expect(getComputedStyle(paths(host)[0] as SVGPathElement).strokeDasharray).to.equal('none');
    });

    it('goes on from where a drawing under way is when its code hydrates, not from the start', async () => {
      const { page, host, path } = await served('shape="underline" is-animation-enabled duration="20"');
      const css = cssAnimation(path);
      await waitFor(() => Number(css.currentTime) > 400, 'the drawing to be under way');
      const drawnFor = Number(css.currentTime) - 250;
      await page.load('/elements/sq-highlight/highlight.element.ts');
      await page.whenHydrated(host);
      await waitFor(() => paths(host).length > 0, 'the measured shape');
      expect(host.dataset.state).to.equal('animating');
      const [animation, ...others] = animations(host);
      expect(others).to.have.length(0);
      expect(Number(animation?.currentTime)).to.be.at.least(drawnFor);
      expect(Number(animation?.currentTime)).to.be.below(20_000);
    });
  });
});
