import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, fixture, intersectionReport, waitFor } from '../../../test/browser/harness.ts';
import { ANIMATION_LOADED_CLASS, installEntryAnimations } from './entry-animations.ts';

const loaded = (element: Element) => element.classList.contains(ANIMATION_LOADED_CLASS);
/**
 * Resolves once the service's observer has had its report on each element, had it been watching them: an
 * observer made now reports after every observer made before it (intersectionReport).
 */
const reported = (...elements: Element[]) => Promise.all(elements.map((element) => intersectionReport(element)));

/** A block `height` px tall whose top is `top` px below the viewport's top. */
function block(top: number, height: number, className = 'sq-animate'): HTMLElement {
  const element = fixture(
    `<div class="${className}" style="position:absolute;left:0;top:${top}px;width:100px;height:${height}px"></div>`,
  );
  return element;
}

describe('entry animations', () => {
  let service: { uninstall(): void } | undefined;
  beforeEach(() => {
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    service?.uninstall();
    service = undefined;
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('marks an element loaded once half of it is in view, not before', async () => {
    const viewport = innerHeight;
    const half = block(viewport - 100, 200);
    const quarter = block(viewport - 50, 200);
    const below = block(viewport + 400, 200);
    service = installEntryAnimations();
    await waitFor(() => loaded(half), 'the element half in view');
    await reported(quarter, below);
    expect(loaded(quarter), 'a quarter in view').to.equal(false);
    expect(loaded(below), 'below the fold').to.equal(false);
    const spacer = fixture(`<div style="height:${viewport * 3}px"></div>`);
    window.scrollTo(0, 500);
    await waitFor(() => loaded(below), 'the element scrolled into view');
    expect(loaded(quarter)).to.equal(true);
    spacer.remove();
  });

  it('uses one IntersectionObserver with the thresholds 0, 0.1, 0.25, 0.5 and 1 for every element', async () => {
    const Original = window.IntersectionObserver;
    const made: IntersectionObserverInit[] = [];
    window.IntersectionObserver = class extends Original {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        made.push(options ?? {});
      }
    };
    try {
      for (let i = 0; i < 5; i++) block(i * 30, 20, i % 2 ? 'sq-animate-fade' : 'sq-animate-slide-up');
      service = installEntryAnimations();
      const second = installEntryAnimations();
      second.uninstall();
      await waitFor(() => document.querySelectorAll('.animation-loaded').length === 5, 'the five elements marked');
      expect(made).to.have.length(1);
      expect(made[0]?.threshold).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
      expect([...document.querySelectorAll('.animation-loaded')]).to.have.length(5);
    } finally {
      window.IntersectionObserver = Original;
    }
  });

  it('watches elements added later and elements that gain an animation class', async () => {
    service = installEntryAnimations();
    const later = block(10, 50);
    const plain = block(100, 50, 'plain');
    await waitFor(() => loaded(later), 'the added element');
    plain.classList.add('sq-animate-scale');
    await waitFor(() => loaded(plain), 'the element that gained the class');
  });

  it('moves elements in over 0.3 s from a scale of 0.94, set as custom properties', async () => {
    const element = block(innerHeight + 500, 100);
    service = installEntryAnimations();
    // Below the fold: it waits, unmarked, once the service has seen where it is.
    await reported(element);
    expect(loaded(element)).to.equal(false);
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--sq-animation-duration').trim()).to.equal('0.3s');
    expect(root.getPropertyValue('--sq-animation-scale-down').trim()).to.equal('0.94');
    const style = getComputedStyle(element);
    expect(style.opacity).to.equal('0');
    expect(style.transform).to.equal('matrix(0.94, 0, 0, 0.94, 0, 0)');
    expect(style.transitionDuration).to.equal('0.3s, 0.3s');
  });

  it('marks every element loaded at once under reduced motion, even out of view', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const below = block(innerHeight + 2000, 100);
    service = installEntryAnimations();
    expect(loaded(below)).to.equal(true);
    expect(getComputedStyle(below).transitionDuration).to.equal('0s');
  });

  it('shows waiting elements at once when reduced motion is asked for later', async () => {
    const below = block(innerHeight + 2000, 100);
    service = installEntryAnimations();
    await reported(below);
    expect(loaded(below)).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => loaded(below), 'the change of preference');
  });

  it('adds no stylesheet to a page without an animated element, and adds it with the first one', async () => {
    const before = document.adoptedStyleSheets.length;
    fixture('<p class="plain">text</p>');
    service = installEntryAnimations();
    // A stylesheet added to the document restyles the whole page: a page with nothing to animate is left alone.
    expect(document.adoptedStyleSheets.length, 'nothing to animate').to.equal(before);
    const later = block(innerHeight + 500, 100);
    await waitFor(() => document.adoptedStyleSheets.length === before + 1, 'the stylesheet, with the first element');
    expect(getComputedStyle(later).opacity).to.equal('0');
    // Watched once the service has seen it added: reported on by then.
    await reported(block(innerHeight + 700, 100, 'sq-animate-fade'));
    expect(document.adoptedStyleSheets.length, 'added once').to.equal(before + 1);
  });

  it('removes its stylesheet and stops watching when the last user uninstalls', async () => {
    const before = document.adoptedStyleSheets.length;
    block(innerHeight + 500, 100);
    service = installEntryAnimations();
    expect(document.adoptedStyleSheets.length).to.equal(before + 1);
    service.uninstall();
    service = undefined;
    expect(document.adoptedStyleSheets.length).to.equal(before);
    const element = block(10, 50);
    // In view: a service still watching would have marked it, and added its stylesheet, by its report.
    await reported(element);
    expect(document.adoptedStyleSheets.length, 'not added again').to.equal(before);
    expect(loaded(element)).to.equal(false);
  });

  it('is installed by <sq-runtime>', async () => {
    await import('../../../elements/sq-runtime/runtime.element.ts');
    const element = block(10, 50);
    fixture('<sq-runtime error-reporter="false" trace-log="false" performance="false"></sq-runtime>');
    await waitFor(() => loaded(element), 'the runtime to mark the element');
  });
});
