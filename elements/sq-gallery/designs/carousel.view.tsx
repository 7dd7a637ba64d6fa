/**
 * The carousel design (spec 001 §4 "Carousel", WAI-ARIA APG carousel): a row
 * of slides that moves by groups, previous and next buttons, autoplay with a
 * pause button. Its own chunk: the gallery imports it only when a gallery
 * uses the design. Its layout is CSS (container queries for the breakpoints),
 * the same as sq-elements.css draws the light-DOM slides before it arrives,
 * so nothing moves when it takes over.
 */
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { deepActiveElement } from '../../../lib/focus.ts';
import type { ConfigOf } from '../../kit/api.ts';
import { useEventListener } from '../../kit/hooks/use-event-listener.ts';
import { useReducedMotion } from '../../kit/hooks/use-reduced-motion.ts';
import { autoplayDelay, autoplayState, noMotionInAddress, randomSlide } from '../autoplay.logic.ts';
import type { GalleryAction } from '../gallery.logic.ts';
import type { galleryApi } from '../gallery.schema.ts';
import type { Slide } from '../slides.logic.ts';
import { Tile, type TileLoading } from '../tile.view.tsx';
import css from './carousel.css?inline';
import {
  CAROUSEL_GUTTER_PERCENT,
  CAROUSEL_SLIDES_PER_ROW,
  carouselControls,
  carouselRatio,
  carouselSlidesPerRow,
  groupStep,
  slideLabel,
  windowStart,
} from './carousel.logic.ts';
import { CONTROLS_CSS, ControlButton } from './control-button.view.tsx';
import { parseAspectRatio } from './grid.logic.ts';
import { useDesignSheet } from './use-design-sheet.ts';

/** What the gallery hands its carousel. */
export interface CarouselProps {
  host: HTMLElement;
  config: ConfigOf<typeof galleryApi>;
  slides: readonly Slide[];
  /** The gallery machine's current slide, and what acts on the machine. */
  index: number;
  act: (action: GalleryAction) => void;
  /** The gallery's measured width (the kit's useMeasuredWidth, in an effect); null before. */
  width: number | null;
  loading: TileLoading;
  hrefs: readonly (string | null)[];
  onOpen: (index: number) => void;
  /** Where the gallery's machine finds the tiles (to focus the current one, and to wait for their animations). */
  list: RefObject<HTMLElement | null>;
}

/** The region's name when the host has no aria-label. */
const DEFAULT_LABEL = 'Gallery';

