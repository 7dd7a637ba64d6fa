import { expect } from 'chai';
import { injectFault, uniquePath } from '../test/browser/api.ts';
import { cleanup, fixture } from '../test/browser/harness.ts';
import { afterMainPicture, MAIN_PICTURE_TIMING, MAIN_PICTURE_WAIT_MS } from './main-picture.ts';

describe('the page’s main picture, which code nobody asked for waits for', () => {
  afterEach(cleanup);

  /** An image the reference API answers only after `delayMs`. */
  async function heldImage(attributes: string, delayMs: number): Promise<HTMLImageElement> {
    const path = `${uniquePath('main-picture')}.svg`;
    const body = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"></svg>';
    await injectFault({ path, times: 1, delayMs, status: 200, body, contentType: 'image/svg+xml' });
    return fixture<HTMLImageElement>(`<img alt="" src="${path}" ${attributes}>`);
  }

  it('is in once the image marked fetchpriority="high" has loaded and the browser reports it drawn', async () => {
    const picture = await heldImage('fetchpriority="high"', 300);
    let loadedAt = 0;
    picture.addEventListener('load', () => {
      loadedAt = performance.now();
    });
    expect(picture.complete, 'on its way').to.equal(false);
    const started = performance.now();
    await afterMainPicture(document.body);
    expect(picture.complete).to.equal(true);
    // The reports so far (buffered) include its paint.
    const reported = await new Promise<boolean>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(
          list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture),
        );
      });
      observer.observe({ type: 'element', buffered: true });
    });
    expect(reported, 'its paint reported').to.equal(true);
    // Marked so: a largest paint is reported only for a picture with more detail than this blank one.
    expect(picture.getAttribute('elementtiming')).to.equal(MAIN_PICTURE_TIMING);
    expect(performance.now() - started, 'before the limit').to.be.lessThan(MAIN_PICTURE_WAIT_MS);
    expect(loadedAt).to.be.greaterThan(0);
    expect(performance.now()).to.be.at.least(loadedAt);
  });

  it('is in after a frame for a main picture loaded before it looked, the page painted already; the page’s own elementtiming kept', async () => {
    const picture = await heldImage('fetchpriority="high" elementtiming="hero"', 0);
    await new Promise((resolve) => picture.addEventListener('load', resolve, { once: true }));
    const started = performance.now();
    await afterMainPicture(document.body);
    expect(performance.now() - started, 'before the limit').to.be.lessThan(MAIN_PICTURE_WAIT_MS);
    expect(picture.getAttribute('elementtiming')).to.equal('hero');
  });

  it('is in at once when the page marks no picture as its main one, whatever its other pictures do', async () => {
    const lazy = await heldImage('loading="lazy"', 20000);
    const low = await heldImage('fetchpriority="low"', 20000);
    await afterMainPicture(document.body);
    expect([lazy.complete, low.complete]).to.deep.equal([false, false]);
  });

  it('holds nothing back past its limit: a picture that never comes', async () => {
    const picture = await heldImage('FETCHPRIORITY="High"', 20000);
    const started = performance.now();
    await afterMainPicture(document.body, 200);
    expect(picture.complete, 'still on its way').to.equal(false);
    expect(performance.now() - started).to.be.at.least(200);
    expect(MAIN_PICTURE_WAIT_MS).to.equal(2500);
  });
});
