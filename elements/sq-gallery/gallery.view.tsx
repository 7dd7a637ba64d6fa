import { memo, type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isTyping, type PathElement } from '../../lib/focus.ts';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { useEventListener } from '../kit/hooks/use-event-listener.ts';
import { useInView } from '../kit/hooks/use-in-view.ts';
import { LAZY_LOAD_MARGIN_PX, RESIZE_DEBOUNCE_MS } from '../sq-image/image.logic.ts';
import { type ImageRequest, refreshImage, watchImage } from '../sq-image/image-loader.ts';
import { useManagedImage } from '../sq-image/use-managed-image.ts';
import { type Box, overlaps, type Span } from './designs/box.logic.ts';
import { designOptions, type GridDesign, layout, readDesign, UNKNOWN_DESIGN_MESSAGE } from './designs/designs.logic.ts';
import { listLayout } from './designs/list.logic.ts';
import {
  type GalleryAction,
  type GalleryState,
  initialState,
  KEY_CODES,
  keyboardAction,
  transition,
} from './gallery.logic.ts';
import type { galleryApi } from './gallery.schema.ts';
import { clickThroughTarget, type Slide, slidesFromItems } from './slides.logic.ts';
import { useElementWidth } from './use-element-width.ts';
import { useLightDomSlides } from './use-light-dom-slides.ts';

/** The console message for block data that does not parse (spec 001 §8). */
const DECODE_ERROR = 'Error decoding gallery block data';
/** The console message for block data that parses but cannot be used (spec 001 §8). */
const EVALUATE_ERROR = 'Error evaluating gallery block data';

type Config = ViewProps<typeof galleryApi>['config'];

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`sq-gallery: ${message}`);
}

/** Problems with the block data, said once each, in the spec's words. */
function useBlockDataWarnings(host: HTMLElement, config: Config): void {
  const text = host.getAttribute('config');
  useEffect(() => {
    if (!text) return;
    try {
      JSON.parse(text);
    } catch {
      warnOnce(`${DECODE_ERROR}: ${text}; using the defaults`);
    }
  }, [text]);
  const design = config.design;
  useEffect(() => {
    const read = readDesign(design);
    if (read.kind === 'unknown') warnOnce(`${UNKNOWN_DESIGN_MESSAGE} ${JSON.stringify(design)}; using grid`);
    if (read.kind === 'later') {
      warnOnce(`the ${JSON.stringify(design)} design is not in this version; showing the slides as they are`);
    }
  }, [design]);
  const empty = (config.items ?? []).findIndex((item) => !item.src.trim());
  useEffect(() => {
    if (empty !== -1) warnOnce(`${EVALUATE_ERROR}: items[${empty}] has no src; skipped`);
  }, [empty]);
}

function loaderRequest(config: Config, slide: Slide, element: HTMLImageElement): ImageRequest {
  const options = config.loaderOptions;
  return {
    element,
    src: slide.src,
    dimensions: slide.dimensions,
    focalPoint: slide.focalPoint,
    lazy: config.lazyLoad,
    cropMode: options.cropMode ?? (config.autoCrop ? 'cover' : 'contain'),
    fitAlignment: options.fitAlignment ?? (config.autoCrop ? undefined : 'center'),
    sizeAdjustment: options.sizeAdjustment ?? 1,
    sizeFormat: options.sizeFormat ?? 'queryString',
    ...(options.cdnHosts ? { cdnHosts: options.cdnHosts } : {}),
    allowSaveData: options.allowSaveData ?? true,
    dprMin: options.dprMin ?? 0,
    dprMax: options.dprMax,
  };
}

interface TileImageProps {
  config: Config;
  slide: Slide;
  width: number;
  height: number;
}

