import { defineElement } from '../kit/react/define-element.ts';
import styles from './video.css?inline';
import { videoApi } from './video.schema.ts';
import { VideoView } from './video.view.tsx';

export const VideoElement = defineElement({ api: videoApi, view: VideoView, styles });
