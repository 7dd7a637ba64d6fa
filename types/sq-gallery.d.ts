// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-gallery>` as `config` and the attributes take it: every field optional. */
export interface SqGalleryConfig {
  /**
   * The layout, in any case: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow (stacked), strip (slider), swipe or new-swipe.
   * @default "grid"
   */
  design?: "grid" | "auto-grid" | "auto-columns" | "auto-rows" | "list" | "carousel" | "slideshow" | "stacked" | "strip" | "slider" | "swipe" | "new-swipe";
  /** Tile ratio as W:H (e.g. 4:3) or 'Auto' for each image's own; grid and auto-grid are square by default. */
  imageAspectRatio?: string;
  /** Slides per row in the grid (4 by default) and the carousel (3). */
  slidesPerRow?: number;
  /**
   * Clicking a slide asks for the lightbox (sq-lightbox-request).
   * @default true
   */
  lightbox?: boolean;
  /**
   * The lightbox overlay: dark or light.
   * @default "dark"
   */
  lightboxTheme?: "dark" | "light";
  /**
   * The gallery mixes images and videos.
   * @default false
   */
  mixedContent?: boolean;
  /** Target column width in px for auto-grid and auto-columns (250 by default); a string is read as an integer. */
  columnWidth?: number | string;
  /** Space between tiles in px (grid 10, auto-grid and auto-columns 0, auto-rows 20). */
  gutter?: number;
  /** The image’s share of a list row, in percent (50 by default). */
  listImageSize?: number;
  /** Thumbnails the strip’s width holds (slideshow thumbnails); each its image’s ratio at the strip height when not given. */
  thumbnailsPerRow?: number;
  /** Height of the slideshow’s thumbnail strip, px (80). */
  thumbnailStripHeight?: number;
  /** Space between the slideshow and its thumbnail strip, px (10). */
  thumbnailStripMargin?: number;
  /**
   * Show a thumbnail strip under the slideshow, kept on its slide both ways.
   * @default false
   */
  thumbnails?: boolean;
  /**
   * Advance on a timer (carousel, slideshow, strip, swipe designs).
   * @default false
   */
  autoplay?: boolean;
  /**
   * Seconds per slide when autoplay is on.
   * @default 5
   */
  autoplayDuration?: number;
  /**
   * Where the strip’s active slide sits: left (start), center (middle) or right (end).
   * @default "center"
   */
  activeAlignment?: "left" | "center" | "right";
  /**
   * Crop images to fill their tiles.
   * @default true
   */
  autoCrop?: boolean;
  /**
   * Square thumbnails (else each image’s own ratio, a video’s 16:9).
   * @default false
   */
  squareThumbs?: boolean;
  /** Height of the slideshow and the strip, in percent of their width (strip: 50). */
  vSize?: number;
  /** The space between the thumbnails in px, at most 5 (5 when not given). */
  padding?: number;
  /** Where titles and descriptions sit (list: right by default). */
  metaPosition?: "top" | "bottom" | "left" | "right" | "overlay";
  /**
   * The current slide; wraps at both ends.
   * @default 0
   */
  currentIndex?: number;
  /**
   * Arrow keys move between slides while the gallery is in view.
   * @default true
   */
  keyboard?: boolean;
  /**
   * Key codes for previous and next ([37, 39]).
   * @default [37,39]
   */
  keys?: number[];
  /**
   * Next at the end goes to the first, previous at the start to the last.
   * @default false
   */
  loop?: boolean;
  /**
   * Load images only within 200px of the viewport.
   * @default true
   */
  lazyLoad?: boolean;
  /** A selector of galleries kept on the same slide (a thumbnail strip, say); none moves while one does. */
  linkedGalleries?: string;
  /**
   * Track the current slide in the address’s itemId (the moving designs; off in the backend editor).
   * @default false
   */
  historyHash?: boolean;
  /**
   * Lay out again when the gallery’s width changes.
   * @default true
   */
  refreshOnResize?: boolean;
  /**
   * Lay out again when the device turns, even with refreshOnResize off.
   * @default true
   */
  refreshOnOrientationChange?: boolean;
  /**
   * Autoplay options (carousel, slideshow, strip, swipe designs): randomize, timeout in ms (5000); pauseOnMouseover: given, the mouse over the gallery, or over the page’s elements its selectors name, pauses autoplay.
   * @default {}
   */
  autoplayOptions?: { randomize?: boolean; timeout?: number; pauseOnMouseover?: string[] };
  /**
   * Slides move with animation; false changes them at once, with no hover zoom, and keeps autoplay off.
   * @default true
   */
  inMotion?: boolean;
  /** Shows only the first this many slides (all by default). */
  numberOfSlides?: number;
  /**
   * Per-design options: rowHeight for auto-rows (250), columnRounding floor or ceil for auto columns; the slideshow’s transition (fade) and clickBehaviour (next, previous, halves); what clicking the strip’s active slide does, activeClick (next, previous, none); boundaries and snapPoints for new-swipe.
   * @default {}
   */
  designOptions?: { rowHeight?: number; columnRounding?: "floor" | "ceil"; transition?: "fade" | "ken-burns" | "new-swipe" | "scroll" | "swipe"; clickBehaviour?: "next" | "previous" | "halves"; activeClick?: "next" | "previous" | "none"; boundaries?: "none" | "hard" | "inertial"; snapPoints?: string };
  /**
   * Image loading options for every slide.
   * @default {}
   */
  loaderOptions?: { cropMode?: "cover" | "contain" | "none"; fitAlignment?: "top" | "left" | "center" | "right" | "bottom"; sizeAdjustment?: number; sizeFormat?: "queryString" | "filename"; cdnHosts?: string[]; allowSaveData?: boolean; dprMin?: number; dprMax?: number };
  /** Slides given as data instead of light-DOM images. */
  items?: { src: string; alt?: string; id?: string; type?: "image" | "video"; url?: string; clickThroughUrl?: string; dimensions?: string; focalPoint?: string; title?: string; description?: string; videoHtml?: string }[];
  /**
   * Gets the block’s slides from the platform, the gallery’s id (block-…) naming the block.
   * @default false
   */
  asyncRendering?: boolean;
}

