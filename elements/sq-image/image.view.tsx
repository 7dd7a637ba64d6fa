import { useEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { parseDimensions, parseFocalPoint, RESIZE_DEBOUNCE_MS, ratioOf, ratioViewBox } from './image.logic.ts';
import type { imageApi } from './image.schema.ts';
import { type ImageRequest, refreshImage, watchImage } from './image-loader.ts';
import { useManagedImage } from './use-managed-image.ts';

/** Named states, mirrored on the host as data-state. */
type ImageState = 'idle' | 'loaded' | 'failed';

export function ImageView({ config, host, emit }: ViewProps<typeof imageApi>) {
  const frame = useRef<HTMLDivElement>(null);
  const image = useManagedImage(frame, config.alt, config.useBackgroundImage);
  const [state, setState] = useState<ImageState>('idle');
  const [learned, setLearned] = useState<{ width: number; height: number } | undefined>(undefined);
  const known = parseDimensions(config.dimensions);
  const dimensions = known ?? learned;
  const ratio = ratioOf(config.fixedRatio) ?? (dimensions ? dimensions.width / dimensions.height : undefined);
  useDataState(host, state);

  // Everything the loader reads, as one value: a new load only when one of them changes.
  const { alt: _alt, stretch: _stretch, fixedRatio: _fixedRatio, ...loading } = config;
  const key = JSON.stringify(loading);
  const latest = useRef({ config, emit });
  latest.current = { config, emit };

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
      element,
      src: current.src,
      dimensions: given,
      focalPoint: parseFocalPoint(current.focalPoint),
      load: current.load === 'viewport' ? 'viewport' : current.load === 'true',
      lazy: current.lazy,
      forceUpdate: current.forceUpdate,
      cropMode: current.cropMode,
      fitAlignment: current.fitAlignment,
      sizeAdjustment: current.sizeAdjustment,
      sizeFormat: current.sizeFormat,
      cdnHosts: current.cdnHosts,
      background: current.useBackgroundImage,
      advancedPositioning: current.useAdvancedPositioning,
      allowSaveData: current.allowSaveData,
      dprMin: current.dprMin,
      dprMax: current.dprMax,
      onLoad: (width) => {
        setState('loaded');
        latest.current.emit('sq-image-load', { width, src: current.src });
      },
      onError: () => {
        setState('failed');
        latest.current.emit('sq-image-error', { src: current.src });
      },
    };
    const stop = watchImage(request);
    return stop;
  }, [key, image]);

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
    if (known || state !== 'loaded') return;
    const element = image.current;
    if (element instanceof HTMLImageElement && element.naturalWidth) {
      setLearned({ width: element.naturalWidth, height: element.naturalHeight });
    }
  }, [known, state]);

  // The box's shape comes from a spacer's viewBox, not a style attribute: a server-rendered image
  // keeps its box under `style-src 'self'`.
  return (
    <div part="frame" ref={frame} data-stretch={config.stretch ? '' : undefined}>
      {!config.stretch && ratio && (
        <svg className="ratio" viewBox={ratioViewBox(ratio)} aria-hidden="true" focusable="false" />
      )}
    </div>
  );
}
