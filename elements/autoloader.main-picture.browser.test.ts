import { expect } from 'chai';
import { waitFor } from '../test/browser/harness.ts';
import { heldPicture } from './main-picture.browser-helpers.ts';
import { HELD_PRELOADS } from './server/files.ts';
import { POPUP_RECORD_KEY } from './sq-popup/popup.logic.ts';

/*
 * A page of its own: the autoloader on a page with a main picture, given an
 * element the browser renders alone and one the server rendered. It asks
 * for nothing until that picture is drawn: no script goes ahead of it but
 * the autoloader itself.
 */

/** A module the page has anyway, held back for a preload. */
const HELD = '/elements/sq-popup/popup.first-view.ts';
const shadow = '<template shadowrootmode="open"><p>Sign up</p><button>Close</button></template>';
type Shared = { rendered: WeakMap<Element, unknown> };
const shared = () => (globalThis as unknown as Record<symbol, Shared | undefined>)[Symbol.for('sq-elements.waiting')];

describe('the autoloader on a page with a main picture', () => {
  it('asks for no element’s code, first view or waiting part until that picture is in', async () => {
    // The main picture, held by the reference API far longer than this test runs.
    const path = await heldPicture('autoloader-main-picture');
    const container = document.createElement('div');
    container.setHTMLUnsafe(
      `<img alt="" src="${path}" fetchpriority="high"><sq-cart-link href="/cart" items="2"></sq-cart-link>` +
        `<sq-popup enable-mobile>${shadow}</sq-popup>` +
        // The preloads a server rendering holds back until the picture is in.
        `<template ${HELD_PRELOADS}><link rel="modulepreload" href="${HELD}"></template>`,
    );
    const preloaded = () => document.head.querySelector(`link[rel=modulepreload][href="${HELD}"]`);
    document.body.append(container);
    const picture = container.querySelector('img') as HTMLImageElement;
    const popup = container.querySelector('sq-popup') as HTMLElement;
    await import('./autoloader.ts');
    // The part that waits, loaded here: had the autoloader asked for it at once, it would have the popup by now
    // (its callback came first, on the same module).
    await import('./waiting-elements.ts');
    expect(picture.complete, 'the picture is still on its way').to.equal(false);
    expect(shared()?.rendered.has(popup), 'the popup handed to the part that waits').to.equal(false);
    expect(popup.dataset.state, 'the popup opened by its first view').to.equal(undefined);
    expect(customElements.get('sq-cart-link'), 'the cart link’s code').to.equal(undefined);
    expect(preloaded(), 'the held preloads').to.equal(null);
    // The picture fails: nothing waits for it any longer. The cart link's code loads; the popup's first view (no
    // record: it shows) opens it, without its code.
    picture.src = 'data:,';
    await customElements.whenDefined('sq-cart-link');
    expect(preloaded(), 'the held preloads, in the head').to.not.equal(null);
    await waitFor(() => popup.dataset.state === 'open', 'the popup opened by its first view');
    expect(customElements.get('sq-popup'), 'the popup’s code').to.equal(undefined);
    (popup.shadowRoot as ShadowRoot).querySelector('button')?.click();
    localStorage.removeItem(POPUP_RECORD_KEY);
    container.remove();
  });
});
