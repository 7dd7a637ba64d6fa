import { expect } from 'chai';
import { injectFault, uniquePath } from '../test/browser/api.ts';
import { cleanup, fixture } from '../test/browser/harness.ts';
import { afterMainPicture, MAIN_PICTURE_WAIT_MS } from './main-picture.ts';

describe('the page’s main picture, which code nobody asked for waits for', () => {
  afterEach(cleanup);

  /** An image the reference API answers only after `delayMs`. */
  async function heldImage(attributes: string, delayMs: number): Promise<HTMLImageElement> {
    const path = `${uniquePath('main-picture')}.svg`;
    const body = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"></svg>';
    await injectFault({ path, times: 1, delayMs, status: 200, body, contentType: 'image/svg+xml' });
    return fixture<HTMLImageElement>(`<img alt="" src="${path}" ${attributes}>`);
  }

  it('is in once the image marked fetchpriority="high" has loaded and a frame has drawn it, not before', async () => {
    const picture = await heldImage('fetchpriority="high"', 300);
    let loadedAt = 0;
    let frameAfterLoad = 0;
    picture.addEventListener('load', () => {
      loadedAt = performance.now();
      requestAnimationFrame(() => {
        frameAfterLoad = performance.now();
      });
    });
    expect(picture.complete, 'on its way').to.equal(false);
    const started = performance.now();
    await afterMainPicture(document.body);
    expect(picture.complete).to.equal(true);
    expect(loadedAt, 'loaded').to.be.greaterThan(0);
    expect(frameAfterLoad, 'a frame after its load').to.be.greaterThan(0);
    expect(performance.now() - started, 'before the limit').to.be.lessThan(MAIN_PICTURE_WAIT_MS);
  });

  it('is in after a frame for a main picture loaded before it looked', async () => {
    const picture = await heldImage('fetchpriority="high"', 0);
    await new Promise((resolve) => picture.addEventListener('load', resolve, { once: true }));
    const started = performance.now();
    await afterMainPicture(document.body);
    expect(performance.now() - started, 'before the limit').to.be.lessThan(MAIN_PICTURE_WAIT_MS);
  });

  it('is in once a main picture still on its way fails', async () => {
    const picture = await heldImage('fetchpriority="high"', 20000);
    const started = performance.now();
    const drawn = afterMainPicture(document.body);
    picture.src = 'data:,';
    await drawn;
    expect(performance.now() - started, 'before the limit').to.be.lessThan(MAIN_PICTURE_WAIT_MS);
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
