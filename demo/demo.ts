/**
 * The demo store's script, written as a theme would write it: a cart kept in
 * memory, and every change announced with `sq-cart-sync` so each cart link
 * on the page updates. It imports nothing from the library on purpose.
 */

/** The document event every <sq-cart-link> listens to. */
const CART_SYNC_EVENT = 'sq-cart-sync';
/** How long an "Added" confirmation stays on a button. */
const ADDED_FOR_MS = 1600;

interface Cart {
  items: number;
  subtotalCents: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The cart the page was rendered with, read from the header's cart link. */
function initialCart(): Cart {
  const link = document.querySelector<HTMLElement>('sq-cart-link');
  const items = Number(link?.getAttribute('items') ?? 0);
  const subtotalCents = Number(link?.dataset.subtotalCents ?? 0);
  return {
    items: Number.isInteger(items) && items >= 0 ? items : 0,
    subtotalCents: Number.isFinite(subtotalCents) ? subtotalCents : 0,
  };
}

function describeCart({ items }: Cart, subtotal: string): string {
  return `${items === 1 ? 'One item' : `${items} items`} in cart, ${subtotal}.`;
}

/** Shows "Added" on the button for a moment; the button keeps its size. */
function confirmAdded(button: HTMLButtonElement): void {
  const label = button.querySelector('[data-label]');
  if (!label) return;
  button.dataset.added = '';
  label.textContent = 'Added ✓';
  window.clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(
    window.setTimeout(() => {
      delete button.dataset.added;
      label.textContent = 'Add to cart';
    }, ADDED_FOR_MS),
  );
}

function start(): void {
  const cart = initialCart();
  const status = document.getElementById('cart-status');

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>('button[data-add-to-cart]');
    if (!button) return;
    const price = Number(button.dataset.priceCents);
    if (!Number.isFinite(price)) return;

    cart.items += 1;
    cart.subtotalCents += price;
    const subtotal = money.format(cart.subtotalCents / 100);
    document.dispatchEvent(new CustomEvent(CART_SYNC_EVENT, { detail: { items: cart.items, subtotal } }));

    const name = button.getAttribute('aria-describedby');
    const product = name ? document.getElementById(name)?.textContent : undefined;
    if (status) status.textContent = `${product ?? 'Item'} added. ${describeCart(cart, subtotal)}`;
    confirmAdded(button);
  });
}

start();

// "Cookie settings" in the footer shows the cookie banner again, whatever the visitor chose before.
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
  const banner = document.querySelector('sq-cookie-banner') as (HTMLElement & { show?(): void }) | null;
  void customElements.whenDefined('sq-cookie-banner').then(() => banner?.show?.());
});

export {};
