import { useEffect, useRef, useState } from 'react';
import {
  parseDimensions,
  RESIZE_DEBOUNCE_MS,
  ratioOf,
  ratioViewBox,
  readFocalPoint,
  type Size,
} from '../../lib/image-sizing/image-sizing.ts';
import { readLoadMode, refreshImage, watchImage } from '../../runtime/images/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useManagedImage } from '../kit/react/hooks/managed-image/use-managed-image.ts';
import { useLightDom } from '../kit/react/hooks/page/use-light-dom.ts';
import { useResized } from '../kit/react/hooks/page/use-measured-width.ts';
import { useShared } from '../kit/react/hooks/page/use-shared.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import type { imageApi } from './image.schema.ts';

/** Named states, mirrored on the host as data-state. */
type ImageState = 'idle' | 'loaded' | 'failed';

/** The host's child <img>, a page's own image, if it has one. */
const childImage = (host: HTMLElement) =>
  [...host.children].find((child): child is HTMLImageElement => child.localName === 'img');

/**
 * What the view needs of a child image, from its attributes (on the server too): its size, if it gives one
 * (width and height, or data-image-dimensions), and whether the element loads it: a child with data-src
 * (the page's lazy markup) is loaded by the image loader, configured by its data attributes (spec 001 §3).
 */
function readChild(host: HTMLElement): { width: number; height: number; loadsHere: boolean } | null {
  const child = childImage(host);
  if (!child) return null;
  const dimensions = parseDimensions(child.getAttribute('data-image-dimensions'));
  return {
    width: Number(child.getAttribute('width')) || dimensions?.width || 0,
    height: Number(child.getAttribute('height')) || dimensions?.height || 0,
    loadsHere: child.hasAttribute('data-src'),
  };
}

const CHILD_ATTRIBUTES = ['width', 'height', 'data-src', 'data-image-dimensions'] as const;

export function ImageView({ config, host, emit }: ViewProps<typeof imageApi>) {
  const frame = useRef<HTMLDivElement>(null);
  // A child <img> of the page's is shown as it is, slotted into the frame: the browser loaded it with the page,
  // so no image of our own is made or loaded.
  const child = useLightDom(host, readChild, { attributes: CHILD_ATTRIBUTES }) ?? null;
  const image = useManagedImage(child ? null : frame, config.alt, config.useBackgroundImage);
  /** The image shown (read in effects): the child image, or the element's own. */
  const shown = () => (child ? childImage(host) : image.current) as HTMLImageElement | null | undefined;
  const [state, setState] = useState<ImageState>('idle');
  const [learned, setLearned] = useState<Size>();
  const dimensions = parseDimensions(config.dimensions) ?? (child?.width && child.height ? child : learned);
  const fixed = ratioOf(config.fixedRatio);
  // The spacer's shape: the fixed ratio, else the image's own width and height, exactly (a child image's
  // box before the upgrade is drawn from them).
  const viewBox = fixed ? ratioViewBox(fixed) : dimensions && `0 0 ${dimensions.width} ${dimensions.height}`;
  useDataState(host, state);

  // Every field the loader reads, kept as one value while none of them changes: a new load only then.
  const { alt: _alt, stretch: _stretch, fixedRatio: _fixedRatio, ...fields } = config;
  const loading = useShared(fields);
  // The element loads its own image, or a child image with data-src (the page's lazy markup, configured by
  // its data attributes, spec 001 §3); the page loads any other child itself, and the element follows it.
  const loadsHere = !child || child.loadsHere;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a child image coming or going makes or takes the image.
  useEffect(() => {
    const element = shown();
    if (!element) return;
    setState('idle');
    /**
     * The image has loaded (at the width asked for, or its own) or, with no width, failed. A loaded image
     * gives the box its size when none was known: the loader preloads one without dimensions to learn them,
     * and a child image without width and height has its own.
     */
    const settle = (width: number, src: string) => {
      setState(width ? 'loaded' : 'failed');
      if (!width) return emit('sq-image-error', { src });
      emit('sq-image-load', { width, src });
      const { naturalWidth, naturalHeight } = element;
      if (naturalWidth) setLearned({ width: naturalWidth, height: naturalHeight });
    };
    if (!loadsHere) {
      // Followed until it is decoded, or fails, with no listeners to leave behind.
      const done = () => settle(element.naturalWidth, element.currentSrc);
      element.decode().then(done, done);
      return;
    }
    // No source yet (a script may set it later) is a state, not a mistake: nothing to load. A child's is its data-src.
    const src = element.getAttribute('data-src') ?? loading.src;
    if (!src.trim() && !child) return;
    return watchImage({
      ...loading,
      element,
      dimensions: parseDimensions(loading.dimensions),
      focalPoint: readFocalPoint(loading.focalPoint),
      load: readLoadMode(loading.load),
      animate: true,
      onLoad: (width) => settle(width, src),
      onError: () => settle(0, src),
    });
  }, [image, loading, child, loadsHere, emit]);

  // A box that grows may need a larger image, and one placed by its offsets needs placing again.
  useResized(frame, RESIZE_DEBOUNCE_MS, () => refreshImage(shown()));

  // The box's shape comes from a spacer's viewBox, not a style attribute: a server-rendered image
  // keeps its box under `style-src 'self'`.
  const spacer = !config.stretch && viewBox !== undefined;
  return (
    <div part="frame" ref={frame} data-stretch={config.stretch ? '' : undefined}>
      {spacer && <svg className="ratio" viewBox={viewBox} aria-hidden="true" />}
      <slot />
    </div>
  );
}
