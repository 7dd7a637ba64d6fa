import { defineElement } from '../kit/react/define-element.ts';
import styles from './gallery.css?inline';
import { galleryApi } from './gallery.schema.ts';
import { GalleryBlock } from './gallery-block.tsx';

export const GalleryElement = defineElement({ api: galleryApi, view: GalleryBlock, styles });
