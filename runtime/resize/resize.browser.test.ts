import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { expectStartsAndStopsListening } from '../../test/browser/services.ts';
import {
  installResize,
  RESIZE_EMITTER_MS,
  WINDOW_RESIZE_DISPATCH_MS,
  WINDOW_RESIZE_EVENT,
  type WindowResizeDetail,
} from './resize.ts';

/** The next animation frame: one layout later. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the page resize service (spec 001 §9)', () => {
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('starts with the first install and stops with the last share (it listens for window resizes)', async () => {
    await expectStartsAndStopsListening(installResize);
  });

  it('spec 001 §9 "window resize dispatcher default 150 ms": one event, 150 ms after the last of several resizes', async () => {
    const share = installResize();
    const resizedAt: number[] = [];
    const dispatched: { at: number; detail: WindowResizeDetail }[] = [];
    const onResize = () => resizedAt.push(performance.now());
    const onDispatch = (event: Event) =>
      dispatched.push({ at: performance.now(), detail: (event as CustomEvent<WindowResizeDetail>).detail });
    window.addEventListener('resize', onResize);
    window.addEventListener(WINDOW_RESIZE_EVENT, onDispatch);
    try {
      // Each resize is waited for: the browser fires one per frame, so sizes set faster than frames come
      // (a busy machine) would fold into one and leave nothing to debounce.
      for (const width of [700, 640, 600]) {
        const before = resizedAt.length;
        await setViewport({ width, height: 500 });
        await waitFor(() => resizedAt.length > before, `the resize to ${width} px`, 5000);
      }
      const last = () => resizedAt[resizedAt.length - 1] as number;
      await waitFor(() => dispatched.some(({ at }) => at > last()), 'the event after the last resize', 5000);
      expect(resizedAt.length, 'window resizes').to.be.at.least(3);
      // Each event comes 150 ms after the resize before it, and no two without a resize between them. (The
      // resizes come from the test runner, a round trip each: on a busy machine two may be more than 150 ms
      // apart, and each such spell rightly has its own event.)
      let previous = -Infinity;
      for (const { at } of dispatched) {
        const resizeBefore = resizedAt.filter((time) => time < at).at(-1) as number;
        expect(resizeBefore, 'a resize between two events').to.be.greaterThan(previous);
        expect(at - resizeBefore).to.be.at.least(WINDOW_RESIZE_DISPATCH_MS - 1);
        previous = at;
      }
      expect(dispatched.length).to.be.at.most(resizedAt.length);
      expect(dispatched.at(-1)?.detail).to.deep.equal({ width: 600, height: 500 });
    } finally {
      window.removeEventListener('resize', onResize);
      window.removeEventListener(WINDOW_RESIZE_EVENT, onDispatch);
      share.uninstall();
    }
  });

  it('spec 001 §9 "300 ms default for the resize emitter": an element’s burst of size changes is told once, 300 ms after the last', async () => {
    const share = installResize();
    const box = fixture<HTMLElement>('<div style="width: 300px; height: 10px"></div>');
    const calls: number[] = [];
    let told: () => void = () => {};
    const stop = share.observe(box, () => {
      calls.push(performance.now());
      told();
    });
    const next = () =>
      new Promise<void>((resolve) => {
        told = resolve;
      });
    try {
      // The observer's first report counts too.
      await next();
      expect(calls).to.have.length(1);
      const telling = next();
      let changedAt = 0;
      for (const width of [280, 260, 240]) {
        box.style.width = `${width}px`;
        changedAt = performance.now();
        await frame();
      }
      await telling;
      expect(calls, 'one call for the burst').to.have.length(2);
      expect((calls[1] as number) - changedAt).to.be.at.least(RESIZE_EMITTER_MS - 1);
    } finally {
      stop();
      share.uninstall();
    }
  });

  it('a design’s own wait (100 ms in the gallery) is kept per element, with one observer for the page', async () => {
    const share = installResize();
    const [fast, slow] = [
      fixture<HTMLElement>('<div style="width: 300px; height: 10px"></div>'),
      fixture<HTMLElement>('<div style="width: 300px; height: 10px"></div>'),
    ];
    const order: string[] = [];
    let both: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      both = resolve;
    });
    const stops = [
      share.observe(fast, () => order.push('fast'), 100),
      share.observe(slow, () => {
        order.push('slow');
        both();
      }),
    ];
    try {
      await done;
      expect(order).to.deep.equal(['fast', 'slow']);
    } finally {
      for (const stop of stops) stop();
      share.uninstall();
    }
  });
});
