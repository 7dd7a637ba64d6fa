/** A value with subscribers: how a service publishes state that others (and views) follow. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
}

/** Makes a store holding `initial`. Setting the same value again notifies no one. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          // One broken subscriber must not keep the others from hearing the change.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
