import { describe, expect, it } from 'vitest';
import {
  copiesToFill,
  createWave,
  crestsHeight,
  firstViewCopies,
  loopDuration,
  MAX_WAVE_PERIOD,
  MIN_REGION_WIDTH,
  MIN_WAVE_PERIOD,
  marqueeState,
  pieceKeyframes,
  pxPerSecond,
  RERENDER_DEBOUNCE_MS,
  regionWidth,
  trackHeightPx,
  waveAmplitude,
  wavePath,
  wavePeriod,
} from './marquee.logic.ts';

describe('marquee constants (spec 001 §9)', () => {
  it('minimum region width 50, wave period 250 to 1000, re-render debounce 1000 ms', () => {
    expect([MIN_REGION_WIDTH, MIN_WAVE_PERIOD, MAX_WAVE_PERIOD, RERENDER_DEBOUNCE_MS]).toEqual([50, 250, 1000, 1000]);
  });
});

describe('wavePeriod', () => {
  it.each([
    [0, 1000],
    [-2, 1000],
    [0.5, 1000],
    [1, 1000],
    [2, 500],
    [2.5, 400],
    [4, 250],
    [10, 250],
  ])('frequency %s gives a period of %s px', (frequency, period) => {
    expect(wavePeriod(frequency)).toBe(period);
  });
});

describe('waveAmplitude', () => {
  it.each([
    [0, 1000, 0],
    [0.5, 1000, 50],
    [1, 1000, 100],
    [1, 250, 25],
    [3, 250, 25],
    [-1, 500, 0],
  ])('intensity %s over a period of %s px gives %s px', (intensity, period, amplitude) => {
    expect(waveAmplitude(intensity, period)).toBe(amplitude);
  });
});

describe('regionWidth', () => {
  it.each([
    [0, 50],
    [49, 50],
    [50, 50],
    [320, 320],
  ])('%s px lays out as %s px', (width, region) => {
    expect(regionWidth(width)).toBe(region);
  });
});

describe('copiesToFill', () => {
  it.each([
    // length, unit, copies: one more than fills the length, so a shift by one copy still covers it
    [1000, 200, 6],
    [1000, 300, 5],
    [1000, 1000, 2],
    [1000, 1500, 2],
    [10, 20, 4], // the region is 50 at least
    [390, 120, 5],
    [500, 0, 0],
  ])('%s px with a copy %s px long takes %s copies', (length, unit, copies) => {
    expect(copiesToFill(length, unit)).toBe(copies);
  });

  it.each([320, 777, 1280, 1920])('covers %s px at every moment of the loop', (width) => {
    const unit = 143;
    const copies = copiesToFill(width, unit);
    for (const shift of [0, unit / 3, unit / 2, unit]) {
      expect(copies * unit - shift).toBeGreaterThanOrEqual(width);
    }
  });
});

describe('loopDuration', () => {
  it.each([
    [600, 1, 10],
    [600, 2, 5],
    [300, 0.5, 10],
    [600, 0, 10],
  ])('a copy of %s px at speed %s loops in %s s', (unit, speed, seconds) => {
    expect(loopDuration(unit, speed)).toBe(seconds);
  });
});

describe('pxPerSecond', () => {
  it.each([
    [1, 60],
    [2, 120],
    [0.5, 30],
    [0, 60],
  ])('speed %s moves %s px a second', (speed, px) => {
    expect(pxPerSecond(speed)).toBe(px);
  });
});

describe('firstViewCopies', () => {
  it('writes no copy of no text', () => {
    expect(firstViewCopies(0)).toBe(0);
  });

  it.each([1, 4, 13, 37, 120, 600])(
    'fills 3840 px with %s letters 6.4 px wide and a 16 px gap, at most 64',
    (letters) => {
      const copies = firstViewCopies(letters);
      const unit = letters * 6.4 + 16;
      expect(copies).toBeLessThanOrEqual(64);
      if (copies < 64) expect((copies - 1) * unit).toBeGreaterThanOrEqual(3840);
      expect(copies).toBeGreaterThanOrEqual(2);
    },
  );

  it('writes fewer copies of a longer text', () => {
    expect(firstViewCopies(37)).toBeLessThan(firstViewCopies(13));
  });
});

