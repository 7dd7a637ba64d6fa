import { defineElement } from '../kit/react/define-element.ts';
import styles from './product-price.css?inline';
import { productPriceApi } from './product-price.schema.ts';
import { ProductPriceView } from './product-price.view.tsx';

export const ProductPriceElement = defineElement({ api: productPriceApi, view: ProductPriceView, styles });
