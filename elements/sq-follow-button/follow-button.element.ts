import { defineElement } from '../kit/react/define-element.ts';
import styles from './follow-button.css?inline';
import { followButtonApi } from './follow-button.schema.ts';
import { FollowButtonView } from './follow-button.view.tsx';

export const FollowButtonElement = defineElement({ api: followButtonApi, view: FollowButtonView, styles });
