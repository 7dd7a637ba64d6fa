import { defineElement } from '../kit/react/define-element.ts';
import styles from './sign-in.css?inline';
import { signInApi } from './sign-in.schema.ts';
import { SignInView } from './sign-in.view.tsx';

export const SignInElement = defineElement({ api: signInApi, view: SignInView, styles });
