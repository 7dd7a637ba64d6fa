// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-map>` as `config` and the attributes take it: every field optional. */
export interface SqMapConfig {
  /** The latitude of the map’s centre; with mapLng. Missing: a fixed city centre (New York). */
  mapLat?: number;
  /** The longitude of the map’s centre; with mapLat. */
  mapLng?: number;
  /** The marker’s latitude; with markerLng. Missing: the marker sits at the map’s centre. */
  markerLat?: number;
  /** The marker’s longitude; with markerLat. */
  markerLng?: number;
  /** The zoom, 0 to 22; missing: 12. */
  mapZoom?: number;
  /**
   * The place’s name, shown over the address.
   * @default ""
   */
  addressTitle?: string;
  /**
   * The address’s first line.
   * @default ""
   */
  addressLine1?: string;
  /**
   * The address’s second line.
   * @default ""
   */
  addressLine2?: string;
  /**
   * The country, the address’s last line.
   * @default ""
   */
  addressCountry?: string;
  /** The block data’s location object (the same fields); a flat field wins over it. */
  location?: { mapLat?: number; mapLng?: number; markerLat?: number; markerLng?: number; mapZoom?: number; addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string };
  /**
   * The style by its block-data id: 1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue. Block data’s `style` reads as this field.
   * @default 1
   */
  mapStyle?: number;
  /**
   * Show the map’s labels (block data: labels).
   * @default true
   */
  showLabels?: boolean;
  /**
   * Show the terrain (block data: terrain).
   * @default false
   */
  showTerrain?: boolean;
  /**
   * The map moves under a drag (two fingers on touch); false: no gestures at all.
   * @default true
   */
  mapDraggable?: boolean;
  /**
   * Ctrl (⌘ on a Mac) with the wheel zooms the map; the wheel alone always scrolls the page.
   * @default true
   */
  scrollwheel?: boolean;
  /**
   * Show the zoom, full-screen and street-view controls (block data: controls).
   * @default true
   */
  showControls?: boolean;
  /**
   * Hide every control of the Maps script.
   * @default false
   */
  disableDefaultUI?: boolean;
  /**
   * The visitor may drag the marker.
   * @default false
   */
  markerDraggable?: boolean;
  /**
   * Activating the marker opens the place on the map service (the View on map link).
   * @default false
   */
  linkOnClick?: boolean;
  /**
   * The Google Maps key; without it the key of the page context (`mapsApiKey`, base64 as the platform writes it). No key: the card alone.
   * @default ""
   */
  apiKey?: string;
  /**
   * The language the map is drawn in (the script’s `language`), e.g. de.
   * @default ""
   */
  language?: string;
  /**
   * The region the map is biased to (the script’s `region`), e.g. AT.
   * @default ""
   */
  region?: string;
  /**
   * Where the Maps script is loaded from; empty: Google’s (https://maps.googleapis.com/maps/api/js).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  scriptSrc?: string;
  /**
   * A map image the site provides for the card; without it, a light drawn background.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  image?: string;
  /**
   * Where “View on map” goes: google (Google Maps) or openstreetmap.
   * @default "google"
   */
  mapService?: "google" | "openstreetmap";
  /**
   * The map comes from another site, which may set cookies: it loads only while cookie consent allows it.
   * @default true
   */
  needsConsent?: boolean;
}

/** The config as `<sq-map>` reads it back: defaults filled in. */
export interface SqMapResolvedConfig {
  mapLat?: number | undefined;
  mapLng?: number | undefined;
  markerLat?: number | undefined;
  markerLng?: number | undefined;
  mapZoom?: number | undefined;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  location?: { mapLat?: number; mapLng?: number; markerLat?: number; markerLng?: number; mapZoom?: number; addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string } | undefined;
  mapStyle: number;
  showLabels: boolean;
  showTerrain: boolean;
  mapDraggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  apiKey: string;
  language: string;
  region: string;
  scriptSrc: string;
  image: string;
  mapService: "google" | "openstreetmap";
  needsConsent: boolean;
}

