import { describe, expect, it } from 'vitest';
import {
  type Box,
  SHAPE_HEIGHTS,
  SHAPES,
  type Shape,
  seededRandom,
  shapeArea,
  shapeGroup,
  shapePath,
  shapeSeed,
  shapeStroke,
} from './shapes.logic.ts';

const line: Box = { x: 100, y: 50, width: 300, height: 40 };
const bottom = line.y + line.height;

/** The points a path passes through and steers by, from its numbers. */
function points(path: string): [number, number][] {
  const numbers = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const result: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) result.push([numbers[i] as number, numbers[i + 1] as number]);
  return result;
}

describe('shapes (spec 001 §3)', () => {
  it('are the twelve of the spec', () => {
    expect([...SHAPES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('default heights are 150, 100 and 67 by group (spec 001 §9)', () => {
    expect(SHAPE_HEIGHTS).toEqual({ around: 150, across: 100, under: 67 });
  });
});

describe('shapeArea', () => {
  it.each([
    ['circle', 'around', { x: 90, y: 40, width: 320, height: 60 }],
    ['enclose', 'around', { x: 90, y: 40, width: 320, height: 60 }],
    ['strike', 'across', { x: 100, y: 50, width: 300, height: 40 }],
    ['marker', 'across', { x: 100, y: 50, width: 300, height: 40 }],
    ['underline', 'under', { x: 100, y: 76.6, width: 300, height: 26.8 }],
    ['wave', 'under', { x: 100, y: 76.6, width: 300, height: 26.8 }],
  ] as const)('%s (%s) is drawn in %j', (shape, group, area) => {
    expect(shapeGroup(shape)).toBe(group);
    const result = shapeArea(shape, line);
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(result[key]).toBeCloseTo(area[key], 6);
  });
});

describe('shapeStroke', () => {
  it('is the thickness, but a broad nib for the marker', () => {
    expect(shapeStroke('underline', line, 3)).toBe(3);
    expect(shapeStroke('marker', line, 3)).toBe(22);
    expect(shapeStroke('marker', line, 30)).toBe(30);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, stays within -1..1', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 200 }, a);
    expect(Array.from({ length: 200 }, b)).toEqual(first);
    expect(Array.from({ length: 200 }, c)).not.toEqual(first);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...first)).toBeLessThanOrEqual(1);
    expect(Math.min(...first)).toBeLessThan(-0.8);
    expect(Math.max(...first)).toBeGreaterThan(0.8);
  });

  it('gives each shape and line its own seed', () => {
    expect(shapeSeed('wave', 0)).toBe(shapeSeed('wave', 0));
    expect(shapeSeed('wave', 0)).not.toBe(shapeSeed('wave', 1));
    expect(shapeSeed('wave', 0)).not.toBe(shapeSeed('circle', 0));
  });
});

describe('shapePath', () => {
  // shape, strokes (subpaths), how far above and below the line it may reach (in line heights)
  const cases: [Shape, number, number, number][] = [
    ['circle', 1, -0.4, 1.4],
    ['enclose', 4, -0.45, 1.45],
    ['cross', 2, -0.1, 1.1],
    ['marker', 1, 0.3, 0.9],
    ['scribble', 1, -0.1, 1.1],
    ['strike', 1, 0.3, 0.8],
    ['strikeDiagonal', 1, -0.1, 1.1],
    ['jagged', 1, 0.7, 1.3],
    ['underline', 1, 0.7, 1.3],
    ['underlineCurve', 1, 0.6, 1.4],
    ['underlineDouble', 2, 0.7, 1.3],
    ['wave', 1, 0.7, 1.3],
  ];

  it.each(cases)('%s: %s stroke(s), within the line from %s to %s line heights', (shape, strokes, above, below) => {
    const path = shapePath(shape, line, shapeSeed(shape, 0));
    expect(path.match(/M/g)).toHaveLength(strokes);
    expect(path).toMatch(/^M-?\d/);
    const all = points(path);
    expect(all.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
    const ys = all.map(([, y]) => y);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(line.y + above * line.height);
    expect(Math.max(...ys)).toBeLessThanOrEqual(line.y + below * line.height);
    // It spans the text from end to end.
    const xs = all.map(([x]) => x);
    expect(Math.min(...xs)).toBeLessThanOrEqual(line.x + 0.05 * line.width);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(line.x + 0.95 * line.width);
  });

  it.each(SHAPES.map((shape) => [shape]))(
    '%s is the same for the same seed and wobbles differently for another',
    (shape) => {
      expect(shapePath(shape, line, 7)).toBe(shapePath(shape, line, 7));
      expect(shapePath(shape, line, 7)).not.toBe(shapePath(shape, line, 8));
    },
  );

  it.each(['underline', 'strike', 'marker', 'strikeDiagonal', 'wave', 'jagged', 'underlineCurve'] as const)(
    '%s is drawn left to right',
    (shape) => {
      const all = points(shapePath(shape, line, 1));
      expect((all[0] as [number, number])[0]).toBeLessThan((all.at(-1) as [number, number])[0]);
    },
  );

  it('circles the text: over a full turn, around its middle, ends overlapping', () => {
    const all = points(shapePath('circle', line, 3));
    const [sx, sy] = all[0] as [number, number];
    const [ex, ey] = all.at(-1) as [number, number];
    // Starts upper left, ends past the start going clockwise.
    expect(sx).toBeLessThan(line.x + line.width / 2);
    expect(sy).toBeLessThan(line.y + line.height / 2);
    expect(ex).toBeGreaterThan(sx);
    expect(ey).toBeLessThan(line.y + line.height / 2);
    const ys = all.map(([, y]) => y);
    expect(Math.min(...ys)).toBeLessThan(line.y);
    expect(Math.max(...ys)).toBeGreaterThan(bottom);
  });

  it('waves more often over longer text, and at least once', () => {
    const waves = (width: number) => shapePath('wave', { ...line, width }, 1).match(/C/g)?.length;
    expect(waves(300)).toBe(18);
    expect(waves(600)).toBe(36);
    expect(waves(10)).toBe(2);
  });

  it('the strike runs through the middle of the text and the underline under it', () => {
    const middle = (path: string) => {
      const ys = points(path).map(([, y]) => y);
      return ys.reduce((sum, y) => sum + y, 0) / ys.length;
    };
    expect(middle(shapePath('strike', line, 1))).toBeCloseTo(line.y + 0.54 * line.height, -1);
    expect(middle(shapePath('underline', line, 1))).toBeCloseTo(bottom, -1);
  });
});
