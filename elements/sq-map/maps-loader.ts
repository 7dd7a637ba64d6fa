import { loadScript } from '../../runtime/script-loader/index.ts';
import { mapTimeoutText } from './map.logic.ts';

/** The parts of the Maps JavaScript API the element uses. */
export interface MapsApi {
  Map: new (div: HTMLElement, options: object) => MapsMap;
  Marker: new (options: object) => MapsMarker;
  event?: { clearInstanceListeners(target: object): void };
}

export interface MapsMap {
  setOptions(options: object): void;
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
  getCenter(): { lat(): number; lng(): number } | undefined;
}

export interface MapsMarker {
  setOptions(options: object): void;
  setMap(map: MapsMap | null): void;
  addListener(name: string, run: () => void): { remove(): void };
}

/** The loads by script address (key, language, region): one script per page for each. */
const loads = new Map<string, Promise<MapsApi>>();
let callbacks = 0;

/**
 * Loads the Maps script at `address` once per page and resolves with
 * `google.maps` when the script calls back (spec 001 §4 "Pending until the
 * maps script calls back"), not when it has merely run. Each caller gives up
 * after `timeoutMs` with the map's time-out (spec 001 §8); the load itself
 * stays pending for a later caller. A script that fails to load rejects, and
 * the next caller tries again. A caller that leaves (`signal` aborted) stops
 * its time-out; its promise then never settles.
 */
export function loadMaps(address: string, timeoutMs: number, signal: AbortSignal): Promise<MapsApi> {
  let load = loads.get(address);
  if (!load) {
    const scope = globalThis as Record<string, unknown>;
    const name = `sqMapsReady${callbacks++}`;
    load = new Promise<MapsApi>((resolve, reject) => {
      scope[name] = () => {
        delete scope[name];
        resolve((scope.google as { maps: MapsApi }).maps);
      };
      loadScript(`${address}&callback=${name}`).catch((error: unknown) => {
        delete scope[name];
        loads.delete(address);
        reject(error);
      });
    });
    loads.set(address, load);
  }
  const pending = load;
  return new Promise<MapsApi>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(mapTimeoutText(timeoutMs))), timeoutMs);
    signal.addEventListener('abort', () => clearTimeout(timer));
    pending.then(
      (maps) => !signal.aborted && resolve(maps),
      (error: unknown) => !signal.aborted && reject(error),
    );
    pending.finally(() => clearTimeout(timer)).catch(() => {});
  });
}