/** A slide's image, handed to the image loader; its box is set by the tile before it loads. */
function TileImage({ config, slide, width, height }: TileImageProps) {
  const media = useRef<HTMLSpanElement>(null);
  const image = useManagedImage(media, slide.alt);
  const latest = useRef(config);
  latest.current = config;
  const loaderKey = JSON.stringify([
    slide.src,
    slide.dimensions,
    slide.focalPoint,
    config.lazyLoad,
    config.autoCrop,
    config.loaderOptions,
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaderKey` stands for what the loader reads.
  useEffect(() => {
    const element = image.current;
    return element instanceof HTMLImageElement ? watchImage(loaderRequest(latest.current, slide, element)) : undefined;
  }, [loaderKey, image]);
  const sized = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new box size is the reason to look again.
  useEffect(() => {
    if (!sized.current) {
      sized.current = true;
      return;
    }
    if (image.current) refreshImage(image.current);
  }, [width, height]);
  return <span className="media" ref={media} />;
}

interface TileProps {
  config: Config;
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
const Tile = memo(function Tile({
  config,
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
  const image = <TileImage config={config} slide={slide} width={width} height={height} />;
  // Named on the control itself: an image not loaded yet may not give it a name.
  const label = slide.alt || `Image ${index + 1} of ${count}`;
  const frame = href ? (
    <a part="link" href={href} aria-label={label} data-index={index}>
      {image}
    </a>
  ) : config.lightbox ? (
    <button part="link" type="button" aria-label={label} data-index={index} onClick={() => onOpen(index)}>
      {image}
    </button>
  ) : (
    image
  );
  return (
    <li part="slide" data-index={index} data-current={current ? '' : undefined} style={style}>
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

/**
 * Tiles are drawn in batches: the tiles in view with the gallery, the rest
 * one batch per task in order, so a large gallery upgrades without one long
 * task. Every tile's box is known from the start (the gallery's height too),
 * so tiles drawn later move nothing. The list, whose rows flow, draws its
 * first batch of rows at once and the rest below them.
 */
const TILE_BATCH = 48;
/** Tiles this far outside the window are drawn with the ones in it: their images load as early. */
const FIRST_VIEW_MARGIN = LAZY_LOAD_MARGIN_PX;

function useTileLimit(count: number): number {
  const [limit, setLimit] = useState(0);
  useEffect(() => {
    if (limit >= count) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + TILE_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [limit, count]);
  return limit;
}

/** The rows of `element` (from its top) inside the window when it first rendered, with a margin. */
function useFirstView(element: HTMLElement): Span | null {
  const [view, setView] = useState<Span | null>(null);
  useLayoutEffect(() => {
    const top = element.getBoundingClientRect().top;
    setView({ start: -top - FIRST_VIEW_MARGIN, end: innerHeight - top + FIRST_VIEW_MARGIN });
  }, [element]);
  return view;
}

function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useEffect(() => {
    previous.current = value;
  });
  return previous.current;
}

export function GalleryView({ config, host, emit }: ViewProps<typeof galleryApi>) {
  useBlockDataWarnings(host, config);
  const read = readDesign(config.design);
  const design: GridDesign | null = read.kind === 'grid' ? read.design : read.kind === 'unknown' ? 'grid' : null;

  const lightSlides = useLightDomSlides(host, !config.items);
  const itemsKey = JSON.stringify(config.items ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `itemsKey` stands for the items.
  const slides = useMemo(
    () => (config.items ? slidesFromItems(config.items.filter((item) => item.src.trim())) : lightSlides),
    [itemsKey, lightSlides],
  );

  const width = useElementWidth(host, RESIZE_DEBOUNCE_MS, config.refreshOnResize);
  const tileLimit = useTileLimit(slides.length);
  const firstView = useFirstView(host);
  const inView = useInView(host);

  // The state machine lives in a ref so a transition's effects are announced exactly once.
  const machine = useRef<GalleryState>(
    initialState({ count: slides.length, index: config.currentIndex, loop: config.loop }),
  );
  const [, rerender] = useState(0);
  if (machine.current.count !== slides.length) {
    machine.current = transition(machine.current, { type: 'SET_COUNT', count: slides.length }).state;
  }
  if (machine.current.loop !== config.loop) {
    machine.current = transition(machine.current, { type: 'SET_LOOP', loop: config.loop }).state;
  }
  const state = machine.current;
  useDataState(host, state.phase);
  useLayoutEffect(() => {
    host.dataset.design = design ?? config.design;
  }, [host, design, config.design]);

  const latest = useRef({ slides, emit, config });
  latest.current = { slides, emit, config };

  const act = (action: GalleryAction): boolean => {
    const linked = latest.current.config.linkedGalleries;
    if (linked) {
      let moving = false;
      try {
        moving = [...document.querySelectorAll(linked)].some(
          (element) => element !== host && (element as HTMLElement).dataset.state === 'moving',
        );
      } catch {
        warnOnce(`linkedGalleries: ${JSON.stringify(linked)} is not a selector; ignored`);
      }
      machine.current = transition(machine.current, { type: 'LINKED_MOVING', moving }).state;
    }
    const result = transition(machine.current, action);
    machine.current = result.state;
    let changed = false;
    for (const effect of result.effects) {
      const { emit: send, slides: current } = latest.current;
      switch (effect.type) {
        case 'slide-change':
          changed = true;
          send('sq-slide-change', {
            index: effect.index,
            previousIndex: effect.previousIndex,
            slideId: current[effect.index]?.id ?? String(effect.index),
            direction: effect.direction,
          });
          if (linked) syncLinked(linked, effect.index);
          break;
        case 'reached-end':
          send('sq-reached-end', { index: effect.index });
          break;
        case 'reached-beginning':
          send('sq-reached-beginning', { index: effect.index });
          break;
        case 'rejected':
          break;
      }
    }
    if (changed) rerender((n) => n + 1);
    return changed;
  };

  const syncLinked = (selector: string, index: number) => {
    for (const element of document.querySelectorAll(selector)) {
      if (element !== host && 'currentIndex' in element)
        (element as unknown as { currentIndex: number }).currentIndex = index;
    }
  };

  const previousIndex = usePrevious(config.currentIndex);
  useEffect(() => {
    if (previousIndex !== undefined && previousIndex !== config.currentIndex)
      act({ type: 'GO_TO', index: config.currentIndex });
  });

  useEventListener<KeyboardEvent>(document, 'keydown', (event) => {
    if (event.defaultPrevented || !design) return;
    const action = keyboardAction({
      keyCode: KEY_CODES[event.key] ?? event.keyCode,
      // The schema checks there are exactly two.
      keys: latest.current.config.keys as unknown as readonly [number, number],
      enabled: latest.current.config.keyboard,
      typing: isTyping(event.composedPath() as PathElement[]),
      moving: machine.current.phase === 'moving',
      inView,
      modified: event.altKey || event.ctrlKey || event.metaKey,
    });
    if (!action) return;
    event.preventDefault();
    if (act({ type: action }) && host.matches(':focus-within')) {
      const target = host.shadowRoot?.querySelector<HTMLElement>(`[part=link][data-index="${machine.current.index}"]`);
      target?.focus();
    }
  });

  const opener = useRef((_index: number) => {});
  opener.current = (index: number) => {
    act({ type: 'GO_TO', index });
    emit('sq-lightbox-request', { slides: latest.current.slides, index, theme: config.lightboxTheme });
  };
  // One function for every tile and every render, so memoised tiles stay as they are.
  const [open] = useState(() => (index: number) => opener.current(index));

  const hrefs = useMemo(
    () =>
      slides.map((slide) => {
        if (!slide.clickThroughUrl) return null;
        const target = clickThroughTarget(slide.clickThroughUrl, location.href);
        if (!target) {
          warnOnce(
            `slide ${JSON.stringify(slide.id)}: click-through url ${JSON.stringify(slide.clickThroughUrl)} is not http(s) or same-site; ignored`,
          );
        }
        return target;
      }),
    [slides],
  );

  // Laid out again only when the design, the config, the width or the slides change, not on every
  // batch of tiles, slide change or scroll in and out of view. Nothing is laid out before the width is
  // known, which is before the first paint.
  const placed = useMemo(() => {
    if (!design || width === 0) return null;
    const options = designOptions(design, config);
    return design === 'list'
      ? { rows: listLayout({ width, imageSize: options.listImageSize, aspectRatio: options.aspectRatio, slides }) }
      : layout(options, width, slides);
  }, [design, config, width, slides]);

  if (!design) return <slot />;
  const tileProps = (slide: Slide, index: number) => ({
    config,
    slide,
    index,
    count: slides.length,
    current: index === state.index,
    href: hrefs[index] ?? null,
    onOpen: open,
  });

  if (design === 'list') {
    const rows = placed && 'rows' in placed ? placed.rows : [];
    return (
      <ul part="gallery" data-design="list">
        {width > 0 &&
          // Rows flow, so they are drawn in order from the first; one batch fills any window.
          slides.slice(0, Math.max(tileLimit, TILE_BATCH)).map((slide, index) => {
            const row = rows[index] ?? { imageWidth: 0, imageHeight: 0, stacked: true };
            return (
              <Tile
                key={`${slide.id}|${slide.src}`}
                {...tileProps(slide, index)}
                width={row.imageWidth}
                height={row.imageHeight}
              >
                <div part="meta" data-stacked={row.stacked ? '' : undefined}>
                  {slide.title && <p part="title">{slide.title}</p>}
                  {slide.description && <p part="description">{slide.description}</p>}
                  {!slide.title && !slide.description && slide.alt && <p part="description">{slide.alt}</p>}
                </div>
              </Tile>
            );
          })}
      </ul>
    );
  }

  const { boxes, height } = placed && 'boxes' in placed ? placed : { boxes: [], height: 0 };
  return (
    <ul part="gallery" data-design={design} style={{ height }}>
      {width > 0 &&
        slides.map((slide, index) => {
          const box = boxes[index] as Box;
          if (index >= tileLimit && !(firstView && overlaps(box, firstView))) return null;
          return (
            <Tile
              key={`${slide.id}|${slide.src}`}
              {...tileProps(slide, index)}
              left={box.left}
              top={box.top}
              width={box.width}
              height={box.height}
            />
          );
        })}
    </ul>
  );
}
