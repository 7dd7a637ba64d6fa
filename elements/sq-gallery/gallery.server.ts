/**
 * What the server renderer works a gallery tile's first-view image out from
 * (see elements/kit/react/hooks/use-first-view-image.ts). Server-only: the
 * browser build never loads it.
 */
import { coverScale, type FirstViewImageInput } from '../../runtime/images/index.ts';
import type { Slide } from './slide.logic.ts';
import type { TileLoading } from './tile.view.tsx';

/** What a tile gives: its slide, the gallery's loading, and its box's ratio (width over height). */
export interface TileFirstView {
  slide: Slide;
  loading: TileLoading;
  ratio: number;
}

/** The first-view image's input of one tile. */
export function firstViewInput({ slide, loading, ratio }: TileFirstView): FirstViewImageInput {
  return {
    scale: coverScale(slide.dimensions, ratio, loading.cropMode),
    src: slide.src,
    alt: slide.alt,
    dimensions: slide.dimensions,
    focalPoint: slide.focalPoint,
    cropMode: loading.cropMode,
    fitAlignment: loading.fitAlignment,
    lazy: loading.lazy,
    sizeFormat: loading.sizeFormat,
    cdnHosts: loading.cdnHosts,
  };
}
