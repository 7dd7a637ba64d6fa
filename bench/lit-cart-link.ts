import { html, LitElement, svg, unsafeCSS } from 'lit';
import styles from '../elements/sq-cart-link/cart-link.css?inline';
import { cartLabel, cartState, formatCount } from '../elements/sq-cart-link/cart-link.logic.ts';
import { readItems } from './plain-cart-link.ts';

const icon = svg`<path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4" /><circle cx="9.5" cy="19.5" r="1.4" /><circle cx="17" cy="19.5" r="1.4" />`;

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
