import { type PointerEvent, useRef, useState } from 'react';
import { type DragTrack, endDrag, type FinishedSwipe, moveDrag, startDrag } from './swipe-gesture.logic.ts';

/** What a design tells the swipe it follows. */
export interface SwipeOptions {
  /** There is something to move to (more than one slide, or one row). */
  enabled: boolean;
  /** The width a drag is measured against (the spec's width / 2.25), px. */
  width: () => number;
  /** Draws the slides moved by the finger's horizontal travel, px (negative: left). */
  follow: (dx: number) => void;
  /** The finger let go of a sideways drag (null: the browser cancelled it); the design draws the end and moves. */
  release: (drag: FinishedSwipe | null) => void;
}

/** The pointer handlers a design puts on the element its slides are dragged in, and whether a drag is under way. */
export interface Swipe {
  dragging: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: (event: PointerEvent) => void;
    onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => void;
  };
}

/**
 * A finger (or the mouse) dragging a moving design's slides sideways (spec
 * 001 §9 "Swipe"), as designs/moving/swipe-gesture.logic.ts decides: the drag locks to an axis at
 * 10 px; up or down is the page's scroll (the element carries `touch-action:
 * pan-y`), sideways the slides follow the finger until it lets go. A drag is
 * not a click: the click that may follow it opens nothing.
 */
export function useSwipe({ enabled, width, follow, release }: SwipeOptions): Swipe {
  const track = useRef<(DragTrack & { pointer: number }) | null>(null);
  const dragged = useRef(false);
  const [dragging, setDragging] = useState(false);
  const end = (event: PointerEvent) => {
    const drag = track.current;
    if (!drag || event.pointerId !== drag.pointer) return;
    track.current = null;
    if (drag.axis !== 'x') return;
    setDragging(false);
    release(
      event.type === 'pointercancel' ? null : endDrag(drag, event.clientX, event.clientY, event.timeStamp, width()),
    );
  };
  return {
    dragging,
    handlers: {
      onPointerDown: (event) => {
        if (!enabled || !event.isPrimary || event.button !== 0) return;
        dragged.current = false;
        track.current = { ...startDrag(event.clientX, event.clientY, event.timeStamp), pointer: event.pointerId };
      },
      onPointerMove: (event) => {
        const drag = track.current;
        if (!drag || event.pointerId !== drag.pointer) return;
        const moved = moveDrag(drag, event.clientX, event.clientY, event.timeStamp);
        track.current = moved.step === 'scroll' ? null : { ...moved.track, pointer: drag.pointer };
        if (moved.step !== 'follow') return;
        if (!dragged.current) {
          dragged.current = true;
          setDragging(true);
          (event.currentTarget as Element).setPointerCapture(event.pointerId);
        }
        follow(moved.dx);
      },
      onPointerUp: end,
      onPointerCancel: end,
      onClickCapture: (event) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
