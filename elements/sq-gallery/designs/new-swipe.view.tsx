/**
 * The new-swipe design (spec 001 §5, §9 "New-swipe"): the track follows the
 * finger within its boundaries (none, hard, inertial), is thrown on by the
 * velocity of the last five points when let go, and snaps to the nearest snap
 * point (a percentage of a slide, or none) in 0.3–0.5 s (0.2–0.4 s below
 * 767 px). Its own chunk, loaded only when a gallery uses the design.
 */
import { useEffect } from 'react';
import { warnOnce } from '../../../lib/warn-once.ts';
import type { DesignProps } from './moving/moving-parts.tsx';
import { newSwipeRest, readNewSwipeOptions, snapDuration } from './new-swipe.logic.ts';
import { type FinishedDrag, type Release, SwipeFrame } from './swipe-frame.view.tsx';

export function NewSwipeView(props: DesignProps) {
  const { boundary, snapPoints, warnings } = readNewSwipeOptions(props.config.designOptions);
  const warned = warnings.join('\n');
  useEffect(() => {
    for (const warning of warned ? warned.split('\n') : []) warnOnce(warning);
  }, [warned]);
  const release = (drag: FinishedDrag): Release => {
    const position = drag.position - drag.dx;
    const rest = newSwipeRest({ ...drag, position, snapPoints });
    const distance = rest.index * drag.width + rest.offset - position;
    return { go: rest.index, offset: rest.offset, seconds: snapDuration(distance, drag.velocity, innerWidth) };
  };
  return <SwipeFrame {...props} design="new-swipe" boundary={boundary} release={release} />;
}

/** What the gallery loads for the design. */
export default NewSwipeView;