/** The events `<sq-map>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqMapEventMap {
  /** The interactive map shows. */
  'sq-map-load': CustomEvent<{}>;
  /** The Maps script failed or did not call back within 30 s: the card stays. */
  'sq-map-error': CustomEvent<{ message: string }>;
}

/** What a template sets on `<sq-map>` as properties: `config` and each field. */
export interface SqMapProps extends SqMapConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqMapConfig | string;
}

/** The kebab-case attributes of `<sq-map>` whose name is not the property's, as text. */
export interface SqMapAttributes {
  /** The `map-lat` attribute: The latitude of the map’s centre; with mapLng. Missing: a fixed city centre (New York). */
  'map-lat'?: number | `${number}`;
  /** The `map-lng` attribute: The longitude of the map’s centre; with mapLat. */
  'map-lng'?: number | `${number}`;
  /** The `marker-lat` attribute: The marker’s latitude; with markerLng. Missing: the marker sits at the map’s centre. */
  'marker-lat'?: number | `${number}`;
  /** The `marker-lng` attribute: The marker’s longitude; with markerLat. */
  'marker-lng'?: number | `${number}`;
  /** The `map-zoom` attribute: The zoom, 0 to 22; missing: 12. */
  'map-zoom'?: number | `${number}`;
  /** The `address-title` attribute: The place’s name, shown over the address. */
  'address-title'?: string;
  /** The `address-line1` attribute: The address’s first line. */
  'address-line1'?: string;
  /** The `address-line2` attribute: The address’s second line. */
  'address-line2'?: string;
  /** The `address-country` attribute: The country, the address’s last line. */
  'address-country'?: string;
  /** The `map-style` attribute: The style by its block-data id: 1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue. Block data’s `style` reads as this field. */
  'map-style'?: number | `${number}`;
  /** The `show-labels` attribute: Show the map’s labels (block data: labels). */
  'show-labels'?: true | 'true' | 'false';
  /** The `show-terrain` attribute: Show the terrain (block data: terrain). */
  'show-terrain'?: true | 'true' | 'false';
  /** The `map-draggable` attribute: The map moves under a drag (two fingers on touch); false: no gestures at all. */
  'map-draggable'?: true | 'true' | 'false';
  /** The `show-controls` attribute: Show the zoom, full-screen and street-view controls (block data: controls). */
  'show-controls'?: true | 'true' | 'false';
  /** The `disable-default-u-i` attribute: Hide every control of the Maps script. */
  'disable-default-u-i'?: true | 'true' | 'false';
  /** The `marker-draggable` attribute: The visitor may drag the marker. */
  'marker-draggable'?: true | 'true' | 'false';
  /** The `link-on-click` attribute: Activating the marker opens the place on the map service (the View on map link). */
  'link-on-click'?: true | 'true' | 'false';
  /** The `api-key` attribute: The Google Maps key; without it the key of the page context (`mapsApiKey`, base64 as the platform writes it). No key: the card alone. */
  'api-key'?: string;
  /** The `script-src` attribute: Where the Maps script is loaded from; empty: Google’s (https://maps.googleapis.com/maps/api/js). */
  'script-src'?: string;
  /** The `map-service` attribute: Where “View on map” goes: google (Google Maps) or openstreetmap. */
  'map-service'?: "google" | "openstreetmap";
  /** The `needs-consent` attribute: The map comes from another site, which may set cookies: it loads only while cookie consent allows it. */
  'needs-consent'?: true | 'true' | 'false';
}

