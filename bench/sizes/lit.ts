import { defineLitCartLink } from '../lit-cart-link.ts';
import { TAGS } from '../protocol.ts';

/** What the size table counts for the Lit element: it and Lit. */
defineLitCartLink(TAGS.lit);
