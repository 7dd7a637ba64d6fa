import type { RefObject } from 'react';
import type { ConfigOf } from '../../kit/element/api.ts';
import type { GalleryAction } from '../gallery.logic.ts';
import type { galleryApi } from '../gallery.schema.ts';
import type { Slide } from '../slide.logic.ts';
import type { TileLoading } from '../tile.view.tsx';

/**
 * What the gallery hands a moving design. Its own file, types alone, so the
 * designs' shared parts (designs/moving/use-slide-history.ts) take it without importing the
 * view that uses them.
 */
export interface DesignProps {
  host: HTMLElement;
  config: ConfigOf<typeof galleryApi>;
  slides: readonly Slide[];
  /** The gallery machine's current slide, and what acts on the machine. */
  index: number;
  /** The gallery is moving from one slide to another (a change now would be refused). */
  moving: boolean;
  act: (action: GalleryAction) => void;
  /** The gallery's measured width (the kit's useMeasuredWidth, in an effect); null before. */
  width: number | null;
  loading: TileLoading;
  hrefs: readonly (string | null)[];
  onOpen: (index: number) => void;
  /** Where the gallery's machine finds the tiles (to focus the current one, and to wait for their animations). */
  list: RefObject<HTMLElement | null>;
}
