/** The strip (slider) design's rules (spec 001 §4 "Strip", §5, §9). No React, no DOM. */

/** Where the active slide sits in the strip. */
export type StripAlignment = 'start' | 'middle' | 'end';
export const STRIP_ALIGNMENTS: readonly StripAlignment[] = ['start', 'middle', 'end'];

/** Strip: speed 0.5 s, preload 1, alignment middle (spec 001 §9). */
export const STRIP_SPEED_S = 0.5;
export const STRIP_PRELOAD = 1;
export const STRIP_ALIGNMENT: StripAlignment = 'middle';
/** The slider's default aspect ratio: its height as a percentage of its width (spec 001 §9). */
export const SLIDER_ASPECT_RATIO = 50;

/** The data values of active-alignment and what they mean (spec 001 §5). */
const DATA_ALIGNMENT: Readonly<Record<string, StripAlignment>> = { left: 'start', center: 'middle', right: 'end' };

/**
 * The strip's alignment from a value of the block data or the design:
 * left, center and right map to start, middle and end; start, middle and end
 * stay; anything else is middle (spec 001 §5).
 */
export function stripAlignment(value: unknown): StripAlignment {
  if (typeof value !== 'string') return STRIP_ALIGNMENT;
  const text = value.trim().toLowerCase();
  if ((STRIP_ALIGNMENTS as readonly string[]).includes(text)) return text as StripAlignment;
  return DATA_ALIGNMENT[text] ?? STRIP_ALIGNMENT;
}

/** What clicking the active slide does (spec 001 §4 "Strip"). */
export type ActiveClick = 'next' | 'previous' | 'none';

/** What a click (or Enter, Space) on slide `index` asks for: make it current, or the active click's step. */
export function stripClick(index: number, current: number, active: ActiveClick): 'NEXT' | 'PREVIOUS' | number | null {
  if (index !== current) return index;
  if (active === 'next') return 'NEXT';
  if (active === 'previous') return 'PREVIOUS';
  return null;
}

/** The space between the strip's slides, px, when no gutter is given (ours: the spec names none). */
export const STRIP_GUTTER = 10;

/** How far along the current slide the alignment puts the strip's anchor: its start, middle or end. */
const ALIGNMENT_FRACTION: Readonly<Record<StripAlignment, number>> = { start: 0, middle: 0.5, end: 1 };

/**
 * Where the strip's track sits so the current slide is at the alignment, as
 * CSS can draw it before anything is measured: `fraction` of the strip's
 * width, less `heights` strip heights (each slide is as wide as its ratio
 * times the height) and `gaps` gutters.
 */
export function stripOffset(
  ratios: readonly number[],
  index: number,
  alignment: StripAlignment,
): { fraction: number; heights: number; gaps: number } {
  const fraction = ALIGNMENT_FRACTION[alignment];
  const before = ratios.slice(0, index).reduce((sum, ratio) => sum + ratio, 0);
  return { fraction, heights: before + (ratios[index] ?? 0) * fraction, gaps: index };
}

/**
 * The slides loaded ahead of showing (preload, spec 001 §9): those out of
 * view within `preload` places of one in view, round the ends when the strip
 * loops, as a step either way brings them in.
 */
export function stripAhead(shown: readonly boolean[], preload: number, loop: boolean): number[] {
  const count = shown.length;
  const ahead: number[] = [];
  for (let at = 0; at < count; at++) {
    if (shown[at]) continue;
    for (let step = 1; step <= preload; step++) {
      const near = [at - step, at + step].map((place) => (loop ? (place + count) % count : place));
      if (near.some((place) => shown[place])) {
        ahead.push(at);
        break;
      }
    }
  }
  return ahead;
}

/** Which slides of a strip `width` wide and `height` tall show at least in part (the others are inert). */
export function stripShown(
  ratios: readonly number[],
  index: number,
  alignment: StripAlignment,
  box: { width: number; height: number; gap: number },
): boolean[] {
  const { fraction, heights, gaps } = stripOffset(ratios, index, alignment);
  let left = fraction * box.width - heights * box.height - gaps * box.gap;
  return ratios.map((ratio) => {
    const right = left + ratio * box.height;
    const shown = right > 0.5 && left < box.width - 0.5;
    left = right + box.gap;
    return shown;
  });
}
