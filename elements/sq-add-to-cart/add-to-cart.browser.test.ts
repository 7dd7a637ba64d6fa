import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { CART_COOKIE } from '../../lib/product.ts';
import { closeDialog, openDialogs } from '../../runtime/core/dialogs.ts';
import { injectFault, lastRequestId, received, receivedHere } from '../../test/browser/api.ts';
import { setCookie } from '../../test/browser/cookies.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import { captureWarnings, cleanup, fixture, updateComplete, waitFor } from '../../test/browser/harness.ts';
import type { CommercePage } from '../../test/browser/pages/commerce-page.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { NO_CART_ALERT, NOT_READY_ALERT } from './add-to-cart.logic.ts';
import { addToCartApi } from './add-to-cart.schema.ts';
import { CART_ENTRIES_URL } from './add-to-cart.view.tsx';

const load = () => import('./add-to-cart.element.ts');

runElementContract({
  api: addToCartApi,
  load,
  samples: {
    kind: { attribute: 'checkout', value: 'checkout' },
    productId: { attribute: 'teapot', value: 'teapot' },
    quantity: { attribute: '2', value: 2 },
    cartToken: { attribute: 'c0ffee', value: 'c0ffee' },
    donatePageId: { attribute: 'spring-appeal', value: 'spring-appeal' },
    websiteId: { attribute: 'w1', value: 'w1' },
    giftCardProductId: { attribute: 'gift-50', value: 'gift-50' },
    sku: { attribute: 'SQ1234567', value: 'SQ1234567' },
  },
  boxes: [
    { name: 'a label of its own', attributes: 'product-id="teapot"', content: 'Add to cart' },
    { name: 'checkout', attributes: 'kind="checkout"' },
    { name: 'subscribe', attributes: 'kind="subscribe"' },
    { name: 'donate', attributes: 'kind="donate"' },
    { name: 'a gift card', attributes: 'kind="gift-card"' },
  ],
});

const button = (element: Element) => element.shadowRoot?.querySelector('[part=button]') as HTMLButtonElement;
const count = (element: Element) => element.shadowRoot?.querySelector('[part=count]')?.textContent ?? null;
const subtotal = (element: Element) => element.shadowRoot?.querySelector('[part=subtotal]')?.textContent ?? null;
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const dropCartCookie = () => setCookie(CART_COOKIE, '', 'path=/; max-age=0');

/** Clicks the middle of an element with the real mouse. */
async function clickMiddle(target: Element, frameOffset = { x: 0, y: 0 }) {
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(frameOffset.x + box.x + box.width / 2), Math.round(frameOffset.y + box.y + box.height / 2)],
  });
}

async function make(html: string): Promise<HTMLElement> {
  const element = fixture(html);
  await waitFor(() => Boolean(button(element)), 'the button to render');
  return element;
}

