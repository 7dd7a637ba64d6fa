import type { Dimensions, FocalPoint } from '../../lib/image-sizing/image-sizing.ts';

/**
 * One slide as data (spec 001 §3 "Slide attributes"), the shape the gallery's
 * parts pass around and its lightbox request carries. Its own file, with no
 * rules in it, so the schema (the request's detail) and the slide rules
 * (slides.logic.ts, which read the schema's items) both use it without
 * importing each other.
 */
export interface Slide {
  type: 'image' | 'video';
  /** The slide id (data-slide-id), or its position when none is given. */
  id: string;
  /** The slide's own address (data-slide-url), for history tracking. */
  url?: string;
  /** Where a click on the slide goes (data-click-through-url). */
  clickThroughUrl?: string;
  src: string;
  alt: string;
  /** Known from data-image-dimensions, so the tile's box is known before the image loads. */
  dimensions?: Dimensions;
  focalPoint: FocalPoint;
  title?: string;
  description?: string;
  /** A video slide's embed code (data-video-html): the lightbox plays it. */
  videoHtml?: string;
}
