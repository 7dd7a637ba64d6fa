import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { parseDimensions, parseFocalPoint, RESIZE_DEBOUNCE_MS, ratioOf } from './image.logic.ts';
import type { imageApi } from './image.schema.ts';
import { type ImageRequest, refreshImage, watchImage } from './image-loader.ts';
import { useManagedImage } from './use-managed-image.ts';

/** Named states, mirrored on the host as data-state. */
type ImageState = 'idle' | 'loaded' | 'failed';

export function ImageView({ config, host, emit }: ViewProps<typeof imageApi>) {
  const frame = useRef<HTMLDivElement>(null);
  // A child <img> of the page's is shown as it is, slotted into the frame: the browser loaded it with the page,
  // so no image of our own is made or loaded. Looked for before the managed image is made (effects run in order).
  const [child, setChild] = useState<HTMLImageElement | null>(null);
  const [state, setState] = useState<ImageState>('idle');
  const [learned, setLearned] = useState<{ width: number; height: number } | undefined>(undefined);
  const managed = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const found = host.querySelector<HTMLImageElement>(':scope>img');
    managed.current = found ? null : frame.current;
    setChild(found);
    // Its box as the page drew it, from its width and height attributes or the image (none while 0 x 0).
    if (found) setLearned({ width: found.width, height: found.height });
  }, [host]);
  const image = useManagedImage(managed, config.alt, config.useBackgroundImage);
  const known = parseDimensions(config.dimensions);
  const dimensions = known ?? learned;
  const ratio = ratioOf(config.fixedRatio) ?? (dimensions ? dimensions.width / dimensions.height : undefined);
  useDataState(host, state);

  // Everything the loader reads, as one value: a new load only when one of them changes.
  const { alt: _alt, stretch: _stretch, fixedRatio: _fixedRatio, ...loading } = config;
  const key = JSON.stringify(loading);
  const latest = useRef({ config, emit });
  latest.current = { config, emit };
  /** The image has loaded (at the width asked for or shown), or, with no width, failed. */
  const [announce] = useState(() => (width: number, src: string) => {
    setState(width ? 'loaded' : 'failed');
    if (width) latest.current.emit('sq-image-load', { width, src });
    else latest.current.emit('sq-image-error', { src });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every config field the loader reads.
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const { config: current } = latest.current;
    const given = parseDimensions(current.dimensions);
    setState('idle');
    // No source yet (a script may set it later) is a state, not a mistake: nothing to load.
    if (!current.src.trim()) return;
    const request: ImageRequest = {
      // The fields the loader takes under their own names (src, lazy, forceUpdate, cropMode, ... dprMax), as they are.
      ...current,
      element,
      dimensions: given,
      focalPoint: parseFocalPoint(current.focalPoint),
      load: current.load === 'viewport' ? 'viewport' : current.load === 'true',
      background: current.useBackgroundImage,
      advancedPositioning: current.useAdvancedPositioning,
      onLoad: (width) => announce(width, current.src),
      onError: () => announce(0, current.src),
    };
    const stop = watchImage(request);
    return stop;
  }, [key, image]);

  // The child image, loaded (or not) as the page loaded it: its state and events, and its size if it gave none.
  useEffect(() => {
    if (!child) return;
    const done = () => announce(child.naturalWidth, child.currentSrc);
    if (child.complete) done();
    child.addEventListener('load', done);
    child.addEventListener('error', done);
    return () => {
      child.removeEventListener('load', done);
      child.removeEventListener('error', done);
    };
  }, [child, announce]);

  // A box that grows may need a larger image, and one placed by its offsets needs placing again.
  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const observer = new ResizeObserver(() => {
      // The first report is the size the load already used.
      if (first) {
        first = false;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => image.current && refreshImage(image.current), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [image]);

  // The loader preloads an image without dimensions to learn them; keep the box in step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the image element is read when the state says it loaded.
  useEffect(() => {
    // A child image's box too, as the page's own CSS does once it has loaded (aspect-ratio: auto w / h).
    if (known || state !== 'loaded') return;
    const element = child ?? image.current;
    if (element instanceof HTMLImageElement && element.naturalWidth) {
      setLearned({ width: element.naturalWidth, height: element.naturalHeight });
    }
  }, [known, state]);

  const frameStyle = config.stretch ? { height: '100%' } : ratio ? { aspectRatio: String(ratio) } : undefined;
  return (
    <div part="frame" ref={frame} style={frameStyle}>
      {child && <slot />}
    </div>
  );
}
