import { type ComponentType, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isTyping, type PathElement } from '../../lib/focus/focus.ts';
import { RESIZE_DEBOUNCE_MS } from '../../lib/image-sizing/image-sizing.ts';
import { itemFromAddress } from '../../lib/item-address/item-address.ts';
import { isLightweightTier, LIGHTBOX_UNAVAILABLE } from '../../lib/item-address/page-tier.ts';
import { warnOnce } from '../../lib/warn-once.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useIsClient } from '../kit/react/hooks/optional/use-is-client.ts';
import { useOrientationTurns } from '../kit/react/hooks/optional/use-orientation-turns.ts';
import { useMeasuredWidth } from '../kit/react/hooks/page/use-measured-width.ts';
import { useShared } from '../kit/react/hooks/page/use-shared.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import { claimAddress } from './address-opening.ts';
import { overlaps } from './designs/box.logic.ts';
import { designOptions, type GridDesign, layout, type MovingDesign, readDesign } from './designs/designs.logic.ts';
import { flowAttributes, flowStyle, isPlacedDesign, tileRatio } from './designs/flow.logic.ts';
import { LIST_META_POSITION } from './designs/list.logic.ts';
import type { DesignProps } from './designs/moving/moving-parts.tsx';
import { inViewport, KEY_CODES, keyboardAction } from './gallery.logic.ts';
import type { galleryApi } from './gallery.schema.ts';
import type { Slide } from './slide.logic.ts';
import { clickThroughTarget, slidesFromItems } from './slides.logic.ts';
import { LIGHTBOX, Tile, tileLoading } from './tile.view.tsx';
import { useGalleryMachine } from './use-gallery-machine.ts';
import { useLightDomSlides } from './use-light-dom-slides.ts';
import { TILE_BATCH, useFirstView, useTileLimit } from './use-tile-batches.ts';

/** The gallery's props: the kit's, and why its block data skips the block (spec 001 §8), or null when it is drawn. */
export interface GalleryProps extends ViewProps<typeof galleryApi> {
  skipped: string | null;
}

