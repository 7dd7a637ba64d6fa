import { type KeyboardEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { consent, consentState } from '../../runtime/consent/index.ts';
import { siteContext } from '../../runtime/core/index.ts';
import { contextIsKnown, followContextKnown } from '../kit/element/context-known/context-known.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useInView } from '../kit/react/hooks/optional/use-in-view.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useFirstViewImage } from '../kit/react/hooks/use-first-view-image.ts';
import {
  debounced,
  decodeMapsKey,
  MAP_MACHINE,
  MAP_OPTIONS_DEBOUNCE_MS,
  MAPS_SCRIPT_URL,
  MARKER_DRAWN,
  mapKeyAction,
  mapOptions,
  mapPlace,
  mapSettings,
  mapsScriptAddress,
  movedCentre,
  placeLabel,
  viewOnMapHref,
} from './map.logic.ts';
import type { mapApi } from './map.schema.ts';
import { loadMaps, type MapsApi, type MapsMap, type MapsMarker } from './maps-loader.ts';

/** Our words where the spec is silent. */
const CONSENT_TEXT = 'This map is loaded from Google Maps, which may set cookies. Allow cookies to show it.';
const FAILED_TEXT = 'The interactive map could not be loaded.';
const wheelHint = () => `Use ${/Mac|iP/.test(navigator.platform) ? '⌘' : 'Ctrl'} + scroll to zoom the map`;
const TOUCH_HINT = 'Use two fingers to move the map';

/** The marker's outline, the card's and the map's. */
const PIN = 'M12 31s10-11 10-19a10 10 0 0 0-20 0c0 8 10 19 10 19z';
/** The marker image: 48×64, drawn at half size (spec 001 §9). Only `#` needs escaping in an SVG data address. */
const MARKER_URL = `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='48' height='64' viewBox='0 0 24 32'><path d='${PIN}' fill='%23d93a2b' stroke='%23fff' stroke-width='1.5'/><circle cx='12' cy='12' r='4' fill='%23fff'/></svg>`;

const contextKey = () => {
  const encoded = siteContext.get().mapsApiKey;
  return decodeMapsKey(typeof encoded === 'string' ? encoded : '');
};
const none = () => '';

