import { awaitingHydration } from '../kit/hydration/ledger/hydration.ts';
import { defineElement } from '../kit/react/define-element.ts';
import styles from './cart-link.css?inline';
import { cartLinkApi } from './cart-link.schema.ts';
import { CartLinkView } from './cart-link.view.tsx';
import { listenForSyncs } from './cart-sync.ts';

export const CartLinkElement = defineElement({ api: cartLinkApi, view: CartLinkView, styles });

// One listener hands the page's syncs to every cart link, and keeps them for a server-rendered one
// until it hydrates.
if (typeof document !== 'undefined') listenForSyncs((host) => awaitingHydration.has(host));
