import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isTyping, type PathElement } from '../../lib/focus.ts';
import { warnOnce } from '../../lib/warn-once.ts';
import { RESIZE_DEBOUNCE_MS } from '../../runtime/image-loader.logic.ts';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { useEventListener } from '../kit/hooks/use-event-listener.ts';
import { useMeasuredWidth } from '../kit/hooks/use-measured-width.ts';
import { useShared } from '../kit/hooks/use-shared.ts';
import { overlaps } from './designs/box.logic.ts';
import { designOptions, type GridDesign, layout, readDesign } from './designs/designs.logic.ts';
import { listLayout } from './designs/list.logic.ts';
import { inViewport, KEY_CODES, keyboardAction } from './gallery.logic.ts';
import type { galleryApi } from './gallery.schema.ts';
import { clickThroughTarget, type Slide, slidesFromItems } from './slides.logic.ts';
import { Tile, type TileLoading } from './tile.view.tsx';
import { useBlockDataWarnings } from './use-block-data-warnings.ts';
import { useGalleryMachine } from './use-gallery-machine.ts';
import { useLightDomSlides } from './use-light-dom-slides.ts';
import { TILE_BATCH, useFirstView, useTileLimit } from './use-tile-batches.ts';

export function GalleryView({ config, host, emit }: ViewProps<typeof galleryApi>) {
  useBlockDataWarnings(host, config.design, config.items);
  const read = readDesign(config.design);
  const design: GridDesign | null = read.kind === 'grid' ? read.design : read.kind === 'unknown' ? 'grid' : null;
  const shownDesign = design ?? config.design;
  useLayoutEffect(() => {
    host.dataset.design = shownDesign;
  }, [host, shownDesign]);

  const { items } = config;
  const lightSlides = useLightDomSlides(host, !items);
  const fromItems = useMemo(() => (items ? slidesFromItems(items.filter((item) => item.src.trim())) : null), [items]);
  // Slides rebuilt from changed items keep the identity of those that did not change, and so their tiles.
  const slides = useShared(fromItems ?? lightSlides);

  const width = useMeasuredWidth(host, RESIZE_DEBOUNCE_MS, config.refreshOnResize);
  const tileLimit = useTileLimit(slides.length);
  const firstView = useFirstView(host);

  const list = useRef<HTMLUListElement>(null);
  const { state, act } = useGalleryMachine({
    host,
    emit,
    slides,
    currentIndex: config.currentIndex,
    loop: config.loop,
    linkedGalleries: config.linkedGalleries,
    list,
  });
  useDataState(host, state.phase);

  useEventListener<KeyboardEvent>(document, 'keydown', (event) => {
    if (event.defaultPrevented || !design) return;
    const action = keyboardAction({
      keyCode: KEY_CODES[event.key] ?? event.keyCode,
      keys: config.keys,
      enabled: config.keyboard,
      typing: isTyping(event.composedPath() as PathElement[]),
      moving: state.phase === 'moving',
      // Where the gallery is as the key is pressed, not where an observer last saw it.
      inView: inViewport(host.getBoundingClientRect(), { width: innerWidth, height: innerHeight }),
      modified: event.altKey || event.ctrlKey || event.metaKey,
    });
    if (!action) return;
    event.preventDefault();
    act({ type: action });
  });

  const opener = useRef((_index: number) => {});
  opener.current = (index: number) => {
    act({ type: 'GO_TO', index });
    emit('sq-lightbox-request', { slides, index, theme: config.lightboxTheme });
  };
  // One function for every tile and every render, so memoised tiles stay as they are.
  const [open] = useState(() => (index: number) => opener.current(index));

  const hrefs = useMemo(() => slides.map(clickThroughOf), [slides]);

  const { lazyLoad, autoCrop, loaderOptions } = config;
  const loading: TileLoading = useMemo(
    () => ({ lazy: lazyLoad, autoCrop, options: loaderOptions }),
    [lazyLoad, autoCrop, loaderOptions],
  );

  // Laid out again only when the design, a field it reads, the width or the slides change, not on every
  // batch of tiles, slide change or scroll. Nothing is laid out before the width is known, which is before
  // the first paint.
  const { imageAspectRatio, slidesPerRow, columnWidth, gutter, lightbox, listImageSize } = config;
  const options = useMemo(
    () =>
      design &&
      designOptions(design, {
        imageAspectRatio,
        slidesPerRow,
        columnWidth,
        gutter,
        lightbox,
        listImageSize,
        designOptions: config.designOptions,
      }),
    [design, imageAspectRatio, slidesPerRow, columnWidth, gutter, lightbox, listImageSize, config.designOptions],
  );
  const placed = useMemo(() => {
    if (!options || !width) return null;
    return options.design === 'list'
      ? { rows: listLayout({ width, imageSize: options.listImageSize, aspectRatio: options.aspectRatio, slides }) }
      : layout(options, width, slides);
  }, [options, width, slides]);

  if (!design) return <slot />;
  const tileProps = (slide: Slide, index: number) => ({
    loading,
    lightbox,
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
      <ul part="gallery" data-design="list" ref={list}>
        {width !== null &&
          width > 0 &&
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
    <ul part="gallery" data-design={design} style={{ height }} ref={list}>
      {slides.map((slide, index) => {
        const box = boxes[index];
        if (!box || (index >= tileLimit && !(firstView && overlaps(box, firstView)))) return null;
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

/** Where a click on the slide goes, if anywhere; an address that may not be followed is warned about once. */
function clickThroughOf(slide: Slide): string | null {
  if (!slide.clickThroughUrl) return null;
  const target = clickThroughTarget(slide.clickThroughUrl, location.href);
  if (!target) {
    warnOnce(
      `sq-gallery: slide ${JSON.stringify(slide.id)}: click-through url ${JSON.stringify(slide.clickThroughUrl)} is not http(s) or same-site; ignored`,
    );
  }
  return target;
}
