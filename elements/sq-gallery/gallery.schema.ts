import * as z from 'zod/mini';
import { CROP_MODES, FIT_ALIGNMENTS, SIZE_FORMATS } from '../../lib/image-sizing/image-sizing.ts';
import { defineApi, described, event, named } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { CAROUSEL_SLIDES_PER_ROW } from './designs/carousel.logic.ts';
import { DESIGN_NAMES, GRID_GUTTER } from './designs/designs.logic.ts';
import {
  AUTO_COLUMN_WIDTH,
  AUTO_GUTTER,
  GRID_SLIDES_PER_ROW,
  parseColumnWidth,
  SLIDES_PER_ROW_MAX,
} from './designs/grid.logic.ts';
import { LIST_IMAGE_SIZE } from './designs/list.logic.ts';
import { BOUNDARIES } from './designs/new-swipe.logic.ts';
import { AUTO_ROW_HEIGHT, AUTO_ROWS_GUTTER } from './designs/rows.logic.ts';
import { SLIDESHOW_TRANSITION, SLIDESHOW_TRANSITIONS } from './designs/slideshow.logic.ts';
import { ARROW_LEFT, ARROW_RIGHT } from './gallery.logic.ts';
import type { Slide } from './slide.logic.ts';

/** A yes/no field and its default. */
const flag = (value: boolean) => z._default(z.boolean(), value);
/** A size in px (or seconds, percent) that may not be negative; none by default. */
const size = () => z.optional(z.number().check(z.minimum(0)));

/** One slide given in the config instead of the light DOM. */
const item = z.object({
  src: z.string(),
  alt: z.optional(z.string()),
  id: z.optional(z.string()),
  type: z.optional(z.enum(['image', 'video'])),
  url: z.optional(z.string()),
  clickThroughUrl: z.optional(z.string()),
  dimensions: z.optional(z.string()),
  focalPoint: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  videoHtml: z.optional(z.string()),
});

/** An entry of `items` in the config, as the block data has it. */
export type SlideItem = z.output<typeof item>;

/** Image loading options for every slide (spec 001 §3 "Image loading configuration"). */
const loaderOptions = z.object({
  cropMode: z.optional(z.enum(CROP_MODES as ['cover', 'contain', 'none'])),
  fitAlignment: z.optional(z.enum(FIT_ALIGNMENTS as ['top', 'left', 'center', 'right', 'bottom'])),
  sizeAdjustment: size(),
  sizeFormat: z.optional(z.enum(SIZE_FORMATS as ['queryString', 'filename'])),
  // Hosts that serve sized images ('self' is the page's own origin); none when not given: every image loads as given.
  cdnHosts: z.optional(z.array(z.string())),
  allowSaveData: z.optional(z.boolean()),
  dprMin: size(),
  dprMax: size(),
});

/** A number within a range; checked by one refinement, so zod's less-than check stays out of the bundle. */
const within = (min: number, max: number, whole = false) =>
  expecting(
    z.number().check(z.refine((value) => value >= min && value <= max && (!whole || Number.isInteger(value)))),
    `${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`,
  );

