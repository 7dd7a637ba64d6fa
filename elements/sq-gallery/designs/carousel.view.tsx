/**
 * The carousel design (spec 001 §4 "Carousel", WAI-ARIA APG carousel): a row
 * of slides that moves by groups, previous and next buttons, autoplay with a
 * pause button. Its own chunk: the gallery imports it only when a gallery
 * uses the design. Its layout is CSS (container queries for the breakpoints),
 * the same as sq-elements.css draws the light-DOM slides before it arrives,
 * so nothing moves when it takes over.
 */
import type { CSSProperties, RefObject } from 'react';
import { useState } from 'react';
import { Tile } from '../tile.view.tsx';
import css from './carousel.css?inline';
import {
  CAROUSEL_GUTTER_PERCENT,
  CAROUSEL_SLIDES_PER_ROW,
  carouselControls,
  carouselRatio,
  carouselSlidesPerRow,
  groupStep,
  windowStart,
} from './carousel.logic.ts';
import { randomSlide } from './moving/autoplay.logic.ts';
import { slideLabel } from './moving/moving.logic.ts';
import {
  ControlButton,
  configuredRatio,
  type DesignProps,
  ICONS,
  PauseButton,
  regionLabel,
  useAutoplay,
  useMovingDesign,
} from './moving/moving-parts.tsx';
import { dragShift, swipeDecision } from './moving/swipe-gesture.logic.ts';
import { useSwipe } from './moving/use-swipe-gesture.ts';

export default function CarouselView({
  host,
  config,
  slides,
  index,
  moving,
  act,
  width,
  loading,
  hrefs,
  onOpen,
  list,
}: DesignProps) {
  const count = slides.length;
  const configured = config.slidesPerRow ?? CAROUSEL_SLIDES_PER_ROW;
  const perRow = carouselSlidesPerRow(configured, width);
  const { loop } = config;

  // The first slide shown: kept while the current slide is on the row, so opening a slide moves nothing.
  const [shownFrom, setShownFrom] = useState(() => windowStart(-1, index, perRow, count));
  const start = windowStart(shownFrom, index, perRow, count);
  if (start !== shownFrom) setShownFrom(start);

  useMovingDesign({ host, config, slides, index, act }, css);

  const movable = count > perRow;
  const randomize = config.autoplayOptions.randomize === true;
  const controls = carouselControls({ count, perRow, start, loop });
  // The row that start shows after a swipe moves at the swipe's speed (spec 001 §9), back or on.
  const [swipedAt, setSwipedAt] = useState<number | null>(null);
  /** Shows the row from `target`, with it current (a step within the row would not move the row by itself). */
  const showFrom = (target: number | null) => {
    setSwipedAt(null);
    if (target === null) return;
    setShownFrom(target);
    act({ type: 'GO_TO', index: target });
  };
  const step = (forward: boolean) => showFrom(groupStep({ start, count, perRow, loop }, forward));

  // A finger (or the mouse) drags the row; let go past the width / 2.25 or on a flick, it moves a row (spec 001 §9).
  const drawDrag = (shift: number | null) => {
    const track = list.current;
    if (!track) return;
    track.style.setProperty('--drag', `${shift ?? 0}px`);
    track.toggleAttribute('data-dragging', shift !== null);
  };
  const swipe = useSwipe({
    enabled: movable,
    width: () => list.current?.clientWidth ?? width ?? 0,
    follow: (dx) => drawDrag(dragShift(dx, !controls.previousDisabled, !controls.nextDisabled)),
    release: (drag) => {
      drawDrag(null);
      const go = drag && swipeDecision(drag);
      const target = go ? groupStep({ start, count, perRow, loop }, go === 'NEXT') : null;
      showFrom(target);
      setSwipedAt(target ?? start);
    },
  });

  const autoplay = useAutoplay(host, config, {
    movable,
    // A finger on the row holds autoplay, as a move does.
    moving: moving || swipe.dragging,
    position: `${index}|${start}`,
    advance: () => {
      if (randomize) act({ type: 'GO_TO', index: randomSlide(index, count, Math.random()) });
      else showFrom(groupStep({ start, count, perRow, loop: true }, true));
    },
  });

  const ratio = carouselRatio(configuredRatio(config), slides);
  const slideWidth = width ? (width - ((perRow - 1) * width * CAROUSEL_GUTTER_PERCENT) / 100) / perRow : 0;
  return (
    <section
      part="gallery"
      className="moving carousel"
      data-design="carousel"
      data-per-row={configured}
      data-autoplay={autoplay.state}
      data-still={autoplay.still ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={regionLabel(host)}
    >
      <div className="viewport" aria-live={autoplay.state === 'playing' ? 'off' : 'polite'} {...swipe.handlers}>
        <div
          className="track"
          ref={list as RefObject<HTMLDivElement>}
          style={{ '--start': start } as CSSProperties}
          data-swiped={swipedAt === start ? '' : undefined}
        >
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
            icon={ICONS.previous}
            onClick={() => step(false)}
          />
          <ControlButton
            part="next"
            label="Next slide"
            disabled={controls.nextDisabled}
            icon={ICONS.next}
            onClick={() => step(true)}
          />
        </>
      )}
      {autoplay.canPlay && <PauseButton paused={autoplay.paused} onToggle={autoplay.toggle} />}
    </section>
  );
}
