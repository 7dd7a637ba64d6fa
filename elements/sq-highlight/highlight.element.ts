import { defineElement } from '../kit/react/define-element.ts';
import styles from './highlight.css?inline';
import { highlightApi } from './highlight.schema.ts';
import { HighlightView } from './highlight.view.tsx';

export const HighlightElement = defineElement({ api: highlightApi, view: HighlightView, styles });
