/**
 * The map block (spec 001 §3 "Map location", §4 "Map loader", §5, §7, §8,
 * §9 "Map"): where the map and its marker are, which of the six styles it
 * wears, the options handed to the Maps script, the script's address, the
 * key as the page context carries it, and the card shown without the map.
 * Pure: no React, no DOM.
 */

import type { MachineTable } from '../../lib/state-machine/state-machine.ts';

/** The map's zoom when the block gives none (spec 001 §9 "Default zoom 12"). */
export const MAP_DEFAULT_ZOOM = 12;

/**
 * The fixed city centre of a map with no location (spec 001 §3; the spec
 * does not name the city: ours is New York, City Hall Park).
 */
export const MAP_DEFAULT_CENTRE = { lat: 40.7128, lng: -74.006 } as const;

/** How long the Maps script may take to call back (spec 001 §7, §9 "script time-out 30 s"). */
export const MAP_LOAD_TIMEOUT_MS = 30_000;

/** Option updates wait this long for the next one, then go to the map once (spec 001 §9). */
export const MAP_OPTIONS_DEBOUNCE_MS = 60;

/** The marker image's size, drawn at half of it (spec 001 §9 "marker images 48x64 drawn at half size"). */
export const MARKER_IMAGE = { width: 48, height: 64 } as const;
export const MARKER_DRAWN = { width: MARKER_IMAGE.width / 2, height: MARKER_IMAGE.height / 2 } as const;

/** The Maps JavaScript API the block loads (spec 001 §7: version 3). */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** The time-out the element uses: the spec's, changed only by tests (a documented test hook). */
export const mapSettings = { loadTimeoutMs: MAP_LOAD_TIMEOUT_MS };

/** The rejection of a load that did not call back in time (spec 001 §8 "Map: a time-out rejects the load"; our words). */
export const mapTimeoutText = (ms: number): string =>
  `sq-map: the map's time-out: the Maps script did not call back within ${ms} ms`;

/**
 * The six styles by their block-data id (spec 001 §3). The spec's list of
 * names orders Minimal Dark before Minimal Light; the ids say 4 is Minimal
 * Light and 5 Minimal Dark, and the ids are what block data holds: we follow
 * the ids.
 */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];

/** The style's name for its id (1–6), or undefined for any other value. */
export function styleName(id: number): MapStyleName | undefined {
  return Number.isInteger(id) ? MAP_STYLES[id - 1] : undefined;
}

