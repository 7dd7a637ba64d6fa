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
