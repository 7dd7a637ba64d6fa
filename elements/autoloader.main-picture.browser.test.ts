import { expect } from 'chai';
import { asked, attributeSet, heldPicture } from './main-picture.browser-helpers.ts';
import { MAIN_PICTURE_TIMING } from './main-picture.ts';

/*
 * A page of its own: the autoloader, given an element the browser renders
 * alone (no server rendering) on a page with a main picture. Its code waits
 * for that picture, as a server-rendered element's does: no script goes
 * ahead of it but the autoloader and what watches for the picture.
 */

describe('the autoloader on a page with a main picture', () => {
  it('asks for the code of an element the browser renders alone once that picture is in, not before', async () => {
    // The main picture, held by the reference API far longer than this test runs.
    const path = await heldPicture('autoloader-main-picture');
    const container = document.createElement('div');
    container.setHTMLUnsafe(
      `<img alt="" src="${path}" fetchpriority="high"><sq-cart-link href="/cart" items="2"></sq-cart-link>`,
    );
    document.body.append(container);
    const picture = container.querySelector('img') as HTMLImageElement;
    await import('./autoloader.ts');
    // The part that watches for the picture has it in hand: it marks a picture still on its way to hear of its paint.
    await attributeSet(picture, 'elementtiming');
    expect(picture.getAttribute('elementtiming')).to.equal(MAIN_PICTURE_TIMING);
    expect(picture.complete, 'the picture is still on its way').to.equal(false);
    expect(asked('cart-link.element.ts'), 'the cart link’s code, asked for before the picture').to.equal(false);
    // What waits for a server-rendered element's triggers is no part of a page the browser renders alone.
    expect(asked('waiting-elements.ts'), 'the part that waits for triggers').to.equal(false);
    expect(customElements.get('sq-cart-link')).to.equal(undefined);
    // The picture fails: nothing waits for it any longer, and the cart link's code loads.
    picture.src = 'data:,';
    await customElements.whenDefined('sq-cart-link');
    expect(asked('cart-link.element.ts')).to.equal(true);
    container.remove();
  });
});
