import { defineElement } from '../kit/react/define-element.ts';
import styles from './marquee.css?inline';
import { marqueeApi } from './marquee.schema.ts';
import { MarqueeView } from './marquee.view.tsx';

export const MarqueeElement = defineElement({ api: marqueeApi, view: MarqueeView, styles });
