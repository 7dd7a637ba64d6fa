import { type ServiceShare, sharedService } from '../core/index.ts';

/**
 * A shared service whose code is a chunk of its own: the first install
 * loads the chunk and installs the service there; giving the last share
 * back before it has loaded cancels that. A chunk that fails to load is
 * only logged to the console (spec 000 §8 "missing modules").
 */
export function lazyService(load: () => Promise<() => ServiceShare>): () => ServiceShare {
  return sharedService(() => {
    let share: ServiceShare | undefined;
    let stopped = false;
    load().then(
      (install) => {
        if (!stopped) share = install();
      },
      (error: unknown) => console.error(error),
    );
    return {
      stop() {
        stopped = true;
        share?.uninstall();
      },
    };
  });
}

/**
 * A lazy service (`lazyService`) whose chunk waits until the page needs it:
 * `watch` looks for the need and calls `needed` when it is there, at once
 * or later, and returns how to stop looking. The chunk loads at the first
 * need; looking stops then, or when the last share is given back.
 */
export function lazyServiceWhenNeeded(
  watch: (needed: () => void) => () => void,
  load: () => Promise<() => ServiceShare>,
): () => ServiceShare {
  const installLoaded = lazyService(load);
  return sharedService(() => {
    let share: ServiceShare | undefined;
    let stopWatching: (() => void) | undefined;
    const stopLooking = () => {
      stopWatching?.();
      stopWatching = undefined;
    };
    const looking = watch(() => {
      if (share) return;
      share = installLoaded();
      stopLooking();
    });
    // Needed while `watch` ran: it is stopped at once.
    if (share) looking();
    else stopWatching = looking;
    return {
      stop() {
        stopLooking();
        share?.uninstall();
      },
    };
  });
}
