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
} from '../../lib/image-sizing/image-sizing.ts';

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

/**
 * How an attribute's text is read: the words for what it expects (as the
 * element warnings say it), and a reader that gives undefined for a text it
 * cannot read.
 */
export type Rule = [expected: string, read: (text: string) => unknown];

/** A bare attribute (`data-stretch`) means true, as the element attributes do. */
function readBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  return value === 'false' ? false : value === '' || value === 'true' || undefined;
}

const BOOLEAN: Rule = ['true or false', readBoolean];

/** A load mode: true, false (a bare attribute is true) or viewport (spec 001 §4). */
export function readLoadMode(text: string): LoadMode | undefined {
  return text.trim() === 'viewport' ? 'viewport' : readBoolean(text);
}

/** A number of 0 or more (spec 001 §5: the size adjustment is non-negative). */
const NUMBER: Rule = [
  'a number of 0 or more',
  (text) => {
    const value = Number(text);
    return text.trim() && value >= 0 && value < Number.POSITIVE_INFINITY ? value : undefined;
  },
];

function oneOf(values: readonly string[]): Rule {
  return [
    `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`,
    (text) => values.find((value) => value === text.trim()),
  ];
}

/**
 * Every option the data attributes set (spec 001 §3), with its rule. Its
 * attribute is `data-` and the option's attribute name on `<sq-image>`, but
 * for the spec's own `data-image-dimensions` and `data-image-focal-point`.
 */
export const IMAGE_DATA_OPTIONS = {
  src: ['an image address', (text) => text.trim() || undefined],
  dimensions: ['a size as WxH', parseDimensions],
  fixedRatio: ['a ratio as W:H', ratioOf],
  focalPoint: ['x,y fractions from 0 to 1', readFocalPoint],
  load: ['true, false or viewport', readLoadMode],
  forceUpdate: BOOLEAN,
  cropMode: oneOf(CROP_MODES),
  sizeAdjustment: NUMBER,
  sizeFormat: oneOf(SIZE_FORMATS),
  stretch: BOOLEAN,
  useBackgroundImage: BOOLEAN,
  useAdvancedPositioning: BOOLEAN,
  allowSaveData: BOOLEAN,
  dprMin: NUMBER,
  dprMax: NUMBER,
  fitAlignment: oneOf(FIT_ALIGNMENTS),
} satisfies Record<string, Rule>;

/** The data attribute that sets an option: `focalPoint` -> `data-image-focal-point`. */
export function attributeOf(option: string): string {
  const name = option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `data-${option === 'dimensions' || option === 'focalPoint' ? 'image-' : ''}${name}`;
}

/**
 * Reads the image's data attributes (`attribute(name)` gives an attribute's
 * text, or null when absent): the options they set. A value that cannot be
 * read sets nothing, and `problem` is told why, as the warning says it.
 */
export function readImageAttributes(
  attribute: (name: string) => string | null,
  problem: (warning: string) => void,
): ImageAttributeOptions {
  const options: Record<string, unknown> = {};
  for (const [option, [expected, read]] of Object.entries(IMAGE_DATA_OPTIONS)) {
    const name = attributeOf(option);
    const text = attribute(name);
    if (text === null) continue;
    const value = read(text);
    if (value === undefined) problem(`${name}: expected ${expected}, got ${JSON.stringify(text)}; ignored`);
    else options[option] = value;
  }
  return options;
}
