import { expect } from 'chai';
import { waitFor } from '../test/browser/harness.ts';
import { asked, attributeSet, heldPicture } from './main-picture.browser-helpers.ts';
import { MAIN_PICTURE_TIMING } from './main-picture.ts';
import { POPUP_RECORD_KEY } from './sq-popup/popup.logic.ts';
import { wait } from './waiting-elements.ts';

/*
 * A page of its own: the part that waits looks for the page's main picture
 * once, with the first element it is given, so this page has one from the
 * start (waiting-elements.browser.test.ts has none).
 */

const shadow = '<template shadowrootmode="open"><p>Sign up</p><button>Close</button></template>';

describe('a server-rendered element on a page with a main picture', () => {
  it('has its first view decided once the main picture is in, not before: no script goes ahead of it', async () => {
    // The main picture, held by the reference API far longer than this test runs.
    const path = await heldPicture('waiting-main-picture');
    const container = document.createElement('div');
    container.setHTMLUnsafe(
      `<img alt="" src="${path}" fetchpriority="high"><sq-popup enable-mobile>${shadow}</sq-popup>`,
    );
    document.body.append(container);
    const [picture, popup] = [...container.children] as [HTMLImageElement, HTMLElement];
    const loads: string[] = [];
    wait(popup, (tag) => loads.push(tag));
    // The part that watches for the picture has it in hand: it marks a picture still on its way to hear of its paint.
    await attributeSet(picture, 'elementtiming');
    expect(picture.getAttribute('elementtiming')).to.equal(MAIN_PICTURE_TIMING);
    expect(picture.complete, 'the picture is still on its way').to.equal(false);
    expect(asked('main-picture.ts'), 'what watches for the picture').to.equal(true);
    expect(asked('popup.first-view.ts'), 'the popup’s first view, asked for before the picture').to.equal(false);
    expect(loads).to.deep.equal([]);
    // The picture fails: nothing waits for it any longer. The popup's first view (no record: it shows) opens it,
    // without its code.
    picture.src = 'data:,';
    await waitFor(() => popup.dataset.state === 'open', 'the popup opened by its first view');
    expect(asked('popup.first-view.ts')).to.equal(true);
    expect(loads).to.deep.equal([]);
    (popup.shadowRoot as ShadowRoot).querySelector<HTMLButtonElement>('[part=close-button]')?.click();
    localStorage.removeItem(POPUP_RECORD_KEY);
    container.remove();
  });
});
