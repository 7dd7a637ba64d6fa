import * as z from 'zod/mini';
import { isScriptAddress } from '../../lib/web-addresses/web-addresses.ts';
import { defineApi, described, event } from '../kit/element/api.ts';
import { imageUrl, scriptUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import { BLOCK_FIELD_ALIASES, MAP_LINKS, MAP_STYLES, type MapLinkService } from './map.logic.ts';

/** What `sq-map-error` carries. */
export interface MapErrorDetail {
  message: string;
}

const coordinate = () => z.optional(z.number());
const text = () => z._default(z.string(), '');
const flag = (fallback: boolean) => z._default(z.boolean(), fallback);

/** The location fields (spec 001 §3 "Map location"), flat and inside the block's `location`. */
const location = {
  mapLat: described(
    coordinate(),
    'The latitude of the map’s centre; with mapLng. Missing: a fixed city centre (New York).',
  ),
  mapLng: described(coordinate(), 'The longitude of the map’s centre; with mapLat.'),
  markerLat: described(
    coordinate(),
    'The marker’s latitude; with markerLng. Missing: the marker sits at the map’s centre.',
  ),
  markerLng: described(coordinate(), 'The marker’s longitude; with markerLat.'),
  mapZoom: described(z.optional(z.number().check(z.minimum(0), z.maximum(22))), 'The zoom, 0 to 22; missing: 12.'),
  addressTitle: described(text(), 'The place’s name, shown over the address.'),
  addressLine1: described(text(), 'The address’s first line.'),
  addressLine2: described(text(), 'The address’s second line.'),
  addressCountry: described(text(), 'The country, the address’s last line.'),
};

/** The map block (spec 001 §3, §4 "Map loader", §5, §7, §8, §9 "Map"). */
export const mapApi = defineApi({
  tag: 'sq-map',
  summary:
    'A map block: a finished card with the address and a View on map link, and the interactive Google map once there is a key and the visitor allows it.',
  config: z.object({
    ...location,
    location: described(
      z.optional(z.object(location)),
      'The block data’s location object (the same fields); a flat field wins over it.',
    ),
    mapStyle: described(
      z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAP_STYLES.length)), 1),
      'The style by its block-data id: 1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue. Block data’s `style` reads as this field.',
    ),
    showLabels: described(flag(true), 'Show the map’s labels (block data: labels).'),
    showTerrain: described(flag(false), 'Show the terrain (block data: terrain).'),
    mapDraggable: described(
      flag(true),
      'The map moves under a drag (two fingers on touch); false: no gestures at all.',
    ),
    scrollwheel: described(
      flag(true),
      'Ctrl (⌘ on a Mac) with the wheel zooms the map; the wheel alone always scrolls the page.',
    ),
    showControls: described(flag(true), 'Show the zoom, full-screen and street-view controls (block data: controls).'),
    disableDefaultUI: described(flag(false), 'Hide every control of the Maps script.'),
    markerDraggable: described(flag(false), 'The visitor may drag the marker.'),
    linkOnClick: described(
      flag(false),
      'Activating the marker opens the place on the map service (the View on map link).',
    ),
    apiKey: described(
      text(),
      'The Google Maps key; without it the key of the page context (`mapsApiKey`, base64 as the platform writes it). No key: the card alone.',
    ),
    language: described(text(), 'The language the map is drawn in (the script’s `language`), e.g. de.'),
    region: described(text(), 'The region the map is biased to (the script’s `region`), e.g. AT.'),
    scriptSrc: described(
      z._default(scriptUrl(isScriptAddress, 'an http(s) address or a path on this site'), ''),
      'Where the Maps script is loaded from; empty: Google’s (https://maps.googleapis.com/maps/api/js).',
    ),
    image: described(
      z._default(imageUrl(), ''),
      'A map image the site provides for the card; without it, a light drawn background.',
    ),
    mapService: described(
      z._default(z.enum(MAP_LINKS as unknown as [MapLinkService, ...MapLinkService[]]), 'google'),
      'Where “View on map” goes: google (Google Maps) or openstreetmap.',
    ),
    needsConsent: described(
      flag(true),
      'The map comes from another site, which may set cookies: it loads only while cookie consent allows it.',
    ),
  }),
  configAliases: BLOCK_FIELD_ALIASES,
  load: ['interaction', 'visible', 'change'],
  events: {
    'sq-map-load': event<Record<string, never>>('The interactive map shows.', '{}'),
    'sq-map-error': event<MapErrorDetail>(
      'The Maps script failed or did not call back within 30 s: the card stays.',
      '{ message: string }',
    ),
  },
  slots: {},
  parts: {
    card: 'The static card: the drawn background (or the site’s image), the marker and the address.',
    image: 'The map image the site provides.',
    marker: 'The card’s marker.',
    address: 'The address, as text.',
    link: 'The View on map link.',
    load: 'The button that loads the interactive map.',
    message: 'Why the map is not loaded (consent, a failure).',
    settings: 'The button that opens the cookie settings when consent is needed.',
    map: 'The interactive map’s box, focusable: arrows move it, + and - zoom.',
    hint: 'The hint shown when the wheel alone is used over the map.',
  },
  cssProperties: {
    '--sq-map-height': { description: 'The map’s height, the card’s too.', default: '360px' },
    '--sq-map-background': { description: 'The drawn background’s land colour.', default: '#f2efe9' },
    '--sq-map-marker-color': { description: 'The card’s marker colour.', default: 'var(--sq-accent, #d93a2b)' },
  },
});
