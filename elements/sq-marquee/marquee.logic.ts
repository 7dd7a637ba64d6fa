/** Curved marquee rules (spec 001 §3 "Marquee props", §4 "Marquee", §9). */

/** The marquee never lays out narrower than this, in px (spec 001 §9). */
export const MIN_REGION_WIDTH = 50;
/** Shortest wave period, in px: the highest frequency (spec 001 §9). */
export const MIN_WAVE_PERIOD = 250;
/** Longest wave period, in px: frequency 1 and below (spec 001 §9). */
export const MAX_WAVE_PERIOD = 1000;
/** A resize re-renders the marquee once it has settled this long (spec 001 §9). */
export const RERENDER_DEBOUNCE_MS = 1000;
/** Our choice (spec silent): at animationSpeed 1 the text moves 60 px a second. */
export const BASE_SPEED = 60;
/** Our choice (spec silent): at waveIntensity 1 the wave's amplitude is a tenth of its period. */
export const AMPLITUDE_PER_PERIOD = 0.1;
/** Our choice: keyframes sampled along the wave per period, enough for a smooth curve. */
const SAMPLES_PER_PERIOD = 24;
/** Arc-length table resolution over one period. */
const TABLE_STEPS = 96;

export type MarqueeDirection = 'left' | 'right';

/** The wave period in px: 1000 / frequency, kept within 250..1000 (frequency 1 gives 1000, 4 and above 250). */
export function wavePeriod(frequency: number): number {
  const period = frequency > 0 ? MAX_WAVE_PERIOD / frequency : MAX_WAVE_PERIOD;
  return Math.min(MAX_WAVE_PERIOD, Math.max(MIN_WAVE_PERIOD, period));
}

/** The wave's amplitude in px: intensity 0 is a straight line, 1 a tenth of the period. */
export function waveAmplitude(intensity: number, period: number): number {
  return Math.max(0, Math.min(1, intensity)) * period * AMPLITUDE_PER_PERIOD;
}

/** The width the marquee lays out for: its own, but never under 50 px. */
export function regionWidth(width: number): number {
  return Math.max(MIN_REGION_WIDTH, width);
}

/**
 * How many copies of the text fill `length` (px along the wave) seamlessly:
 * the strip moves by one copy per loop, so it needs one copy more than the
 * length holds.
 */
export function copiesToFill(length: number, unit: number): number {
  if (!(unit > 0)) return 0;
  return Math.ceil(regionWidth(length) / unit) + 1;
}

/** How far the text moves in a second at `speed`, in px. */
export function pxPerSecond(speed: number): number {
  return BASE_SPEED * (speed > 0 ? speed : 1);
}

/** Seconds for the text to move by one copy at `speed`. */
export function loopDuration(unit: number, speed: number): number {
  return unit / pxPerSecond(speed);
}

/** Our choice: the widest marquee the server's copies fill before the text is measured, in px (a 4K screen). */
export const FIRST_VIEW_WIDTH = 3840;
/** Our choice: the narrowest a letter is taken to be before it is measured, in px (0.4 of a 16 px font). */
const NARROWEST_LETTER = 6.4;
/** Our choice: the gap taken before it is measured, in px (its default, 1em of a 16 px font). */
const FIRST_VIEW_GAP = 16;
/** Our choice: never more copies than this before the text is measured. */
const MAX_FIRST_VIEW_COPIES = 64;

/**
 * How many copies of a straight marquee's text the server writes, before
 * anything is measured: enough, with narrow letters, to fill a marquee as
 * wide as a 4K screen while the band moves by one copy (and never more than
 * 64). Its code may never load: these copies are what the visitor sees move.
 */
export function firstViewCopies(letters: number): number {
  if (letters <= 0) return 0;
  const unit = letters * NARROWEST_LETTER + FIRST_VIEW_GAP;
  return Math.min(MAX_FIRST_VIEW_COPIES, copiesToFill(FIRST_VIEW_WIDTH, unit));
}

/** A point on the wave with the direction of travel there, in degrees. */
export interface WavePoint {
  x: number;
  y: number;
  angle: number;
}

/** The wave y = amplitude · sin(2πx / period), measured along its length. */
export interface Wave {
  period: number;
  amplitude: number;
  /** The length of one period along the curve. */
  periodLength: number;
  /** The length along the curve from x = 0 to x. */
  lengthAt(x: number): number;
  /** The point at a length along the curve (negative lengths lie left of x = 0). */
  pointAt(length: number): WavePoint;
}