export function CarouselView({ host, config, slides, index, act, width, loading, hrefs, onOpen, list }: CarouselProps) {
  const count = slides.length;
  const configured = config.slidesPerRow ?? CAROUSEL_SLIDES_PER_ROW;
  const perRow = carouselSlidesPerRow(configured, width);
  const { loop } = config;

  // The first slide shown: kept while the current slide is on the row, so opening a slide moves nothing.
  const [shownFrom, setShownFrom] = useState(() => windowStart(-1, index, perRow, count));
  const start = windowStart(shownFrom, index, perRow, count);
  if (start !== shownFrom) setShownFrom(start);

  useDesignSheet(host, CONTROLS_CSS, css);

  const reducedMotion = useReducedMotion();
  const [noMotion, setNoMotion] = useState(false);
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    setNoMotion(noMotionInAddress(location.search));
    // Hovering does not pause autoplay on a touch screen (spec 001 §4).
    setMobile(matchMedia('(hover: none)').matches);
  }, []);
  const [paused, setPaused] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  useEventListener<PointerEvent>(host, 'pointerenter', (event) => {
    if (event.pointerType === 'mouse') setPointerOver(true);
  });
  useEventListener<PointerEvent>(host, 'pointerleave', () => setPointerOver(false));
  // Keyboard focus inside pauses (WCAG 2.2.2); a mouse click on a button does not (it is not :focus-visible).
  useEventListener<FocusEvent>(host, 'focusin', () =>
    setFocusInside(deepActiveElement()?.matches(':focus-visible') ?? false),
  );
  useEventListener<FocusEvent>(host, 'focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !(next === host || host.contains(next))) setFocusInside(false);
  });

  const movable = count > perRow;
  const autoplay = autoplayState({
    enabled: config.autoplay && config.inMotion,
    movable,
    noMotion,
    reducedMotion,
    // A video slide shows its poster here and plays in the lightbox: nothing plays in the row.
    videoShowing: false,
    pointerOver,
    mobile,
    focusInside,
    paused,
  });
  const delay = autoplayDelay(config.autoplayDuration, config.autoplayOptions.timeout);
  const randomize = config.autoplayOptions.randomize === true;
  const controls = carouselControls({ count, perRow, start, loop });
  /** Shows the row from `target`, with it current (a step within the row would not move the row by itself). */
  const showFrom = (target: number | null) => {
    if (target === null) return;
    setShownFrom(target);
    act({ type: 'GO_TO', index: target });
  };
  const step = (forward: boolean) => showFrom(groupStep({ start, count, perRow, loop }, forward));
  const advance = useRef(() => {});
  advance.current = () => {
    if (randomize) act({ type: 'GO_TO', index: randomSlide(index, count, Math.random()) });
    else showFrom(groupStep({ start, count, perRow, loop: true }, true));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide or row shows for the whole delay.
  useEffect(() => {
    if (autoplay !== 'playing') return;
    const timer = setTimeout(() => advance.current(), delay);
    return () => clearTimeout(timer);
  }, [autoplay, delay, index, start]);

  const ratio = carouselRatio(parseAspectRatio(config.imageAspectRatio), slides);
  const slideWidth = width ? (width - ((perRow - 1) * width * CAROUSEL_GUTTER_PERCENT) / 100) / perRow : 0;
  // The pause button shows while autoplay could run: not when the address, the visitor or the config stop motion.
  const canPlay = config.autoplay && config.inMotion && movable && !noMotion && !reducedMotion;
  const still = !config.inMotion || noMotion;
  return (
    <section
      part="gallery"
      className="carousel"
      data-design="carousel"
      data-per-row={configured}
      data-autoplay={autoplay}
      data-still={still ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={host.getAttribute('aria-label') || DEFAULT_LABEL}
    >
      <div className="viewport" aria-live={autoplay === 'playing' ? 'off' : 'polite'}>
        <div className="track" ref={list as RefObject<HTMLDivElement>} style={{ '--start': start } as CSSProperties}>
          {slides.map((slide, at) => {
            const shown = at >= start && at < start + perRow;
            return (
              <Tile
                key={`${slide.id}|${slide.src}`}
                loading={loading}
                lightbox={config.lightbox}
                slide={slide}
                index={at}
                count={count}
                current={at === index}
                href={hrefs[at] ?? null}
                onOpen={onOpen}
                ratio={ratio}
                width={slideWidth}
                height={slideWidth / ratio}
                focusable={at === index}
                element="div"
                extra={{
                  role: 'group',
                  'aria-roledescription': 'slide',
                  'aria-label': slideLabel(at, count),
                  inert: !shown,
                }}
              />
            );
          })}
        </div>
      </div>
      {!controls.hidden && (
        <>
          <ControlButton
            part="previous"
            label="Previous slide"
            disabled={controls.previousDisabled}
            icon="M15 5l-7 7 7 7"
            onClick={() => step(false)}
          />
          <ControlButton
            part="next"
            label="Next slide"
            disabled={controls.nextDisabled}
            icon="M9 5l7 7-7 7"
            onClick={() => step(true)}
          />
        </>
      )}
      {canPlay && (
        <ControlButton
          part="autoplay"
          label={paused ? 'Play slides' : 'Pause slides'}
          disabled={false}
          icon={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'}
          onClick={() => setPaused(!paused)}
        />
      )}
    </section>
  );
}

/** What the gallery loads for the design. */
export default CarouselView;