/**
 * A map block: a finished card with the address and a View on map link, and the interactive Google map once there is a key and the visitor allows it.
 *
 * @tag sq-map
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {number} map-lat - The latitude of the map’s centre; with mapLng. Missing: a fixed city centre (New York).
 * @attr {number} map-lng - The longitude of the map’s centre; with mapLat.
 * @attr {number} marker-lat - The marker’s latitude; with markerLng. Missing: the marker sits at the map’s centre.
 * @attr {number} marker-lng - The marker’s longitude; with markerLat.
 * @attr {number} map-zoom - The zoom, 0 to 22; missing: 12.
 * @attr {string} address-title - The place’s name, shown over the address.
 * @attr {string} address-line1 - The address’s first line.
 * @attr {string} address-line2 - The address’s second line.
 * @attr {string} address-country - The country, the address’s last line.
 * @attr {string} location - The block data’s location object (the same fields); a flat field wins over it.
 * @attr {number} map-style - The style by its block-data id: 1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue. Block data’s `style` reads as this field.
 * @attr {"true" | "false" | ""} show-labels - Show the map’s labels (block data: labels).
 * @attr {"true" | "false" | ""} show-terrain - Show the terrain (block data: terrain).
 * @attr {"true" | "false" | ""} map-draggable - The map moves under a drag (two fingers on touch); false: no gestures at all.
 * @attr {"true" | "false" | ""} scrollwheel - Ctrl (⌘ on a Mac) with the wheel zooms the map; the wheel alone always scrolls the page.
 * @attr {"true" | "false" | ""} show-controls - Show the zoom, full-screen and street-view controls (block data: controls).
 * @attr {"true" | "false" | ""} disable-default-u-i - Hide every control of the Maps script.
 * @attr {"true" | "false" | ""} marker-draggable - The visitor may drag the marker.
 * @attr {"true" | "false" | ""} link-on-click - Activating the marker opens the place on the map service (the View on map link).
 * @attr {string} api-key - The Google Maps key; without it the key of the page context (`mapsApiKey`, base64 as the platform writes it). No key: the card alone.
 * @attr {string} language - The language the map is drawn in (the script’s `language`), e.g. de.
 * @attr {string} region - The region the map is biased to (the script’s `region`), e.g. AT.
 * @attr {string} script-src - Where the Maps script is loaded from; empty: Google’s (https://maps.googleapis.com/maps/api/js).
 * @attr {string} image - A map image the site provides for the card; without it, a light drawn background.
 * @attr {"google" | "openstreetmap"} map-service - Where “View on map” goes: google (Google Maps) or openstreetmap.
 * @attr {"true" | "false" | ""} needs-consent - The map comes from another site, which may set cookies: it loads only while cookie consent allows it.
 * @fires sq-map-load - The interactive map shows.
 * @fires sq-map-error - The Maps script failed or did not call back within 30 s: the card stays.
 * @csspart card - The static card: the drawn background (or the site’s image), the marker and the address.
 * @csspart image - The map image the site provides.
 * @csspart marker - The card’s marker.
 * @csspart address - The address, as text.
 * @csspart link - The View on map link.
 * @csspart load - The button that loads the interactive map.
 * @csspart message - Why the map is not loaded (consent, a failure).
 * @csspart settings - The button that opens the cookie settings when consent is needed.
 * @csspart map - The interactive map’s box, focusable: arrows move it, + and - zoom.
 * @csspart hint - The hint shown when the wheel alone is used over the map.
 * @cssprop [--sq-map-height=360px] - The map’s height, the card’s too.
 * @cssprop [--sq-map-background=#f2efe9] - The drawn background’s land colour.
 * @cssprop [--sq-map-marker-color=var(--sq-accent, #d93a2b)] - The card’s marker colour.
 */
