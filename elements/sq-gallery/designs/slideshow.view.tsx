/**
 * The slideshow design (spec 001 §4 "Slideshow (stacked)", WAI-ARIA APG
 * carousel): slides stacked in one box, changed by a transition (fade,
 * ken-burns, scroll, swipe, new-swipe), previous and next buttons, autoplay
 * with a pause button, and an optional thumbnail strip. Its own chunk: the
 * gallery imports it only when a gallery uses the design. Its box has the
 * ratio of its first slide (or image-aspect-ratio, vSize), as sq-elements.css
 * gives the first light-DOM slide before it arrives, so nothing moves when it
 * takes over.
 */
import { type CSSProperties, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { warnOnce } from '../../../lib/warn-once.ts';
import { Tile } from '../tile.view.tsx';
import { slideLabel } from './moving/moving.logic.ts';
import {
  configuredRatio,
  type DesignProps,
  PauseButton,
  regionLabel,
  StepButtons,
  useMovingDesign,
  useSlideAutoplay,
} from './moving/moving-parts.tsx';
import { dragShift, SWIPE_TRANSITION_S, swipeDecision } from './moving/swipe-gesture.logic.ts';
import { useSwipe } from './moving/use-swipe-gesture.ts';
import css from './slideshow.css?inline';
import {
  KEN_BURNS_ZOOM,
  neighbours,
  preloaded,
  readTransition,
  SLIDESHOW_PRELOAD,
  slideSide,
  slideshowClick,
  slideshowRatio,
  stackedZIndex,
  transitionSeconds,
} from './slideshow.logic.ts';
import { Thumbnails } from './thumbnails.view.tsx';

export default function SlideshowView({
  host,
  config,
  slides,
  index,
  moving,
  act,
  width,
  loading,
  hrefs,
  list,
}: DesignProps) {
  useMovingDesign({ host, config, slides, index, act }, css);
  const count = slides.length;
  const { transition, warning } = readTransition(config.designOptions.transition);
  useEffect(() => {
    if (warning) warnOnce(`sq-gallery: ${warning}`);
  }, [warning]);

  // The slide the current one replaces stays under it while it comes in.
  const [shown, setShown] = useState({ index, previous: index });
  if (shown.index !== index) setShown({ index, previous: shown.index });
  // Slides drawn once stay drawn: an image loaded is not dropped.
  const drawn = useRef(new Set<number>());
  for (let at = 0; at < count; at++) if (preloaded(at, index, count, SLIDESHOW_PRELOAD)) drawn.current.add(at);

  // A finger (or the mouse) drags the slide, the one it brings in beside it; let go past the width / 2.25 or on a
  // flick, that one slides in, in the swipe's time (spec 001 §9); else both go back. The slide a swipe showed
  // keeps the sliding transition until another change.
  const [swipedAt, setSwipedAt] = useState<number | null>(null);
  const swiped = swipedAt === index;
  const near = neighbours(index, count, config.loop);
  const drawDrag = (shift: number | null) => {
    const stack = list.current;
    if (!stack) return;
    stack.style.setProperty('--drag', `${shift ?? 0}px`);
    if (shift === null) stack.removeAttribute('data-dragging');
    else stack.dataset.dragging = shift < 0 ? 'next' : 'previous';
  };
  const swipe = useSwipe({
    enabled: count > 1,
    width: () => list.current?.clientWidth ?? width ?? 0,
    follow: (dx) => drawDrag(dragShift(dx, near.previous !== null, near.next !== null)),
    release: (drag) => {
      drawDrag(null);
      const go = drag && swipeDecision(drag);
      const target = go === 'NEXT' ? near.next : go === 'PREVIOUS' ? near.previous : null;
      setSwipedAt(target ?? index);
      if (go) act({ type: go });
    },
  });
  /** A change not made by a finger: the design's own transition again. */
  const step: DesignProps['act'] = (action) => {
    setSwipedAt(null);
    act(action);
  };

  // A finger on the slide holds autoplay, as a move does.
  const autoplay = useSlideAutoplay({ host, config, slides, index, moving: moving || swipe.dragging }, step);

  const ratio = slideshowRatio(config.vSize, configuredRatio(config), slides[0]?.dimensions);
  const behaviour = config.designOptions.clickBehaviour ?? 'next';
  /** A click on the slide moves by the click behaviour; a click-through link goes where it points. */
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    const box = event.currentTarget.getBoundingClientRect();
    step({ type: slideshowClick(behaviour, event.clientX - box.left, box.width) });
  };
  const speed = swiped ? SWIPE_TRANSITION_S : transitionSeconds(transition, SWIPE_TRANSITION_S);
  return (
    <section
      part="gallery"
      className="moving slideshow"
      data-design="slideshow"
      data-transition={transition}
      data-swiped={swiped ? '' : undefined}
      data-autoplay={autoplay.state}
      data-still={autoplay.still ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={regionLabel(host)}
      style={{ '--_speed': `${speed}s`, '--_zoom': KEN_BURNS_ZOOM } as CSSProperties}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut; the buttons and arrow keys do the same from the keyboard. */}
      <div
        className="stage"
        aria-live={autoplay.state === 'playing' ? 'off' : 'polite'}
        onClick={onClick}
        style={{ aspectRatio: ratio }}
        {...swipe.handlers}
      >
        <div className="slides" ref={list as RefObject<HTMLDivElement>}>
          {slides.map((slide, at) => {
            const current = at === index;
            const extra = {
              role: 'group',
              'aria-roledescription': 'slide',
              'aria-label': slideLabel(at, count),
              inert: !current,
              'data-previous': at === shown.previous && !current ? '' : undefined,
              'data-side': slideSide(at, index, shown.previous, count),
              // The slides a finger brings in (slideshow.css draws them beside the dragged one).
              'data-neighbour':
                [at === near.next && 'next', at === near.previous && 'previous'].filter(Boolean).join(' ') || undefined,
              style: { zIndex: stackedZIndex(at, index, shown.previous) },
            };
            if (!drawn.current.has(at)) return <div key={`${slide.id}|${slide.src}`} data-index={at} {...extra} />;
            return (
              <Tile
                key={`${slide.id}|${slide.src}`}
                loading={loading}
                lightbox={false}
                slide={slide}
                index={at}
                count={count}
                current={current}
                href={hrefs[at] ?? null}
                onOpen={ignore}
                ratio={ratio}
                width={width ?? 0}
                height={(width ?? 0) / ratio}
                focusable={current}
                element="div"
                extra={extra}
              />
            );
          })}
        </div>
        <StepButtons index={index} count={count} loop={config.loop} act={step} />
        {autoplay.canPlay && <PauseButton paused={autoplay.paused} onToggle={autoplay.toggle} />}
      </div>
      {config.thumbnails && (
        <Thumbnails host={host} config={config} slides={slides} index={index} act={step} loading={loading} />
      )}
    </section>
  );
}

const ignore = () => {};
