import { defineLitElement } from '../kit/lit/define-lit-element.ts';
import styles from './runtime.css?inline';
import { runtimeApi } from './runtime.schema.ts';

// The view (and lit-html with it) loads when the element first mounts, so this module imports in Node. The tag is
// defined a task after this module runs: the page's one runtime then starts in two short tasks, not one long one.
export const RuntimeElement = defineLitElement({
  api: runtimeApi,
  view: () => import('./runtime.view.ts').then((module) => module.runtimeView),
  styles,
  defineLater: true,
});
