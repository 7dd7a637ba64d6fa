/** One caller's hold on a shared page service: the service's own calls, and how to give the hold back. */
export type ServiceShare<T extends object = object> = T & {
  /** Gives this caller's share back; the service stops when no share is left. Twice is once. */
  uninstall(): void;
};

/** A service as its start returns it: its own calls, and how it stops. */
export type Started<T extends object = object> = T & { stop(): void };

/**
 * The one way to install a page service. A service runs while anyone needs
 * it: the first install starts it (with that install's arguments), every
 * install gets a share of its own, and giving the last share back stops it;
 * the next install starts it again. The runtime element, an element and a
 * theme's script can each install it without knowing of the others.
 */
export function sharedService<T extends object, A extends unknown[] = []>(
  start: (...args: A) => Started<T>,
): (...args: A) => ServiceShare<T> {
  let users = 0;
  let running: Started<T> | undefined;
  return (...args) => {
    running ??= start(...args);
    users += 1;
    const { stop: _stop, ...calls } = running;
    let held = true;
    return {
      ...(calls as unknown as T),
      uninstall() {
        if (!held) return;
        held = false;
        users -= 1;
        if (users > 0) return;
        const stopping = running;
        running = undefined;
        stopping?.stop();
      },
    };
  };
}
