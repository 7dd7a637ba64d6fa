/**
 * The swipe design (spec 001 §9 "Swipe"): one slide at a time, dragged by a
 * finger; let go, it moves on when the drag went further than the width
 * divided by 2.25 or was a fast flick (50 px within 250 ms), in 0.28 s. Its
 * own chunk, loaded only when a gallery uses the design.
 */

import type { DesignProps } from './moving/moving-parts.tsx';
import { SWIPE_TRANSITION_S, swipeDecision } from './moving/swipe-gesture.logic.ts';
import { type FinishedDrag, type Release, SwipeFrame } from './swipe-frame.view.tsx';

/** A finished drag: next, previous or back where it was, at the swipe's speed. */
const release = (drag: FinishedDrag): Release => ({ go: swipeDecision(drag), offset: 0, seconds: SWIPE_TRANSITION_S });

export function SwipeView(props: DesignProps) {
  // Past the first or last slide the track gives a little and comes back; with loop it goes round.
  return <SwipeFrame {...props} design="swipe" boundary={props.config.loop ? 'none' : 'inertial'} release={release} />;
}

/** What the gallery loads for the design. */
export default SwipeView;
