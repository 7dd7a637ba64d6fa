import * as z from 'zod/mini';
import {
  CROP_MODES,
  DEFAULT_CDN_HOSTS,
  DEFAULT_SIZE_ADJUSTMENT,
  FIT_ALIGNMENTS,
  SIZE_FORMATS,
} from '../../lib/image-sizing/image-sizing.ts';
import { IMAGE_DATA_OPTIONS, type Rule } from '../../runtime/images/index.ts';
import { defineApi, described, event } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { imageUrl } from '../kit/element/web-address-fields/web-address-fields.ts';

const flag = (value: boolean) => z._default(z.boolean(), value);
const atLeastZero = () => z.number().check(z.minimum(0));

/** A text the image loader reads by one of its rules (spec 001 §3), described in the rule's words. */
const readBy = ([expected, read]: Rule) =>
  expecting(z.string().check(z.refine((text) => read(text) !== undefined)), expected);

export const imageApi = defineApi({
  tag: 'sq-image',
  summary: 'A responsive image: the CDN size its box needs, loaded lazily, cropped around its focal point.',
  config: z.object({
    src: described(z._default(imageUrl(), ''), 'The image address (without a size suffix).'),
    alt: described(z._default(z.string(), ''), 'Text alternative; empty for a decorative image.'),
    dimensions: described(
      z.optional(readBy(IMAGE_DATA_OPTIONS.dimensions)),
      'The natural size as WxH (e.g. 2400x1600); its box is reserved before it loads. Learned by preloading when missing.',
    ),
    focalPoint: described(
      z._default(readBy(IMAGE_DATA_OPTIONS.focalPoint), '0.5,0.5'),
      'The point kept in view when cropping, as x,y fractions of the image.',
    ),
    fixedRatio: described(
      z.optional(readBy(IMAGE_DATA_OPTIONS.fixedRatio)),
      'A box ratio (W:H) that wins over the image’s own, so the image is cropped to it.',
    ),
    load: described(
      z._default(z.enum(['true', 'false', 'viewport']), 'true'),
      'true loads; false skips loading; viewport only reserves the box.',
    ),
    lazy: described(
      flag(true),
      'Wait until the image is within 200px of the viewport; false: the page’s main picture.',
    ),
    forceUpdate: described(flag(false), 'Replace the image even with a smaller size.'),
    cropMode: described(
      z._default(z.enum(CROP_MODES as ['cover', 'contain', 'none']), 'cover'),
      'How the image fills its box.',
    ),
    fitAlignment: described(
      z.optional(z.enum(FIT_ALIGNMENTS as ['top', 'left', 'center', 'right', 'bottom'])),
      'Where a contained image sits in its box; center (with a warning) when missing.',
    ),
    sizeAdjustment: described(
      z._default(atLeastZero(), DEFAULT_SIZE_ADJUSTMENT),
      'Multiplies the width requested (a non-negative number).',
    ),
    sizeFormat: described(
      z._default(z.enum(SIZE_FORMATS as ['queryString', 'filename']), 'queryString'),
      'How a size is asked for: ?format=750w or name-750w.jpg.',
    ),
    cdnHosts: described(
      z._default(z.array(z.string()), [...DEFAULT_CDN_HOSTS]),
      'Hosts that serve sized images ("self" is the page’s own origin); none by default. An image on a host not named loads as given.',
    ),
    stretch: described(flag(false), 'Fill the element’s own height instead of keeping the image ratio.'),
    useBackgroundImage: described(flag(false), 'Draw the image as a CSS background.'),
    useAdvancedPositioning: described(
      flag(false),
      'Place the image by its size and offsets in the frame (from the crop mode and focal point) instead of object-fit.',
    ),
    allowSaveData: described(flag(true), 'Honour the visitor’s Save-Data preference (one image pixel per CSS pixel).'),
    dprMin: described(z._default(atLeastZero(), 0), 'The lowest device pixel ratio to size for.'),
    dprMax: described(z.optional(atLeastZero()), 'The highest device pixel ratio to size for.'),
  }),
  load: ['change'],
  events: {
    'sq-image-load': event<{ width: number; src: string }>(
      'The image (or a larger one) has loaded; detail.width is the width requested (one no CDN host sizes: its own).',
      '{ width: number; src: string }',
    ),
    'sq-image-error': event<{ src: string }>('The image could not be loaded.', '{ src: string }'),
  },
  slots: {},
  parts: {
    frame: 'The box that keeps the image’s ratio.',
    image: 'The image (or, in background mode, the element drawing it).',
  },
  cssProperties: {
    '--sq-image-placeholder': { description: 'Background of the box while the image loads.', default: '#f1f1f1' },
  },
});