export function GalleryView({ config, host, emit, skipped }: GalleryProps) {
  const read = readDesign(config.design);
  const design: GridDesign | null = read.kind === 'grid' ? read.design : read.kind === 'unknown' ? 'grid' : null;
  const Moving = useMovingDesign(read.kind === 'moving' ? read.design : null);
  const shownDesign = design ?? config.design;
  useLayoutEffect(() => {
    host.dataset.design = shownDesign;
  }, [host, shownDesign]);

  const { items } = config;
  // An async block (spec 001 §7) gets its slides from the platform: async-block.ts, loaded only by such a gallery.
  const asyncBlock = config.asyncRendering && !skipped;
  useEffect(() => {
    if (asyncBlock) void import('./async-block.ts').then((block) => block.default(host));
  }, [host, asyncBlock]);
  const lightSlides = useLightDomSlides(host, !items);
  const fromItems = useMemo(() => (items ? slidesFromItems(items) : null), [items]);
  // Slides rebuilt from changed items keep the identity of those that did not change, and so their tiles.
  const allSlides = useShared(fromItems ?? lightSlides);
  const { numberOfSlides } = config;
  const slides = useMemo(() => allSlides.slice(0, numberOfSlides), [allSlides, numberOfSlides]);

  const isClient = useIsClient();
  // Rendered on the server (or hydrating what it rendered): every tile is drawn at once, laid out by CSS.
  const [prerendered] = useState(() => !isClient);
  const turns = useOrientationTurns(config.refreshOnOrientationChange);
  const width = useMeasuredWidth(host, RESIZE_DEBOUNCE_MS, config.refreshOnResize, turns);
  const tileLimit = useTileLimit(slides.length, prerendered);
  const firstView = useFirstView(host);
  const keepFlow = useServerLayoutKept(prerendered, width);

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

  useEventListener<KeyboardEvent>(host.ownerDocument, 'keydown', (event) => {
    if (event.defaultPrevented || !(design || Moving)) return;
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

  const opener = useRef((_index: number, _fromAddress?: true) => {});
  opener.current = (index: number, fromAddress?: true) => {
    act({ type: 'GO_TO', index });
    // The lightweight tier has no lightbox: asking only warns (spec 001 §4), and its code is not loaded.
    if (isLightweightTier()) {
      warnOnce(`sq-gallery: ${LIGHTBOX_UNAVAILABLE}`);
      return;
    }
    const { cdnHosts } = config.loaderOptions;
    const detail = { slides, index, theme: config.lightboxTheme, ...(cdnHosts ? { cdnHosts } : {}) };
    const request = () => emit('sq-lightbox-request', fromAddress ? { ...detail, fromAddress } : detail);
    request();
    // A page without the lightbox's code yet: a <sq-lightbox> added to it brings that code (the autoloader loads a
    // tag as it appears), and the request is made again once it is defined. The gallery never imports the lightbox.
    if (customElements.get(LIGHTBOX)) return;
    if (!document.querySelector(LIGHTBOX)) document.body.append(document.createElement(LIGHTBOX));
    void customElements.whenDefined(LIGHTBOX).then(request);
  };
  // One function for every tile and every render, so memoised tiles stay as they are.
  const [open] = useState(() => (index: number) => opener.current(index));

  // An address naming a slide (an itemId in the hash, or the last path segment; spec 000 §2) opens it in the
  // lightbox once the slides are read. An address naming none asks for nothing, and no lightbox code loads.
  const openedFromAddress = useRef(false);
  useEffect(() => {
    if (openedFromAddress.current || !config.lightbox || slides.length === 0) return;
    openedFromAddress.current = true;
    const index = itemFromAddress(location, slides);
    // The first gallery whose slide the address names opens it: slides without ids are named by their position
    // in every gallery of the page.
    if (index === null || !claimAddress(location.href)) return;
    opener.current(index, true);
  }, [config.lightbox, slides]);

  const hrefs = useMemo(() => slides.map(clickThroughOf), [slides]);

  // Shared while their values stay the same, so the tiles and the layout below hold on other config changes.
  const loading = useShared(tileLoading(config));
  const options = useShared(design && designOptions(design, config));
  const { lightbox } = config;

  // Laid out again only when the design, a field it reads, the width or the slides change, not on every
  // batch of tiles, slide change or scroll. CSS lays the tiles out before the width is known (on the server
  // too); the measured layout says which tiles are in view, how large their images are, and places the
  // tiles of masonry and justified rows.
  const placed = useMemo(() => (options && width ? layout(options, width, slides) : null), [options, width, slides]);

  if (Moving && !skipped) {
    return (
      <Moving
        host={host}
        config={config}
        slides={slides}
        index={state.index}
        moving={state.phase === 'moving'}
        act={act}
        width={width}
        loading={loading}
        hrefs={hrefs}
        onOpen={open}
        list={list}
      />
    );
  }
  if (!design || skipped) return <slot />;
  const isList = design === 'list';
  const { boxes, height } = placed ?? { boxes: [], height: 0 };
  const drawnAt = (index: number) => {
    const box = boxes[index];
    return index < tileLimit || Boolean(box && firstView && overlaps(box, firstView));
  };
  // Grid, auto-grid and list flow in CSS for good; masonry and justified rows start from their CSS approximation
  // and are placed once measured (a server-rendered one keeps the approximation until its width changes).
  const flow = !isPlacedDesign(design) || width === null || keepFlow;
  // Set once in the browser, through the CSSOM; the first render has no style attribute (a strict CSP).
  const flowStyles = options && isClient ? flowStyle(options, width) : undefined;
  return (
    <ul
      part="gallery"
      data-design={design}
      data-layout={flow ? 'flow' : 'placed'}
      data-meta-position={isList ? (config.metaPosition ?? LIST_META_POSITION) : undefined}
      data-still={config.inMotion ? undefined : ''}
      {...(flow && options ? flowAttributes(options, width) : {})}
      style={flow ? flowStyles : { height }}
      ref={list}
    >
      {
        // A list's rows flow, so they are drawn in order from the first; one batch fills any window.
        (isList ? slides.slice(0, Math.max(tileLimit, TILE_BATCH)) : slides).map((slide, index) => {
          const box = boxes[index];
          if (!flow && (!box || !drawnAt(index))) return null;
          // A row without a title or description shows its alt text as the description.
          const description = slide.description || (slide.title ? '' : slide.alt);
          return (
            <Tile
              key={`${slide.id}|${slide.src}`}
              loading={loading}
              lightbox={lightbox}
              slide={slide}
              index={index}
              count={slides.length}
              current={index === state.index}
              href={hrefs[index] ?? null}
              onOpen={open}
              ratio={options ? tileRatio(options, slide) : 1}
              drawn={isList || !flow || drawnAt(index)}
              {...(flow || !box ? {} : { left: box.left, top: box.top })}
              width={box?.width ?? 0}
              height={box?.height ?? 0}
            >
              {isList && (
                <div part="meta">
                  {slide.title && <p part="title">{slide.title}</p>}
                  {description && <p part="description">{description}</p>}
                </div>
              )}
            </Tile>
          );
        })
      }
    </ul>
  );
}

/** The moving designs' views, each in a chunk of its own (its default export). */
const MOVING_VIEWS: Record<MovingDesign, () => Promise<{ default: ComponentType<DesignProps> }>> = {
  carousel: () => import('./designs/carousel.view.tsx'),
  slideshow: () => import('./designs/slideshow.view.tsx'),
  strip: () => import('./designs/strip.view.tsx'),
  swipe: () => import('./designs/swipe.view.tsx'),
  'new-swipe': () => import('./designs/new-swipe.view.tsx'),
};

/**
 * A moving design's view, loaded (its own chunk) the first time a gallery
 * uses the design; null until then, and on the server, where the gallery
 * shows its light-DOM slides, laid out as the design will by sq-elements.css.
 */
function useMovingDesign(wanted: MovingDesign | null): ComponentType<DesignProps> | null {
  // By design: a view that arrives after the design changed is kept for its own design, never shown for another.
  const [views, setViews] = useState<Partial<Record<MovingDesign, ComponentType<DesignProps>>>>({});
  useEffect(() => {
    if (wanted)
      void MOVING_VIEWS[wanted]().then((module) => setViews((shown) => ({ ...shown, [wanted]: module.default })));
  }, [wanted]);
  return (wanted && views[wanted]) || null;
}

/**
 * Whether a server-rendered gallery still shows the server's CSS layout: it
 * does until its width changes from the one it was first measured at, so
 * hydrating moves nothing on screen; the measured layout comes with the
 * first resize, which moves the tiles anyway.
 */
function useServerLayoutKept(prerendered: boolean, width: number | null): boolean {
  const [first, setFirst] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (prerendered && first === null && width !== null) setFirst(width);
  }, [prerendered, first, width]);
  return prerendered && (width === null || first === null || width === first);
}

/** Where a click on the slide goes, if anywhere; an address that may not be followed is warned about once. */
function clickThroughOf(slide: Slide): string | null {
  if (!slide.clickThroughUrl) return null;
  const target = clickThroughTarget(slide.clickThroughUrl);
  if (!target) {
    warnOnce(
      `sq-gallery: slide ${JSON.stringify(slide.id)}: click-through url ${JSON.stringify(slide.clickThroughUrl)} is not http(s) or same-site; ignored`,
    );
  }
  return target;
}
