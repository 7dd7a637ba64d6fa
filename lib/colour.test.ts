import { describe, expect, it } from 'vitest';
import {
  colourModel,
  formatColour,
  isDark,
  isDarkByLuma,
  NO_STRING_SUPPORT,
  NOT_HEX_ALPHA,
  parseColour,
  readColour,
  readPaletteColour,
  SEED_COLOUR_FALLBACK,
  systemColourProperty,
  UNKNOWN_MODEL,
} from './colour.ts';

describe('colour strings (spec 000 §5)', () => {
  it.each([
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['#FFAABB', { r: 255, g: 170, b: 187, a: 1 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30, a: 1 }],
    ['rgb(300, -5, 30)', { r: 255, g: 0, b: 30, a: 1 }],
    ['rgb(100%, 50%, 0%)', { r: 255, g: 128, b: 0, a: 1 }],
    ['rgba(10, 20, 30, 0.5)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['rgba(10, 20, 30, 2)', { r: 10, g: 20, b: 30, a: 1 }],
    ['rgba(10, 20, 30, -1)', { r: 10, g: 20, b: 30, a: 0 }],
    ['rgb(10 20 30 / 50%)', { r: 10, g: 20, b: 30, a: 0.5 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['hsl(-120deg, 100%, 50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hwb(0, 0%, 0%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hwb(0 50% 50%)', { r: 128, g: 128, b: 128, a: 1 }],
    ['hwb(120, 20%, 40%, 0.5)', { r: 51, g: 153, b: 51, a: 0.5 }],
    ['RebeccaPurple', { r: 102, g: 51, b: 153, a: 1 }],
    ['white', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('%s', (text, expected) => {
    expect(parseColour(text)).toEqual(expected);
  });

  it.each(['#abcd', '#12345', 'rgb(1, 2)', 'rgb(a, b, c)', 'notacolour', 'cmyk(0, 0, 0, 0)', ''])(
    '%j is not a colour',
    (text) => {
      expect(parseColour(text)).toBeNull();
    },
  );

  it.each([
    ['#fff', 'hex'],
    ['rgba(0,0,0,0)', 'rgb'],
    ['hsla(0,0%,0%,1)', 'hsl'],
    ['hwb(0 0% 0%)', 'hwb'],
    ['navy', 'named'],
    ['cmyk(0,0,0,0)', null],
  ])('%s is written in %s', (text, model) => {
    expect(colourModel(text)).toBe(model);
  });

  it('says when it cannot determine the model (spec 001 §8)', () => {
    expect(readColour('cmyk(0,0,0,0)')).toEqual({ ok: false, error: `${UNKNOWN_MODEL}: "cmyk(0,0,0,0)"` });
    expect(UNKNOWN_MODEL).toBe('Could not determine the colour model');
  });
});

describe('writing colours (spec 001 §8)', () => {
  it.each([
    [{ r: 255, g: 170, b: 187, a: 1 }, 'hex', { ok: true, text: '#ffaabb' }],
    [{ r: 255, g: 170, b: 187, a: 0.5 }, 'hex', { ok: false, error: NOT_HEX_ALPHA }],
    [{ r: 1, g: 2, b: 3, a: 1 }, 'rgb', { ok: true, text: 'rgb(1, 2, 3)' }],
    [{ r: 1, g: 2, b: 3, a: 0.5 }, 'rgb', { ok: true, text: 'rgba(1, 2, 3, 0.5)' }],
    [{ r: 255, g: 0, b: 0, a: 1 }, 'hsl', { ok: true, text: 'hsl(0, 100%, 50%)' }],
    [{ r: 0, g: 0, b: 0, a: 1 }, 'cmyk', { ok: false, error: `${NO_STRING_SUPPORT}: "cmyk"` }],
  ])('%j as %s', (colour, model, expected) => {
    expect(formatColour(colour, model)).toEqual(expected);
  });

  it('has the texts of the spec', () => {
    expect(NOT_HEX_ALPHA).toBe('Colour must have alpha of 1 when stringifying to hex');
    expect(NO_STRING_SUPPORT).toBe('No colour-string support for the model');
  });
});

describe('palette colour values (spec 001 §3, §5)', () => {
  it.each([
    [{ userFormat: 'hex', values: { hue: 0, saturation: 100, lightness: 50 } }, '#ff0000'],
    [{ userFormat: 'rgb', values: { hue: 240, saturation: 100, lightness: 50, alpha: 0.5 } }, 'rgba(0, 0, 255, 0.5)'],
    [{ userFormat: 'hsl', values: { hue: 360, saturation: 0, lightness: 100, alpha: 1 } }, 'hsl(0, 0%, 100%)'],
    [{ userFormat: 'hex', values: { hue: 0, saturation: 100, lightness: 50, alpha: 0.5 } }, 'rgba(255, 0, 0, 0.5)'],
  ])('%j is %s', (value, css) => {
    const result = readPaletteColour(value);
    expect(result.ok && result.css).toBe(css);
  });

  it.each([
    [{ userFormat: 'cmyk', values: { hue: 0, saturation: 0, lightness: 0 } }, `${UNKNOWN_MODEL}: "cmyk"`],
    [
      { userFormat: 'hex', values: { hue: 361, saturation: 0, lightness: 0 } },
      'values.hue: expected a number from 0 to 360, got 361',
    ],
    [
      { userFormat: 'hex', values: { hue: 0, saturation: -1, lightness: 0 } },
      'values.saturation: expected a number from 0 to 100, got -1',
    ],
    [
      { userFormat: 'hex', values: { hue: 0, saturation: 0, lightness: 101 } },
      'values.lightness: expected a number from 0 to 100, got 101',
    ],
    [
      { userFormat: 'hex', values: { hue: 0, saturation: 0, lightness: 0, alpha: 1.5 } },
      'values.alpha: expected a number from 0 to 1, got 1.5',
    ],
    [
      { userFormat: 'hex', values: { hue: '0', saturation: 0, lightness: 0 } },
      'values.hue: expected a number from 0 to 360, got "0"',
    ],
    [null, 'expected { userFormat, values }'],
  ])('%j is refused: %s', (value, error) => {
    expect(readPaletteColour(value)).toEqual({ ok: false, error });
  });

  it('names system colours as custom properties', () => {
    expect(systemColourProperty('lightAccent')).toBe('--sq-light-accent');
    expect(systemColourProperty('safeDarkAccent')).toBe('--sq-safe-dark-accent');
  });
});

describe('light and dark (spec 001 §9)', () => {
  const fallback = parseColour(SEED_COLOUR_FALLBACK);
  it.each([
    ['#000000', true, true],
    ['#ffffff', false, false],
    ['#777777', true, false],
    ['#1f5eff', true, false],
  ])('%s dark by brightness %s, by luma %s', (text, dark, darkByLuma) => {
    const colour = parseColour(text);
    expect(colour && isDark(colour)).toBe(dark);
    expect(colour && isDarkByLuma(colour)).toBe(darkByLuma);
  });

  it('the seed fallback is a light pink', () => {
    expect(fallback).toEqual({ r: 255, g: 170, b: 187, a: 1 });
  });
});
