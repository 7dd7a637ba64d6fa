/** What every design's layout gives: one box per slide, and the gallery's height. */
import { round } from '../../../lib/image-sizing/image-sizing.ts';

/** A tile's box inside the gallery, in CSS pixels from its top left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Layout {
  boxes: Box[];
  height: number;
}

/** Width over height of a slide's image; square when its dimensions are unknown. */
export function aspectOf(dimensions: { width: number; height: number } | undefined): number {
  return dimensions ? dimensions.width / dimensions.height : 1;
}

/** Rounds to 1/100 px so layouts compare exactly in tests and do not jitter: the image loader's own rounding. */
export { round };

/** Rounds every number of a box. */
export function roundBox(box: Box): Box {
  return { left: round(box.left), top: round(box.top), width: round(box.width), height: round(box.height) };
}

/** A vertical stretch of the gallery, from `start` to `end` px below its top. */
export interface Span {
  start: number;
  end: number;
}

/** Whether any of the box lies within the span (touching edges do not count). */
export function overlaps(box: Box, span: Span): boolean {
  return box.top < span.end && box.top + box.height > span.start;
}
