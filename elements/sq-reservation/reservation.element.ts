import { defineElement } from '../kit/react/define-element.ts';
import styles from './reservation.css?inline';
import { reservationApi } from './reservation.schema.ts';
import { ReservationView } from './reservation.view.tsx';

export const ReservationElement = defineElement({ api: reservationApi, view: ReservationView, styles });
