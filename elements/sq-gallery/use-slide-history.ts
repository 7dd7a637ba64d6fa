import { useEffect, useRef } from 'react';
import { runtimeOptions } from '../../runtime/context.ts';
import type { GalleryAction } from './gallery.logic.ts';
import { historyAddress, slideFromAddress, slideKey } from './history.logic.ts';
import type { Slide } from './slides.logic.ts';

/**
 * History tracking (spec 001 §2, `historyHash`): on load an itemId in the
 * address selects its slide; after that each change of the current slide
 * replaces the address's itemId (history.replaceState: the back button is not
 * filled with slides). The collection is the page's own address. Off in the
 * backend editor (spec 001 §6).
 */
export function useSlideHistory(
  on: boolean,
  slides: readonly Slide[],
  index: number,
  act: (action: GalleryAction) => void,
): void {
  const enabled = on && !runtimeOptions.get().editor && slides.length > 0;
  const loaded = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the slides are first there.
  useEffect(() => {
    if (!enabled || loaded.current) return;
    loaded.current = true;
    const named = slideFromAddress(location.href, slides.map(slideKey));
    if (named !== null && named !== index) act({ type: 'GO_TO', index: named });
  }, [enabled]);
  const written = useRef<number | null>(null);
  useEffect(() => {
    const slide = slides[index];
    // The first slide shown is not a change: the address stays as the visitor opened it.
    if (!enabled || !slide || written.current === null) {
      written.current = index;
      return;
    }
    if (written.current === index) return;
    written.current = index;
    history.replaceState(history.state, '', historyAddress(location.href, location.pathname, slideKey(slide)));
  }, [enabled, index, slides]);
}
