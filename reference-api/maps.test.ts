import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAPS_STAND_IN_PATH } from './maps-stand-in.ts';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from './places.ts';
import { serveReferenceApi } from './serve-for-tests.ts';

const served = serveReferenceApi('maps');

const requests = async (path: string) =>
  (await (await fetch(`${served.base}/__api/requests?path=${path}`)).json()) as {
    query: Record<string, string>;
    status: number;
  }[];

/** Runs the stand-in script in a bare context with a window; returns what it left there. */
function run(script: string, window: Record<string, unknown>) {
  const timers: (() => void)[] = [];
  runInNewContext(script, { window, setTimeout: (callback: () => void) => timers.push(callback) });
  for (const timer of timers) timer();
  return window;
}

describe('the stand-in Maps script (spec 001 §7)', () => {
  it('records the script request’s query and answers JavaScript', async () => {
    const answer = await fetch(`${served.base}${MAPS_STAND_IN_PATH}?v=3&key=k1&language=de&region=AT&callback=ready`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    const [request] = await requests(MAPS_STAND_IN_PATH);
    expect(request?.query).toEqual({ v: '3', key: 'k1', language: 'de', region: 'AT', callback: 'ready' });
  });

  it('calls the callback, a dotted path too, once google.maps is there', async () => {
    const script = await (await fetch(`${served.base}${MAPS_STAND_IN_PATH}?key=k&callback=sq.ready`)).text();
    let called = 0;
    const window = run(script, { sq: { ready: () => called++ } });
    expect(called).toBe(1);
    const maps = (window.google as { maps: Record<string, unknown> }).maps;
    expect(typeof maps.Map).toBe('function');
    expect(typeof maps.Marker).toBe('function');
    expect(maps.standIn).toMatchObject({ calls: [], scripts: 1 });
  });

  it.each([
    ['never=1', '?key=k&callback=ready&never=1'],
    ['a callback that is not a name', '?key=k&callback=alert(1)'],
  ])('calls nothing with %s', async (_name, query) => {
    const script = await (await fetch(`${served.base}${MAPS_STAND_IN_PATH}${query}`)).text();
    let called = 0;
    run(script, { ready: () => called++ });
    expect(called).toBe(0);
    expect(script).not.toContain('alert(1)');
  });
});

describe('the places calls (spec 002 §7)', () => {
  it('answers predictions for the input, and records the tracking context with the query', async () => {
    const answer = await fetch(
      `${served.base}${PLACES_AUTOCOMPLETE_PATH}?input=harbour&productPage=forms&productSection=address`,
    );
    expect(answer.status).toBe(200);
    const { predictions } = (await answer.json()) as { predictions: { placeId: string; description: string }[] };
    expect(predictions.map((prediction) => prediction.placeId)).toEqual([
      'harbour-bakery',
      'harbour-view',
      'harbourfront',
    ]);
    expect(predictions[0]?.description).toBe('12 Quay Street, Auckland, New Zealand');
    const [request] = await requests(PLACES_AUTOCOMPLETE_PATH);
    expect(request?.query).toEqual({ input: 'harbour', productPage: 'forms', productSection: 'address' });
  });

  it('answers the details of a place, 404 for an unknown one, 400 without a place id or input', async () => {
    const found = await fetch(
      `${served.base}${PLACES_DETAILS_PATH}?placeId=harbour-bakery&productPage=p&productSection=s`,
    );
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ addressLine1: '12 Quay Street', city: 'Auckland', postalCode: '1010' });
    expect((await fetch(`${served.base}${PLACES_DETAILS_PATH}?placeId=nowhere`)).status).toBe(404);
    expect((await fetch(`${served.base}${PLACES_DETAILS_PATH}`)).status).toBe(400);
    expect((await fetch(`${served.base}${PLACES_AUTOCOMPLETE_PATH}`)).status).toBe(400);
  });
});
