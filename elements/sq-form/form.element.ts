import { defineElement } from '../kit/react/define-element.ts';
import styles from './form.css?inline';
import { formApi } from './form.schema.ts';
import { FormView } from './form.view.tsx';

export const FormElement = defineElement({ api: formApi, view: FormView, styles });