export const galleryApi = defineApi({
  tag: 'sq-gallery',
  summary:
    'A gallery of images in a grid, auto-grid, masonry columns, justified rows, a list, a carousel, a slideshow, a strip or a swipe.',
  config: z.object({
    // Gallery block data (spec 001 §3).
    design: described(
      // Any text: a name read in any case, one the product does not have warned about in the spec's words.
      z._default(named(z.string(), DESIGN_NAMES), 'grid'),
      'The layout, in any case: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow (stacked), strip (slider), swipe or new-swipe.',
    ),
    imageAspectRatio: described(
      z.optional(z.string()),
      "Tile ratio as W:H (e.g. 4:3) or 'Auto' for each image's own; grid and auto-grid are square by default.",
    ),
    slidesPerRow: described(
      z.optional(within(1, SLIDES_PER_ROW_MAX, true)),
      `Slides per row in the grid (${GRID_SLIDES_PER_ROW} by default) and the carousel (${CAROUSEL_SLIDES_PER_ROW}).`,
    ),
    lightbox: described(flag(true), 'Clicking a slide asks for the lightbox (sq-lightbox-request).'),
    lightboxTheme: described(z._default(z.enum(['dark', 'light']), 'dark'), 'The lightbox overlay: dark or light.'),
    mixedContent: described(flag(false), 'The gallery mixes images and videos.'),
    columnWidth: described(
      z.optional(
        expecting(
          z.union([z.number(), z.string()]).check(z.refine((value) => parseColumnWidth(value) !== undefined)),
          'a number above 0',
        ),
      ),
      `Target column width in px for auto-grid and auto-columns (${AUTO_COLUMN_WIDTH} by default); a string is read as an integer.`,
    ),
    gutter: described(
      size(),
      `Space between tiles in px (grid ${GRID_GUTTER}, auto-grid and auto-columns ${AUTO_GUTTER}, auto-rows ${AUTO_ROWS_GUTTER}).`,
    ),
    listImageSize: described(
      z.optional(within(10, 100)),
      `The image’s share of a list row, in percent (${LIST_IMAGE_SIZE} by default).`,
    ),
    thumbnailsPerRow: described(
      z.optional(within(1, 20, true)),
      'Thumbnails the strip’s width holds (slideshow thumbnails); each its image’s ratio at the strip height when not given.',
    ),
    thumbnailStripHeight: described(size(), 'Height of the slideshow’s thumbnail strip, px (80).'),
    thumbnailStripMargin: described(size(), 'Space between the slideshow and its thumbnail strip, px (10).'),
    thumbnails: described(flag(false), 'Show a thumbnail strip under the slideshow, kept on its slide both ways.'),
    autoplay: described(flag(false), 'Advance on a timer (carousel, slideshow, strip, swipe designs).'),
    autoplayDuration: described(
      z._default(z.number().check(z.minimum(0)), 5),
      'Seconds per slide when autoplay is on.',
    ),
    activeAlignment: described(
      z._default(z.enum(['left', 'center', 'right']), 'center'),
      'Where the strip’s active slide sits: left (start), center (middle) or right (end).',
    ),
    autoCrop: described(flag(true), 'Crop images to fill their tiles.'),
    squareThumbs: described(flag(false), 'Square thumbnails (else each image’s own ratio, a video’s 16:9).'),
    vSize: described(size(), 'Height of the slideshow and the strip, in percent of their width (strip: 50).'),
    padding: described(size(), 'The space between the thumbnails in px, at most 5 (5 when not given).'),
    metaPosition: described(
      z.optional(z.enum(['top', 'bottom', 'left', 'right', 'overlay'])),
      'Where titles and descriptions sit (list: right by default).',
    ),
    // Gallery attributes (spec 001 §3).
    currentIndex: described(z._default(z.number().check(z.int()), 0), 'The current slide; wraps at both ends.'),
    keyboard: described(flag(true), 'Arrow keys move between slides while the gallery is in view.'),
    keys: described(
      z._default(
        expecting(z.array(z.number()).check(z.refine((keys) => keys.length === 2)), 'two key codes, [previous, next]'),
        [ARROW_LEFT, ARROW_RIGHT],
      ),
      'Key codes for previous and next ([37, 39]).',
    ),
    loop: described(flag(false), 'Next at the end goes to the first, previous at the start to the last.'),
    lazyLoad: described(flag(true), 'Load images only within 200px of the viewport.'),
    linkedGalleries: described(
      z.optional(z.string()),
      'A selector of galleries kept on the same slide (a thumbnail strip, say); none moves while one does.',
    ),
    historyHash: described(
      flag(false),
      'Track the current slide in the address’s itemId (the moving designs; off in the backend editor).',
    ),
    refreshOnResize: described(flag(true), 'Lay out again when the gallery’s width changes.'),
    refreshOnOrientationChange: described(
      flag(true),
      'Lay out again when the device turns, even with refreshOnResize off.',
    ),
    autoplayOptions: described(
      z._default(
        z.object({
          randomize: z.optional(z.boolean()),
          timeout: size(),
          pauseOnMouseover: z.optional(z.array(z.string())),
        }),
        {},
      ),
      'Autoplay options (carousel, slideshow, strip, swipe designs): randomize, timeout in ms (5000); pauseOnMouseover: given, the mouse over the gallery, or over the page’s elements its selectors name, pauses autoplay.',
    ),
    inMotion: described(
      flag(true),
      'Slides move with animation; false changes them at once, with no hover zoom, and keeps autoplay off.',
    ),
    numberOfSlides: described(
      z.optional(
        expecting(
          z.number().check(z.refine((value) => Number.isInteger(value) && value >= 1)),
          'a whole number from 1',
        ),
      ),
      'Shows only the first this many slides (all by default).',
    ),
    designOptions: described(
      z._default(
        z.object({
          rowHeight: z.optional(z.number().check(z.minimum(1))),
          columnRounding: z.optional(z.enum(['floor', 'ceil'])),
          // Checked by the slideshow's chunk (spec 001 §8 "Could not find transition named").
          transition: z.optional(named(z.string(), SLIDESHOW_TRANSITIONS)),
          clickBehaviour: z.optional(z.enum(['next', 'previous', 'halves'])),
          activeClick: z.optional(z.enum(['next', 'previous', 'none'])),
          // New-swipe's: checked by its own chunk (spec 001 §5), not by the gallery's.
          boundaries: z.optional(named(z.string(), BOUNDARIES)),
          snapPoints: z.optional(z.string()),
        }),
        {},
      ),
      `Per-design options: rowHeight for auto-rows (${AUTO_ROW_HEIGHT}), columnRounding floor or ceil for auto columns; the slideshow’s transition (${SLIDESHOW_TRANSITION}) and clickBehaviour (next, previous, halves); what clicking the strip’s active slide does, activeClick (next, previous, none); boundaries and snapPoints for new-swipe.`,
    ),
    loaderOptions: described(z._default(loaderOptions, {}), 'Image loading options for every slide.'),
    items: described(z.optional(z.array(item)), 'Slides given as data instead of light-DOM images.'),
    // Async blocks (spec 001 §7): the platform renders the block's slides after the page loads.
    asyncRendering: described(
      flag(false),
      'Gets the block’s slides from the platform, the gallery’s id (block-…) naming the block.',
    ),
  }),
  load: ['interaction', 'visible', 'change'],
  events: {
    'sq-slide-change': event<{
      index: number;
      previousIndex: number;
      slideId: string;
      direction: 'forward' | 'reverse';
    }>(
      'The current slide changed.',
      "{ index: number; previousIndex: number; slideId: string; direction: 'forward' | 'reverse' }",
    ),
    'sq-reached-end': event<{ index: number }>('Next was asked at the last slide with loop off.', '{ index: number }'),
    'sq-reached-beginning': event<{ index: number }>(
      'Previous was asked at the first slide with loop off.',
      '{ index: number }',
    ),
    'sq-lightbox-request': event<{
      slides: Slide[];
      index: number;
      theme: 'dark' | 'light';
      cdnHosts?: string[];
      fromAddress?: true;
    }>(
      'A slide was clicked with the lightbox on, or the address named one on load (fromAddress); the lightbox element answers it, sizing pictures on the gallery’s CDN hosts (cdnHosts, when it names them).',
      // Spelled out: the manifest and the generated types have no Slide to refer to.
      "{ slides: { type: 'image' | 'video'; id: string; url?: string; clickThroughUrl?: string; src: string; alt: string; dimensions?: { width: number; height: number }; focalPoint: { x: number; y: number }; title?: string; description?: string; videoHtml?: string }[]; index: number; theme: 'dark' | 'light'; cdnHosts?: string[]; fromAddress?: true }",
    ),
  },
  slots: {
    '': 'The slides: <img> elements, or elements with data-src and the slide attributes. Shown as they are before the element upgrades.',
  },
  parts: {
    gallery: 'The box holding every slide.',
    slide: 'One slide’s tile.',
    current: 'The current slide’s tile (beside slide); a transition on it makes a move last until it ends.',
    link: 'The link or button of a slide that opens something.',
    image: 'A slide’s image.',
    meta: 'A slide’s title and description (list design; the meta box of the swipe designs).',
    title: 'A slide’s title.',
    description: 'A slide’s description.',
    previous: 'The previous button (carousel, slideshow, strip, swipe designs).',
    next: 'The next button (carousel, slideshow, strip, swipe designs).',
    autoplay: 'The pause and play button (carousel, slideshow, strip, swipe designs).',
    thumbnails: 'The slideshow’s thumbnail strip.',
    thumbnail: 'One thumbnail: a button that shows its slide.',
  },
  cssProperties: {
    '--sq-gallery-placeholder': { description: 'Background of a tile while its image loads.', default: '#f1f1f1' },
    '--sq-gallery-focus-ring': { description: 'Focus ring colour of a slide.', default: 'var(--sq-accent, #1f5eff)' },
    '--sq-gallery-meta-gap': { description: 'Space between a list image and its meta.', default: '24px' },
    '--sq-gallery-carousel-speed': { description: 'How long the carousel’s row takes to move.', default: '0.5s' },
    '--sq-gallery-slideshow-speed': {
      description: 'How long a slideshow change takes (the swipes 0.28s).',
      default: '1s',
    },
    '--sq-gallery-strip-speed': { description: 'How long the strip takes to move.', default: '0.5s' },
    '--sq-gallery-swipe-speed': {
      description: 'How long the swipe designs take to move a slide (a new-swipe snap takes its own time).',
      default: '0.28s',
    },
  },
});
