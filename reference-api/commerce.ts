import { randomBytes } from 'node:crypto';
import { type Answer, type ApiRequest, cookieOf } from './handler.ts';

/**
 * The storefront calls and checkout pages of the reference API: a cart per
 * cart cookie, kept in memory, and the checkout destinations of spec 000 §2,
 * which answer a small page saying what they received. The products are the
 * demo store's (the spec does not show the cart calls: these are ours).
 */

/**
 * The cookie a visitor's cart is known by, which the API sets with the first
 * item; the spec names no cookie (checkout needs "a cart cookie", spec 000
 * §2, §5): this is ours. Written here, not taken from the library, so a
 * library that looked for another cookie fails the checkout tests.
 */
export const CART_COOKIE = 'CART';

/** The demo store's products, by id: what a cart entry costs, in cents of USD. */
export const STORE_PRODUCTS: Readonly<Record<string, { title: string; priceCents: number }>> = {
  'morning-mug': { title: 'Morning mug', priceCents: 2800 },
  'serving-bowl': { title: 'Serving bowl', priceCents: 6400 },
  'bud-vase': { title: 'Bud vase', priceCents: 3600 },
  'dinner-plates': { title: 'Dinner plates', priceCents: 5800 },
  teapot: { title: 'Teapot', priceCents: 9200 },
  planter: { title: 'Planter & saucer', priceCents: 4400 },
};

/** Where an item is added to the visitor's cart (POST, JSON { productId, quantity }). */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** The visitor's cart (GET). */
export const CART_PATH = '/api/commerce/cart';

/** The checkout destinations (spec 000 §2), answered as pages. */
export const CHECKOUT_PATHS = [
  '/commerce/goto-checkout',
  '/checkout/subscribe',
  '/checkout/donate',
  '/checkout/giftcard',
];

/** Whether a path is one of the checkout pages (outside /api/). */
export function isCheckoutPath(path: string): boolean {
  return CHECKOUT_PATHS.includes(path);
}

interface Entry {
  productId: string;
  quantity: number;
  priceCents: number;
}

export interface CommerceApi {
  endpoints: Record<string, (request: ApiRequest) => Answer>;
  clear(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function createCommerceApi(): CommerceApi {
  const carts = new Map<string, Entry[]>();

  const cartOf = (request: ApiRequest) => cookieOf(request, CART_COOKIE);

  /** The cart as pages see it (spec 000 §3); amounts in cents. */
  const describeCart = (token: string | undefined) => {
    const entries = (token && carts.get(token)) || [];
    let totalQuantity = 0;
    let subtotalCents = 0;
    for (const entry of entries) {
      totalQuantity += entry.quantity;
      subtotalCents += entry.quantity * entry.priceCents;
    }
    return {
      id: token,
      entries,
      totalQuantity,
      subtotalCents,
      grandTotalCents: subtotalCents,
      subtotalAmount: { value: subtotalCents, currency: 'USD' },
      requiresShipping: entries.length > 0,
    };
  };

  // No icon to fetch: the page asks for none (a browser would ask for /favicon.ico, which is not there).
  const page = (title: string, lines: string[]): Answer => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  });

  const checkoutPage = (title: string, names: string[]) => (request: ApiRequest) =>
    page(
      title,
      names.map((name) => `${name}: ${request.query[name] ?? '(none)'}`),
    );

  const endpoints: CommerceApi['endpoints'] = {
    [`POST ${CART_ENTRIES_PATH}`]: (request) => {
      const body = (typeof request.json === 'object' && request.json) || {};
      const { productId, quantity = 1 } = body as { productId?: unknown; quantity?: unknown };
      const product = typeof productId === 'string' ? STORE_PRODUCTS[productId] : undefined;
      if (!product || typeof productId !== 'string') {
        return { status: 400, body: { error: `No such product: ${JSON.stringify(productId)}` } };
      }
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
        return { status: 400, body: { error: 'The quantity must be a whole number of at least 1.' } };
      }
      let token = cartOf(request);
      const headers: Record<string, string> = {};
      if (!token || !carts.has(token)) {
        token = randomBytes(12).toString('hex');
        carts.set(token, []);
        // Readable by the page: checkout goes ahead only when it exists (spec 000 §2).
        headers['set-cookie'] = `${CART_COOKIE}=${token}; Path=/; SameSite=Lax`;
      }
      const entries = carts.get(token) ?? [];
      const entry = entries.find((candidate) => candidate.productId === productId);
      if (entry) entry.quantity += quantity;
      else entries.push({ productId, quantity, priceCents: product.priceCents });
      return { status: 200, body: describeCart(token), headers };
    },
    [`GET ${CART_PATH}`]: (request) => ({ status: 200, body: describeCart(cartOf(request)) }),
    'GET /commerce/goto-checkout': (request) => {
      const cart = describeCart(cartOf(request));
      return page('Checkout', [`Items: ${cart.totalQuantity}`, `Subtotal cents: ${cart.subtotalCents}`]);
    },
    'GET /checkout/subscribe': checkoutPage('Subscription checkout', ['cartToken']),
    'GET /checkout/donate': checkoutPage('Donation checkout', ['donatePageId']),
    'GET /checkout/giftcard': checkoutPage('Gift card checkout', ['websiteId', 'giftCardProductId', 'sku']),
  };

  return { endpoints, clear: () => carts.clear() };
}
