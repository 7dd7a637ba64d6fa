/**
 * Colour strings (spec 000 §5) and palette colour values (spec 001 §3, §5,
 * §8, §9). Hand-written parsing for hex, rgb(a), hsl(a) and hwb; the CSS
 * named colours come from `color-name` (the list itself, nothing else).
 */
import namedColours from 'color-name';

/** A colour as red, green, blue (0-255) and alpha (0-1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The model a colour string is written in. */
export type ColourModel = 'hex' | 'rgb' | 'hsl' | 'hwb' | 'named';

/** Console messages (spec 001 §8). */
export const NOT_HEX_ALPHA = 'Colour must have alpha of 1 when stringifying to hex';
export const UNKNOWN_MODEL = 'Could not determine the colour model';
export const NO_STRING_SUPPORT = 'No colour-string support for the model';

/** The seed colour id (spec 001 §9). */
export const SEED_COLOUR_ID = 'accent';
/** The seed colour's fallback (spec 001 §9). */
export const SEED_COLOUR_FALLBACK = '#FFAABB';
/** A colour is dark below this luma, 0-1 (spec 001 §9). */
export const LUMA_THRESHOLD = 0.34;
/** A colour is dark below 0.65 of 256 on the weighted brightness (spec 001 §9). */
export const DARK_BRIGHTNESS_THRESHOLD = 0.65 * 256;

/** The palette's system colour ids (spec 001 §3). */
export const SYSTEM_COLOUR_IDS = [
  'white',
  'black',
  'accent',
  'lightAccent',
  'darkAccent',
  'safeAccent',
  'safeLightAccent',
  'safeDarkAccent',
] as const;
/** One of the palette's system colour ids. */
export type SystemColourId = (typeof SYSTEM_COLOUR_IDS)[number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;

/** Which model a colour string is written in, or null. */
export function colourModel(text: string): ColourModel | null {
  const value = text.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value)) return 'hex';
  const fn = /^(rgba?|hsla?|hwb)\(/.exec(value)?.[1];
  if (fn) return fn.startsWith('rgb') ? 'rgb' : fn.startsWith('hsl') ? 'hsl' : 'hwb';
  if (value === 'transparent' || value in namedColours) return 'named';
  return null;
}

/** The numbers inside `fn(...)`: commas or spaces, with an optional `/ alpha`. */
function readArguments(value: string): { parts: string[]; alpha: string | undefined } | null {
  const inner = /^[a-z]+\(([^)]*)\)$/.exec(value)?.[1];
  if (inner === undefined) return null;
  const [main = '', slashAlpha, extra] = inner.split('/');
  if (extra !== undefined) return null;
  const parts = main
    .trim()
    .split(main.includes(',') ? /\s*,\s*/ : /\s+/)
    .filter(Boolean);
  const token = new RegExp(`^${NUMBER}(?:%|deg)?$`, 'i');
  const all = slashAlpha === undefined ? parts : [...parts, slashAlpha.trim()];
  if (!all.every((part) => token.test(part))) return null;
  if (slashAlpha !== undefined) return parts.length === 3 ? { parts, alpha: slashAlpha.trim() } : null;
  if (parts.length === 4) return { parts: parts.slice(0, 3), alpha: parts[3] };
  return parts.length === 3 ? { parts, alpha: undefined } : null;
}

const alphaOf = (text: string | undefined) =>
  text === undefined ? 1 : clamp(text.endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text), 0, 1);
const percentOf = (text: string) => clamp(Number.parseFloat(text), 0, 100) / 100;
const hueOf = (text: string) => (((Number.parseFloat(text) % 360) + 360) % 360) / 360;

/** Parses a colour string (spec 000 §5); channels clamped to 0-255 and alpha to 0-1. Null when unreadable. */
export function parseColour(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  switch (colourModel(value)) {
    case 'hex': {
      const digits = value.length === 4 ? [...value.slice(1)].map((d) => d + d).join('') : value.slice(1);
      const n = Number.parseInt(digits, 16);
      return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
    }
    case 'named': {
      if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
      const [r, g, b] = namedColours[value] as [number, number, number];
      return { r, g, b, a: 1 };
    }
    case 'rgb': {
      const args = readArguments(value);
      if (!args) return null;
      const [r, g, b] = args.parts.map((part) =>
        Math.round(clamp(part.endsWith('%') ? (Number.parseFloat(part) * 255) / 100 : Number.parseFloat(part), 0, 255)),
      ) as [number, number, number];
      return { r, g, b, a: alphaOf(args.alpha) };
    }
    case 'hsl': {
      const args = readArguments(value);
      if (!args) return null;
      const [h, s, l] = args.parts as [string, string, string];
      return { ...hslToRgb(hueOf(h), percentOf(s), percentOf(l)), a: alphaOf(args.alpha) };
    }
    case 'hwb': {
      const args = readArguments(value);
      if (!args) return null;
      const [h, w, k] = args.parts as [string, string, string];
      return { ...hwbToRgb(hueOf(h), percentOf(w), percentOf(k)), a: alphaOf(args.alpha) };
    }
    case null:
      return null;
  }
}

