import * as z from 'zod/mini';
import { DEFAULT_CDN_HOSTS } from '../../lib/image-sizing/image-sizing.ts';
import { defineApi, described, event } from '../kit/element/api.ts';
import { DEFAULT_TITLE } from './lightbox.logic.ts';

/** How the lightbox was closed. */
export type LightboxCloseReason = 'close-button' | 'escape' | 'outside' | 'back' | 'swipe';

const dimensions = z.object({
  width: z.number().check(z.minimum(1)),
  height: z.number().check(z.minimum(1)),
});

/** One item of the set (spec 001 §3 "Lightbox set item": the content, an image, and its meta). */
export const lightboxItem = z.object({
  src: described(z.string(), "The image's address."),
  alt: described(z.optional(z.string()), "The image's text alternative."),
  id: described(z.optional(z.string()), 'The id that names the item in the address (#itemId=...).'),
  url: described(
    z.optional(z.string()),
    "The item's own address: its last segment names the item in the address, before its id.",
  ),
  videoHtml: described(
    z.optional(z.string()),
    "A video item's embed code (as <sq-video>'s html): the video plays in the lightbox, src is its poster.",
  ),
  dimensions: described(
    z.optional(dimensions),
    "The image's natural size, when known: its box is drawn at that ratio before it loads.",
  ),
  title: described(z.optional(z.string()), 'The caption title.'),
  description: described(z.optional(z.string()), 'The caption text.'),
});

export const lightboxApi = defineApi({
  tag: 'sq-lightbox',
  summary:
    'A full-window viewer for a set of images: opened by a gallery, by script or by links; the address carries the item, so back closes it and a copied address opens it.',
  config: z.object({
    theme: described(
      z._default(z.enum(['dark', 'light']), 'dark'),
      'The overlay: dark or light. A gallery asks for its own.',
    ),
    label: described(
      z._default(z.string(), DEFAULT_TITLE),
      "The dialog's title, which names it (`label`: an element's `title` is the browser's tooltip).",
    ),
    history: described(
      z._default(z.boolean(), true),
      'Put the item in the address while open (#itemId=...): back closes the lightbox, and an address naming an item opens it on load.',
    ),
    cdnHosts: described(
      z._default(z.array(z.string()), [...DEFAULT_CDN_HOSTS]),
      'Hosts that serve sized pictures ("self" is the page’s own origin); others show as given. A gallery names its own.',
    ),
    items: described(
      z.optional(z.array(lightboxItem)),
      'A set of its own: what an address naming one of them opens on load, and what open() shows when given none.',
    ),
  }),
  load: ['interaction', 'change', 'sq-lightbox-request'],
  events: {
    'sq-open': event<{ index: number }>('The lightbox opened on the item at index.', '{ index: number }'),
    'sq-slide-change': event<{ index: number; previousIndex: number }>(
      'Another item is shown.',
      '{ index: number; previousIndex: number }',
    ),
    'sq-close': event<{ reason: LightboxCloseReason }>(
      'The lightbox closed.',
      "{ reason: 'close-button' | 'escape' | 'outside' | 'back' | 'swipe' }",
    ),
  },
  slots: {},
  parts: {
    dialog: 'The modal dialog, the whole window.',
    overlay: 'The overlay behind the image, dark or light.',
    title: "The dialog's title.",
    stage: 'The space the image is shown in.',
    frame: "The image's box: the image's ratio when its size is known, else the whole stage.",
    image: 'The image.',
    caption: "The item's title and description.",
    position: 'Which image of how many is shown.',
    'close-button': 'The Close button.',
    'previous-button': 'The Previous image button (more than one item).',
    'next-button': 'The Next image button (more than one item).',
    'caption-toggle': 'Shows or hides the caption, on mobile widths.',
  },
  cssProperties: {
    '--sq-lightbox-background': {
      description: 'Colour of the overlay (shown at opacity 0.95).',
      default: '#000 (dark), #fff (light)',
    },
    '--sq-lightbox-color': { description: 'Colour of the text and controls.', default: '#fff (dark), #111 (light)' },
  },
});
