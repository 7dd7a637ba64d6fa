import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { installResize } from '../resize/resize.ts';
import { shrinkText } from './text-shrink.ts';

/** The width the heading's text takes on one line, and the width of its line. */
function widths(heading: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(heading);
  return { text: range.getBoundingClientRect().width, line: heading.clientWidth };
}
const fontSize = (heading: HTMLElement) => Number.parseFloat(getComputedStyle(heading).fontSize);
const lineCount = (heading: HTMLElement) =>
  Math.round(heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight));

describe('text shrink (spec 001 §9)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    cleanup();
  });

  const make = (width: number, text = 'Harbour Lights Bakery') => {
    const box = fixture(
      `<div style="width:${width}px"><h2 style="font:32px/40px sans-serif;margin:0">${text}</h2></div>`,
    );
    return { box, heading: box.firstElementChild as HTMLElement };
  };

  it('at 600 px a heading that fits keeps its own size', () => {
    const { heading } = make(600);
    stop = shrinkText(heading);
    expect(fontSize(heading)).to.equal(32);
    expect(heading.hasAttribute('data-text-shrunk')).to.equal(false);
  });

  it('at 200 px the heading shrinks until it fits its one line', () => {
    const { heading } = make(200);
    stop = shrinkText(heading);
    const size = fontSize(heading);
    expect(size).to.be.below(32).and.at.least(11);
    const { text, line } = widths(heading);
    expect(text).to.be.at.most(line);
    expect(lineCount(heading)).to.equal(1);
    // The largest size that fits: one pixel more would not.
    heading.style.fontSize = `${size + 1}px`;
    heading.style.whiteSpace = 'nowrap';
    expect(widths(heading).text).to.be.above(line);
  });

  it('never goes below 11 px', () => {
    const { heading } = make(60, 'Supercalifragilisticexpialidocious');
    stop = shrinkText(heading);
    expect(fontSize(heading)).to.equal(11);
  });

  it('is fitted again 100 ms after a resize: smaller when narrowed, its own size back when widened', async () => {
    const { box, heading } = make(600);
    stop = shrinkText(heading);
    // Its fit once the fonts are ready comes first (registered before this wait): the resize comes after it.
    await document.fonts.ready;
    expect(fontSize(heading)).to.equal(32);
    let shrunkAt = 0;
    const watcher = new MutationObserver(() => {
      if (!shrunkAt && fontSize(heading) < 32) shrunkAt = performance.now();
    });
    watcher.observe(heading, { attributes: true, attributeFilter: ['style'] });
    const narrowedAt = performance.now();
    box.style.width = '200px';
    await waitFor(() => shrunkAt > 0, 'the heading to shrink');
    watcher.disconnect();
    expect(shrunkAt - narrowedAt).to.be.at.least(100);
    expect(widths(heading).text).to.be.at.most(widths(heading).line);
    box.style.width = '600px';
    await waitFor(() => fontSize(heading) === 32, 'its own size back');
    expect(heading.hasAttribute('data-text-shrunk')).to.equal(false);
  });

  it('stopped, it gives the heading its own font size back and follows no more', async () => {
    const { box, heading } = make(200);
    heading.style.fontSize = '30px';
    stop = shrinkText(heading);
    expect(fontSize(heading)).to.be.below(30);
    stop();
    expect(heading.style.fontSize).to.equal('30px');
    box.style.width = '100px';
    // A probe following the heading through the same service, with the same wait: a shrink still
    // following it would have had its turn by the time the probe is told.
    const resize = installResize();
    await new Promise<void>((resolve) => {
      const unobserve = resize.observe(
        heading,
        () => {
          unobserve();
          resolve();
        },
        100,
      );
    });
    resize.uninstall();
    expect(fontSize(heading)).to.equal(30);
  });

  describe('the minimum-font marker (spec 002 §9: a font of 13 px or less)', () => {
    const marked = (heading: HTMLElement) => heading.hasAttribute('data-sq-min-font');

    it('marks a heading shrunk to 13 px or less, not one that keeps a larger size', () => {
      const small = make(60, 'Supercalifragilisticexpialidocious').heading;
      stop = shrinkText(small);
      expect(fontSize(small)).to.equal(11);
      expect(marked(small)).to.equal(true);
      stop();
      const large = make(600).heading;
      stop = shrinkText(large);
      expect(marked(large)).to.equal(false);
    });

    it('marks a heading whose own font is 13 px, and unmarks it when stopped', () => {
      const { heading } = make(600, 'Opening hours');
      heading.style.fontSize = '13px';
      stop = shrinkText(heading);
      expect(marked(heading)).to.equal(true);
      stop();
      stop = undefined;
      expect(marked(heading)).to.equal(false);
    });

    it('follows a resize: unmarked once the heading has room for a larger font again', async () => {
      const { box, heading } = make(60, 'Supercalifragilisticexpialidocious');
      stop = shrinkText(heading);
      await document.fonts.ready;
      expect(marked(heading)).to.equal(true);
      box.style.width = '2000px';
      await waitFor(() => fontSize(heading) === 32, 'its own size back');
      expect(marked(heading)).to.equal(false);
    });
  });
});
