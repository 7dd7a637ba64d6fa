import { type HTMLAttributes, memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { ratioViewBox } from '../../lib/image-sizing/image-sizing.ts';
import { type ImageRequest, refreshImage, watchImage } from '../../runtime/images/index.ts';
import type { ConfigOf } from '../kit/element/api.ts';
import { useManagedImage } from '../kit/react/hooks/managed-image/use-managed-image.ts';
import { useIsClient } from '../kit/react/hooks/optional/use-is-client.ts';
import { useFirstViewImage } from '../kit/react/hooks/use-first-view-image.ts';
import type { galleryApi } from './gallery.schema.ts';
import type { Slide } from './slide.logic.ts';

/** The element that answers a gallery's sq-lightbox-request. */
export const LIGHTBOX = 'sq-lightbox';

type Config = ConfigOf<typeof galleryApi>;

/** What the image loader is told for every slide: all of its request but the slide's own image and element. */
export type TileLoading = Omit<ImageRequest, 'element' | 'src' | 'dimensions' | 'focalPoint'>;

/** The loading of every tile, from the config. */
export function tileLoading({
  loaderOptions,
  lazyLoad,
  autoCrop,
}: Pick<Config, 'loaderOptions' | 'lazyLoad' | 'autoCrop'>): TileLoading {
  // The loader's own defaults are the spec's (spec 001 §3); only the crop follows autoCrop.
  return {
    ...loaderOptions,
    lazy: lazyLoad,
    cropMode: loaderOptions.cropMode ?? (autoCrop ? 'cover' : 'contain'),
    fitAlignment: loaderOptions.fitAlignment ?? (autoCrop ? undefined : 'center'),
  };
}

interface TileImageProps {
  loading: TileLoading;
  slide: Slide;
  width: number;
  height: number;
  /** The tile's width over height: a cover crop of a wider picture draws it wider than the tile. */
  ratio: number;
}

/**
 * A slide's image, handed to the image loader; its box is set by the tile
 * before it loads. Rendered on the server (and so while hydrating), it holds
 * the slide's first-view <img> (srcset, sizes, width, height: the browser
 * finds it in the HTML and loads it with the page, scripts or not), which
 * the loader then adopts as it is; rendered in the browser, the loader's own
 * image is added by hand.
 */
export function TileImage({ loading, slide, width, height, ratio }: TileImageProps) {
  const media = useRef<HTMLSpanElement>(null);
  const isClient = useIsClient();
  // Decided once per tile: a server-rendered image stays for the tile's life, a browser-rendered one never comes.
  const [serverImage] = useState(!isClient);
  const first = useFirstViewImage({ slide, loading, ratio });
  const image = useManagedImage(media, slide.alt);
  // Slides keep their identity, and their parts theirs, while unchanged: a new load only for a new image.
  const { src, dimensions, focalPoint } = slide;
  useEffect(() => {
    const element = image.current;
    // The server's image is the browser's to size: it chose the width from the srcset as the page loaded,
    // and chooses again when the box grows, so the picture is never asked for twice.
    if (serverImage || !(element instanceof HTMLImageElement)) return;
    return watchImage({ ...loading, element, src, dimensions, focalPoint });
  }, [image, loading, src, dimensions, focalPoint, serverImage]);
  // A new box may need a larger image: the loader looks again.
  const box = useRef({ width, height });
  useEffect(() => {
    if (box.current.width === width && box.current.height === height) return;
    box.current = { width, height };
    if (image.current) refreshImage(image.current);
  }, [image, width, height]);
  return (
    <span className="media" ref={media}>
      {
        // Its alt is the server's (in first), and useManagedImage keeps it to the slide's.
        // biome-ignore lint/a11y/useAltText: the server wrote it.
        serverImage && <img part="image" {...first} suppressHydrationWarning />
      }
    </span>
  );
}

interface TileProps {
  loading: TileLoading;
  lightbox: boolean;
  slide: Slide;
  index: number;
  count: number;
  current: boolean;
  href: string | null;
  onOpen: (index: number) => void;
  /** Where the tile sits when the layout places it; none when CSS lays it out (the flowing layout). */
  left?: number;
  top?: number;
  /** The tile's box as the design works it out: a new one may call for a larger image. */
  width: number;
  height: number;
  /** The tile's width over height in the flowing layout. */
  ratio: number;
  /** False: only the tile's box is drawn (a later batch draws the rest). */
  drawn?: boolean;
  /** False: the slide's link or button is out of the tab order (one tab stop into a carousel). */
  focusable?: boolean;
  /** What a design adds to the tile, over the rest (a carousel slide's group role, label and inert; a z-index). */
  extra?: HTMLAttributes<HTMLElement>;
  /** The tile's element: a list item, or a div where the tile is not an item of a list (a carousel slide). */
  element?: 'li' | 'div';
  children?: ReactNode;
}

/** One slide's tile; memoised, so drawing a new batch of tiles leaves the drawn ones alone. */
export const Tile = memo(function Tile({
  loading,
  lightbox,
  slide,
  index,
  count,
  current,
  href,
  onOpen,
  left,
  top,
  width,
  height,
  ratio,
  drawn = true,
  focusable,
  extra,
  element: Item = 'li',
  children,
}: TileProps) {
  const placed = left !== undefined && top !== undefined;
  const style = placed ? { left, top, width, height } : undefined;
  // Gives a tile of the flowing layout its shape before anything loads, with no style attribute. Its natural size,
  // of its ratio and far larger than any tile, is what justified rows scale down to the row's height and the
  // gallery's width (gallery.css); the other designs set its width.
  const spacer = placed ? null : (
    <svg className="ratio" viewBox={ratioViewBox(ratio)} width={ratio * 1e4} height={1e4} aria-hidden="true" />
  );
  if (!drawn) {
    return (
      <li className="pending" data-index={index} aria-hidden="true">
        {spacer}
      </li>
    );
  }
  const image = <TileImage loading={loading} slide={slide} width={width} height={height} ratio={ratio} />;
  // Named on the control itself: an image not loaded yet may not give it a name.
  const label = slide.alt || `Image ${index + 1} of ${count}`;
  const tabIndex = focusable === false ? -1 : undefined;
  // The slide's link, or its button to the lightbox.
  const control = { part: 'link', 'aria-label': label, 'data-index': index, tabIndex, children: image };
  const frame = href ? (
    <a {...control} href={href} />
  ) : lightbox ? (
    // A click before the gallery's code has arrived asks for the lightbox's code with it (kit/hydration/early-actions/early-actions.ts).
    <button {...control} type="button" data-loads={LIGHTBOX} onClick={() => onOpen(index)} />
  ) : (
    image
  );
  return (
    <Item
      part={current ? 'slide current' : 'slide'}
      data-index={index}
      data-current={current ? '' : undefined}
      style={style}
      {...extra}
    >
      {children ? (
        <>
          <div className="frame">
            {spacer}
            {frame}
          </div>
          {children}
        </>
      ) : (
        <>
          {spacer}
          {frame}
        </>
      )}
    </Item>
  );
});
