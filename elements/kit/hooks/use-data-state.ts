import { useLayoutEffect } from 'react';

/** Mirrors the element's named state on its host as `data-state`, for themes and tests. */
export function useDataState(host: HTMLElement, state: string): void {
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);
}
