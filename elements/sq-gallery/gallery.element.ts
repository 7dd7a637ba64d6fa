import { defineElement } from '../kit/define-element.ts';
import styles from './gallery.css?inline';
import { galleryApi } from './gallery.schema.ts';
import { GalleryView } from './gallery.view.tsx';

export const GalleryElement = defineElement({ api: galleryApi, view: GalleryView, styles });