describe('sq-add-to-cart', () => {
  before(async () => {
    await load();
    await import('../sq-cart-link/cart-link.element.ts');
    await import('../sq-runtime/runtime.element.ts');
  });
  afterEach(async () => {
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    await waitFor(() => openDialogs.get().length === 0, 'the dialogs to go');
    cleanup();
    dropCartCookie();
  });

  describe('Defaults', () => {
    it("is a button named by its kind's own label, idle", async () => {
      const element = await make('<sq-add-to-cart></sq-add-to-cart>');
      await updateComplete(element);
      expect(button(element).localName).to.equal('button');
      expect(button(element).type).to.equal('button');
      expect(button(element).querySelector('slot')?.textContent).to.equal('Add to Cart');
      expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
      expect(element.dataset.state).to.equal('idle');
    });

    it('takes its label from its content', async () => {
      const element = await make('<sq-add-to-cart>Add the mug</sq-add-to-cart>');
      const slot = button(element).querySelector('slot') as HTMLSlotElement;
      expect(slot.assignedNodes().map((node) => node.textContent)).to.deep.equal(['Add the mug']);
    });

    it('axe finds nothing', async () => {
      const element = await make('<sq-add-to-cart kind="checkout"></sq-add-to-cart>');
      const results = await axe.run(element);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });
  });

  describe('Add to cart', () => {
    it('adds through the API, sets the cart cookie, and updates every cart link through sq-cart-sync', async () => {
      const links = [fixture('<sq-cart-link items="0"></sq-cart-link>'), fixture('<sq-cart-link></sq-cart-link>')];
      const element = await make('<sq-add-to-cart product-id="teapot" quantity="2"></sq-add-to-cart>');
      const after = await lastRequestId();
      const added = new Promise<CustomEvent>((resolve) =>
        element.addEventListener('sq-cart-add', (event) => resolve(event as CustomEvent), { once: true }),
      );
      await clickMiddle(button(element));
      const event = await added;
      expect(event.detail).to.deep.equal({ productId: 'teapot', items: 2, subtotalCents: 18400 });
      for (const link of links) {
        await waitFor(() => count(link) === '2', 'the cart link to show 2 items');
        expect(subtotal(link)).to.equal('$184.00');
      }
      // A page without the crumb cookie yet has its first call refused and retried by the data layer (spec 000 §8).
      const [call, ...more] = (await receivedHere(CART_ENTRIES_URL, after)).filter(
        (recorded) => recorded.status === 200,
      );
      expect(more).to.have.length(0);
      expect(call?.json).to.deep.equal({ productId: 'teapot', quantity: 2 });
      expect(document.cookie).to.match(new RegExp(`(^|; )${CART_COOKIE}=[0-9a-f]+`));
      await waitFor(() => element.dataset.state === 'idle', 'the button to be idle again');
    });

    it('is pending with aria-disabled while the call is under way, and a double click sends once', async () => {
      const element = await make('<sq-add-to-cart product-id="bud-vase"></sq-add-to-cart>');
      const link = fixture('<sq-cart-link></sq-cart-link>');
      const after = await lastRequestId();
      // The real call, answered late: the cart the endpoint made, as it would answer.
      await injectFault({
        path: CART_ENTRIES_URL,
        times: 1,
        delayMs: 600,
        status: 200,
        handled: true,
        fromPage: location.href,
        body: { totalQuantity: 1, subtotalCents: 3600, subtotalAmount: { value: 3600, currency: 'USD' } },
      });
      const box = button(element).getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await waitFor(() => button(element).getAttribute('aria-disabled') === 'true', 'the pending state');
      expect(element.dataset.state).to.equal('pending');
      expect(button(element).disabled, 'never disabled: it keeps focus').to.equal(false);
      button(element).click();
      await waitFor(() => element.dataset.state === 'idle', 'the call to answer', 5000);
      expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
      expect(count(link)).to.equal('1');
      expect(await receivedHere(CART_ENTRIES_URL, after)).to.have.length(1);
    });

    it('is idle again when the page comes back from the back-forward cache, before the call answers', async () => {
      const element = await make('<sq-add-to-cart product-id="teapot"></sq-add-to-cart>');
      // The call answers long after the page has (in a real visit) gone and come back.
      await injectFault({
        path: CART_ENTRIES_URL,
        times: 1,
        delayMs: 3000,
        status: 200,
        handled: true,
        fromPage: location.href,
        body: { totalQuantity: 1, subtotalCents: 3600, subtotalAmount: { value: 3600, currency: 'USD' } },
      });
      button(element).click();
      await waitFor(() => element.dataset.state === 'pending', 'the pending state');
      dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => element.dataset.state === 'idle', 'the restored page’s button to be idle', 2000);
      expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
    });
  });

  describe('Checkout without a cart cookie', () => {
    it("shows the runtime's alert, does not navigate, and gives focus back to the button", async () => {
      dropCartCookie();
      const element = await make('<sq-add-to-cart kind="checkout"></sq-add-to-cart>');
      const after = await lastRequestId();
      button(element).focus();
      await sendKeys({ press: 'Enter' });
      const runtime = await (async () => {
        await waitFor(
          () => Boolean(document.querySelector('sq-runtime')?.shadowRoot?.querySelector('[part=dialog]')),
          'the alert',
        );
        return document.querySelector('sq-runtime') as HTMLElement;
      })();
      const dialog = runtime.shadowRoot?.querySelector('[part=dialog]') as HTMLElement;
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(dialog.dataset.kind).to.equal('alert');
      expect(dialog.querySelector('[part=title]')?.textContent).to.equal(NO_CART_ALERT);
      const okay = [...dialog.querySelectorAll('button')];
      expect(okay.map((candidate) => candidate.textContent)).to.deep.equal(['Okay']);
      expect(element.dataset.state).to.equal('pending');
      await waitFor(() => deepActive() === okay[0], 'focus on Okay');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => deepActive() === button(element), 'focus back on the button');
      await waitFor(() => element.dataset.state === 'idle', 'the button to be idle again');
      expect(location.pathname).not.to.equal('/commerce/goto-checkout');
      expect(await received('/commerce/goto-checkout', after)).to.have.length(0);
    });
  });

  describe('A button that cannot act', () => {
    it("says so to the visitor in the runtime's alert and in the console, and gives focus back: a gift card without its product", async () => {
      const element = await make('<sq-add-to-cart kind="gift-card" website-id="w1"></sq-add-to-cart>');
      button(element).focus();
      const warnings = await captureWarnings(async () => {
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () => Boolean(document.querySelector('sq-runtime')?.shadowRoot?.querySelector('[part=dialog]')),
          'the alert',
        );
      });
      const dialog = document.querySelector('sq-runtime')?.shadowRoot?.querySelector('[part=dialog]') as HTMLElement;
      expect(dialog.dataset.kind).to.equal('alert');
      expect(dialog.querySelector('[part=title]')?.textContent).to.equal(NOT_READY_ALERT);
      expect(warnings).to.deep.equal([
        'sq-add-to-cart: config.giftCardProductId: needed for the gift-card checkout; nothing happened',
      ]);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => deepActive() === button(element), 'focus back on the button');
      await waitFor(() => element.dataset.state === 'idle', 'the button to be idle again');
    });

    it('says so to the visitor when an add has no product, and sends nothing', async () => {
      const element = await make('<sq-add-to-cart></sq-add-to-cart>');
      const after = await lastRequestId();
      const warnings = await captureWarnings(async () => {
        button(element).click();
        await waitFor(() => openDialogs.get().some((dialog) => dialog.title === NOT_READY_ALERT), 'the alert');
      });
      expect(warnings).to.deep.equal(['sq-add-to-cart: config.productId: needed to add to the cart; nothing was sent']);
      for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'confirm');
      await waitFor(() => element.dataset.state === 'idle', 'the button to be idle again');
      expect(await receivedHere(CART_ENTRIES_URL, after)).to.have.length(0);
    });
  });

  describe('Checkout navigation', () => {
    let frame: HTMLIFrameElement | undefined;
    const FRAME = 'position:fixed;left:0;top:0;width:600px;height:300px;border:0';
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });

    async function page(): Promise<CommercePage> {
      frame = await loadFrame('/test/browser/pages/commerce.html', 'commerceReady', FRAME);
      return (frame.contentWindow as unknown as { commercePage: CommercePage }).commercePage;
    }

    /** Presses twice at once, as a fast double click does, and waits for the frame to have loaded `title`. */
    async function doubleClickAndArrive(element: HTMLElement, title: string): Promise<Location> {
      const target = frame as HTMLIFrameElement;
      const win = target.contentWindow as Window;
      let starts = 0;
      element.addEventListener('sq-checkout', () => starts++);
      // Two presses before the page can go (a real second click may come after it has).
      button(element).click();
      button(element).click();
      // Counted before the page goes: a second press that got through would start a second navigation.
      const startsBeforeLeaving = starts;
      // The title is parsed before the body: wait for the whole page, not only its head.
      await waitFor(
        () => win.document?.title === title && win.document.readyState !== 'loading',
        `the ${title} page`,
        5000,
      );
      expect(startsBeforeLeaving, 'navigations started').to.equal(1);
      return win.location;
    }

    it('with a cart cookie: goes to /commerce/goto-checkout, once for a double click', async () => {
      const commerce = await page();
      const adder = await commerce.add('<sq-add-to-cart product-id="morning-mug"></sq-add-to-cart>');
      button(adder).click();
      await waitFor(() => document.cookie.includes(`${CART_COOKIE}=`), 'the cart cookie');
      await waitFor(() => adder.dataset.state === 'idle', 'the item to be added');
      const element = await commerce.add('<sq-add-to-cart kind="checkout"></sq-add-to-cart>');
      const after = await lastRequestId();
      const at = await doubleClickAndArrive(element, 'Checkout');
      expect(at.pathname + at.search).to.equal('/commerce/goto-checkout');
      expect(frame?.contentDocument?.body.textContent).to.contain('Items: 1');
      expect(await received('/commerce/goto-checkout', after)).to.have.length(1);
    });

    const routes: [string, string, string, string][] = [
      ['subscribe', 'cart-token="c0ffee"', 'Subscription checkout', '/checkout/subscribe?cartToken=c0ffee'],
      ['donate', 'donate-page-id="spring-appeal"', 'Donation checkout', '/checkout/donate?donatePageId=spring-appeal'],
      [
        'gift-card',
        'website-id="w1" gift-card-product-id="gift-50" sku="SQ1234567"',
        'Gift card checkout',
        '/checkout/giftcard?websiteId=w1&giftCardProductId=gift-50&sku=SQ1234567',
      ],
    ];
    for (const [action, attributes, title, address] of routes) {
      it(`${action}: goes to ${address}, once for a double click`, async () => {
        const commerce = await page();
        const element = await commerce.add(`<sq-add-to-cart kind="${action}" ${attributes}></sq-add-to-cart>`);
        const after = await lastRequestId();
        const at = await doubleClickAndArrive(element, title);
        expect(at.pathname + at.search).to.equal(address);
        expect(await received(address.split('?')[0] as string, after)).to.have.length(1);
      });
    }

    it("gift-card: the site context's website id, no sku when none is given", async () => {
      const commerce = await page();
      commerce.setContext({ website: { id: 'site-7' } });
      const element = await commerce.add(
        '<sq-add-to-cart kind="gift-card" gift-card-product-id="g1"></sq-add-to-cart>',
      );
      const at = await doubleClickAndArrive(element, 'Gift card checkout');
      expect(at.pathname + at.search).to.equal('/checkout/giftcard?websiteId=site-7&giftCardProductId=g1');
    });

    it('sq-checkout is cancelable: a router that takes it over stops the navigation', async () => {
      const commerce = await page();
      const element = await commerce.add('<sq-add-to-cart kind="donate" donate-page-id="d1"></sq-add-to-cart>');
      const after = await lastRequestId();
      const urls: string[] = [];
      element.addEventListener('sq-checkout', (event) => {
        urls.push((event as CustomEvent<{ url: string }>).detail.url);
        event.preventDefault();
      });
      button(element).click();
      await waitFor(() => urls.length === 1 && element.dataset.state === 'idle', 'the checkout to be taken over');
      expect(urls).to.deep.equal(['/checkout/donate?donatePageId=d1']);
      expect(frame?.contentWindow?.location.pathname).to.equal('/test/browser/pages/commerce.html');
      expect(await received('/checkout/donate', after)).to.have.length(0);
    });

    const bare: [string, string, string][] = [
      ['subscribe', 'Subscription checkout', '/checkout/subscribe'],
      ['donate', 'Donation checkout', '/checkout/donate'],
    ];
    for (const [action, title, address] of bare) {
      it(`${action} without its button's data still goes to ${address} (spec 000 §2: no condition)`, async () => {
        const commerce = await page();
        const element = await commerce.add(`<sq-add-to-cart kind="${action}"></sq-add-to-cart>`);
        const at = await doubleClickAndArrive(element, title);
        expect(at.pathname + at.search).to.equal(address);
      });
    }
  });
});
