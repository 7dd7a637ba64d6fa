/**
 * What a visitor without scripts sees of a server-rendered `<sq-image>` that
 * names its image in `src` (one with a child `<img>` shows that child): the
 * server renderer puts `<noscript><img></noscript>` in its light DOM. With
 * scripts on, the browser neither parses nor loads it, and the element loads
 * its own image as it always does. Server-only: the browser build never loads this.
 */
import {
  IMAGE_WIDTHS,
  isCdnAddress,
  parseDimensions,
  SELF_HOST,
  sizedAddress,
} from '../../runtime/image-loader.logic.ts';
import type { ConfigOf } from '../kit/api.ts';
import type { imageApi } from './image.schema.ts';

/** The width asked for as `src` of a CDN image, beside its `srcset`: the loader's middle size. */
export const NO_SCRIPT_WIDTH = 1000;

/** Stands for the page's origin while a root-relative address is sized; never written out. */
const PAGE = 'http://page.invalid';

/** A root-relative address sized as one on the page's own origin, kept root-relative. */
function sized(src: string, width: number, format: ConfigOf<typeof imageApi>['sizeFormat']): string {
  const href = sizedAddress(src, width, format, `${PAGE}/`);
  return href.startsWith(`${PAGE}/`) ? href.slice(PAGE.length) : href;
}

/** Whether the loader would size this address: on a CDN host, or root-relative with the page's own origin one. */
function isSized(src: string, cdnHosts: readonly string[]): boolean {
  if (/^https?:\/\//i.test(src))
    return isCdnAddress(
      src,
      `${PAGE}/`,
      cdnHosts.filter((host) => host !== SELF_HOST),
    );
  return src.startsWith('/') && !src.startsWith('//') && cdnHosts.includes(SELF_HOST);
}

/**
 * The attributes of the image a visitor without scripts sees, or null when
 * there is nothing to show: no `src`, or a load mode that loads nothing. A CDN image gets a `srcset` of the
 * loader's widths and `sizes="auto"` (the width it is laid out at, for a lazy
 * image), so the browser picks what the element would have; `width` and
 * `height` from `dimensions` keep its box.
 */
export function noScriptImage(config: ConfigOf<typeof imageApi>): Record<string, string> | null {
  const src = config.src.trim();
  if (!src || config.load !== 'true') return null;
  const attributes: Record<string, string> = { src, alt: config.alt };
  if (isSized(src, config.cdnHosts)) {
    attributes.src = sized(src, NO_SCRIPT_WIDTH, config.sizeFormat);
    attributes.srcset = [...IMAGE_WIDTHS]
      .reverse()
      .map((width) => `${sized(src, width, config.sizeFormat)} ${width}w`)
      .join(', ');
    attributes.sizes = config.lazy ? 'auto, 100vw' : '100vw';
  }
  const dimensions = parseDimensions(config.dimensions);
  if (dimensions) {
    attributes.width = String(dimensions.width);
    attributes.height = String(dimensions.height);
  }
  if (config.lazy) attributes.loading = 'lazy';
  return attributes;
}