/** Builds the wave for a frequency and intensity. */
export function createWave(frequency: number, intensity: number): Wave {
  const period = wavePeriod(frequency);
  const amplitude = waveAmplitude(intensity, period);
  const k = (2 * Math.PI) / period;
  const xs: number[] = [0];
  const lengths: number[] = [0];
  for (let step = 1; step <= TABLE_STEPS; step++) {
    const x0 = ((step - 1) / TABLE_STEPS) * period;
    const x1 = (step / TABLE_STEPS) * period;
    const dy = amplitude * (Math.sin(k * x1) - Math.sin(k * x0));
    xs.push(x1);
    lengths.push((lengths[step - 1] as number) + Math.hypot(x1 - x0, dy));
  }
  const periodLength = lengths[TABLE_STEPS] as number;
  const within = (table: number[], other: number[], value: number) => {
    let low = 0;
    let high = TABLE_STEPS;
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if ((table[mid] as number) <= value) low = mid;
      else high = mid;
    }
    const t = (value - (table[low] as number)) / ((table[high] as number) - (table[low] as number) || 1);
    return (other[low] as number) + t * ((other[high] as number) - (other[low] as number));
  };
  return {
    period,
    amplitude,
    periodLength,
    lengthAt(x) {
      const turns = Math.floor(x / period);
      return turns * periodLength + within(xs, lengths, x - turns * period);
    },
    pointAt(length) {
      const turns = Math.floor(length / periodLength);
      const x = turns * period + within(lengths, xs, length - turns * periodLength);
      return {
        x,
        y: amplitude * Math.sin(k * x),
        angle: (Math.atan(amplitude * k * Math.cos(k * x)) * 180) / Math.PI,
      };
    },
  };
}

/** The wave as an SVG path across `width`, centred on y = 0, from cubic pieces a quarter period long. */
export function wavePath(width: number, frequency: number, intensity: number): string {
  const period = wavePeriod(frequency);
  const amplitude = waveAmplitude(intensity, period);
  const quarter = period / 4;
  // Cubic control points that follow a quarter sine closely (handles at 1/3 with the sine's slope).
  const slope = (amplitude * 2 * Math.PI) / period;
  const parts = ['M0 0'];
  const ys = [0, amplitude, 0, -amplitude];
  const slopes = [slope, 0, -slope, 0];
  for (let i = 0, x = 0; x < width; i++, x += quarter) {
    const y0 = ys[i % 4] as number;
    const y1 = ys[(i + 1) % 4] as number;
    const s0 = slopes[i % 4] as number;
    const s1 = slopes[(i + 1) % 4] as number;
    const h = quarter / 3;
    // Screen y grows downwards: a rising sine goes up the page.
    parts.push(
      `C${r(x + h)} ${r(-(y0 + s0 * h))} ${r(x + quarter - h)} ${r(-(y1 - s1 * h))} ${r(x + quarter)} ${r(-y1)}`,
    );
  }
  return parts.join('');
}

const r = (value: number) => Math.round(value * 100) / 100;

/** One moving piece: a glyph on a wave, or a whole copy on a straight line. */
export interface Piece {
  /** Where the piece's centre sits along the wave at the start of a loop, in px. */
  at: number;
  width: number;
}

/**
 * The transforms a piece goes through in one loop: it moves one copy
 * (`unit`) along the wave, left or right, each sample placing the piece's
 * centre on the curve and turning it with the curve. `centreY` is the wave's
 * axis inside the marquee; `height` the piece's own.
 */
export function pieceKeyframes(
  piece: Piece,
  wave: Wave,
  unit: number,
  direction: MarqueeDirection,
  centreY: number,
  height: number,
): string[] {
  const straight = wave.amplitude === 0;
  const samples = straight ? 2 : Math.max(2, Math.ceil((unit / wave.periodLength) * SAMPLES_PER_PERIOD) + 1);
  const from = direction === 'left' ? piece.at : piece.at - unit;
  const step = (direction === 'left' ? -unit : unit) / (samples - 1);
  const frames: string[] = [];
  for (let i = 0; i < samples; i++) {
    const point = straight ? { x: from + i * step, y: 0, angle: 0 } : wave.pointAt(from + i * step);
    const x = r(point.x - piece.width / 2);
    const y = r(centreY - point.y - height / 2);
    frames.push(straight ? `translate(${x}px,${y}px)` : `translate(${x}px,${y}px) rotate(${r(-point.angle)}deg)`);
  }
  return frames;
}

export type MarqueeState = 'idle' | 'still' | 'offscreen' | 'paused' | 'running';

/** What the marquee is doing, mirrored as `data-state`. */
export function marqueeState(input: {
  ready: boolean;
  reducedMotion: boolean;
  inView: boolean;
  hovered: boolean;
  pausedOnHover: boolean;
}): MarqueeState {
  if (!input.ready) return 'idle';
  if (input.reducedMotion) return 'still';
  if (!input.inView) return 'offscreen';
  if (input.hovered && input.pausedOnHover) return 'paused';
  return 'running';
}

/** How many line heights a wave adds for letters turned on its slopes; a straight line adds none. */
const SLOPE_ROOM = 0.4;

/**
 * The track's height in pixels for a measured line height: one line, plus
 * room for letters turned on the slopes of a wave, plus the wave's crests
 * and troughs. The view reserves the same height from the config alone (a
 * line box of 1lh, or 1.4lh on a wave, and `crestsHeight`), so the first
 * render, on the server too, has the height the measured layout keeps.
 */
export function trackHeightPx(wave: Pick<Wave, 'amplitude'>, lineHeight: number): number {
  const lines = wave.amplitude === 0 ? 1 : 1 + SLOPE_ROOM;
  return lines * lineHeight + crestsHeight(wave);
}

/** The room the wave's crests and troughs take above and below the line, in pixels. */
export function crestsHeight(wave: Pick<Wave, 'amplitude'>): number {
  return Math.round(2 * wave.amplitude * 100) / 100;
}
