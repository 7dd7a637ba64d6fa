import { useLayoutEffect } from 'react';
import { sheetFor } from '../../kit/styles.ts';

/**
 * Adds a design's stylesheets (its own, the buttons') to the gallery's shadow root before the first
 * paint, and marks the host drawn (which ends sq-elements.css's stand-in
 * layout of the light-DOM slides); both undone when the design unmounts.
 */
export function useDesignSheet(host: HTMLElement, ...css: string[]): void {
  const text = css.join('\n');
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    const sheet = sheetFor(text);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    host.dataset.drawn = '';
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      delete host.dataset.drawn;
    };
  }, [host, text]);
}
