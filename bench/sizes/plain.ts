import { definePlainCartLink } from '../plain-cart-link.ts';
import { TAGS } from '../protocol.ts';

/** What the size table counts for the hand-written element: it alone. */
definePlainCartLink(TAGS.plain);
