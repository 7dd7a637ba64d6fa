import { defineElement } from '../kit/react/define-element.ts';
import styles from './accordion.css?inline';
import { accordionApi } from './accordion.schema.ts';
import { AccordionView } from './accordion.view.tsx';

export const AccordionElement = defineElement({ api: accordionApi, view: AccordionView, styles });
