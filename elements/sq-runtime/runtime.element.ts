import { defineLitElement } from '../kit/define-lit-element.ts';
import styles from './runtime.css?inline';
import { runtimeApi } from './runtime.schema.ts';
import { runtimeView } from './runtime.view.ts';

export const RuntimeElement = defineLitElement({ api: runtimeApi, view: runtimeView, styles });
