import { describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../lib/product.ts';
import { CART_ENTRIES_PATH, CART_PATH } from './commerce.ts';
import { serveReferenceApi } from './serve-for-tests.ts';

const served = serveReferenceApi('commerce');

const add = (body: unknown, cookie = '') =>
  fetch(`${served.base}${CART_ENTRIES_PATH}?crumb=c1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=c1${cookie ? `; ${cookie}` : ''}` },
    body: JSON.stringify(body),
  });

const cartCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${CART_COOKIE}=`))
    ?.split(';')[0];

describe('reference API: the cart', () => {
  it('adds to a new cart, sets the cart cookie once, and sums in cents', async () => {
    const first = await add({ productId: 'morning-mug' });
    expect(first.status).toBe(200);
    const cookie = cartCookie(first);
    expect(cookie).toMatch(new RegExp(`^${CART_COOKIE}=[0-9a-f]{24}$`));
    expect(await first.json()).toMatchObject({ totalQuantity: 1, subtotalCents: 2800 });
    const second = await add({ productId: 'teapot', quantity: 2 }, cookie);
    expect(cartCookie(second)).toBeUndefined();
    expect(await second.json()).toMatchObject({
      totalQuantity: 3,
      subtotalCents: 2800 + 2 * 9200,
      subtotalAmount: { value: 21200, currency: 'USD' },
    });
    const cart = await (await fetch(`${served.base}${CART_PATH}`, { headers: { cookie: cookie ?? '' } })).json();
    expect(cart).toMatchObject({ totalQuantity: 3, subtotalCents: 21200 });
  });

  it.each([
    [{ productId: 'nothing' }, 'No such product: "nothing"'],
    [{}, 'No such product: undefined'],
    [{ productId: 'teapot', quantity: 0 }, 'The quantity must be a whole number of at least 1.'],
    [{ productId: 'teapot', quantity: 1.5 }, 'The quantity must be a whole number of at least 1.'],
  ])('refuses %j with 400', async (body, error) => {
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('answers an empty cart without a cookie', async () => {
    expect(await (await fetch(`${served.base}${CART_PATH}`)).json()).toMatchObject({
      totalQuantity: 0,
      subtotalCents: 0,
    });
  });
});

describe('reference API: the checkout pages (spec 000 §2)', () => {
  it.each([
    ['/commerce/goto-checkout', 'Checkout'],
    ['/checkout/subscribe?cartToken=t1', 'cartToken: t1'],
    ['/checkout/donate?donatePageId=d1', 'donatePageId: d1'],
    ['/checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ1234567', 'sku: SQ1234567'],
    ['/checkout/giftcard?websiteId=w1&giftCardProductId=g1', 'sku: (none)'],
  ])('%s answers a page and is recorded', async (address, text) => {
    const response = await fetch(`${served.base}${address}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(text);
    const [recorded] = await (await fetch(`${served.base}/__api/requests`)).json();
    expect(recorded.path).toBe(address.split('?')[0]);
  });

  it('escapes what it echoes', async () => {
    const text = await (await fetch(`${served.base}/checkout/donate?donatePageId=%3Cb%3E`)).text();
    expect(text).not.toContain('<b>');
    expect(text).toContain('&#60;b&#62;');
  });

  it('leaves other paths outside /api/ to the next middleware', async () => {
    expect((await fetch(`${served.base}/checkout/other`)).status).toBe(418);
  });
});
