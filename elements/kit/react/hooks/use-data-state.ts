import { useLayoutEffect } from 'react';

/**
 * Mirrors the element's named state on its host as `data-state`, for themes
 * and tests. The server, which runs no effect, writes it on the host as the
 * view renders, and so into its HTML: a server-rendered element has its
 * state before its code arrives (the browser builds leave that line out).
 */
export function useDataState(host: HTMLElement, state: string): void {
  if (import.meta.env.SSR) host.dataset.state = state;
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);
}
