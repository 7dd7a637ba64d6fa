import { describe, expect, it, vi } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  debounced,
  decodeMapsKey,
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_LOAD_TIMEOUT_MS,
  MAP_MACHINE,
  MAP_OPTIONS_DEBOUNCE_MS,
  MAP_STYLES,
  MARKER_DRAWN,
  type MapEvent,
  type MapState,
  type MapUi,
  mapKeyAction,
  mapOptions,
  mapPlace,
  mapSettings,
  mapsScriptAddress,
  mapTimeoutText,
  movedCentre,
  placeLabel,
  STYLE_PRESETS,
  styleName,
  viewOnMapHref,
} from './map.logic.ts';

const UI: MapUi = {
  mapStyle: 1,
  showLabels: true,
  showTerrain: false,
  mapDraggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: false,
  markerDraggable: false,
};

describe('the map block constants (spec 001 §9 "Map")', () => {
  it.each([
    ['default zoom', MAP_DEFAULT_ZOOM, 12],
    ['script time-out', MAP_LOAD_TIMEOUT_MS, 30_000],
    ['the time-out in use', mapSettings.loadTimeoutMs, 30_000],
    ['option debounce', MAP_OPTIONS_DEBOUNCE_MS, 60],
    ['marker drawn width', MARKER_DRAWN.width, 24],
    ['marker drawn height', MARKER_DRAWN.height, 32],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('names the time-out in its rejection', () => {
    expect(mapTimeoutText(30_000)).toBe(
      "sq-map: the map's time-out: the Maps script did not call back within 30000 ms",
    );
  });
});

describe('the place (spec 001 §3 "Map location")', () => {
  it.each<[string, Parameters<typeof mapPlace>, ReturnType<typeof mapPlace>]>([
    [
      'nothing: the city centre, zoom 12, the marker there',
      [{}],
      { center: MAP_DEFAULT_CENTRE, marker: MAP_DEFAULT_CENTRE, zoom: 12, address: [], title: '' },
    ],
    [
      'a centre only: the marker falls back to it',
      [{ mapLat: 51.5, mapLng: -0.12, mapZoom: 15 }],
      { center: { lat: 51.5, lng: -0.12 }, marker: { lat: 51.5, lng: -0.12 }, zoom: 15, address: [], title: '' },
    ],
    [
      'a marker of its own',
      [{ mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13 }],
      { center: { lat: 51.5, lng: -0.12 }, marker: { lat: 51.51, lng: -0.13 }, zoom: 12, address: [], title: '' },
    ],
    [
      'half a marker: the centre',
      [{ mapLat: 1, mapLng: 2, markerLat: 3 }],
      { center: { lat: 1, lng: 2 }, marker: { lat: 1, lng: 2 }, zoom: 12, address: [], title: '' },
    ],
    [
      'the block’s location object under the flat fields, address lines trimmed and blanks dropped',
      [
        { addressTitle: ' Harbour Bakery ' },
        {
          mapLat: 10,
          mapLng: 20,
          addressTitle: 'ignored',
          addressLine1: '1 Quay St',
          addressLine2: ' ',
          addressCountry: 'NZ',
        },
      ],
      {
        center: { lat: 10, lng: 20 },
        marker: { lat: 10, lng: 20 },
        zoom: 12,
        address: ['1 Quay St', 'NZ'],
        title: 'Harbour Bakery',
      },
    ],
  ])('%s', (_name, args, expected) => {
    expect(mapPlace(...args)).toEqual(expected);
  });

  it.each([
    [{ addressTitle: 'Bakery', addressLine1: '1 Quay St' }, 'Bakery'],
    [{ addressLine1: '1 Quay St' }, '1 Quay St'],
    [{}, 'Map'],
  ])('%j is labelled %j', (fields, label) => {
    expect(placeLabel(mapPlace(fields))).toBe(label);
  });
});

describe('the styles (spec 001 §3, §5)', () => {
  it.each([
    [1, 'Original'],
    [2, 'Grayscale'],
    [3, 'Satellite'],
    [4, 'MinimalLight'],
    [5, 'MinimalDark'],
    [6, 'MinimalBlue'],
    [0, undefined],
    [7, undefined],
    [2.5, undefined],
  ])('id %d is %s', (id, name) => {
    expect(styleName(id)).toBe(name);
  });

  it('has a preset for every style', () => {
    expect(Object.keys(STYLE_PRESETS).sort()).toEqual([...MAP_STYLES].sort());
  });

  it.each<[string, Partial<MapUi>, Partial<ReturnType<typeof mapOptions>>]>([
    ['Original', {}, { mapTypeId: 'roadmap', styles: [] }],
    ['terrain', { showTerrain: true }, { mapTypeId: 'terrain' }],
    ['Grayscale', { mapStyle: 2 }, { styles: [{ stylers: [{ saturation: -100 }] }] }],
    ['Satellite with labels is hybrid', { mapStyle: 3 }, { mapTypeId: 'hybrid' }],
    ['Satellite without labels', { mapStyle: 3, showLabels: false }, { mapTypeId: 'satellite' }],
    ['not draggable: no gestures', { mapDraggable: false }, { gestureHandling: 'none' }],
    ['draggable: cooperative gestures', {}, { gestureHandling: 'cooperative', keyboardShortcuts: false }],
    [
      'controls off',
      { showControls: false },
      { zoomControl: false, fullscreenControl: false, streetViewControl: false },
    ],
    ['default UI off wins over controls', { disableDefaultUI: true }, { disableDefaultUI: true, zoomControl: false }],
    ['wheel off', { scrollwheel: false }, { scrollwheel: false }],
  ])('%s', (_name, ui, expected) => {
    expect(mapOptions(mapPlace({}), { ...UI, ...ui })).toMatchObject(expected);
  });

  it('hides the labels with a last rule when labels are off', () => {
    const { styles } = mapOptions(mapPlace({}), { ...UI, mapStyle: 4, showLabels: false });
    expect(styles.slice(0, -1)).toEqual(STYLE_PRESETS.MinimalLight);
    expect(styles.at(-1)).toEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  });
});

describe('the Maps script (spec 001 §7)', () => {
  it.each([
    ['k1', '', '', 'https://maps.example/js?v=3&key=k1'],
    ['k1', 'de', '', 'https://maps.example/js?v=3&key=k1&language=de'],
    ['k1', 'de', 'AT', 'https://maps.example/js?v=3&key=k1&language=de&region=AT'],
    ['k 1', '', 'NZ', 'https://maps.example/js?v=3&key=k+1&region=NZ'],
  ])('key %j, language %j, region %j -> %s', (key, language, region, address) => {
    expect(mapsScriptAddress('https://maps.example/js', key, language, region)).toBe(address);
  });

  it('adds to a query the address already has', () => {
    expect(mapsScriptAddress('/stand-in.js?test=1', 'k')).toBe('/stand-in.js?test=1&v=3&key=k');
  });

  it.each([
    [btoa('AIzaSyExampleKey_123-x'), 'AIzaSyExampleKey_123-x'],
    [` ${btoa('abc')} `, 'abc'],
    ['', ''],
    [undefined, ''],
    ['not base64!', ''],
    [btoa('<script>'), ''],
  ])('the page context’s key %j decodes to %j', (encoded, key) => {
    expect(decodeMapsKey(encoded)).toBe(key);
  });
});

describe('the card’s link', () => {
  const place = mapPlace({ mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13, mapZoom: 14 });
  it.each([
    ['google', 'https://www.google.com/maps/search/?api=1&query=51.51%2C-0.13'],
    ['openstreetmap', 'https://www.openstreetmap.org/?mlat=51.51&mlon=-0.13#map=14/51.51/-0.13'],
  ] as const)('%s -> %s', (service, href) => {
    expect(viewOnMapHref(service, place)).toBe(href);
  });
});

describe('the keyboard', () => {
  it.each([
    ['ArrowLeft', { dx: -80, dy: 0 }],
    ['ArrowDown', { dx: 0, dy: 80 }],
    ['+', { zoom: 1 }],
    ['-', { zoom: -1 }],
    ['a', null],
  ])('%s -> %j', (key, action) => {
    expect(mapKeyAction(key)).toEqual(action);
  });

  it.each([
    [{ lat: 0, lng: 0 }, 0, 256, 0, { lat: 0, lng: 0 }],
    [{ lat: 0, lng: 0 }, 0, 128, 0, { lat: 0, lng: -180 }],
    [{ lat: 0, lng: 170 }, 1, 64, 0, { lat: 0, lng: -145 }],
    [{ lat: 0, lng: 0 }, 12, 0, 0, { lat: 0, lng: 0 }],
  ])('from %j at zoom %d by %d,%d -> %j', (center, zoom, dx, dy, expected) => {
    const moved = movedCentre(center, zoom, dx, dy);
    expect(moved.lat).toBeCloseTo(expected.lat, 6);
    expect(Math.abs(moved.lng) === 180 ? 180 : moved.lng).toBeCloseTo(
      Math.abs(expected.lng) === 180 ? 180 : expected.lng,
      6,
    );
  });

  it('moves north for up and south for down', () => {
    expect(movedCentre({ lat: 40, lng: 0 }, 12, 0, -80).lat).toBeGreaterThan(40);
    expect(movedCentre({ lat: 40, lng: 0 }, 12, 0, 80).lat).toBeLessThan(40);
  });
});

describe('the states', () => {
  it.each<[MapState, MapEvent, MapState]>([
    ['card', 'LOAD', 'loading'],
    ['card', 'ASK', 'consent'],
    ['consent', 'LOAD', 'loading'],
    ['loading', 'READY', 'map'],
    ['loading', 'FAIL', 'failed'],
    ['failed', 'LOAD', 'loading'],
    ['map', 'FAIL', 'map'],
    ['card', 'READY', 'card'],
    ['map', 'RESET', 'card'],
  ])('%s + %s -> %s', (state, event, expected) => {
    expect(nextState(MAP_MACHINE, state, event)).toBe(expected);
  });
});

describe('the option debounce (spec 001 §9: 60 ms)', () => {
  it('sends the last of a burst once, 60 ms after it', () => {
    vi.useFakeTimers();
    try {
      const sent: number[] = [];
      const updates = debounced((value: number) => sent.push(value), MAP_OPTIONS_DEBOUNCE_MS, {
        set: (run, ms) => setTimeout(run, ms),
        clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      });
      updates.push(1);
      vi.advanceTimersByTime(40);
      updates.push(2);
      vi.advanceTimersByTime(59);
      expect(sent).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(sent).toEqual([2]);
      updates.push(3);
      updates.cancel();
      vi.advanceTimersByTime(100);
      expect(sent).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
