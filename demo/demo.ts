/**
 * The demo store's script, written as a theme would write it. The product
 * cards' <sq-add-to-cart> buttons add to the visitor's cart on the reference
 * API and sync every cart link themselves; this script says what happened in
 * the page's status line, and shows the cart a returning visitor already has.
 * It imports nothing from the library on purpose.
 */

/** The document event every <sq-cart-link> listens to. */
const CART_SYNC_EVENT = 'sq-cart-sync';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function describeCart(items: number, subtotal: string): string {
  return `${items === 1 ? 'One item' : `${items} items`} in cart, ${subtotal}.`;
}

function start(): void {
  const status = document.getElementById('cart-status');
  document.addEventListener('sq-cart-add', (event) => {
    const { items, subtotalCents } = (event as CustomEvent<{ items: number; subtotalCents: number }>).detail;
    const product = (event.target as Element).closest('.product')?.querySelector('h3')?.textContent;
    if (status)
      status.textContent = `${product ?? 'Item'} added. ${describeCart(items, money.format(subtotalCents / 100))}`;
  });

  // A visitor coming back has a cart already (its cookie): the page was written for an empty one.
  void fetch('/api/commerce/cart')
    .then((response) => response.json())
    .then(async (cart: { totalQuantity?: number; subtotalCents?: number }) => {
      if (!cart.totalQuantity) return;
      await customElements.whenDefined('sq-cart-link');
      const detail = { items: cart.totalQuantity, subtotal: money.format((cart.subtotalCents ?? 0) / 100) };
      document.dispatchEvent(new CustomEvent(CART_SYNC_EVENT, { detail }));
    })
    .catch(() => undefined);
}

start();

// "Cookie settings" in the footer shows the cookie banner again, whatever the visitor chose before.
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
  const banner = document.querySelector('sq-cookie-banner') as (HTMLElement & { show?(): void }) | null;
  void customElements.whenDefined('sq-cookie-banner').then(() => banner?.show?.());
});

export {};
