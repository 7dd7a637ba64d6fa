/** The gallery meta box and thumbnail strip limits (spec 001 §9). No React, no DOM. */

/** The meta box is limited when it would pass 90 % of the container's height, to 40 % of it (spec 001 §9). */
export const META_BOX_TRIGGER = 0.9;
export const META_BOX_LIMIT = 0.4;
/** Thumbnail strip padding cap, px, and the aspect of a video's thumbnail (spec 001 §9). */
export const THUMBNAIL_PADDING_CAP = 5;
export const VIDEO_THUMBNAIL_RATIO = 16 / 9;

/** The meta box's maximum height, px, or null when it may take what it needs. */
export function metaBoxLimit(metaHeight: number, containerHeight: number): number | null {
  if (containerHeight <= 0) return null;
  return metaHeight > containerHeight * META_BOX_TRIGGER ? containerHeight * META_BOX_LIMIT : null;
}

/** The thumbnail strip's padding: the configured one, never above the cap. */
export function thumbnailPadding(padding: number | undefined): number {
  return Math.min(Math.max(0, padding ?? 0), THUMBNAIL_PADDING_CAP);
}

/** A thumbnail's ratio (width over height): square thumbs, 16:9 for a video, else its image's own. */
export function thumbnailRatio(
  slide: { type: 'image' | 'video'; dimensions?: { width: number; height: number } | undefined },
  squareThumbs: boolean,
): number {
  if (squareThumbs) return 1;
  if (slide.type === 'video') return VIDEO_THUMBNAIL_RATIO;
  const { width, height } = slide.dimensions ?? { width: 1, height: 1 };
  return width > 0 && height > 0 ? width / height : 1;
}

/** The thumbnail strip's height and its space above it, px, when not given (ours: the spec names neither). */
export const THUMBNAIL_STRIP_HEIGHT = 80;
export const THUMBNAIL_STRIP_MARGIN = 10;