export declare class SqMapElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqMapConfig | string | null | undefined);
  get config(): SqMapResolvedConfig;
  /** The latitude of the map’s centre; with mapLng. Missing: a fixed city centre (New York). */
  set mapLat(value: number | undefined);
  get mapLat(): number | undefined;
  /** The longitude of the map’s centre; with mapLat. */
  set mapLng(value: number | undefined);
  get mapLng(): number | undefined;
  /** The marker’s latitude; with markerLng. Missing: the marker sits at the map’s centre. */
  set markerLat(value: number | undefined);
  get markerLat(): number | undefined;
  /** The marker’s longitude; with markerLat. */
  set markerLng(value: number | undefined);
  get markerLng(): number | undefined;
  /** The zoom, 0 to 22; missing: 12. */
  set mapZoom(value: number | undefined);
  get mapZoom(): number | undefined;
  /**
   * The place’s name, shown over the address.
   * @default ""
   */
  set addressTitle(value: string | undefined);
  get addressTitle(): string;
  /**
   * The address’s first line.
   * @default ""
   */
  set addressLine1(value: string | undefined);
  get addressLine1(): string;
  /**
   * The address’s second line.
   * @default ""
   */
  set addressLine2(value: string | undefined);
  get addressLine2(): string;
  /**
   * The country, the address’s last line.
   * @default ""
   */
  set addressCountry(value: string | undefined);
  get addressCountry(): string;
  /** The block data’s location object (the same fields); a flat field wins over it. */
  set location(value: { mapLat?: number; mapLng?: number; markerLat?: number; markerLng?: number; mapZoom?: number; addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string } | undefined);
  get location(): { mapLat?: number; mapLng?: number; markerLat?: number; markerLng?: number; mapZoom?: number; addressTitle?: string; addressLine1?: string; addressLine2?: string; addressCountry?: string } | undefined;
  /**
   * The style by its block-data id: 1 Original, 2 Grayscale, 3 Satellite, 4 Minimal Light, 5 Minimal Dark, 6 Minimal Blue. Block data’s `style` reads as this field.
   * @default 1
   */
  set mapStyle(value: number | undefined);
  get mapStyle(): number;
  /**
   * Show the map’s labels (block data: labels).
   * @default true
   */
  set showLabels(value: boolean | undefined);
  get showLabels(): boolean;
  /**
   * Show the terrain (block data: terrain).
   * @default false
   */
  set showTerrain(value: boolean | undefined);
  get showTerrain(): boolean;
  /**
   * The map moves under a drag (two fingers on touch); false: no gestures at all.
   * @default true
   */
  set mapDraggable(value: boolean | undefined);
  get mapDraggable(): boolean;
  /**
   * Ctrl (⌘ on a Mac) with the wheel zooms the map; the wheel alone always scrolls the page.
   * @default true
   */
  set scrollwheel(value: boolean | undefined);
  get scrollwheel(): boolean;
  /**
   * Show the zoom, full-screen and street-view controls (block data: controls).
   * @default true
   */
  set showControls(value: boolean | undefined);
  get showControls(): boolean;
  /**
   * Hide every control of the Maps script.
   * @default false
   */
  set disableDefaultUI(value: boolean | undefined);
  get disableDefaultUI(): boolean;
  /**
   * The visitor may drag the marker.
   * @default false
   */
  set markerDraggable(value: boolean | undefined);
  get markerDraggable(): boolean;
  /**
   * Activating the marker opens the place on the map service (the View on map link).
   * @default false
   */
  set linkOnClick(value: boolean | undefined);
  get linkOnClick(): boolean;
  /**
   * The Google Maps key; without it the key of the page context (`mapsApiKey`, base64 as the platform writes it). No key: the card alone.
   * @default ""
   */
  set apiKey(value: string | undefined);
  get apiKey(): string;
  /**
   * The language the map is drawn in (the script’s `language`), e.g. de.
   * @default ""
   */
  set language(value: string | undefined);
  get language(): string;
  /**
   * The region the map is biased to (the script’s `region`), e.g. AT.
   * @default ""
   */
  set region(value: string | undefined);
  get region(): string;
  /**
   * Where the Maps script is loaded from; empty: Google’s (https://maps.googleapis.com/maps/api/js).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set scriptSrc(value: string | undefined);
  get scriptSrc(): string;
  /**
   * A map image the site provides for the card; without it, a light drawn background.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set image(value: string | undefined);
  get image(): string;
  /**
   * Where “View on map” goes: google (Google Maps) or openstreetmap.
   * @default "google"
   */
  set mapService(value: "google" | "openstreetmap" | undefined);
  get mapService(): "google" | "openstreetmap";
  /**
   * The map comes from another site, which may set cookies: it loads only while cookie consent allows it.
   * @default true
   */
  set needsConsent(value: boolean | undefined);
  get needsConsent(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqMapEventMap>(type: K, listener: (this: SqMapElement, event: SqMapEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMapElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqMapEventMap>(type: K, listener: (this: SqMapElement, event: SqMapEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMapElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-map>`, defined when this module is imported in a browser. */
export declare const MapElement: typeof SqMapElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-map': SqMapElement;
  }
}
