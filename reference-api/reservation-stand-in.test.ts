import { describe, expect, it } from 'vitest';
import { RESERVATION_STAND_IN_PATH } from './reservation-stand-in.ts';
import { serveReferenceApi } from './serve-for-tests.ts';

const served = serveReferenceApi('reservation');

describe('the reservation widget script stand-in', () => {
  it('serves a script that defines sqReservationWidgets.createReservationWidget', async () => {
    const answer = await fetch(`${served.base}${RESERVATION_STAND_IN_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(await answer.text()).toContain('window.sqReservationWidgets');
  });
});
