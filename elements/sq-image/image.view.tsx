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
import { useManagedImage } from '../kit/hooks/use-managed-image.ts';
import { useResized } from '../kit/hooks/use-measured-width.ts';
import { useShared } from '../kit/hooks/use-shared.ts';
import type { imageApi } from './image.schema.ts';

/** Named states, mirrored on the host as data-state. */
type ImageState = 'idle' | 'loaded' | 'failed';

export function ImageView({ config, host, emit }: ViewProps<typeof imageApi>) {
  const frame = useRef<HTMLDivElement>(null);
  const image = useManagedImage(frame, config.alt, config.useBackgroundImage);
  const [state, setState] = useState<ImageState>('idle');
  const [learned, setLearned] = useState<{ width: number; height: number } | undefined>(undefined);
  const known = useMemo(() => parseDimensions(config.dimensions), [config.dimensions]);
  const dimensions = known ?? learned;
  const ratio = ratioOf(config.fixedRatio) ?? (dimensions ? dimensions.width / dimensions.height : undefined);
  useDataState(host, state);

  const latestEmit = useRef(emit);
  latestEmit.current = emit;

  // Every field the loader reads, kept as one value while none of them changes: a new load only then.
  const { alt: _alt, stretch: _stretch, fixedRatio: _fixedRatio, dimensions: _dimensions, ...fields } = config;
  const loading = useShared(fields);
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    setState('idle');
    const { src } = loading;
    // No source yet (a script may set it later) is a state, not a mistake: nothing to load.
    if (!src.trim()) return;
    const request: ImageRequest = {
      element,
      src,
      dimensions: known,
      focalPoint: parseFocalPoint(loading.focalPoint),
      load: loading.load === 'viewport' ? 'viewport' : loading.load === 'true',
      lazy: loading.lazy,
      forceUpdate: loading.forceUpdate,
      cropMode: loading.cropMode,
      fitAlignment: loading.fitAlignment,
      sizeAdjustment: loading.sizeAdjustment,
      sizeFormat: loading.sizeFormat,
      cdnHosts: loading.cdnHosts,
      background: loading.useBackgroundImage,
      advancedPositioning: loading.useAdvancedPositioning,
      allowSaveData: loading.allowSaveData,
      dprMin: loading.dprMin,
      dprMax: loading.dprMax,
      onLoad: (width) => {
        setState('loaded');
        latestEmit.current('sq-image-load', { width, src });
      },
      onError: () => {
        setState('failed');
        latestEmit.current('sq-image-error', { src });
      },
    };
    return watchImage(request);
  }, [image, loading, known]);

  // A box that grows may need a larger image, and one placed by its offsets needs placing again.
  useResized(frame, RESIZE_DEBOUNCE_MS, () => image.current && refreshImage(image.current));

  // The loader preloads an image without dimensions to learn them; keep the box in step.
  useEffect(() => {
    if (known || state !== 'loaded') return;
    const element = image.current;
    if (element instanceof HTMLImageElement && element.naturalWidth) {
      setLearned({ width: element.naturalWidth, height: element.naturalHeight });
    }
  }, [known, state, image]);

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
