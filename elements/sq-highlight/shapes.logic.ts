/**
 * The twelve text highlight shapes (spec 001 §3 "Text highlight attributes",
 * §9 "Shape default heights"), drawn as SVG paths for one line of text. The
 * hand-drawn wobble comes from a seeded random source, so a shape is the
 * same on every render, in every test and every screenshot.
 */

export const SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;

export type Shape = (typeof SHAPES)[number];

/** Where a shape is drawn: around the text, across it, or under it. */
export type ShapeGroup = 'around' | 'across' | 'under';

/** Each group's drawing height, in percent of the line's height (spec 001 §9: 100, 150 or 67). */
export const SHAPE_HEIGHTS: Record<ShapeGroup, number> = { around: 150, across: 100, under: 67 };

const GROUP: Record<Shape, ShapeGroup> = {
  circle: 'around',
  enclose: 'around',
  cross: 'across',
  marker: 'across',
  scribble: 'across',
  strike: 'across',
  strikeDiagonal: 'across',
  jagged: 'under',
  underline: 'under',
  underlineCurve: 'under',
  underlineDouble: 'under',
  wave: 'under',
};

/** The group a shape belongs to. */
export function shapeGroup(shape: Shape): ShapeGroup {
  return GROUP[shape];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box a shape is drawn in for a line of text: as wide as the line (a
 * little wider around it), its group's height in percent of the line's;
 * centred on the line, or, under it, on the line's bottom edge.
 */
export function shapeArea(shape: Shape, line: Box): Box {
  const group = GROUP[shape];
  const height = (line.height * SHAPE_HEIGHTS[group]) / 100;
  const centre = group === 'under' ? line.y + line.height : line.y + line.height / 2;
  const pad = group === 'around' ? line.height / 4 : 0;
  return { x: line.x - pad, y: centre - height / 2, width: line.width + 2 * pad, height };
}

/** A marker is drawn with a broad nib: this share of the line's height, whatever the thickness. */
export const MARKER_NIB = 0.55;

/** The stroke width of a shape in px: the thickness, or the marker's broad nib. */
export function shapeStroke(shape: Shape, line: Box, thickness: number): number {
  return shape === 'marker' ? Math.max(thickness, line.height * MARKER_NIB) : thickness;
}

/** A small fast seeded random source (mulberry32), giving numbers in -1..1. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** A stable seed for a shape on a line: the same line always wobbles the same way. */
export function shapeSeed(shape: Shape, line: number): number {
  let hash = 2166136261;
  for (const char of `${shape}:${line}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

type Point = [number, number];

const n = (value: number) => Math.round(value * 10) / 10;
const p = ([x, y]: Point) => `${n(x)} ${n(y)}`;

/** A hand-drawn stroke from a to b: a cubic whose handles stray sideways by up to `wobble`. */
function stroke(a: Point, b: Point, wobble: number, random: () => number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy) || 1;
  const nx = -dy / length;
  const ny = dx / length;
  const c1: Point = [a[0] + dx / 3 + nx * wobble * random(), a[1] + dy / 3 + ny * wobble * random()];
  const c2: Point = [a[0] + (2 * dx) / 3 + nx * wobble * random(), a[1] + (2 * dy) / 3 + ny * wobble * random()];
  return `M${p(a)}C${p(c1)} ${p(c2)} ${p(b)}`;
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function through(points: Point[]): string {
  const parts = [`M${p(points[0] as Point)}`];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as Point;
    const p1 = points[i] as Point;
    const p2 = points[i + 1] as Point;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Point;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    parts.push(`C${p(c1)} ${p(c2)} ${p(p2)}`);
  }
  return parts.join('');
}

/** How many pieces of about `size` px fill `length`, at least `least`. */
const count = (length: number, size: number, least: number) => Math.max(least, Math.round(length / size));

/**
 * The SVG path of a shape for one line of text (`line`, in px), wobbling as
 * drawn by hand. Drawn left to right (clockwise for the circle), so a
 * stroke-dash animation draws it in that order.
 */
export function shapePath(shape: Shape, line: Box, seed: number): string {
  const random = seededRandom(seed);
  const area = shapeArea(shape, line);
  const h = line.height;
  const left = area.x;
  const right = area.x + area.width;
  const top = area.y;
  const bottom = area.y + area.height;
  const middle = top + area.height / 2;
  const jitter = (amount: number) => amount * h * random();
  const wobble = h * 0.08;

  switch (shape) {
    case 'underline':
      return stroke(
        [left - h * 0.05, middle + jitter(0.04)],
        [right + h * 0.05, middle - h * 0.04 + jitter(0.04)],
        wobble,
        random,
      );
    case 'underlineDouble': {
      const first = top + area.height * 0.38;
      const second = top + area.height * 0.72;
      return (
        stroke(
          [left - h * 0.04, first + jitter(0.03)],
          [right + h * 0.02, first - h * 0.03 + jitter(0.03)],
          wobble,
          random,
        ) +
        stroke(
          [left + h * 0.12, second + jitter(0.03)],
          [right - h * 0.08, second - h * 0.02 + jitter(0.03)],
          wobble,
          random,
        )
      );
    }
    case 'underlineCurve': {
      const width = right - left;
      return `M${p([left - h * 0.04, middle - h * 0.06 + jitter(0.03)])}C${p([left + width * 0.3, middle + h * 0.26 + jitter(0.04)])} ${p([left + width * 0.72, middle + h * 0.2 + jitter(0.04)])} ${p([right + h * 0.08, top + jitter(0.03)])}`;
    }
    case 'wave': {
      const halves = count(area.width, h * 0.42, 2);
      const step = area.width / halves;
      const parts = [`M${p([left, middle])}`];
      for (let i = 0; i < halves; i++) {
        const amplitude = h * 0.13 * (1 + 0.15 * random()) * (i % 2 === 0 ? -1 : 1);
        const x = left + i * step;
        // Handles at 4/3 of the amplitude put the crest of the cubic at the amplitude.
        parts.push(
          `C${p([x + step * 0.3, middle + amplitude * 1.33])} ${p([x + step * 0.7, middle + amplitude * 1.33])} ${p([x + step, middle + jitter(0.02)])}`,
        );
      }
      return parts.join('');
    }
    case 'jagged': {
      const teeth = count(area.width, h * 0.3, 3);
      const step = area.width / teeth;
      const points: string[] = [];
      for (let i = 0; i <= teeth; i++) {
        const y = middle + (i % 2 === 0 ? 1 : -1) * h * 0.12 + jitter(0.025);
        points.push(p([left + i * step + (i > 0 && i < teeth ? jitter(0.04) : 0), y]));
      }
      return `M${points.join('L')}`;
    }
    case 'strike':
      return stroke(
        [left - h * 0.06, top + h * 0.56 + jitter(0.03)],
        [right + h * 0.06, top + h * 0.52 + jitter(0.03)],
        wobble,
        random,
      );
    case 'marker':
      return stroke(
        [left - h * 0.04, top + h * 0.62 + jitter(0.02)],
        [right + h * 0.04, top + h * 0.58 + jitter(0.02)],
        h * 0.04,
        random,
      );
    case 'strikeDiagonal':
      return stroke([left, top + h * 0.86 + jitter(0.03)], [right, top + h * 0.14 + jitter(0.03)], wobble, random);
    case 'cross':
      return (
        stroke([left, top + h * 0.88 + jitter(0.03)], [right, top + h * 0.12 + jitter(0.03)], wobble, random) +
        stroke(
          [left + h * 0.04, top + h * 0.1 + jitter(0.03)],
          [right - h * 0.04, top + h * 0.9 + jitter(0.03)],
          wobble,
          random,
        )
      );
    case 'scribble': {
      // A scratch-out: a coil of loops run across the text, each a little askew (a looped cycloid).
      const loops = count(area.width, h * 0.5, 3);
      const advance = area.width / loops;
      const radius = advance * 0.3;
      const points: Point[] = [];
      const steps = loops * 8;
      for (let i = 0; i <= steps; i++) {
        const t = (i / 8) * Math.PI * 2;
        points.push([
          left + radius + (i / steps) * (area.width - 2 * radius) - radius * Math.sin(t) + jitter(0.03),
          middle + h * 0.3 * Math.cos(t) + jitter(0.04),
        ]);
      }
      return through(points);
    }
    case 'circle': {
      const cx = left + area.width / 2;
      const cy = middle;
      const rx = area.width / 2;
      const ry = area.height / 2;
      // A little over one turn, clockwise from the upper left, opening out as it goes round so the ends overlap.
      const points: Point[] = [];
      const steps = 10;
      for (let i = 0; i <= steps; i++) {
        const angle = Math.PI * 1.15 + (i / steps) * Math.PI * 2.2;
        const grow = 1 + 0.07 * (i / steps) + 0.025 * random();
        points.push([cx + Math.cos(angle) * rx * grow, cy + Math.sin(angle) * ry * grow]);
      }
      return through(points);
    }
    case 'enclose': {
      const over = h * 0.12;
      const side = h * 0.14;
      return (
        stroke([left - over, top + jitter(0.05)], [right + over * 0.5, top + jitter(0.05)], side, random) +
        stroke([right + jitter(0.05), top - over * 0.6], [right + jitter(0.06), bottom + over], side, random) +
        stroke([right + over * 0.6, bottom + jitter(0.05)], [left - over * 0.4, bottom + jitter(0.05)], side, random) +
        stroke([left + jitter(0.06), bottom + over * 0.5], [left + jitter(0.05), top - over], side, random)
      );
    }
  }
}
