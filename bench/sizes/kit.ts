/** What the size table counts for the kit's element: `<sq-cart-link>` as the library defines it, on the page's engine. */
import '../../elements/sq-cart-link/cart-link.element.ts';