/** The config as `<sq-gallery>` reads it back: defaults filled in. */
export interface SqGalleryResolvedConfig {
  design: string;
  imageAspectRatio?: string | undefined;
  slidesPerRow?: number | undefined;
  lightbox: boolean;
  lightboxTheme: "dark" | "light";
  mixedContent: boolean;
  columnWidth?: number | string | undefined;
  gutter?: number | undefined;
  listImageSize?: number | undefined;
  thumbnailsPerRow?: number | undefined;
  thumbnailStripHeight?: number | undefined;
  thumbnailStripMargin?: number | undefined;
  thumbnails: boolean;
  autoplay: boolean;
  autoplayDuration: number;
  activeAlignment: "left" | "center" | "right";
  autoCrop: boolean;
  squareThumbs: boolean;
  vSize?: number | undefined;
  padding?: number | undefined;
  metaPosition?: "top" | "bottom" | "left" | "right" | "overlay" | undefined;
  currentIndex: number;
  keyboard: boolean;
  keys: number[];
  loop: boolean;
  lazyLoad: boolean;
  linkedGalleries?: string | undefined;
  historyHash: boolean;
  refreshOnResize: boolean;
  refreshOnOrientationChange: boolean;
  autoplayOptions: { randomize?: boolean; timeout?: number; pauseOnMouseover?: string[] };
  inMotion: boolean;
  numberOfSlides?: number | undefined;
  designOptions: { rowHeight?: number; columnRounding?: "floor" | "ceil"; transition?: string; clickBehaviour?: "next" | "previous" | "halves"; activeClick?: "next" | "previous" | "none"; boundaries?: string; snapPoints?: string };
  loaderOptions: { cropMode?: "cover" | "contain" | "none"; fitAlignment?: "top" | "left" | "center" | "right" | "bottom"; sizeAdjustment?: number; sizeFormat?: "queryString" | "filename"; cdnHosts?: string[]; allowSaveData?: boolean; dprMin?: number; dprMax?: number };
  items?: { src: string; alt?: string; id?: string; type?: "image" | "video"; url?: string; clickThroughUrl?: string; dimensions?: string; focalPoint?: string; title?: string; description?: string; videoHtml?: string }[] | undefined;
  asyncRendering: boolean;
}

