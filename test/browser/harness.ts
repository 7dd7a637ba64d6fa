/**
 * Helpers for browser tests: fixtures, waiting for React to render, and
 * counting listeners and timers to prove an element leaves none behind.
 */

const fixtures = new Set<HTMLElement>();

/** Adds `html` to the document in a fresh container; removed by `cleanup()`. */
export function fixture<T extends Element = HTMLElement>(html: string): T {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fixtures.add(container);
  return container.firstElementChild as T;
}

/** Removes every fixture. */
export function cleanup(): void {
  for (const container of fixtures) container.remove();
  fixtures.clear();
}

/**
 * How long the first import of an element's code may take: the dev server
 * compiles its whole module graph then, which on a busy 2-core machine takes
 * longer than the 10 s a test gets. Give it to the hook that imports it.
 */
export const MODULE_LOAD_TIMEOUT_MS = 60_000;

/** Gives `object[name]` a value of the test's choosing, over the browser's own; returns what puts it back. */
export function overrideProperty(object: object, name: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(object, name);
  Object.defineProperty(object, name, { value, configurable: true });
  return () => {
    if (own) Object.defineProperty(object, name, own);
    else delete (object as Record<string, unknown>)[name];
  };
}

/**
 * Watches `target` for a `type` listener added or taken off (by anyone) from now on: `seen()` says whether one
 * has been, `stop()` puts the method back (done on its own at the first one seen).
 */
export function watchListeners(
  target: EventTarget,
  method: 'addEventListener' | 'removeEventListener',
  type: string,
): { seen(): boolean; stop(): void } {
  let seen = false;
  const stop = overrideProperty(target, method, function (this: EventTarget, ...args: [string, never, never]) {
    EventTarget.prototype[method].apply(this, args);
    if (args[0] !== type || seen) return;
    seen = true;
    stop();
  });
  return { seen: () => seen, stop };
}

/** An element's `updateComplete`, which every element of the library has: resolves once its latest change has rendered. */
export function updateComplete(element: Element): Promise<true> {
  return (element as Element & { readonly updateComplete: Promise<true> }).updateComplete;
}

/** Waits for pending microtasks, React's commit and one painted frame: for layout, an animation, or time for what must not come. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Polls `check` on animation frames until it returns true, or fails after
 * `timeoutMs`: a generous ceiling, not a bound, since a busy machine may
 * take seconds to load a module or draw a frame.
 */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Reads `read()` on animation frames, or every `everyMs` (awaiting each
 * read: a call to the reference API, say), until `done` accepts what it
 * gave; returns that value, or fails after `timeoutMs` with the last value
 * seen (as `show` writes it). For outcomes that come when the machine gets
 * to them: the timeout is generous, not a bound.
 */
export async function waitForValue<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  {
    timeoutMs = 8000,
    everyMs,
    show = (value) => JSON.stringify(value)?.slice(0, 300),
  }: { timeoutMs?: number; everyMs?: number; show?: (value: T) => string | undefined } = {},
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() - start > timeoutMs) {
      throw new Error(`timed out waiting for ${what}; last saw ${show(value)}`);
    }
    // A wait of many seconds asks the server less often than every frame.
    await new Promise((resolve) =>
      everyMs === undefined ? requestAnimationFrame(resolve) : setTimeout(resolve, everyMs),
    );
  }
}

/**
 * Counts the animation frames the page requests while `frames` frames go by:
 * a loop on animation frames would request one in each, however slowly the
 * machine paints them. The frames waited on here are not counted.
 */
export async function frameRequestsOver(frames: number): Promise<number> {
  const original = window.requestAnimationFrame;
  let requested = 0;
  window.requestAnimationFrame = (callback) => {
    requested += 1;
    return original.call(window, callback);
  };
  try {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => original.call(window, resolve));
  } finally {
    window.requestAnimationFrame = original;
  }
  return requested;
}

/**
 * Records each value `element`'s `attribute` takes as it changes, with
 * when (performance.now), from now on: a state that lasts less than a frame
 * on a busy machine is still seen.
 */
export function attributeLog(element: Element, attribute: string): { value: string | null; at: number }[] {
  const log: { value: string | null; at: number }[] = [];
  new MutationObserver((records) => {
    const at = performance.now();
    // Each record holds the value before its change: the value after it is the next one's old value.
    records.forEach((_, index) => {
      const next = records[index + 1];
      log.push({ value: next ? next.oldValue : element.getAttribute(attribute), at });
    });
  }).observe(element, { attributes: true, attributeFilter: [attribute], attributeOldValue: true });
  return log;
}

