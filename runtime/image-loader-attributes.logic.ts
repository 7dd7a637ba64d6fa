/**
 * The image loading configuration read from data attributes on the image
 * (spec 001 §3 "Image loading configuration": "read from options or from
 * data attributes on the image"). Pure: the loader hands in a reader of the
 * element's attributes and applies what comes back. One table, and one
 * reader for each kind of value: a number, a boolean, one of a list, or a
 * text of its own (a pair of numbers, the load mode, the source).
 */
import {
  CROP_MODES,
  type CropMode,
  type Dimensions,
  FIT_ALIGNMENTS,
  type FitAlignment,
  type FocalPoint,
  type LoadMode,
  parseDimensions,
  ratioOf,
  readFocalPoint,
  SIZE_FORMATS,
  type SizeFormat,
} from './image-loader.logic.ts';

/** The options the data attributes can set, under the loader's own names. */
export interface ImageAttributeOptions {
  src?: string;
  dimensions?: Dimensions;
  fixedRatio?: number;
  focalPoint?: FocalPoint;
  load?: LoadMode;
  forceUpdate?: boolean;
  cropMode?: CropMode;
  sizeAdjustment?: number;
  sizeFormat?: SizeFormat;
  stretch?: boolean;
  useBackgroundImage?: boolean;
  useAdvancedPositioning?: boolean;
  allowSaveData?: boolean;
  dprMin?: number;
  dprMax?: number;
  fitAlignment?: FitAlignment;
}

/** A data attribute whose value could not be read: it is ignored, with a warning. */
export interface AttributeProblem {
  attribute: string;
  value: string;
  expected: string;
}

/**
 * How an attribute's text is read: a number of 0 or more (spec 001 §5: the
 * size adjustment is non-negative), true or false (bare means true, as the
 * element attributes do), one of a list, or its own reader with the words
 * for what it expects. A reader gives undefined for a text it cannot read.
 */
type Kind = 'number' | 'boolean' | readonly string[] | [expected: string, read: (text: string) => unknown];

/** A bare attribute (`data-stretch`) means true. */
function readBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  return value === 'false' ? false : value === '' || value === 'true' || undefined;
}

function read(kind: Kind, text: string): unknown {
  if (kind === 'boolean') return readBoolean(text);
  if (kind === 'number') {
    const value = text.trim() ? Number(text) : Number.NaN;
    return value >= 0 && value < Number.POSITIVE_INFINITY ? value : undefined;
  }
  if (typeof kind[1] === 'function') return kind[1](text);
  return kind.find((value) => value === text.trim());
}

/** What a kind expects, in the words of the element warnings. */
export function expectedOf(kind: Kind): string {
  if (kind === 'boolean') return 'true or false';
  if (kind === 'number') return 'a number of 0 or more';
  if (typeof kind[1] === 'function') return kind[0] as string;
  return `one of ${kind.map((value) => JSON.stringify(value)).join(', ')}`;
}

/**
 * Every data attribute the loader reads (spec 001 §3), with its kind. The
 * spec's own names for the source, dimensions, focal point and load mode;
 * the others are `data-` and the option's attribute name on `<sq-image>`.
 * The option an attribute sets is its name after `data-` (and `image-`), in
 * camel case: `data-image-focal-point` sets `focalPoint`.
 */
export const IMAGE_DATA_ATTRIBUTES: Record<string, Kind> = {
  'data-src': ['an image address', (text) => text.trim() || undefined],
  'data-image-dimensions': ['a size as WxH', parseDimensions],
  'data-fixed-ratio': ['a ratio as W:H', ratioOf],
  'data-image-focal-point': ['x,y fractions from 0 to 1', readFocalPoint],
  'data-load': ['true, false or viewport', (text) => (text.trim() === 'viewport' ? 'viewport' : readBoolean(text))],
  'data-force-update': 'boolean',
  'data-crop-mode': CROP_MODES,
  'data-size-adjustment': 'number',
  'data-size-format': SIZE_FORMATS,
  'data-stretch': 'boolean',
  'data-use-background-image': 'boolean',
  'data-use-advanced-positioning': 'boolean',
  'data-allow-save-data': 'boolean',
  'data-dpr-min': 'number',
  'data-dpr-max': 'number',
  'data-fit-alignment': FIT_ALIGNMENTS,
};

/** The option a data attribute sets: `data-image-focal-point` -> `focalPoint`. */
export function optionOf(attribute: string): string {
  return attribute.replace(/^data-(image-)?/, '').replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Reads the image's data attributes (`attribute(name)` gives an attribute's
 * text, or null when absent): the options they set, and the values that
 * could not be read, which set nothing.
 */
export function readImageAttributes(attribute: (name: string) => string | null): {
  options: ImageAttributeOptions;
  problems: AttributeProblem[];
} {
  const options: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  for (const [name, kind] of Object.entries(IMAGE_DATA_ATTRIBUTES)) {
    const text = attribute(name);
    if (text === null) continue;
    const value = read(kind, text);
    if (value === undefined) problems.push({ attribute: name, value: text, expected: expectedOf(kind) });
    else options[optionOf(name)] = value;
  }
  return { options: options as ImageAttributeOptions, problems };
}

/** The console text for an attribute that could not be read, in the words of the element warnings. */
export function formatAttributeProblem(problem: AttributeProblem): string {
  return `${problem.attribute}: expected ${problem.expected}, got ${JSON.stringify(problem.value)}; ignored`;
}
