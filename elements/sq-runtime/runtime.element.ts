import { defineElement } from '../kit/define-element.ts';
import styles from './runtime.css?inline';
import { runtimeApi } from './runtime.schema.ts';
import { RuntimeView } from './runtime.view.tsx';

export const RuntimeElement = defineElement({ api: runtimeApi, view: RuntimeView, styles });
