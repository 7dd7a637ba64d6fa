import { defineLitElement } from '../kit/define-lit-element.ts';
import styles from './runtime.css?inline';
import { runtimeApi } from './runtime.schema.ts';

// The view (and lit-html with it) loads when the element first mounts, so this module imports in Node.
export const RuntimeElement = defineLitElement({
  api: runtimeApi,
  view: () => import('./runtime.view.ts').then((module) => module.runtimeView),
  styles,
});
