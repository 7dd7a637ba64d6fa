/**
 * The highlight's drawing on the page, without a framework: measuring the
 * text's lines, a line's path and its animation. The element's view draws
 * with it, and so does its first view (`highlight.first-view.ts`), which
 * draws a server-rendered highlight over wrapped lines before any code of
 * the element's arrives.
 */
import {
  breakpointFor,
  FADE_SCALE_FROM,
  type FirstViewProgress,
  type FontSize,
  lineBoxes,
  lineTimings,
  resolveFontSize,
  resolveThickness,
  type Thickness,
} from './highlight.logic.ts';
import { type Box, type Shape, shapePath, shapeSeed, shapeStroke } from './shapes.logic.ts';

/** What a measure finds: the lines of text in the drawing's own coordinates, the font size, the parent's visibility. */
export interface Measure {
  lines: Box[];
  computedFontSize: number;
  parentVisible: boolean;
  /** The viewport's width, for the breakpoint of a per-breakpoint font size. */
  viewportWidth: number;
}

/** Marks the drawing a first view adds to a server-rendered highlight: the element's view removes it once it draws. */
export const FIRST_VIEW_DRAWING = 'data-first-view';

export type Animation = 'draw' | 'fade' | 'fadeScale';
export type Direction = 'right' | 'left';

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The text's line boxes, in the coordinates of the drawing. The drawing is a
 * 1 px box at the top left of its containing block, wherever that is; its
 * drawn size also gives the scale of any transformed ancestor.
 */
export function measureText(host: HTMLElement, drawing: SVGSVGElement): Measure {
  const origin = drawing.getBoundingClientRect();
  const scaleX = origin.width || 1;
  const scaleY = origin.height || 1;
  const page = host.ownerDocument;
  const range = page.createRange();
  range.selectNodeContents(host);
  const rects = [...range.getClientRects()].map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  const lines = lineBoxes(rects).map((rect) => ({
    x: round((rect.left - origin.left) / scaleX),
    y: round((rect.top - origin.top) / scaleY),
    width: round((rect.right - rect.left) / scaleX),
    height: round((rect.bottom - rect.top) / scaleY),
  }));
  const parent = host.parentElement;
  const view = page.defaultView ?? window;
  return {
    lines,
    computedFontSize: Number.parseFloat(view.getComputedStyle(host).fontSize) || 16,
    parentVisible: parent ? parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : false,
    viewportWidth: view.innerWidth,
  };
}

/** The stroke width in px for a measure: an em thickness against the configured font size, else the text's own. */
export function measuredThickness(thickness: Thickness, fontSize: FontSize | undefined, measure: Measure): number {
  const size = resolveFontSize(fontSize, breakpointFor(measure.viewportWidth), measure.computedFontSize);
  return resolveThickness(thickness, size);
}

/** One line's path: its outline (`d`) and stroke width, the same on every render. */
export function linePath(shape: Shape, line: Box, index: number, thickness: number) {
  return { d: shapePath(shape, line, shapeSeed(shape, index)), strokeWidth: shapeStroke(shape, line, thickness) };
}

/** The keyframes of one line's animation. */
export function keyframes(animation: Animation, direction: Direction): Keyframe[] {
  switch (animation) {
    case 'draw':
      return [{ strokeDashoffset: direction === 'right' ? 1 : -1 }, { strokeDashoffset: 0 }];
    case 'fade':
      return [{ opacity: 0 }, { opacity: 1 }];
    case 'fadeScale':
      return [
        { opacity: 0, transform: `scale(${FADE_SCALE_FROM})` },
        { opacity: 1, transform: 'scale(1)' },
      ];
  }
}

/**
 * Animates each line's path in turn, in reading order (the last line first
 * when the direction is left), each for its share of `duration` seconds by
 * its width (`lineTimings`), eased in at the start and out at the end.
 */
export function animateLines(
  paths: SVGPathElement[],
  widths: number[],
  { animation, direction, duration }: { animation: Animation; direction: Direction; duration: number },
): globalThis.Animation[] {
  const forward = direction === 'right';
  const order = forward ? paths : [...paths].reverse();
  const timings = lineTimings(forward ? widths : [...widths].reverse(), duration);
  return order.map((path, index) => {
    const timing = timings[index] as { delay: number; duration: number };
    const first = index === 0;
    const last = index === order.length - 1;
    const easing = first && last ? 'ease-in-out' : first ? 'ease-in' : last ? 'ease-out' : 'linear';
    return path.animate(keyframes(animation, direction), { ...timing, easing, fill: 'both' });
  });
}

/**
 * How far a drawing's animation has gone (the first view's, as the code
 * takes over): its earliest line's time past its own delay, finished once
 * every line is; undefined when it has none.
 */
export function drawingProgress(paths: Iterable<Element>): FirstViewProgress | undefined {
  const all = [...paths].flatMap((path) => path.getAnimations());
  const first = all.reduce<globalThis.Animation | undefined>(
    (earliest, each) => (!earliest || delayOf(each) < delayOf(earliest) ? each : earliest),
    undefined,
  );
  if (!first) return undefined;
  return {
    finished: all.every((each) => each.playState === 'finished'),
    elapsed: Number(first.currentTime ?? 0) - delayOf(first),
  };
}

const delayOf = (animation: globalThis.Animation) => Number(animation.effect?.getTiming().delay ?? 0);
