/**
 * Every tag the library defines, with the loader of its code. The autoloader
 * reads this table; `npm run new-element` adds a line to it.
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'sq-cart-link': () => import('./sq-cart-link/cart-link.element.ts'),
};
