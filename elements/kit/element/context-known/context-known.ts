import { contextKnown } from '../../../../runtime/core/index.ts';

/**
 * Whether the site context is known, for a decision that depends on it
 * (consent, keys): it has been set, or the parsed page has no
 * `<sq-runtime>` to give one, so its defaults are the context. An element
 * whose code arrives before the page's runtime waits for it.
 */
export function contextIsKnown(): boolean {
  return contextKnown.get() || (document.readyState !== 'loading' && !document.querySelector('sq-runtime'));
}

/** Calls `check` when the context may have become known: it is set, or the page is parsed. Returns how to stop. */
export function followContextKnown(check: () => void): () => void {
  document.addEventListener('DOMContentLoaded', check, { once: true });
  const stop = contextKnown.subscribe(check);
  return () => {
    document.removeEventListener('DOMContentLoaded', check);
    stop();
  };
}
