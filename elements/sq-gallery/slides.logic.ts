import {
  type Dimensions,
  type FocalPoint,
  parseDimensions,
  parseFocalPoint,
} from '../../lib/image-sizing/image-sizing.ts';
import { isSafeLinkUrl } from '../../lib/links/links.ts';
import type { SlideItem } from './gallery.schema.ts';
import type { Slide } from './slide.logic.ts';

export { type Dimensions, type FocalPoint, parseDimensions, parseFocalPoint };

/**
 * Slides as data (spec 001 §3 "Slide attributes"): what a gallery reads from
 * its light-DOM children or from `items` in its config. Pure: the view hands
 * in each child's attributes.
 */

/** The attributes of one light-DOM child, and of the image inside it when the child is not an image. */
export interface SlideSource {
  tag: string;
  attributes: Record<string, string | undefined>;
  /** The first `<img>` inside a non-image child. */
  image?: Record<string, string | undefined>;
  /** Caption text (a figcaption's), if any. */
  caption?: string;
}

/** Every attribute `readSlide` looks at, on a child or on the image inside it. */
export const SLIDE_ATTRIBUTES = [
  'src',
  'alt',
  'title',
  'aria-label',
  'data-src',
  'data-type',
  'data-slide-id',
  'data-slide-url',
  'data-click-through-url',
  'data-image-dimensions',
  'data-image-focal-point',
  'data-title',
  'data-video-html',
] as const;

/** Attributes that make a non-image child a slide. */
const SLIDE_MARKERS = ['data-slide-id', 'data-src', 'data-type', 'data-image-dimensions'];

/** Reads one light-DOM child as a slide; undefined when it is not one (no image, no source). */
export function readSlide(source: SlideSource, position: number): Slide | undefined {
  const own = source.attributes;
  const isImage = source.tag === 'img';
  if (!isImage && !SLIDE_MARKERS.some((name) => own[name] !== undefined)) return undefined;
  const image = isImage ? own : (source.image ?? {});
  const pick = (name: string) => own[name] ?? image[name];
  const src = (pick('data-src') ?? image.src ?? '').trim();
  if (!src) return undefined;
  return withOptional(
    {
      type: own['data-type'] === 'video' ? 'video' : 'image',
      id: own['data-slide-id'] ?? String(position),
      src,
      alt: image.alt ?? own['aria-label'] ?? '',
      focalPoint: parseFocalPoint(pick('data-image-focal-point')),
    },
    {
      dimensions: parseDimensions(pick('data-image-dimensions')),
      url: own['data-slide-url'],
      clickThroughUrl: pick('data-click-through-url'),
      title: own['data-title'] ?? image.title,
      description: source.caption,
      videoHtml: own['data-type'] === 'video' ? own['data-video-html'] : undefined,
    },
  );
}

/** A slide with those of its optional fields that have a value (an empty text has none). */
function withOptional(
  slide: Slide,
  optional: {
    [K in 'dimensions' | 'url' | 'clickThroughUrl' | 'title' | 'description' | 'videoHtml']: Slide[K] | undefined;
  },
): Slide {
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(slide, { [key]: value });
  return slide;
}

/** Turns config items into slides. */
export function slidesFromItems(items: readonly SlideItem[]): Slide[] {
  return items.map((item, position) =>
    withOptional(
      {
        type: item.type ?? 'image',
        id: item.id ?? String(position),
        src: item.src,
        alt: item.alt ?? '',
        focalPoint: parseFocalPoint(item.focalPoint),
      },
      {
        dimensions: parseDimensions(item.dimensions),
        url: item.url,
        clickThroughUrl: item.clickThroughUrl,
        title: item.title,
        description: item.description,
        videoHtml: item.type === 'video' ? item.videoHtml : undefined,
      },
    ),
  );
}

/** Any http(s) address: a relative address resolves to http(s) wherever the page is. */
const SOME_PAGE = 'https://page.invalid/';

/**
 * The address a click-through goes to, as written, when it may navigate:
 * http(s) addresses, and same-site ones (relative). Kept as written, not
 * resolved, so the server (which does not know the page's address) and the
 * browser render the same link.
 */
export function clickThroughTarget(url: string): string | null {
  const text = url.trim();
  if (!text || !isSafeLinkUrl(text)) return null;
  let resolved: URL;
  try {
    resolved = new URL(text, SOME_PAGE);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  return text;
}
