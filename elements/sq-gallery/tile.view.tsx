import { memo, type ReactNode, useEffect, useRef } from 'react';
import { type ImageRequest, refreshImage, watchImage } from '../../runtime/image-loader.ts';
import type { ConfigOf } from '../kit/api.ts';
import { useManagedImage } from '../kit/hooks/use-managed-image.ts';
import type { galleryApi } from './gallery.schema.ts';
import type { Slide } from './slides.logic.ts';

type Config = ConfigOf<typeof galleryApi>;

/** What the image loader is told for every slide, from the config. */
export interface TileLoading {
  lazy: Config['lazyLoad'];
  autoCrop: Config['autoCrop'];
  options: Config['loaderOptions'];
}

function loaderRequest(
  loading: TileLoading,
  slide: Pick<Slide, 'src' | 'dimensions' | 'focalPoint'>,
  element: HTMLImageElement,
): ImageRequest {
  const { options, autoCrop } = loading;
  return {
    element,
    src: slide.src,
    dimensions: slide.dimensions,
    focalPoint: slide.focalPoint,
    lazy: loading.lazy,
    cropMode: options.cropMode ?? (autoCrop ? 'cover' : 'contain'),
    fitAlignment: options.fitAlignment ?? (autoCrop ? undefined : 'center'),
    sizeAdjustment: options.sizeAdjustment ?? 1,
    sizeFormat: options.sizeFormat ?? 'queryString',
    ...(options.cdnHosts ? { cdnHosts: options.cdnHosts } : {}),
    allowSaveData: options.allowSaveData ?? true,
    dprMin: options.dprMin ?? 0,
    dprMax: options.dprMax,
  };
}

interface TileImageProps {
  loading: TileLoading;
  slide: Slide;
  width: number;
  height: number;
}

/** A slide's image, handed to the image loader; its box is set by the tile before it loads. */
function TileImage({ loading, slide, width, height }: TileImageProps) {
  const media = useRef<HTMLSpanElement>(null);
  const image = useManagedImage(media, slide.alt);
  // Slides keep their identity, and their parts theirs, while unchanged: a new load only for a new image.
  const { src, dimensions, focalPoint } = slide;
  useEffect(() => {
    const element = image.current;
    if (!(element instanceof HTMLImageElement)) return;
    return watchImage(loaderRequest(loading, { src, dimensions, focalPoint }, element));
  }, [image, loading, src, dimensions, focalPoint]);
  // A new box may need a larger image: the loader looks again.
  const box = useRef({ width, height });
  useEffect(() => {
    if (box.current.width === width && box.current.height === height) return;
    box.current = { width, height };
    if (image.current) refreshImage(image.current);
  }, [image, width, height]);
  return <span className="media" ref={media} />;
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
  /** Where the tile sits; none in the list, which flows. */
  left?: number;
  top?: number;
  width: number;
  height: number;
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
  children,
}: TileProps) {
  const style = left === undefined || top === undefined ? undefined : { left, top, width, height };
  const image = <TileImage loading={loading} slide={slide} width={width} height={height} />;
  // Named on the control itself: an image not loaded yet may not give it a name.
  const label = slide.alt || `Image ${index + 1} of ${count}`;
  const frame = href ? (
    <a part="link" href={href} aria-label={label} data-index={index}>
      {image}
    </a>
  ) : lightbox ? (
    <button part="link" type="button" aria-label={label} data-index={index} onClick={() => onOpen(index)}>
      {image}
    </button>
  ) : (
    image
  );
  return (
    <li
      part={current ? 'slide current' : 'slide'}
      data-index={index}
      data-current={current ? '' : undefined}
      style={style}
    >
      {children ? (
        <>
          <div className="frame" style={{ width, height }}>
            {frame}
          </div>
          {children}
        </>
      ) : (
        frame
      )}
    </li>
  );
});
