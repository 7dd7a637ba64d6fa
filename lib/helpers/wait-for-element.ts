/**
 * The waiting helper (spec 002 §5): waits for an element matching a
 * selector to appear inside a parent, for markup a platform or a theme adds
 * after the page loads. It rejects when the parent is missing or the
 * selector does not appear in time.
 */

/** How long the helper waits when not told (not in the spec: long enough for late markup, short enough to give up). */
export const WAIT_FOR_ELEMENT_TIMEOUT_MS = 5000;

/** The rejection when there is no parent to look in. */
export const WAIT_NO_PARENT = 'No parent to wait in';

/** The rejection when the selector did not match in time. */
export const waitTimedOutText = (selector: string, timeoutMs: number): string =>
  `No element matching ${selector} appeared within ${timeoutMs} ms`;

export interface WaitForElementOptions {
  /** Milliseconds to wait before rejecting; 5000 unless given. */
  timeoutMs?: number;
  /** Stops waiting (rejecting with the signal's reason), as a disconnected element must. */
  signal?: AbortSignal;
}

/** The parent node to search, when `parent` is one: an element, a document or a shadow root. */
export function searchableParent(parent: unknown): ParentNode | undefined {
  if (parent === null || typeof parent !== 'object') return undefined;
  const node = parent as Partial<Node & ParentNode>;
  // Element (1), document (9) and document fragment, shadow roots included (11).
  return (node.nodeType === 1 || node.nodeType === 9 || node.nodeType === 11) &&
    typeof node.querySelector === 'function'
    ? (node as ParentNode)
    : undefined;
}

/**
 * Resolves with the first element under `parent` matching `selector`, at
 * once when it is there, else as soon as it is added; rejects with 'No
 * parent to wait in' when `parent` is not a node to search, and with 'No
 * element matching {selector} appeared within {n} ms' after the timeout.
 * An invalid selector rejects with the browser's SyntaxError.
 */
export function waitForElement<T extends Element = Element>(
  parent: unknown,
  selector: string,
  options: WaitForElementOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? WAIT_FOR_ELEMENT_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    const root = searchableParent(parent);
    if (!root) {
      reject(new Error(WAIT_NO_PARENT));
      return;
    }
    const find = () => root.querySelector<T>(selector);
    let found: T | null;
    try {
      found = find();
    } catch (error) {
      reject(error);
      return;
    }
    if (found) {
      resolve(found);
      return;
    }
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(options.signal?.reason);
    };
    const observer = new MutationObserver(() => {
      const element = find();
      if (!element) return;
      stop();
      resolve(element);
    });
    // Attributes too: an element can come to match by a class or attribute set on it later.
    observer.observe(root as Node, { childList: true, subtree: true, attributes: true });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(waitTimedOutText(selector, timeoutMs)));
    }, timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
  });
}