/** The events `<sq-gallery>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqGalleryEventMap {
  /** The current slide changed. */
  'sq-slide-change': CustomEvent<{ index: number; previousIndex: number; slideId: string; direction: 'forward' | 'reverse' }>;
  /** Next was asked at the last slide with loop off. */
  'sq-reached-end': CustomEvent<{ index: number }>;
  /** Previous was asked at the first slide with loop off. */
  'sq-reached-beginning': CustomEvent<{ index: number }>;
  /** A slide was clicked with the lightbox on, or the address named one on load (fromAddress); the lightbox element answers it, sizing pictures on the gallery’s CDN hosts (cdnHosts, when it names them). */
  'sq-lightbox-request': CustomEvent<{ slides: { type: 'image' | 'video'; id: string; url?: string; clickThroughUrl?: string; src: string; alt: string; dimensions?: { width: number; height: number }; focalPoint: { x: number; y: number }; title?: string; description?: string; videoHtml?: string }[]; index: number; theme: 'dark' | 'light'; cdnHosts?: string[]; fromAddress?: true }>;
}

/** What a template sets on `<sq-gallery>` as properties: `config` and each field. */
export interface SqGalleryProps extends SqGalleryConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqGalleryConfig | string;
}

/** The kebab-case attributes of `<sq-gallery>` whose name is not the property's, as text. */
export interface SqGalleryAttributes {
  /** The `image-aspect-ratio` attribute: Tile ratio as W:H (e.g. 4:3) or 'Auto' for each image's own; grid and auto-grid are square by default. */
  'image-aspect-ratio'?: string;
  /** The `slides-per-row` attribute: Slides per row in the grid (4 by default) and the carousel (3). */
  'slides-per-row'?: number | `${number}`;
  /** The `lightbox-theme` attribute: The lightbox overlay: dark or light. */
  'lightbox-theme'?: "dark" | "light";
  /** The `mixed-content` attribute: The gallery mixes images and videos. */
  'mixed-content'?: true | 'true' | 'false';
  /**
   * The `column-width` attribute: Target column width in px for auto-grid and auto-columns (250 by default); a string is read as an integer.
   * As JSON text.
   */
  'column-width'?: string;
  /** The `list-image-size` attribute: The image’s share of a list row, in percent (50 by default). */
  'list-image-size'?: number | `${number}`;
  /** The `thumbnails-per-row` attribute: Thumbnails the strip’s width holds (slideshow thumbnails); each its image’s ratio at the strip height when not given. */
  'thumbnails-per-row'?: number | `${number}`;
  /** The `thumbnail-strip-height` attribute: Height of the slideshow’s thumbnail strip, px (80). */
  'thumbnail-strip-height'?: number | `${number}`;
  /** The `thumbnail-strip-margin` attribute: Space between the slideshow and its thumbnail strip, px (10). */
  'thumbnail-strip-margin'?: number | `${number}`;
  /** The `autoplay-duration` attribute: Seconds per slide when autoplay is on. */
  'autoplay-duration'?: number | `${number}`;
  /** The `active-alignment` attribute: Where the strip’s active slide sits: left (start), center (middle) or right (end). */
  'active-alignment'?: "left" | "center" | "right";
  /** The `auto-crop` attribute: Crop images to fill their tiles. */
  'auto-crop'?: true | 'true' | 'false';
  /** The `square-thumbs` attribute: Square thumbnails (else each image’s own ratio, a video’s 16:9). */
  'square-thumbs'?: true | 'true' | 'false';
  /** The `v-size` attribute: Height of the slideshow and the strip, in percent of their width (strip: 50). */
  'v-size'?: number | `${number}`;
  /** The `meta-position` attribute: Where titles and descriptions sit (list: right by default). */
  'meta-position'?: "top" | "bottom" | "left" | "right" | "overlay";
  /** The `current-index` attribute: The current slide; wraps at both ends. */
  'current-index'?: number | `${number}`;
  /** The `lazy-load` attribute: Load images only within 200px of the viewport. */
  'lazy-load'?: true | 'true' | 'false';
  /** The `linked-galleries` attribute: A selector of galleries kept on the same slide (a thumbnail strip, say); none moves while one does. */
  'linked-galleries'?: string;
  /** The `history-hash` attribute: Track the current slide in the address’s itemId (the moving designs; off in the backend editor). */
  'history-hash'?: true | 'true' | 'false';
  /** The `refresh-on-resize` attribute: Lay out again when the gallery’s width changes. */
  'refresh-on-resize'?: true | 'true' | 'false';
  /** The `refresh-on-orientation-change` attribute: Lay out again when the device turns, even with refreshOnResize off. */
  'refresh-on-orientation-change'?: true | 'true' | 'false';
  /**
   * The `autoplay-options` attribute: Autoplay options (carousel, slideshow, strip, swipe designs): randomize, timeout in ms (5000); pauseOnMouseover: given, the mouse over the gallery, or over the page’s elements its selectors name, pauses autoplay.
   * As JSON text.
   */
  'autoplay-options'?: string;
  /** The `in-motion` attribute: Slides move with animation; false changes them at once, with no hover zoom, and keeps autoplay off. */
  'in-motion'?: true | 'true' | 'false';
  /** The `number-of-slides` attribute: Shows only the first this many slides (all by default). */
  'number-of-slides'?: number | `${number}`;
  /**
   * The `design-options` attribute: Per-design options: rowHeight for auto-rows (250), columnRounding floor or ceil for auto columns; the slideshow’s transition (fade) and clickBehaviour (next, previous, halves); what clicking the strip’s active slide does, activeClick (next, previous, none); boundaries and snapPoints for new-swipe.
   * As JSON text.
   */
  'design-options'?: string;
  /**
   * The `loader-options` attribute: Image loading options for every slide.
   * As JSON text.
   */
  'loader-options'?: string;
  /** The `async-rendering` attribute: Gets the block’s slides from the platform, the gallery’s id (block-…) naming the block. */
  'async-rendering'?: true | 'true' | 'false';
}

