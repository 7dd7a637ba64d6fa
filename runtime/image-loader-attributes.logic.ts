/**
 * The image loading configuration read from data attributes on the image
 * (spec 001 §3 "Image loading configuration": "read from options or from
 * data attributes on the image"). Pure: the loader hands in a reader of the
 * element's attributes and applies what comes back.
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
  background?: boolean;
  advancedPositioning?: boolean;
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

/** One attribute: its name on the image and how its text is read (undefined when unreadable). */
interface AttributeRule<K extends keyof ImageAttributeOptions> {
  attribute: string;
  expected: string;
  read: (text: string) => ImageAttributeOptions[K] | undefined;
}

const SIZE_FORMATS: readonly SizeFormat[] = ['queryString', 'filename'];

/** A bare attribute (`data-stretch`) means true, as the element attributes do. */
function readBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A number of zero or more (spec 001 §5: the size adjustment is non-negative). */
function readNonNegative(text: string): number | undefined {
  if (!text.trim()) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readOneOf<T extends string>(values: readonly T[]) {
  return (text: string): T | undefined => values.find((value) => value === text.trim());
}

/** 'x,y' fractions, each from 0 to 1 (spec 001 §3: the focal point). */
export function readFocalPoint(text: string): FocalPoint | undefined {
  const match = /^\s*(\d*\.?\d+)\s*,\s*(\d*\.?\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return x <= 1 && y <= 1 ? { x, y } : undefined;
}

function readLoad(text: string): LoadMode | undefined {
  const value = text.trim();
  if (value === 'viewport') return 'viewport';
  return readBoolean(value);
}

const BOOLEAN = 'true or false';
const NON_NEGATIVE = 'a number of 0 or more';
const quoted = (values: readonly string[]) => `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`;

/**
 * Every data attribute the loader reads, by option (spec 001 §3). The
 * spec's own names for the source, dimensions, focal point and load mode;
 * the others are `data-` and the option's attribute name on `<sq-image>`.
 */
export const IMAGE_DATA_ATTRIBUTES: { [K in keyof ImageAttributeOptions]-?: AttributeRule<K> } = {
  src: { attribute: 'data-src', expected: 'an image address', read: (text) => text.trim() || undefined },
  dimensions: { attribute: 'data-image-dimensions', expected: 'a size as WxH', read: parseDimensions },
  fixedRatio: { attribute: 'data-fixed-ratio', expected: 'a ratio as W:H', read: ratioOf },
  focalPoint: { attribute: 'data-image-focal-point', expected: 'x,y fractions from 0 to 1', read: readFocalPoint },
  load: { attribute: 'data-load', expected: 'true, false or viewport', read: readLoad },
  forceUpdate: { attribute: 'data-force-update', expected: BOOLEAN, read: readBoolean },
  cropMode: { attribute: 'data-crop-mode', expected: quoted(CROP_MODES), read: readOneOf(CROP_MODES) },
  sizeAdjustment: { attribute: 'data-size-adjustment', expected: NON_NEGATIVE, read: readNonNegative },
  sizeFormat: { attribute: 'data-size-format', expected: quoted(SIZE_FORMATS), read: readOneOf(SIZE_FORMATS) },
  stretch: { attribute: 'data-stretch', expected: BOOLEAN, read: readBoolean },
  background: { attribute: 'data-use-background-image', expected: BOOLEAN, read: readBoolean },
  advancedPositioning: { attribute: 'data-use-advanced-positioning', expected: BOOLEAN, read: readBoolean },
  allowSaveData: { attribute: 'data-allow-save-data', expected: BOOLEAN, read: readBoolean },
  dprMin: { attribute: 'data-dpr-min', expected: NON_NEGATIVE, read: readNonNegative },
  dprMax: { attribute: 'data-dpr-max', expected: NON_NEGATIVE, read: readNonNegative },
  fitAlignment: { attribute: 'data-fit-alignment', expected: quoted(FIT_ALIGNMENTS), read: readOneOf(FIT_ALIGNMENTS) },
};

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
  for (const [option, rule] of Object.entries(IMAGE_DATA_ATTRIBUTES) as [
    keyof ImageAttributeOptions,
    AttributeRule<keyof ImageAttributeOptions>,
  ][]) {
    const text = attribute(rule.attribute);
    if (text === null) continue;
    const value = rule.read(text);
    if (value === undefined) problems.push({ attribute: rule.attribute, value: text, expected: rule.expected });
    else options[option] = value;
  }
  return { options: options as ImageAttributeOptions, problems };
}

/** The console text for an attribute that could not be read, in the words of the element warnings. */
export function formatAttributeProblem(problem: AttributeProblem): string {
  return `${problem.attribute}: expected ${problem.expected}, got ${JSON.stringify(problem.value)}; ignored`;
}
