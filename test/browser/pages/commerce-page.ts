/**
 * A page for the storefront button's navigations: a press that goes to a
 * checkout navigates this frame, not the test page. The test adds its
 * markup and sets the site context here.
 */
import '../../../elements/sq-add-to-cart/add-to-cart.element.ts';
import '../../../elements/sq-cart-link/cart-link.element.ts';
import { type SiteContext, siteContext } from '../../../runtime/core/context.ts';

const commercePage = {
  /** Replaces the page's body with `html` and gives back its first element once it has rendered. */
  async add(html: string): Promise<HTMLElement> {
    document.body.innerHTML = html;
    const element = document.body.firstElementChild as HTMLElement;
    while (!element.shadowRoot?.firstElementChild) await new Promise((resolve) => requestAnimationFrame(resolve));
    return element;
  },
  setContext(context: SiteContext): void {
    siteContext.set(context);
  },
};

Object.assign(window, { commercePage, commerceReady: true });

export type CommercePage = typeof commercePage;