/**
 * A gallery of images in a grid, auto-grid, masonry columns, justified rows, a list, a carousel, a slideshow, a strip or a swipe.
 *
 * @tag sq-gallery
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {"grid" | "auto-grid" | "auto-columns" | "auto-rows" | "list" | "carousel" | "slideshow" | "stacked" | "strip" | "slider" | "swipe" | "new-swipe"} design - The layout, in any case: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow (stacked), strip (slider), swipe or new-swipe.
 * @attr {string} image-aspect-ratio - Tile ratio as W:H (e.g. 4:3) or 'Auto' for each image's own; grid and auto-grid are square by default.
 * @attr {number} slides-per-row - Slides per row in the grid (4 by default) and the carousel (3).
 * @attr {"true" | "false" | ""} lightbox - Clicking a slide asks for the lightbox (sq-lightbox-request).
 * @attr {"dark" | "light"} lightbox-theme - The lightbox overlay: dark or light.
 * @attr {"true" | "false" | ""} mixed-content - The gallery mixes images and videos.
 * @attr {string} column-width - Target column width in px for auto-grid and auto-columns (250 by default); a string is read as an integer.
 * @attr {number} gutter - Space between tiles in px (grid 10, auto-grid and auto-columns 0, auto-rows 20).
 * @attr {number} list-image-size - The image’s share of a list row, in percent (50 by default).
 * @attr {number} thumbnails-per-row - Thumbnails the strip’s width holds (slideshow thumbnails); each its image’s ratio at the strip height when not given.
 * @attr {number} thumbnail-strip-height - Height of the slideshow’s thumbnail strip, px (80).
 * @attr {number} thumbnail-strip-margin - Space between the slideshow and its thumbnail strip, px (10).
 * @attr {"true" | "false" | ""} thumbnails - Show a thumbnail strip under the slideshow, kept on its slide both ways.
 * @attr {"true" | "false" | ""} autoplay - Advance on a timer (carousel, slideshow, strip, swipe designs).
 * @attr {number} autoplay-duration - Seconds per slide when autoplay is on.
 * @attr {"left" | "center" | "right"} active-alignment - Where the strip’s active slide sits: left (start), center (middle) or right (end).
 * @attr {"true" | "false" | ""} auto-crop - Crop images to fill their tiles.
 * @attr {"true" | "false" | ""} square-thumbs - Square thumbnails (else each image’s own ratio, a video’s 16:9).
 * @attr {number} v-size - Height of the slideshow and the strip, in percent of their width (strip: 50).
 * @attr {number} padding - The space between the thumbnails in px, at most 5 (5 when not given).
 * @attr {"top" | "bottom" | "left" | "right" | "overlay"} meta-position - Where titles and descriptions sit (list: right by default).
 * @attr {number} current-index - The current slide; wraps at both ends.
 * @attr {"true" | "false" | ""} keyboard - Arrow keys move between slides while the gallery is in view.
 * @attr {string} keys - Key codes for previous and next ([37, 39]).
 * @attr {"true" | "false" | ""} loop - Next at the end goes to the first, previous at the start to the last.
 * @attr {"true" | "false" | ""} lazy-load - Load images only within 200px of the viewport.
 * @attr {string} linked-galleries - A selector of galleries kept on the same slide (a thumbnail strip, say); none moves while one does.
 * @attr {"true" | "false" | ""} history-hash - Track the current slide in the address’s itemId (the moving designs; off in the backend editor).
 * @attr {"true" | "false" | ""} refresh-on-resize - Lay out again when the gallery’s width changes.
 * @attr {"true" | "false" | ""} refresh-on-orientation-change - Lay out again when the device turns, even with refreshOnResize off.
 * @attr {string} autoplay-options - Autoplay options (carousel, slideshow, strip, swipe designs): randomize, timeout in ms (5000); pauseOnMouseover: given, the mouse over the gallery, or over the page’s elements its selectors name, pauses autoplay.
 * @attr {"true" | "false" | ""} in-motion - Slides move with animation; false changes them at once, with no hover zoom, and keeps autoplay off.
 * @attr {number} number-of-slides - Shows only the first this many slides (all by default).
 * @attr {string} design-options - Per-design options: rowHeight for auto-rows (250), columnRounding floor or ceil for auto columns; the slideshow’s transition (fade) and clickBehaviour (next, previous, halves); what clicking the strip’s active slide does, activeClick (next, previous, none); boundaries and snapPoints for new-swipe.
 * @attr {string} loader-options - Image loading options for every slide.
 * @attr {string} items - Slides given as data instead of light-DOM images.
 * @attr {"true" | "false" | ""} async-rendering - Gets the block’s slides from the platform, the gallery’s id (block-…) naming the block.
 * @fires sq-slide-change - The current slide changed.
 * @fires sq-reached-end - Next was asked at the last slide with loop off.
 * @fires sq-reached-beginning - Previous was asked at the first slide with loop off.
 * @fires sq-lightbox-request - A slide was clicked with the lightbox on, or the address named one on load (fromAddress); the lightbox element answers it, sizing pictures on the gallery’s CDN hosts (cdnHosts, when it names them).
 * @slot - - The slides: <img> elements, or elements with data-src and the slide attributes. Shown as they are before the element upgrades.
 * @csspart gallery - The box holding every slide.
 * @csspart slide - One slide’s tile.
 * @csspart current - The current slide’s tile (beside slide); a transition on it makes a move last until it ends.
 * @csspart link - The link or button of a slide that opens something.
 * @csspart image - A slide’s image.
 * @csspart meta - A slide’s title and description (list design; the meta box of the swipe designs).
 * @csspart title - A slide’s title.
 * @csspart description - A slide’s description.
 * @csspart previous - The previous button (carousel, slideshow, strip, swipe designs).
 * @csspart next - The next button (carousel, slideshow, strip, swipe designs).
 * @csspart autoplay - The pause and play button (carousel, slideshow, strip, swipe designs).
 * @csspart thumbnails - The slideshow’s thumbnail strip.
 * @csspart thumbnail - One thumbnail: a button that shows its slide.
 * @cssprop [--sq-gallery-placeholder=#f1f1f1] - Background of a tile while its image loads.
 * @cssprop [--sq-gallery-focus-ring=var(--sq-accent, #1f5eff)] - Focus ring colour of a slide.
 * @cssprop [--sq-gallery-meta-gap=24px] - Space between a list image and its meta.
 * @cssprop [--sq-gallery-carousel-speed=0.5s] - How long the carousel’s row takes to move.
 * @cssprop [--sq-gallery-slideshow-speed=1s] - How long a slideshow change takes (the swipes 0.28s).
 * @cssprop [--sq-gallery-strip-speed=0.5s] - How long the strip takes to move.
 * @cssprop [--sq-gallery-swipe-speed=0.28s] - How long the swipe designs take to move a slide (a new-swipe snap takes its own time).
 */