describe('createWave', () => {
  it('is a straight line at intensity 0: length equals x', () => {
    const wave = createWave(1, 0);
    expect(wave.periodLength).toBeCloseTo(1000, 6);
    expect(wave.pointAt(250)).toEqual({ x: 250, y: 0, angle: 0 });
    expect(wave.lengthAt(-300)).toBeCloseTo(-300, 6);
  });

  // A sine whose amplitude is a tenth of its period is about 9% longer along the curve than across.
  it.each([
    [1, 1, 1.09],
    [2, 0.5, 1.02],
    [4, 1, 1.09],
  ])('frequency %s, intensity %s: one period is %s times longer along the curve', (frequency, intensity, ratio) => {
    const wave = createWave(frequency, intensity);
    expect(wave.periodLength / wave.period).toBeCloseTo(ratio, 2);
  });

  it.each([0, 100, 333, 999, 1500, -420])('pointAt inverts lengthAt at x = %s', (x) => {
    const wave = createWave(2, 0.8);
    const point = wave.pointAt(wave.lengthAt(x));
    expect(point.x).toBeCloseTo(x, 3);
    expect(point.y).toBeCloseTo(wave.amplitude * Math.sin((2 * Math.PI * x) / wave.period), 3);
  });

  it('peaks a quarter period in, level there, and is steepest where it crosses the axis', () => {
    const wave = createWave(1, 1);
    const peak = wave.pointAt(wave.lengthAt(250));
    expect(peak.y).toBeCloseTo(100, 3);
    expect(peak.angle).toBeCloseTo(0, 3);
    const crossing = wave.pointAt(wave.lengthAt(500));
    expect(crossing.y).toBeCloseTo(0, 3);
    expect(crossing.angle).toBeCloseTo((-Math.atan(0.2 * Math.PI) * 180) / Math.PI, 3);
  });
});

describe('wavePath', () => {
  it('is a straight line at intensity 0', () => {
    const numbers =
      wavePath(500, 2, 0)
        .match(/-?\d+(\.\d+)?/g)
        ?.map(Number) ?? [];
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(new Set(ys)).toEqual(new Set([0]));
  });

  it.each([
    [1000, 1, 1, 4, 100],
    [1000, 2, 1, 8, 50],
    [600, 4, 0.5, 10, 12.5],
  ])(
    'across %s px at frequency %s, intensity %s: %s quarter pieces reaching ±%s px',
    (width, frequency, intensity, pieces, peak) => {
      const path = wavePath(width, frequency, intensity);
      expect(path.startsWith('M0 0')).toBe(true);
      expect(path.match(/C/g)).toHaveLength(pieces);
      const ends = [...path.matchAll(/C[^C]* (-?[\d.]+) (-?[\d.]+)(?=C|$)/g)].map((match) => Number(match[2]));
      expect(Math.max(...ends)).toBe(peak);
      expect(Math.min(...ends)).toBe(-peak);
    },
  );
});

describe('pieceKeyframes', () => {
  const numbers = (frame: string) => frame.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];

  it('moves a piece of a straight marquee one copy to the left, level', () => {
    const frames = pieceKeyframes({ at: 300, width: 200 }, createWave(1, 0), 200, 'left', 20, 40);
    expect(frames).toEqual(['translate(200px,0px)', 'translate(0px,0px)']);
  });

  it('moves it one copy to the right when the direction is right', () => {
    const frames = pieceKeyframes({ at: 300, width: 200 }, createWave(1, 0), 200, 'right', 20, 40);
    expect(frames).toEqual(['translate(0px,0px)', 'translate(200px,0px)']);
  });

  it('puts a glyph on the wave and turns it with the curve, sampling it smoothly', () => {
    const wave = createWave(1, 1);
    const unit = 500;
    const frames = pieceKeyframes({ at: wave.lengthAt(250), width: 10 }, wave, unit, 'left', 120, 20);
    expect(frames.length).toBeGreaterThanOrEqual(12);
    // At the start the glyph is on the crest: 100 px above the axis at y = 120, level.
    const [x, y, angle] = numbers(frames[0] as string);
    expect(x).toBeCloseTo(245, 1);
    expect(y).toBeCloseTo(120 - 100 - 10, 1);
    expect(angle).toBeCloseTo(0, 1);
    // Each step moves it the same distance along the curve.
    const last = numbers(frames.at(-1) as string);
    expect(wave.lengthAt((last[0] as number) + 5)).toBeCloseTo(wave.lengthAt(250) - unit, 0);
  });
});

describe('marqueeState', () => {
  const base = { ready: true, reducedMotion: false, inView: true, hovered: false, pausedOnHover: false };
  it.each([
    [{ ready: false }, 'idle'],
    [{}, 'running'],
    [{ reducedMotion: true }, 'still'],
    [{ reducedMotion: true, inView: false }, 'still'],
    [{ inView: false }, 'offscreen'],
    [{ hovered: true }, 'running'],
    [{ hovered: true, pausedOnHover: true }, 'paused'],
    [{ hovered: true, pausedOnHover: true, inView: false }, 'offscreen'],
  ])('%j is %s', (change, state) => {
    expect(marqueeState({ ...base, ...change })).toBe(state);
  });
});

describe('track height', () => {
  it.each([
    { amplitude: 0, crests: 0, px: 20 },
    { amplitude: 6, crests: 12, px: 40 },
    { amplitude: 2.345, crests: 4.69, px: 32.69 },
  ])(
    'a wave of amplitude $amplitude has $crests px of crests (at a 20 px line, $px px in all)',
    ({ amplitude, crests, px }) => {
      expect(crestsHeight({ amplitude })).toBe(crests);
      expect(trackHeightPx({ amplitude }, 20)).toBeCloseTo(px, 5);
    },
  );
});
