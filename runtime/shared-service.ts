/** One caller's hold on a shared page service. */
export interface ServiceShare {
  /** Gives this caller's share back; the service stops when no share is left. Twice is once. */
  uninstall(): void;
}

/**
 * A page service that runs while anyone needs it: the first install starts
 * it (`start` returns how to stop it), every install gets a share of its
 * own, and giving the last share back stops it. The runtime element, an
 * element and a theme's script can each install it without knowing of the
 * others.
 */
export function sharedService(start: () => () => void): () => ServiceShare {
  let users = 0;
  let stop: (() => void) | undefined;
  return () => {
    users += 1;
    stop ??= start();
    let done = false;
    return {
      uninstall() {
        if (done) return;
        done = true;
        users -= 1;
        if (users > 0) return;
        const stopping = stop;
        stop = undefined;
        stopping?.();
      },
    };
  };
}