export function MapView({ config, host, emit }: ViewProps<typeof mapApi>) {
  const place = useMemo(() => mapPlace(config, config.location), [config]);
  const label = placeLabel(place);
  const href = viewOnMapHref(config.mapService, place);
  const options = mapOptions(place, config);
  const optionsText = JSON.stringify(options);
  const markerText = JSON.stringify([place.marker, label, config.markerDraggable]);

  // The key and consent are the page's: the server knows neither, so it renders the card.
  const fromContext = useSyncExternalStore(siteContext.subscribe, contextKey, none);
  const key = config.apiKey.trim() || fromContext;
  // Consent is decided from the site context once it is known: a map whose code arrives before the page's
  // <sq-runtime> does not take the default policy for the site's (spec 002 §4).
  const [consented, setConsented] = useState(false);
  useEffect(() => {
    const check = () => setConsented(contextIsKnown() && consent.allowed());
    check();
    const stopContext = followContextKnown(check);
    const stopConsent = consentState.subscribe(check);
    return () => {
      stopContext();
      stopConsent();
    };
  }, []);
  const allowed = consented || !config.needsConsent;

  const [state, dispatch] = useMachine(MAP_MACHINE, 'card');
  useDataState(host, state);
  const [api, setApi] = useState<MapsApi | null>(null);
  const [asked, setAsked] = useState(false);
  /** Tries after a failure: the load runs again for each. */
  const [attempt, setAttempt] = useState(0);
  const [hint, setHint] = useState('');
  // Nothing is asked of Google before the map first comes into view (a map far down the page may never).
  const inView = useInView(host);
  const [seen, setSeen] = useState(false);
  if (inView && !seen) setSeen(true);

  const address = mapsScriptAddress(config.scriptSrc || MAPS_SCRIPT_URL, key, config.language, config.region);
  // The map loads once there is a key, consent allows it and it is in view; nothing is asked of Google before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (after a failure) loads again
  useEffect(() => {
    if (!key || !allowed || !seen) return;
    const leaving = new AbortController();
    dispatch('LOAD');
    loadMaps(address, mapSettings.loadTimeoutMs, leaving.signal).then(
      (maps) => {
        setApi(() => maps);
        dispatch('READY');
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        warnOnce(message);
        dispatch('FAIL');
        emit('sq-map-error', { message });
      },
    );
    return () => {
      leaving.abort();
      setApi(null);
      dispatch('RESET');
    };
  }, [key, allowed, seen, address, emit, attempt]);

  const box = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: MapsMap; marker: MapsMarker } | null>(null);
  const latest = useRef({ options, place, label, config, href });
  latest.current = { options, place, label, config, href };

  const markerOptions = () => {
    const { place, label, config } = latest.current;
    return { position: place.marker, title: label, draggable: config.markerDraggable };
  };

  // The map, drawn once its box shows: the script's own DOM, which React never touches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options reach a drawn map by the debounced updates below
  useEffect(() => {
    const into = canvas.current;
    if (!api || state !== 'map' || !into) return;
    const map = new api.Map(into, latest.current.options);
    const marker = new api.Marker({
      ...markerOptions(),
      map,
      optimized: false,
      icon: { url: MARKER_URL, scaledSize: { ...MARKER_DRAWN, equals: () => false } },
    });
    const click = marker.addListener('click', () => {
      if (latest.current.config.linkOnClick) window.open(latest.current.href, '_blank', 'noopener');
    });
    drawn.current = { map, marker };
    emit('sq-map-load', {});
    return () => {
      click.remove();
      marker.setMap(null);
      api.event?.clearInstanceListeners(map);
      drawn.current = null;
      into.replaceChildren();
    };
  }, [api, state, emit]);

  // Option updates go to the map 60 ms after the last of a burst (spec 001 §9).
  const [updates] = useState(() =>
    debounced(
      () => {
        drawn.current?.map.setOptions(latest.current.options);
        drawn.current?.marker.setOptions(markerOptions());
      },
      MAP_OPTIONS_DEBOUNCE_MS,
      { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number) },
    ),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change of the options' text is an update
  useEffect(() => {
    if (drawn.current) updates.push(undefined);
  }, [optionsText, markerText, updates]);
  useEffect(() => () => updates.cancel(), [updates]);

  // The wheel alone scrolls the page and never reaches the map; with Ctrl or ⌘ it zooms. One finger on touch
  // scrolls the page (touch-action in the CSS) and never reaches the map; two move it. A hint says so.
  useEffect(() => {
    const target = box.current;
    if (!target || state !== 'map' || !config.mapDraggable) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onGesture = (event: Event) => {
      const touch = event as TouchEvent;
      const wheel = event as WheelEvent;
      if (touch.touches ? touch.touches.length > 1 : !config.scrollwheel || wheel.ctrlKey || wheel.metaKey)
        return setHint('');
      event.stopPropagation();
      // A finger that only lands (a tap on the marker) needs no hint.
      if (event.type === 'touchstart') return;
      setHint(touch.touches ? TOUCH_HINT : wheelHint());
      clearTimeout(timer);
      timer = setTimeout(() => setHint(''), 1500);
    };
    const types = ['wheel', 'touchstart', 'touchmove'];
    for (const type of types) target.addEventListener(type, onGesture, { capture: true, passive: true });
    return () => {
      for (const type of types) target.removeEventListener(type, onGesture, { capture: true });
      clearTimeout(timer);
    };
  }, [state, config.scrollwheel, config.mapDraggable]);

  // A consent given after the visitor asked for the map loads it (the effect above).
  useEffect(() => {
    if (asked && !allowed && state === 'card') dispatch('ASK');
  }, [asked, allowed, state]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const map = drawn.current?.map;
    const action = mapKeyAction(event.key);
    if (!map || !action || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    event.preventDefault();
    const zoom = map.getZoom() ?? place.zoom;
    if ('zoom' in action) return map.setZoom(Math.max(0, Math.min(22, zoom + action.zoom)));
    const at = map.getCenter();
    // Set at once, never panned: nothing moves by animation (reduced motion or not).
    map.setCenter(movedCentre(at ? { lat: at.lat(), lng: at.lng() } : place.center, zoom, action.dx, action.dy));
  };

  const showsMap = state === 'map';
  // Rendered on the server, the site's map image is a first-view image, its address as given (the map names no
  // CDN host: spec 001 §5); keyed by its address, so another image is a new one, not the server's with a new src.
  const cardImage = useFirstViewImage({ src: config.image, alt: '' });
  return (
    <div className="frame">
      <figure part="card" className="card" hidden={showsMap} aria-label={`Map of ${label}`}>
        {config.image ? (
          <img
            key={config.image}
            part="image"
            className="backdrop"
            src={config.image}
            alt=""
            decoding="async"
            loading="lazy"
            {...cardImage}
            suppressHydrationWarning
          />
        ) : (
          <Backdrop />
        )}
        <svg part="marker" className="pin" viewBox="0 0 24 32" aria-hidden="true">
          <path d={PIN} />
          <circle cx="12" cy="12" r="4" />
        </svg>
        <div className="panel">
          <address part="address">
            {place.title && <strong>{place.title}</strong>}
            {place.address.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have a fixed order, and two may read the same
              <span key={index}>{line}</span>
            ))}
          </address>
          <div className="actions">
            <a part="link" href={href} target="_blank" rel="noopener">
              View on map
            </a>
            {key && (state === 'card' || state === 'failed') && (
              <button
                part="load"
                type="button"
                onClick={() => (state === 'failed' ? setAttempt((count) => count + 1) : setAsked(true))}
              >
                Load interactive map
              </button>
            )}
          </div>
          {state === 'consent' && (
            <p part="message">
              {CONSENT_TEXT}{' '}
              <button part="settings" type="button" onClick={() => consent.forceBanner()}>
                Cookie settings
              </button>
            </p>
          )}
          {state === 'failed' && <p part="message">{FAILED_TEXT}</p>}
        </div>
      </figure>
      {/* Drawn only in the browser, once loaded: the server and a card-only page never have it. */}
      {api && (
        <section
          part="map"
          ref={box}
          className="map"
          hidden={!showsMap}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is operated from the keyboard (arrows move it, + and - zoom), as the Maps script's own
          tabIndex={0}
          aria-roledescription="map"
          aria-label={`Map of ${label}. Arrow keys move it, plus and minus zoom.`}
          onKeyDown={onKeyDown}
        >
          <div className="canvas" ref={canvas} />
          {hint && (
            <p part="hint" className="hint" role="status">
              {hint}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** The card's light drawn background: land, a park, water and a few streets (no request, no script). */
function Backdrop() {
  return (
    <svg className="backdrop" viewBox="0 0 400 240" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect className="land" width="400" height="240" />
      <path className="water" d="M0 176c60-14 96 10 150 2s90-30 140-20 80 26 110 18v64H0z" />
      <rect className="park" x="236" y="34" width="78" height="52" rx="6" />
      <g className="roads">
        <path d="M-10 120h420M-10 60h420M140-10v200M300-10v180M40-10l120 250M210 250 400 20" />
      </g>
      <g className="streets">
        <path d="M-10 30h420M-10 92h420M-10 148h420M60-10v200M220-10v190M360-10v180" />
      </g>
    </svg>
  );
}
