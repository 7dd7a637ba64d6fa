/**
 * In-page measuring: when every shadow root has rendered, and which long
 * tasks overlapped a run.
 */

/** Long tasks seen since the page loaded; the observer is buffered so none before it is missed. */
const longTasks: PerformanceEntry[] = [];
const longTaskObserver = new PerformanceObserver((list) => {
  longTasks.push(...list.getEntries());
});
longTaskObserver.observe({ type: 'longtask', buffered: true });

/** Whether a shadow root holds the cart link: what "rendered" means for every mounting. */
function hasLink(root: ShadowRoot): boolean {
  return root.querySelector('[part="link"]') !== null;
}

/**
 * Resolves with `performance.now()` at the first moment every host's shadow
 * root holds its link. A MutationObserver per pending root sees each commit
 * in the microtask after it, so no polling task competes with React's.
 */
export function whenRendered(hosts: readonly Element[], timeoutMs: number): Promise<number> {
  const pending = new Set<ShadowRoot>();
  for (const host of hosts) {
    const root = host.shadowRoot;
    if (!root) return Promise.reject(new Error(`<${host.localName}> has no open shadow root`));
    if (!hasLink(root)) pending.add(root);
  }
  if (pending.size === 0) return Promise.resolve(performance.now());
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const root = record.target as ShadowRoot;
        if (pending.has(root) && hasLink(root)) pending.delete(root);
      }
      if (pending.size > 0) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    for (const root of pending) observer.observe(root, { childList: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${pending.size} of ${hosts.length} elements never rendered their link`));
    }, timeoutMs);
  });
}

/** Resolves after the next animation frame has run and the frame's work after it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves in the next animation frame once style and layout are done: the
 * browser lays out in its own frame task, so forcing it there keeps the
 * layout out of the task that rendered and out of that task's duration.
 */
export function nextLayout(element: Element): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      element.getBoundingClientRect();
      resolve(performance.now());
    }),
  );
}

/** Resolves after `ms`, so long-task entries of the run are queued before they are read. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The long tasks that overlapped [from, to]: their count and the longest duration (0 when none). */
export function longTasksBetween(from: number, to: number): { count: number; longest: number } {
  longTasks.push(...longTaskObserver.takeRecords());
  const overlapping = longTasks.filter((task) => task.startTime < to && task.startTime + task.duration > from);
  return { count: overlapping.length, longest: Math.max(0, ...overlapping.map((task) => task.duration)) };
}

/**
 * Resolves with `performance.now()` when the current task has ended, its
 * microtasks included: a message posted now is delivered in a task of its own
 * after it.
 */
export function taskEnd(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(performance.now());
    };
    channel.port2.postMessage(null);
  });
}