export declare class SqGalleryElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqGalleryConfig | string | null | undefined);
  get config(): SqGalleryResolvedConfig;
  /**
   * The layout, in any case: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow (stacked), strip (slider), swipe or new-swipe.
   * @default "grid"
   */
  set design(value: "grid" | "auto-grid" | "auto-columns" | "auto-rows" | "list" | "carousel" | "slideshow" | "stacked" | "strip" | "slider" | "swipe" | "new-swipe" | undefined);
  get design(): string;
  /** Tile ratio as W:H (e.g. 4:3) or 'Auto' for each image's own; grid and auto-grid are square by default. */
  set imageAspectRatio(value: string | undefined);
  get imageAspectRatio(): string | undefined;
  /** Slides per row in the grid (4 by default) and the carousel (3). */
  set slidesPerRow(value: number | undefined);
  get slidesPerRow(): number | undefined;
  /**
   * Clicking a slide asks for the lightbox (sq-lightbox-request).
   * @default true
   */
  set lightbox(value: boolean | undefined);
  get lightbox(): boolean;
  /**
   * The lightbox overlay: dark or light.
   * @default "dark"
   */
  set lightboxTheme(value: "dark" | "light" | undefined);
  get lightboxTheme(): "dark" | "light";
  /**
   * The gallery mixes images and videos.
   * @default false
   */
  set mixedContent(value: boolean | undefined);
  get mixedContent(): boolean;
  /** Target column width in px for auto-grid and auto-columns (250 by default); a string is read as an integer. */
  set columnWidth(value: number | string | undefined);
  get columnWidth(): number | string | undefined;
  /** Space between tiles in px (grid 10, auto-grid and auto-columns 0, auto-rows 20). */
  set gutter(value: number | undefined);
  get gutter(): number | undefined;
  /** The image’s share of a list row, in percent (50 by default). */
  set listImageSize(value: number | undefined);
  get listImageSize(): number | undefined;
  /** Thumbnails the strip’s width holds (slideshow thumbnails); each its image’s ratio at the strip height when not given. */
  set thumbnailsPerRow(value: number | undefined);
  get thumbnailsPerRow(): number | undefined;
  /** Height of the slideshow’s thumbnail strip, px (80). */
  set thumbnailStripHeight(value: number | undefined);
  get thumbnailStripHeight(): number | undefined;
  /** Space between the slideshow and its thumbnail strip, px (10). */
  set thumbnailStripMargin(value: number | undefined);
  get thumbnailStripMargin(): number | undefined;
  /**
   * Show a thumbnail strip under the slideshow, kept on its slide both ways.
   * @default false
   */
  set thumbnails(value: boolean | undefined);
  get thumbnails(): boolean;
  /**
   * Advance on a timer (carousel, slideshow, strip, swipe designs).
   * @default false
   */
  set autoplay(value: boolean | undefined);
  get autoplay(): boolean;
  /**
   * Seconds per slide when autoplay is on.
   * @default 5
   */
  set autoplayDuration(value: number | undefined);
  get autoplayDuration(): number;
  /**
   * Where the strip’s active slide sits: left (start), center (middle) or right (end).
   * @default "center"
   */
  set activeAlignment(value: "left" | "center" | "right" | undefined);
  get activeAlignment(): "left" | "center" | "right";
  /**
   * Crop images to fill their tiles.
   * @default true
   */
  set autoCrop(value: boolean | undefined);
  get autoCrop(): boolean;
  /**
   * Square thumbnails (else each image’s own ratio, a video’s 16:9).
   * @default false
   */
  set squareThumbs(value: boolean | undefined);
  get squareThumbs(): boolean;
  /** Height of the slideshow and the strip, in percent of their width (strip: 50). */
  set vSize(value: number | undefined);
  get vSize(): number | undefined;
  /** The space between the thumbnails in px, at most 5 (5 when not given). */
  set padding(value: number | undefined);
  get padding(): number | undefined;
  /** Where titles and descriptions sit (list: right by default). */
  set metaPosition(value: "top" | "bottom" | "left" | "right" | "overlay" | undefined);
  get metaPosition(): "top" | "bottom" | "left" | "right" | "overlay" | undefined;
  /**
   * The current slide; wraps at both ends.
   * @default 0
   */
  set currentIndex(value: number | undefined);
  get currentIndex(): number;
  /**
   * Arrow keys move between slides while the gallery is in view.
   * @default true
   */
  set keyboard(value: boolean | undefined);
  get keyboard(): boolean;
  /**
   * Key codes for previous and next ([37, 39]).
   * @default [37,39]
   */
  set keys(value: number[] | undefined);
  get keys(): number[];
  /**
   * Next at the end goes to the first, previous at the start to the last.
   * @default false
   */
  set loop(value: boolean | undefined);
  get loop(): boolean;
  /**
   * Load images only within 200px of the viewport.
   * @default true
   */
  set lazyLoad(value: boolean | undefined);
  get lazyLoad(): boolean;
  /** A selector of galleries kept on the same slide (a thumbnail strip, say); none moves while one does. */
  set linkedGalleries(value: string | undefined);
  get linkedGalleries(): string | undefined;
  /**
   * Track the current slide in the address’s itemId (the moving designs; off in the backend editor).
   * @default false
   */
  set historyHash(value: boolean | undefined);
  get historyHash(): boolean;
  /**
   * Lay out again when the gallery’s width changes.
   * @default true
   */
  set refreshOnResize(value: boolean | undefined);
  get refreshOnResize(): boolean;
  /**
   * Lay out again when the device turns, even with refreshOnResize off.
   * @default true
   */
  set refreshOnOrientationChange(value: boolean | undefined);
  get refreshOnOrientationChange(): boolean;
  /**
   * Autoplay options (carousel, slideshow, strip, swipe designs): randomize, timeout in ms (5000); pauseOnMouseover: given, the mouse over the gallery, or over the page’s elements its selectors name, pauses autoplay.
   * @default {}
   */
  set autoplayOptions(value: { randomize?: boolean; timeout?: number; pauseOnMouseover?: string[] } | undefined);
  get autoplayOptions(): { randomize?: boolean; timeout?: number; pauseOnMouseover?: string[] };
  /**
   * Slides move with animation; false changes them at once, with no hover zoom, and keeps autoplay off.
   * @default true
   */
  set inMotion(value: boolean | undefined);
  get inMotion(): boolean;
  /** Shows only the first this many slides (all by default). */
  set numberOfSlides(value: number | undefined);
  get numberOfSlides(): number | undefined;
  /**
   * Per-design options: rowHeight for auto-rows (250), columnRounding floor or ceil for auto columns; the slideshow’s transition (fade) and clickBehaviour (next, previous, halves); what clicking the strip’s active slide does, activeClick (next, previous, none); boundaries and snapPoints for new-swipe.
   * @default {}
   */
  set designOptions(value: { rowHeight?: number; columnRounding?: "floor" | "ceil"; transition?: "fade" | "ken-burns" | "new-swipe" | "scroll" | "swipe"; clickBehaviour?: "next" | "previous" | "halves"; activeClick?: "next" | "previous" | "none"; boundaries?: "none" | "hard" | "inertial"; snapPoints?: string } | undefined);
  get designOptions(): { rowHeight?: number; columnRounding?: "floor" | "ceil"; transition?: string; clickBehaviour?: "next" | "previous" | "halves"; activeClick?: "next" | "previous" | "none"; boundaries?: string; snapPoints?: string };
  /**
   * Image loading options for every slide.
   * @default {}
   */
  set loaderOptions(value: { cropMode?: "cover" | "contain" | "none"; fitAlignment?: "top" | "left" | "center" | "right" | "bottom"; sizeAdjustment?: number; sizeFormat?: "queryString" | "filename"; cdnHosts?: string[]; allowSaveData?: boolean; dprMin?: number; dprMax?: number } | undefined);
  get loaderOptions(): { cropMode?: "cover" | "contain" | "none"; fitAlignment?: "top" | "left" | "center" | "right" | "bottom"; sizeAdjustment?: number; sizeFormat?: "queryString" | "filename"; cdnHosts?: string[]; allowSaveData?: boolean; dprMin?: number; dprMax?: number };
  /** Slides given as data instead of light-DOM images. */
  set items(value: { src: string; alt?: string; id?: string; type?: "image" | "video"; url?: string; clickThroughUrl?: string; dimensions?: string; focalPoint?: string; title?: string; description?: string; videoHtml?: string }[] | undefined);
  get items(): { src: string; alt?: string; id?: string; type?: "image" | "video"; url?: string; clickThroughUrl?: string; dimensions?: string; focalPoint?: string; title?: string; description?: string; videoHtml?: string }[] | undefined;
  /**
   * Gets the block’s slides from the platform, the gallery’s id (block-…) naming the block.
   * @default false
   */
  set asyncRendering(value: boolean | undefined);
  get asyncRendering(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqGalleryEventMap>(type: K, listener: (this: SqGalleryElement, event: SqGalleryEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqGalleryElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqGalleryEventMap>(type: K, listener: (this: SqGalleryElement, event: SqGalleryEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqGalleryElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-gallery>`, defined when this module is imported in a browser. */
export declare const GalleryElement: typeof SqGalleryElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-gallery': SqGalleryElement;
  }
}
