import { useEffect, useRef } from 'react';
import { itemKey } from '../../../../lib/item-address/item-address.ts';
import { runtimeOptions } from '../../../../runtime/core/index.ts';
import type { DesignProps } from '../design-props.ts';
import { historyAddress, slideFromAddress } from './history.logic.ts';

/**
 * History tracking (spec 001 §2, `historyHash`) for every moving design: on
 * load an itemId in the address selects its slide; after that each change of
 * the gallery machine's current slide replaces the address's itemId
 * (history.replaceState: the back button is not filled with slides). The
 * collection is the page's own address. Off in the backend editor (spec 001
 * §6).
 */
export function useSlideHistory({
  config,
  slides,
  index,
  act,
}: Pick<DesignProps, 'config' | 'slides' | 'index' | 'act'>) {
  const enabled = config.historyHash && !runtimeOptions.get().editor;
  // The slide the address last named; -1 until the slides are first there.
  const written = useRef(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: act is the machine's, and read as it is.
  useEffect(() => {
    const slide = slides[index];
    if (!enabled || !slide) return;
    // The first slide shown is not a change: the address stays as the visitor opened it; an itemId in it is read.
    if (written.current < 0) {
      written.current = index;
      const named = slideFromAddress(location.href, slides.map(itemKey));
      if (named >= 0 && named !== index) act({ type: 'GO_TO', index: named });
    } else if (written.current !== index) {
      written.current = index;
      history.replaceState(history.state, '', historyAddress(location.href, location.pathname, itemKey(slide, index)));
    }
  }, [enabled, index, slides]);
}
