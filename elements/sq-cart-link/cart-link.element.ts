import { defineElement } from '../kit/define-element.ts';
import { awaitingHydration } from '../kit/hydration.ts';
import styles from './cart-link.css?inline';
import { cartLinkApi } from './cart-link.schema.ts';
import { CartLinkView, holdSyncsUntilHydrated } from './cart-link.view.tsx';

export const CartLinkElement = defineElement({ api: cartLinkApi, view: CartLinkView, styles });

// Syncs reaching the page before a server-rendered link hydrates are kept for it.
if (typeof document !== 'undefined') holdSyncsUntilHydrated(awaitingHydration);
