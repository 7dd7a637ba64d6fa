/**
 * The page's resize service (spec 001 §9): one ResizeObserver for every
 * element that follows its size (the resize emitter: a callback once the
 * element's size has held still, 300 ms by default, 100 ms in the gallery
 * designs), and the window resize dispatcher: one `sq-window-resize` event
 * on the window once the window's size has held still for 150 ms, for a
 * theme's script. Installed the one way services are (shared-service.ts):
 * it runs while an element or a script holds a share.
 */
import { type ServiceShare, sharedService } from '../core/index.ts';

/** The resize emitter's default wait after the last change (spec 001 §9). */
export const RESIZE_EMITTER_MS = 300;
/** The window resize dispatcher's wait after the last window resize (spec 001 §9). */
export const WINDOW_RESIZE_DISPATCH_MS = 150;
/** The event the dispatcher sends on the window, with the window's inner size. */
export const WINDOW_RESIZE_EVENT = 'sq-window-resize';

export interface WindowResizeDetail {
  width: number;
  height: number;
}

export interface ResizeService {
  /**
   * Calls `onResize` once the size of `element` has held still for
   * `debounceMs` after a change (0: at the next report). The observer's
   * first report counts too. Returns the function that stops following.
   */
  observe(element: Element, onResize: () => void, debounceMs?: number): () => void;
}

interface Follower {
  onResize: () => void;
  debounceMs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Installs the page's resize service, or takes a share of the one running. */
export const installResize: () => ServiceShare<ResizeService> = sharedService(() => {
  const followers = new Map<Element, Set<Follower>>();
  const wait = (follower: Follower) => {
    clearTimeout(follower.timer);
    follower.timer = setTimeout(() => {
      follower.timer = undefined;
      follower.onResize();
    }, follower.debounceMs);
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) for (const follower of followers.get(entry.target) ?? []) wait(follower);
  });

  let dispatchTimer: ReturnType<typeof setTimeout> | undefined;
  const onWindowResize = () => {
    clearTimeout(dispatchTimer);
    dispatchTimer = setTimeout(() => {
      dispatchTimer = undefined;
      const detail: WindowResizeDetail = { width: innerWidth, height: innerHeight };
      window.dispatchEvent(new CustomEvent(WINDOW_RESIZE_EVENT, { detail }));
    }, WINDOW_RESIZE_DISPATCH_MS);
  };
  window.addEventListener('resize', onWindowResize);

  return {
    observe(element, onResize, debounceMs = RESIZE_EMITTER_MS) {
      const follower: Follower = { onResize, debounceMs, timer: undefined };
      let set = followers.get(element);
      if (!set) {
        set = new Set();
        followers.set(element, set);
        observer.observe(element);
      } else {
        // Observed already: the observer reports a new follower nothing, so its first report is made here.
        wait(follower);
      }
      set.add(follower);
      return () => {
        clearTimeout(follower.timer);
        const current = followers.get(element);
        if (!current?.delete(follower) || current.size > 0) return;
        followers.delete(element);
        observer.unobserve(element);
      };
    },
    stop() {
      window.removeEventListener('resize', onWindowResize);
      clearTimeout(dispatchTimer);
      observer.disconnect();
      for (const set of followers.values()) for (const follower of set) clearTimeout(follower.timer);
      followers.clear();
    },
  };
});
