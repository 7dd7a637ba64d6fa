/**
 * The image loading configuration read from data attributes on the image
 * (spec 001 §3 "Image loading configuration": "read from options or from
 * data attributes on the image"). Pure: the loader hands in a reader of the
 * element's attributes and applies what comes back. One table, with a
 * rule for each attribute: a number, a boolean, one of a list, or a text of
 * its own (a pair of numbers, the load mode, the source).
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
 * How an attribute's text is read: the words for what it expects (as the
 * element warnings say it), and a reader that gives undefined for a text it
 * cannot read.
 */
type Rule = [expected: string, read: (text: string) => unknown];

/** A bare attribute (`data-stretch`) means true, as the element attributes do. */
function readBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  return value === 'false' ? false : value === '' || value === 'true' || undefined;
}

const BOOLEAN: Rule = ['true or false', readBoolean];

/** A number of 0 or more (spec 001 §5: the size adjustment is non-negative). */
const NUMBER: Rule = [
  'a number of 0 or more',
  (text) => {
    const value = text.trim() ? Number(text) : Number.NaN;
    return value >= 0 && value < Number.POSITIVE_INFINITY ? value : undefined;
  },
];

function oneOf(values: readonly string[]): Rule {
  return [
    `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`,
    (text) => values.find((value) => value === text.trim()),
  ];
}

/**
 * Every data attribute the loader reads (spec 001 §3), with its rule. The
 * spec's own names for the source, dimensions, focal point and load mode;
 * the others are `data-` and the option's attribute name on `<sq-image>`.
 * The option an attribute sets is its name after `data-` (and `image-`), in
 * camel case: `data-image-focal-point` sets `focalPoint`.
 */
export const IMAGE_DATA_ATTRIBUTES: Record<string, Rule> = {
  'data-src': ['an image address', (text) => text.trim() || undefined],
  'data-image-dimensions': ['a size as WxH', parseDimensions],
  'data-fixed-ratio': ['a ratio as W:H', ratioOf],
  'data-image-focal-point': ['x,y fractions from 0 to 1', readFocalPoint],
  'data-load': ['true, false or viewport', (text) => (text.trim() === 'viewport' ? 'viewport' : readBoolean(text))],
  'data-force-update': BOOLEAN,
  'data-crop-mode': oneOf(CROP_MODES),
  'data-size-adjustment': NUMBER,
  'data-size-format': oneOf(SIZE_FORMATS),
  'data-stretch': BOOLEAN,
  'data-use-background-image': BOOLEAN,
  'data-use-advanced-positioning': BOOLEAN,
  'data-allow-save-data': BOOLEAN,
  'data-dpr-min': NUMBER,
  'data-dpr-max': NUMBER,
  'data-fit-alignment': oneOf(FIT_ALIGNMENTS),
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
  for (const [name, [expected, read]] of Object.entries(IMAGE_DATA_ATTRIBUTES)) {
    const text = attribute(name);
    if (text === null) continue;
    const value = read(text);
    if (value === undefined) problems.push({ attribute: name, value: text, expected });
    else options[optionOf(name)] = value;
  }
  return { options: options as ImageAttributeOptions, problems };
}

/** The console text for an attribute that could not be read, in the words of the element warnings. */
export function formatAttributeProblem(problem: AttributeProblem): string {
  return `${problem.attribute}: expected ${problem.expected}, got ${JSON.stringify(problem.value)}; ignored`;
}
