/**
 * Colour strings (spec 000 §5) and their texts (spec 001 §8). Hand-written
 * parsing for hex, rgb(a), hsl(a) and hwb; the CSS named colours come from
 * `color-name` (the list itself, nothing else).
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
