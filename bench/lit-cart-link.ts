import { html, LitElement, svg, unsafeCSS } from 'lit';
import styles from '../elements/sq-cart-link/cart-link.css?inline';
import { cartLabel, cartState, formatCount } from '../elements/sq-cart-link/cart-link.logic.ts';
import { readItems } from './plain-cart-link.ts';

// CART_ICON_PATH written out: a binding would make Lit set it on every element, where a template's
// static text is cloned. The page counts an element whose path differs as wrong.
const icon = svg`<path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4M8.9 19.5a.6.6 0 1 0 1.2 0a.6.6 0 1 0-1.2 0M16.4 19.5a.6.6 0 1 0 1.2 0a.6.6 0 1 0-1.2 0" />`;

/**
 * The cart link as a Lit 3 element: the same nodes, attributes and host
 * state as `CartLinkView` and the hand-written one, from the same rules,
 * rendered by Lit's own update cycle (one microtask after connect).
 */
class LitCartLink extends LitElement {
  static override styles = unsafeCSS(styles);
  static override properties = { items: {}, href: {} };
  declare items: string | null;
  declare href: string | null;

  protected override render() {
    const items = readItems(this);
    const state = cartState(items);
    this.dataset.state = state;
    this.toggleAttribute('empty', state === 'empty');
    return html`<a part="link" href=${this.getAttribute('href') ?? '/cart'} aria-label=${cartLabel(items)}
      ><svg part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon}</svg
      >${items === undefined ? null : html`<span part="count" aria-hidden="true">${formatCount(items)}</span>`}</a
    >`;
  }
}

/** Defines the Lit cart link under `tag`. */
export function defineLitCartLink(tag: string): void {
  if (!customElements.get(tag)) customElements.define(tag, class extends LitCartLink {});
}
