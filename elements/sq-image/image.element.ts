import { defineElement } from '../kit/react/define-element.ts';
import styles from './image.css?inline';
import { imageApi } from './image.schema.ts';
import { ImageView } from './image.view.tsx';

export const ImageElement = defineElement({ api: imageApi, view: ImageView, styles });