/** Reads a colour string, or says why not (spec 001 §8). */
export function readColour(text: string): { ok: true; colour: Rgba } | { ok: false; error: string } {
  const colour = parseColour(text);
  return colour ? { ok: true, colour } : { ok: false, error: `${UNKNOWN_MODEL}: ${JSON.stringify(text)}` };
}

/** Writes a colour as a string of a model; hex needs alpha 1 (spec 001 §8). */
export function formatColour(colour: Rgba, model: string): { ok: true; text: string } | { ok: false; error: string } {
  const { r, g, b, a } = colour;
  switch (model) {
    case 'hex':
      if (a !== 1) return { ok: false, error: NOT_HEX_ALPHA };
      return { ok: true, text: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}` };
    case 'rgb':
      return { ok: true, text: a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})` };
    case 'hsl': {
      const { h, s, l } = rgbToHsl(colour);
      return { ok: true, text: a === 1 ? `hsl(${h}, ${s}%, ${l}%)` : `hsla(${h}, ${s}%, ${l}%, ${a})` };
    }
    default:
      return { ok: false, error: `${NO_STRING_SUPPORT}: ${JSON.stringify(model)}` };
  }
}

/** A palette colour value (spec 001 §3). */
export interface PaletteColour {
  userFormat: string;
  values: { hue: number; saturation: number; lightness: number; alpha?: number };
}

/** The formats a palette colour may be shown in (spec 001 §3). */
export const PALETTE_FORMATS = ['hex', 'hsl', 'rgb'] as const;

/**
 * Checks a palette colour (spec 001 §5): hue 0-360, saturation and lightness
 * 0-100, alpha 0-1 (default 1), a known format. Gives its CSS text in the
 * user's format, or the first problem.
 */
export function readPaletteColour(
  value: unknown,
): { ok: true; css: string; colour: Rgba } | { ok: false; error: string } {
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'expected { userFormat, values }' };
  const { userFormat, values } = value as Partial<PaletteColour>;
  if (!(PALETTE_FORMATS as readonly unknown[]).includes(userFormat)) {
    return { ok: false, error: `${UNKNOWN_MODEL}: ${JSON.stringify(userFormat)}` };
  }
  if (typeof values !== 'object' || values === null) return { ok: false, error: 'values: expected an object' };
  const { hue, saturation, lightness, alpha = 1 } = values;
  const ranges: [string, unknown, number, number][] = [
    ['hue', hue, 0, 360],
    ['saturation', saturation, 0, 100],
    ['lightness', lightness, 0, 100],
    ['alpha', alpha, 0, 1],
  ];
  for (const [name, number, min, max] of ranges) {
    if (typeof number !== 'number' || !(number >= min && number <= max)) {
      return {
        ok: false,
        error: `values.${name}: expected a number from ${min} to ${max}, got ${JSON.stringify(number)}`,
      };
    }
  }
  const colour = {
    ...hslToRgb(((hue as number) % 360) / 360, (saturation as number) / 100, (lightness as number) / 100),
    a: alpha,
  };
  const format = userFormat === 'hex' && alpha !== 1 ? 'rgb' : (userFormat as string);
  const text = formatColour(colour, format);
  return text.ok ? { ok: true, css: text.text, colour } : { ok: false, error: text.error };
}

/** The CSS custom property of a system colour id: `lightAccent` -> `--sq-light-accent`. */
export function systemColourProperty(id: SystemColourId): string {
  return `--sq-${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Relative luma (0-1) of a colour, Rec. 709 weights on gamma-encoded channels. */
export function luma({ r, g, b }: Rgba): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Whether text on this colour should be light: luma under the threshold (spec 001 §9). */
export function isDarkByLuma(colour: Rgba): boolean {
  return luma(colour) < LUMA_THRESHOLD;
}

/** The dark-colour test: weighted brightness under 0.65 of 256 (spec 001 §9). */
export function isDark({ r, g, b }: Rgba): boolean {
  return (r * 299 + g * 587 + b * 114) / 1000 < DARK_BRIGHTNESS_THRESHOLD;
}

function hslToRgb(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const amount = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

function hwbToRgb(h: number, white: number, black: number): Omit<Rgba, 'a'> {
  if (white + black >= 1) {
    const grey = Math.round((255 * white) / (white + black));
    return { r: grey, g: grey, b: grey };
  }
  const base = hslToRgb(h, 1, 0.5);
  const mix = (channel: number) => Math.round((channel / 255) * (1 - white - black) * 255 + white * 255);
  return { r: mix(base.r), g: mix(base.g), b: mix(base.b) };
}

function rgbToHsl({ r, g, b }: Rgba): { h: number; s: number; l: number } {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === red) h = ((green - blue) / d) % 6;
    else if (max === green) h = (blue - red) / d + 2;
    else h = (red - green) / d + 4;
  }
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  return { h: Math.round((((h * 60) % 360) + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100) };
}
