import { adoptStyles } from '../elements/kit/element/styles.ts';
import styles from '../elements/sq-cart-link/cart-link.css?inline';
import {
  CART_ICON_PATH,
  cartLabel,
  cartState,
  formatCount,
  isCartCount,
} from '../elements/sq-cart-link/cart-link.logic.ts';

/** The markup the React view renders, cloned per element so the baseline does no parsing per instance. */
const template = document.createElement('template');
template.innerHTML =
  '<a part="link" href="/cart"><svg part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">' +
  `<path d="${CART_ICON_PATH}" /></svg></a>`;

/** Reads the `items` attribute as the view would: a whole number of at least 0, or unknown. */
export function readItems(host: HTMLElement): number | undefined {
  const text = host.getAttribute('items');
  const value = text === null || text === '' ? Number.NaN : Number(text);
  return isCartCount(value) ? value : undefined;
}

/** Builds the link for a count: the same nodes, attributes and host state as `CartLinkView`. */
function renderLink(host: HTMLElement, items: number | undefined): DocumentFragment {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const link = fragment.firstElementChild as HTMLAnchorElement;
  link.href = host.getAttribute('href') ?? '/cart';
  link.setAttribute('aria-label', cartLabel(items));
  if (items !== undefined) {
    const count = document.createElement('span');
    count.setAttribute('part', 'count');
    count.setAttribute('aria-hidden', 'true');
    count.textContent = formatCount(items);
    link.append(count);
  }
  const state = cartState(items);
  host.dataset.state = state;
  host.toggleAttribute('empty', state === 'empty');
  return fragment;
}

/** Defines the baseline: a plain HTMLElement that renders the cart link by hand, synchronously on connect. */
export function definePlainCartLink(tag: string): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static get observedAttributes(): string[] {
        return ['items', 'href'];
      }

      #root = this.attachShadow({ mode: 'open' });
      /** Attribute callbacks before the first connect (an upgrade calls both) must not render twice. */
      #rendered = false;

      constructor() {
        super();
        adoptStyles(this.#root, styles);
      }

      connectedCallback(): void {
        if (!this.#rendered) this.#render();
      }

      attributeChangedCallback(): void {
        if (this.#rendered) this.#render();
      }

      #render(): void {
        this.#rendered = true;
        this.#root.replaceChildren(renderLink(this, readItems(this)));
      }
    },
  );
}