/** The location fields of the block (spec 001 §3 "Map location"). */
export interface MapLocation {
  mapLat?: number;
  mapLng?: number;
  markerLat?: number;
  markerLng?: number;
  mapZoom?: number;
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where the map is: its centre, zoom, marker and address, defaults filled in. */
export interface MapPlace {
  center: LatLng;
  marker: LatLng;
  zoom: number;
  address: string[];
  title: string;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The place, from the flat fields over the block's `location` object:
 * the fixed city centre and zoom 12 where they are missing, the marker at
 * the map's centre unless both its coordinates are given.
 */
export function mapPlace(fields: MapLocation, location: MapLocation = {}): MapPlace {
  // An empty text is no value: the block's location gives it then.
  const pick = <K extends keyof MapLocation>(name: K) => ((fields[name] ?? '') === '' ? location[name] : fields[name]);
  const mapLat = pick('mapLat');
  const mapLng = pick('mapLng');
  const markerLat = pick('markerLat');
  const markerLng = pick('markerLng');
  const zoom = pick('mapZoom');
  const center = finite(mapLat) && finite(mapLng) ? { lat: mapLat, lng: mapLng } : { ...MAP_DEFAULT_CENTRE };
  const marker = finite(markerLat) && finite(markerLng) ? { lat: markerLat, lng: markerLng } : { ...center };
  const title = (pick('addressTitle') ?? '').trim();
  const address = [pick('addressLine1'), pick('addressLine2'), pick('addressCountry')]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
  return { center, marker, zoom: finite(zoom) ? zoom : MAP_DEFAULT_ZOOM, address, title };
}

/** What names the place for a visitor: its title, else its first address line, else "Map". */
export function placeLabel(place: MapPlace): string {
  return place.title || place.address[0] || 'Map';
}

/**
 * The block's own field names (spec 001 §3 "Map block fields") and the
 * config field each one is; `style` and `draggable` are also every HTML
 * element's own attributes, so their fields are mapStyle and mapDraggable.
 */
export const BLOCK_FIELD_ALIASES = {
  controls: 'showControls',
  terrain: 'showTerrain',
  labels: 'showLabels',
  style: 'mapStyle',
  // Not the field's name: `draggable` is every HTML element's own attribute (native drag and drop).
  draggable: 'mapDraggable',
} as const;

/** The UI options the map is drawn with (spec 001 §3 "Map UI options"). */
export interface MapUi {
  mapStyle: number;
  showLabels: boolean;
  showTerrain: boolean;
  mapDraggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
}

/** One rule of a Maps style array, in the script's own shape. */
export interface StyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

const LABELS_OFF: StyleRule = { elementType: 'labels', stylers: [{ visibility: 'off' }] };

/** A minimal preset: land, water and roads in three tones, points of interest and transit hidden. */
function minimal(land: string, water: string, road: string, text: string): StyleRule[] {
  return [
    { elementType: 'geometry', stylers: [{ color: land }] },
    { elementType: 'labels.text.fill', stylers: [{ color: text }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: land }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: road }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: water }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  ];
}

/** The style rules of each preset (the spec names them only; the colours are ours). */
export const STYLE_PRESETS: Record<MapStyleName, StyleRule[]> = {
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  Satellite: [],
  MinimalLight: minimal('#f5f5f3', '#d6dde3', '#ffffff', '#7a7a7a'),
  MinimalDark: minimal('#242424', '#151a1f', '#3a3a3a', '#9a9a9a'),
  MinimalBlue: minimal('#e8eef6', '#9fc1e6', '#ffffff', '#4f6b8a'),
};

/** The options the Maps script's map takes, as far as the block sets them. */
export interface MapOptions {
  center: LatLng;
  zoom: number;
  mapTypeId: 'roadmap' | 'terrain' | 'satellite' | 'hybrid';
  styles: StyleRule[];
  gestureHandling: 'cooperative' | 'none';
  scrollwheel: boolean;
  disableDefaultUI: boolean;
  zoomControl: boolean;
  fullscreenControl: boolean;
  streetViewControl: boolean;
  mapTypeControl: boolean;
  keyboardShortcuts: boolean;
  clickableIcons: boolean;
}

/**
 * The map's options from the place and the UI options. The wheel never
 * scrolls the map on its own and one finger scrolls the page: gesture
 * handling is cooperative (Ctrl/⌘ + wheel zooms, two fingers move), or none
 * when the map is not draggable. The element does the keyboard itself
 * (without animated pans), so the script's shortcuts are off.
 */
export function mapOptions(place: MapPlace, ui: MapUi): MapOptions {
  const name = styleName(ui.mapStyle) ?? 'Original';
  const satellite = name === 'Satellite';
  const styles = [...STYLE_PRESETS[name], ...(ui.showLabels ? [] : [LABELS_OFF])];
  const controls = ui.showControls && !ui.disableDefaultUI;
  return {
    center: place.center,
    zoom: place.zoom,
    mapTypeId: satellite ? (ui.showLabels ? 'hybrid' : 'satellite') : ui.showTerrain ? 'terrain' : 'roadmap',
    styles,
    gestureHandling: ui.mapDraggable ? 'cooperative' : 'none',
    scrollwheel: ui.scrollwheel,
    disableDefaultUI: ui.disableDefaultUI,
    zoomControl: controls,
    fullscreenControl: controls,
    streetViewControl: controls,
    mapTypeControl: false,
    keyboardShortcuts: false,
    clickableIcons: false,
  };
}

/**
 * The Maps script's address (spec 001 §7): version 3, the key, and the
 * language and region when given. The callback is added by the loader.
 */
export function mapsScriptAddress(base: string, key: string, language = '', region = ''): string {
  const query = new URLSearchParams({ v: '3', key });
  if (language) query.set('language', language);
  if (region) query.set('region', region);
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The Maps key as the page context carries it (spec 001 §7 "key (decoded
 * from the page context)"): base64 text, as the platform writes it to keep
 * the key out of plain sight in the page source (the encoding is not shown
 * in the spec; base64 is our reading). Text that is not base64, or decodes to
 * anything but key characters, gives no key.
 */
export function decodeMapsKey(encoded: string | undefined): string {
  const text = (encoded ?? '').trim();
  if (!text) return '';
  try {
    const key = atob(text).trim();
    return /^[\w-]+$/.test(key) ? key : '';
  } catch {
    return '';
  }
}

/** The map services a "View on map" link can open. */
export const MAP_LINKS = ['google', 'openstreetmap'] as const;
export type MapLinkService = (typeof MAP_LINKS)[number];

/** The "View on map" address: the marker on Google Maps or OpenStreetMap. */
export function viewOnMapHref(service: MapLinkService, place: MapPlace): string {
  const { lat, lng } = place.marker;
  if (service === 'openstreetmap') {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${Math.round(place.zoom)}/${lat}/${lng}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
}

/**
 * The centre after the keyboard moved the view by `dx`, `dy` pixels at
 * `zoom` (Web Mercator: 256 px for the whole world at zoom 0), set at once
 * rather than panned, so that nothing is animated.
 */
export function movedCentre(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const worldPixels = 256 * 2 ** zoom;
  const lng = ((((center.lng + (dx / worldPixels) * 360 + 180) % 360) + 360) % 360) - 180;
  const y = Math.log(Math.tan(Math.PI / 4 + (center.lat * Math.PI) / 360)) - (dy / worldPixels) * 2 * Math.PI;
  const lat = Math.max(-85, Math.min(85, ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI));
  return { lat, lng };
}

/** How far one arrow key moves the view, in pixels. */
export const KEYBOARD_PAN_PX = 80;

/** What a key does on the map: a move by pixels, a zoom step, or nothing. */
export function mapKeyAction(key: string): { dx: number; dy: number } | { zoom: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -KEYBOARD_PAN_PX, dy: 0 };
    case 'ArrowRight':
      return { dx: KEYBOARD_PAN_PX, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -KEYBOARD_PAN_PX };
    case 'ArrowDown':
      return { dx: 0, dy: KEYBOARD_PAN_PX };
    case '+':
    case '=':
      return { zoom: 1 };
    case '-':
    case '_':
      return { zoom: -1 };
    default:
      return null;
  }
}

/**
 * What the element shows: `card` (no key, on the server, or waiting),
 * `consent` (the visitor asked for the map, consent does not allow it yet),
 * `loading`, `map` (the interactive map) or `failed` (the script failed or
 * timed out: the card stays).
 */
export type MapState = 'card' | 'consent' | 'loading' | 'map' | 'failed';
export type MapEvent = 'ASK' | 'LOAD' | 'READY' | 'FAIL' | 'RESET';

export const MAP_MACHINE: MachineTable<MapState, MapEvent> = {
  card: { ASK: 'consent', LOAD: 'loading' },
  consent: { LOAD: 'loading', RESET: 'card' },
  loading: { READY: 'map', FAIL: 'failed', RESET: 'card' },
  map: { RESET: 'card' },
  failed: { LOAD: 'loading', RESET: 'card' },
};

/** Timers a debouncer uses; the browser's unless a test gives its own. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Calls `run` with the last value given, once no new one has come for `ms`
 * (the 60 ms of option updates). `flush` runs a pending call now, `cancel`
 * drops it.
 */
export function debounced<T>(run: (value: T) => void, ms: number, timers: Timers) {
  let handle: unknown;
  let pending: { value: T } | null = null;
  const fire = () => {
    const next = pending;
    pending = null;
    handle = undefined;
    if (next) run(next.value);
  };
  const cancel = () => {
    if (handle !== undefined) timers.clear(handle);
    handle = undefined;
    pending = null;
  };
  return {
    push(value: T) {
      cancel();
      pending = { value };
      handle = timers.set(fire, ms);
    },
    cancel,
  };
}