/**
 * What `read` gives at the moment `element`'s data-state first becomes
 * `state`, from now on: seen by a MutationObserver, as a script that watches
 * the attribute sees it, before any later task has run.
 */
export function readWhenState<T>(element: HTMLElement, state: string, read: () => T): Promise<T> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.dataset.state !== state) return;
      observer.disconnect();
      resolve(read());
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
  });
}

/**
 * Whether `element` is within `rootMargin` of the viewport, as an
 * IntersectionObserver made now first reports it. Observers are told in the
 * order they were made, so by then an observer that was already watching the
 * element (the image loader's, say) has had its report too: a test can then
 * check what it did with it, without waiting a fixed time.
 */
export function intersectionReport(element: Element, rootMargin = '0px'): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(entries[entries.length - 1]?.isIntersecting ?? false);
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}

/** Collects console.warn calls while `work` runs. */
export async function captureWarnings(work: () => unknown): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await work();
    // An element puts a config problem in words with a file it loads only then: its warning comes once that is in.
    await (await import('../../elements/kit/element/custom-element.ts')).problemsReported();
  } finally {
    console.warn = original;
  }
  return warnings;
}

type ListenerKey = string;

/** Whether the page, or a tree the test still holds, can reach `node` (through shadow roots too). */
function reachable(node: Node, held?: Node): boolean {
  const root = node.getRootNode({ composed: true });
  return root === document || (held !== undefined && root === held.getRootNode({ composed: true }));
}

/**
 * Counts event listeners and timers that are live, by wrapping the DOM's
 * registration functions while installed.
 */
export class ResourceTracker {
  #listeners = new Map<EventTarget, Set<ListenerKey>>();
  #listenerIds = new WeakMap<object, number>();
  #nextListenerId = 0;
  #timeouts = new Set<number>();
  #intervals = new Set<number>();
  #restore: (() => void)[] = [];

  install(): this {
    const tracker = this;
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    proto.addEventListener = function (this: EventTarget, type, listener, options) {
      if (listener) tracker.#keys(this).add(tracker.#key(type, listener, options));
      return add.call(this, type, listener, options);
    };
    proto.removeEventListener = function (this: EventTarget, type, listener, options) {
      if (listener) tracker.#keys(this).delete(tracker.#key(type, listener, options));
      return remove.call(this, type, listener, options);
    };
    this.#restore.push(() => {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    });

    const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(
        (...inner: unknown[]) => {
          tracker.#timeouts.delete(id);
          if (typeof handler === 'function') handler(...inner);
        },
        ms,
        ...args,
      );
      tracker.#timeouts.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) tracker.#timeouts.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = every(handler, ms, ...args);
      tracker.#intervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) tracker.#intervals.delete(id);
      stop(id);
    }) as typeof window.clearInterval;
    this.#restore.push(() => {
      Object.assign(window, { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop });
    });
    return this;
  }

  uninstall(): void {
    for (const restore of this.#restore.splice(0)) restore();
  }

  /**
   * Live listeners and timers right now. A listener counts while its target
   * can still fire it: a window, document, media query or other non-node
   * target, or a node in the page or in the tree of `held` (the element under
   * test, connected or not, with its shadow root). A node dropped from both
   * (a view's old markup, removed when it unmounted) goes with its listeners:
   * React listens on the root it renders into, Preact on each node it
   * creates, and neither is a leak.
   */
  snapshot(held?: Node): { listeners: number; timers: number } {
    let listeners = 0;
    for (const [target, keys] of this.#listeners) {
      if (target instanceof Node && !reachable(target, held)) continue;
      listeners += keys.size;
    }
    return { listeners, timers: this.#timeouts.size + this.#intervals.size };
  }

  #keys(target: EventTarget): Set<ListenerKey> {
    let keys = this.#listeners.get(target);
    if (!keys) {
      keys = new Set();
      this.#listeners.set(target, keys);
    }
    return keys;
  }

  #key(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): ListenerKey {
    let id = this.#listenerIds.get(listener);
    if (id === undefined) {
      id = this.#nextListenerId++;
      this.#listenerIds.set(listener, id);
    }
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    return `${type}|${id}|${capture}`;
  }
}
