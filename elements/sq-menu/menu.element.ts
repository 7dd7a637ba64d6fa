import { defineElement } from '../kit/react/define-element.ts';
import styles from './menu.css?inline';
import { menuApi } from './menu.schema.ts';
import { MenuView } from './menu.view.tsx';

export const MenuElement = defineElement({ api: menuApi, view: MenuView, styles });
