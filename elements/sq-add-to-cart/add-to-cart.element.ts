import { defineElement } from '../kit/react/define-element.ts';
import styles from './add-to-cart.css?inline';
import { addToCartApi } from './add-to-cart.schema.ts';
import { AddToCartView } from './add-to-cart.view.tsx';

export const AddToCartElement = defineElement({ api: addToCartApi, view: AddToCartView, styles });
