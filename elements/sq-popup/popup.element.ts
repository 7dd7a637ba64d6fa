import { defineElement } from '../kit/react/define-element.ts';
import styles from './popup.css?inline';
import { popupApi } from './popup.schema.ts';
import { PopupView } from './popup.view.tsx';

export const PopupElement = defineElement({ api: popupApi, view: PopupView, styles });
