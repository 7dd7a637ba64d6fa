import { useEffect, useRef } from 'react';
import { useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import { SWIPE_AXIS_LOCK_PX } from './lightbox.logic.ts';
import {
  bounded,
  containedSize,
  DOUBLE_TAP_MS,
  doubleTapZoom,
  FIT,
  isDoubleTap,
  isZoomed,
  type Pinch,
  type Point,
  panZoom,
  pinchOf,
  pinchZoom,
  type Size,
  type Tap,
  type Zoom,
  zoomLimits,
  zoomTransform,
} from './zoom.logic.ts';

/** A one-finger drag at fit, judged as it lifts: a swipe. */
export interface TouchDrag {
  dx: number;
  dy: number;
  ms: number;
}

interface Options {
  /** The lightbox's dialog, where the fingers are followed. */
  dialog: HTMLElement | null;
  /** The item shown: another one starts at fit. */
  slide: string;
  /** The item's image's own size, when known (the image loaded may be a smaller copy of it). */
  dimensions: Size | undefined;
  /** Whether the content shows (gestures do nothing while it fades). */
  active: boolean;
  /** A one-finger drag of the fitted image, lifted: a swipe. */
  onSwipe(drag: TouchDrag): void;
  /** A tap that was not the first of a double tap, with what it landed on (said once the double tap's time is past). */
  onTap(x: number, y: number, path: EventTarget[]): void;
}

type Gesture =
  | { kind: 'one'; id: number; x: number; y: number; at: number; start: Zoom; path: EventTarget[] }
  | { kind: 'pinch'; from: Pinch; start: Zoom };

/** The image's sizes a zoom is worked out from; null when there is no image to zoom (a video, one not loaded). */
interface Geometry {
  frame: HTMLElement;
  /** The stage's centre, in the window. */
  centre: Point;
  stage: Size;
  /** The image as fitted, unzoomed. */
  fitted: Size;
  max: number;
  doubleTap: number;
}

function geometryOf(dialog: HTMLElement, dimensions: Size | undefined): Geometry | null {
  const frame = dialog.querySelector<HTMLElement>('[part=frame]');
  const image = frame?.querySelector<HTMLImageElement>(':scope > img');
  const stage = dialog.querySelector<HTMLElement>('[part=stage]');
  if (!frame || !stage || !image?.naturalWidth) return null;
  const box = stage.getBoundingClientRect();
  const natural = dimensions ?? { width: image.naturalWidth, height: image.naturalHeight };
  // The image as the stylesheet fits it (worked out, not measured: layout rounds the frame's size): contained in
  // the stage, and, its size known, never larger than it.
  const contained = containedSize(natural, { width: box.width, height: box.height });
  const fitted = dimensions && contained.width > natural.width ? natural : contained;
  return {
    frame,
    centre: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
    stage: { width: box.width, height: box.height },
    fitted,
    ...zoomLimits(natural.width, fitted.width),
  };
}

/**
 * Touch on the lightbox (pointer events of fingers): at fit, one finger
 * swipes or taps; a double tap zooms in at the tapped point, or back out;
 * two fingers pinch, the image's point between them kept there; zoomed in,
 * one finger pans, the image never leaving a gap in the stage. The zoom is
 * drawn on the frame's transform (animated by CSS for a double tap, not for
 * fingers, never under reduced motion).
 */
export function useTouchZoom({ dialog, slide, dimensions, active, onSwipe, onTap }: Options): void {
  const fingers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  /** Whether the fingers down now have pinched: lifting them neither swipes nor taps. */
  const pinched = useRef(false);
  const zoom = useRef<Zoom>(FIT);
  const lastTap = useRef<Tap | null>(null);
  const tapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const draw = (geometry: Geometry, next: Zoom, byFingers: boolean) => {
    zoom.current = next;
    const { frame } = geometry;
    frame.toggleAttribute('data-gesture', byFingers);
    frame.toggleAttribute('data-zoomed', isZoomed(next));
    frame.style.transform = isZoomed(next) ? zoomTransform(next) : '';
  };

  // Another item, or the lightbox closing, starts at fit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: slide and active are what resets it.
  useEffect(() => {
    zoom.current = FIT;
    fingers.current.clear();
    gesture.current = null;
    lastTap.current = null;
    clearTimeout(tapTimer.current);
  }, [slide, active]);
  useEffect(() => () => clearTimeout(tapTimer.current), []);

  const relative = (geometry: Geometry, point: Point): Point => ({
    x: point.x - geometry.centre.x,
    y: point.y - geometry.centre.y,
  });
  const twoFingers = () => [...fingers.current.values()] as [Point, Point];

  useEventListener<PointerEvent>(dialog, 'pointerdown', (event) => {
    if (event.pointerType !== 'touch' || !active) return;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.current.size === 1) {
      pinched.current = false;
      gesture.current = {
        kind: 'one',
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        start: zoom.current,
        path: event.composedPath(),
      };
    } else if (fingers.current.size === 2) {
      pinched.current = true;
      const [a, b] = twoFingers();
      gesture.current = { kind: 'pinch', from: pinchOf(a, b), start: zoom.current };
    }
  });

  useEventListener<PointerEvent>(dialog, 'pointermove', (event) => {
    if (event.pointerType !== 'touch' || !fingers.current.has(event.pointerId)) return;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = gesture.current;
    const geometry = now && dialog ? geometryOf(dialog, dimensions) : null;
    if (!now || !geometry) return;
    if (now.kind === 'pinch' && fingers.current.size === 2) {
      const [a, b] = twoFingers();
      const from = { centre: relative(geometry, now.from.centre), distance: now.from.distance };
      const to = pinchOf(relative(geometry, a), relative(geometry, b));
      draw(geometry, pinchZoom(now.start, from, to, geometry.max, geometry.fitted, geometry.stage), true);
    } else if (now.kind === 'one' && now.id === event.pointerId && isZoomed(now.start)) {
      const next = panZoom(now.start, event.clientX - now.x, event.clientY - now.y, geometry.fitted, geometry.stage);
      draw(geometry, next, true);
    }
  });

  const lift = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || !fingers.current.delete(event.pointerId)) return;
    const now = gesture.current;
    if (now?.kind === 'pinch') {
      // One finger still down pans from where the pinch left the image; none left, a pinch back to fit settles.
      const [rest] = [...fingers.current.entries()];
      gesture.current = rest
        ? { kind: 'one', id: rest[0], ...rest[1], at: event.timeStamp, start: zoom.current, path: [] }
        : null;
      const geometry = !rest && dialog ? geometryOf(dialog, dimensions) : null;
      if (geometry) draw(geometry, bounded(zoom.current, geometry.fitted, geometry.stage), false);
      return;
    }
    gesture.current = null;
    if (now?.id !== event.pointerId || pinched.current || event.type === 'pointercancel') return;
    const dx = event.clientX - now.x;
    const dy = event.clientY - now.y;
    if (Math.hypot(dx, dy) >= SWIPE_AXIS_LOCK_PX) {
      // Zoomed in, the drag was a pan; at fit, a swipe.
      if (!isZoomed(now.start)) onSwipe({ dx, dy, ms: event.timeStamp - now.at });
      return;
    }
    const tap: Tap = { x: event.clientX, y: event.clientY, at: event.timeStamp };
    clearTimeout(tapTimer.current);
    const geometry = dialog ? geometryOf(dialog, dimensions) : null;
    if (isDoubleTap(lastTap.current, tap) && geometry && now.path.includes(geometry.frame)) {
      lastTap.current = null;
      const focus = relative(geometry, tap);
      draw(geometry, doubleTapZoom(zoom.current, focus, geometry.fitted, geometry.stage, geometry.doubleTap), false);
      return;
    }
    lastTap.current = tap;
    // A single tap acts once it can no longer be the first of a double tap; zoomed in, it does nothing.
    tapTimer.current = setTimeout(() => {
      if (!isZoomed(zoom.current)) onTap(tap.x, tap.y, now.path);
    }, DOUBLE_TAP_MS);
  };
  useEventListener<PointerEvent>(dialog, 'pointerup', lift);
  useEventListener<PointerEvent>(dialog, 'pointercancel', lift);
}
