import { defineElement } from '../kit/react/define-element.ts';
import styles from './relative-time.css?inline';
import { relativeTimeApi } from './relative-time.schema.ts';
import { RelativeTimeView } from './relative-time.view.tsx';

export const RelativeTimeElement = defineElement({ api: relativeTimeApi, view: RelativeTimeView, styles });
