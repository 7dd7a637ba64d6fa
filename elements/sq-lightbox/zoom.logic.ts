/**
 * Pinch and double-tap zoom with pan, on touch (the spec gives no numbers,
 * these are ours). Pure: no React, no DOM.
 *
 * A zoom is a scale over the image as it is fitted (1 = fit) and a shift of
 * its centre from the stage's centre, in CSS pixels. Points are given from
 * the stage's centre too.
 */

/** A width and a height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A point, or a shift, in CSS pixels from the stage's centre. */
export interface Point {
  x: number;
  y: number;
}

/** How far the image is zoomed (1 = fitted) and where its centre is. */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

/** Where every image starts, and what moving to another item returns to. */
export const FIT: Zoom = { scale: 1, x: 0, y: 0 };
/** The least a pinch may zoom to, fitted or not: an image shown at its natural size still zooms this far. */
export const MIN_MAX_SCALE = 2;
/** A double tap zooms to the image's natural size, but never more than this over fit (PhotoSwipe's secondary level is 3). */
export const DOUBLE_TAP_MAX_SCALE = 3;
/** Two taps make a double tap within this many milliseconds... */
export const DOUBLE_TAP_MS = 300;
/** ...and this many pixels of each other. */
export const DOUBLE_TAP_DISTANCE_PX = 30;
/** Below this a scale counts as fit (rounding of a pinch that came back). */
const FIT_EPSILON = 0.01;

/** The size an image of `natural` size takes when contained in `box` (object-fit: contain). */
export function containedSize(natural: Size, box: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return box;
  const ratio = Math.min(box.width / natural.width, box.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/**
 * How far an image may zoom: up to its natural size (one image pixel to one
 * CSS pixel), and at least `MIN_MAX_SCALE`; a double tap goes to its natural
 * size, at most `DOUBLE_TAP_MAX_SCALE`, at least 2.
 */
export function zoomLimits(naturalWidth: number, fittedWidth: number): { max: number; doubleTap: number } {
  const natural = fittedWidth > 0 && naturalWidth > 0 ? naturalWidth / fittedWidth : 1;
  const max = Math.max(natural, MIN_MAX_SCALE);
  return { max, doubleTap: Math.min(max, DOUBLE_TAP_MAX_SCALE) };
}

/** A scale between fit and `max`. */
export function clampScale(scale: number, max: number): number {
  return Math.min(Math.max(scale, 1), max);
}

/**
 * How far the image's centre may move from the stage's centre on each axis
 * at `scale`: as far as the zoomed image still covers the stage, so no gap
 * shows; none on an axis where the image is smaller than the stage (it stays
 * centred there).
 */
export function panBounds(scale: number, fitted: Size, stage: Size): Point {
  return {
    x: Math.max(0, (fitted.width * scale - stage.width) / 2),
    y: Math.max(0, (fitted.height * scale - stage.height) / 2),
  };
}

const clamp = (value: number, bound: number) => Math.min(Math.max(value, -bound), bound);

/** The zoom with its centre moved back within the pan bounds; fit when the scale is (about) 1. */
export function bounded(zoom: Zoom, fitted: Size, stage: Size): Zoom {
  if (zoom.scale <= 1 + FIT_EPSILON) return FIT;
  const bounds = panBounds(zoom.scale, fitted, stage);
  // + 0 turns -0 into 0.
  return { scale: zoom.scale, x: clamp(zoom.x, bounds.x) + 0, y: clamp(zoom.y, bounds.y) + 0 };
}

/** Whether the image is zoomed in (a one-finger drag pans it instead of swiping). */
export function isZoomed(zoom: Zoom): boolean {
  return zoom.scale > 1 + FIT_EPSILON;
}

/**
 * Zooms to `scale` keeping the image's point under `focus` where it is
 * (then within the pan bounds).
 */
export function zoomAt(zoom: Zoom, scale: number, focus: Point, fitted: Size, stage: Size): Zoom {
  const factor = scale / zoom.scale;
  return bounded(
    { scale, x: focus.x - (focus.x - zoom.x) * factor, y: focus.y - (focus.y - zoom.y) * factor },
    fitted,
    stage,
  );
}

/** A double tap at `focus`: zoomed in, back to fit; fitted, in to the double-tap scale at the tapped point. */
export function doubleTapZoom(zoom: Zoom, focus: Point, fitted: Size, stage: Size, doubleTapScale: number): Zoom {
  return isZoomed(zoom) ? FIT : zoomAt(zoom, doubleTapScale, focus, fitted, stage);
}

/** Where two fingers are: their midpoint and the distance between them. */
export interface Pinch {
  centre: Point;
  distance: number;
}

/** Two fingers as a pinch. */
export function pinchOf(a: Point, b: Point): Pinch {
  return { centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}

/**
 * The zoom during a pinch: the scale follows the fingers' spread (between
 * fit and `max`), and the image's point that was between the fingers as they
 * went down stays between them, wherever they move (within the pan bounds).
 */
export function pinchZoom(start: Zoom, from: Pinch, to: Pinch, max: number, fitted: Size, stage: Size): Zoom {
  const scale = clampScale(from.distance > 0 ? (start.scale * to.distance) / from.distance : start.scale, max);
  // The image's point under the fingers' first midpoint, at the starting zoom, taken to their midpoint now.
  const factor = scale / start.scale;
  return bounded(
    {
      scale,
      x: to.centre.x - (from.centre.x - start.x) * factor,
      y: to.centre.y - (from.centre.y - start.y) * factor,
    },
    fitted,
    stage,
  );
}

/** The zoom as one finger drags a zoomed image by (dx, dy) from where it was as the finger went down. */
export function panZoom(start: Zoom, dx: number, dy: number, fitted: Size, stage: Size): Zoom {
  return bounded({ scale: start.scale, x: start.x + dx, y: start.y + dy }, fitted, stage);
}

/** A tap: where and when a finger lifted without moving. */
export interface Tap {
  x: number;
  y: number;
  at: number;
}

/** Whether `tap` makes a double tap with the one before it (null: none). */
export function isDoubleTap(before: Tap | null, tap: Tap): boolean {
  return (
    before !== null &&
    tap.at - before.at <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - before.x, tap.y - before.y) <= DOUBLE_TAP_DISTANCE_PX
  );
}

/** The CSS transform that draws a zoom. */
export function zoomTransform(zoom: Zoom): string {
  return `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`;
}
