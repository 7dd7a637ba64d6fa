import { useEffect, useMemo, useRef, useState } from 'react';
import {
  parseDimensions,
  parseFocalPoint,
  RESIZE_DEBOUNCE_MS,
  ratioOf,
  ratioViewBox,
} from '../../runtime/image-loader.logic.ts';
import { type ImageRequest, refreshImage, watchImage } from '../../runtime/image-loader.ts';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { useLightDom } from '../kit/hooks/use-light-dom.ts';
import { useManagedImage } from '../kit/hooks/use-managed-image.ts';
import { useResized } from '../kit/hooks/use-measured-width.ts';
import { useShared } from '../kit/hooks/use-shared.ts';
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
  const noFrame = useRef<HTMLElement>(null);
  const image = useManagedImage(child ? noFrame : frame, config.alt, config.useBackgroundImage);
  const childLoads = child?.loadsHere === true;
  /** The image the loader loads (read in effects): a child image with data-src, or the element's own. */
  const target = (): HTMLElement | null => (childLoads ? (childImage(host) ?? null) : image.current);
  const [state, setState] = useState<ImageState>('idle');
  const [learned, setLearned] = useState<{ width: number; height: number } | undefined>(undefined);
  const known = useMemo(() => parseDimensions(config.dimensions), [config.dimensions]);
  const given = child?.width && child.height ? child : undefined;
  const dimensions = known ?? given ?? learned;
  const fixed = ratioOf(config.fixedRatio);
  // The spacer's shape: the fixed ratio, else the image's own width and height, exactly (a child image's
  // box before the upgrade is drawn from them).
  const viewBox =
    fixed !== undefined ? ratioViewBox(fixed) : dimensions && `0 0 ${dimensions.width} ${dimensions.height}`;
  useDataState(host, state);

  const latestEmit = useRef(emit);
  latestEmit.current = emit;
  /** The image has loaded (at the width asked for or shown), or, with no width, failed. */
  const [announce] = useState(() => (width: number, src: string) => {
    setState(width ? 'loaded' : 'failed');
    if (width) latestEmit.current('sq-image-load', { width, src });
    else latestEmit.current('sq-image-error', { src });
  });

  // Every field the loader reads, kept as one value while none of them changes: a new load only then.
  const { alt: _alt, stretch: _stretch, fixedRatio: _fixedRatio, dimensions: _dimensions, ...fields } = config;
  const loading = useShared(fields);
  // A child the page loads itself: the element only follows its load.
  const hasChild = child !== null && !childLoads;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a child image coming or going makes or takes the image.
  useEffect(() => {
    const element = target();
    if (!element) return;
    setState('idle');
    const { src } = loading;
    // No source yet (a script may set it later) is a state, not a mistake: nothing to load. A child's is its data-src.
    if (!src.trim() && !childLoads) return;
    // The address loaded: a child's data-src (read as the load starts, as the loader reads it), or the config's.
    const shown = element.getAttribute('data-src') ?? src;
    const request: ImageRequest = {
      ...loading,
      element,
      dimensions: known,
      focalPoint: parseFocalPoint(loading.focalPoint),
      load: loading.load === 'viewport' ? 'viewport' : loading.load === 'true',
      animate: true,
      onLoad: (width) => announce(width, shown),
      onError: () => announce(0, shown),
    };
    return watchImage(request);
  }, [image, loading, known, hasChild, childLoads, announce]);

  // The child image, loaded (or not) as the page loaded it: its state and events, and its size if it gave none.
  useEffect(() => {
    const node = hasChild ? childImage(host) : undefined;
    if (!node) return;
    const done = () => announce(node.naturalWidth, node.currentSrc);
    if (node.complete) done();
    node.addEventListener('load', done);
    node.addEventListener('error', done);
    return () => {
      node.removeEventListener('load', done);
      node.removeEventListener('error', done);
    };
  }, [host, hasChild, announce]);

  // A box that grows may need a larger image, and one placed by its offsets needs placing again.
  useResized(frame, RESIZE_DEBOUNCE_MS, () => {
    const element = target();
    if (element) refreshImage(element);
  });

  // The loader preloads an image without dimensions to learn them, and a child image without width and
  // height gives its own once loaded: keep the box in step.
  useEffect(() => {
    if (known || state !== 'loaded') return;
    const element = child ? childImage(host) : image.current;
    if (element instanceof HTMLImageElement && element.naturalWidth) {
      setLearned({ width: element.naturalWidth, height: element.naturalHeight });
    }
  }, [known, state, image, host, child]);

  // The box's shape comes from a spacer's viewBox, not a style attribute: a server-rendered image
  // keeps its box under `style-src 'self'`.
  const spacer = !config.stretch && viewBox !== undefined;
  return (
    <div
      part="frame"
      ref={frame}
      data-stretch={config.stretch ? '' : undefined}
      data-shaped={spacer || config.stretch ? '' : undefined}
    >
      {spacer && <svg className="ratio" viewBox={viewBox} aria-hidden="true" focusable="false" />}
      {child && <slot />}
    </div>
  );
}
