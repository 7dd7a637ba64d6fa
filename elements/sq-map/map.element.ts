import { defineElement } from '../kit/react/define-element.ts';
import styles from './map.css?inline';
import { mapApi } from './map.schema.ts';
import { MapView } from './map.view.tsx';

export const MapElement = defineElement({ api: mapApi, view: MapView, styles });
