import { defineElement } from '../kit/define-element.ts';
import styles from './cart-link.css?inline';
import { cartLinkApi } from './cart-link.schema.ts';
import { CartLinkView } from './cart-link.view.tsx';

export const CartLinkElement = defineElement({ api: cartLinkApi, view: CartLinkView, styles });
