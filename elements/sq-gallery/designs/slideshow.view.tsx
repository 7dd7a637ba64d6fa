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
import { SWIPE_TRANSITION_S } from '../swipe.logic.ts';
import { Tile } from '../tile.view.tsx';
import { slideLabel } from './moving.logic.ts';
import {
  configuredRatio,
  type DesignProps,
  PauseButton,
  regionLabel,
  StepButtons,
  useMovingDesign,
  useSlideAutoplay,
} from './moving.view.tsx';
import css from './slideshow.css?inline';
import {
  KEN_BURNS_ZOOM,
  preloaded,
  readTransition,
  SLIDESHOW_PRELOAD,
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

  const autoplay = useSlideAutoplay({ host, config, slides, index, moving }, act);

  const ratio = slideshowRatio(config.vSize, configuredRatio(config), slides[0]?.dimensions);
  const behaviour = config.designOptions.clickBehaviour ?? 'next';
  /** A click on the slide moves by the click behaviour; a click-through link goes where it points. */
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    const box = event.currentTarget.getBoundingClientRect();
    act({ type: slideshowClick(behaviour, event.clientX - box.left, box.width) });
  };
  const speed = transitionSeconds(transition, SWIPE_TRANSITION_S);
  return (
    <section
      part="gallery"
      className="moving slideshow"
      data-design="slideshow"
      data-transition={transition}
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
              'data-side': sideOf(at, index, shown.previous, count),
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
        <StepButtons index={index} count={count} loop={config.loop} act={act} />
        {autoplay.canPlay && <PauseButton paused={autoplay.paused} onToggle={autoplay.toggle} />}
      </div>
      {config.thumbnails && (
        <Thumbnails host={host} config={config} slides={slides} index={index} act={act} loading={loading} />
      )}
    </section>
  );
}

const ignore = () => {};

/**
 * Where a slide waits for the sliding transitions: the one going out leaves
 * on the side it moves to, the others wait on the side the next comes from.
 */
function sideOf(at: number, index: number, previous: number, count: number): 'before' | 'after' | undefined {
  if (at === index) return undefined;
  // The shorter way round: next at the last slide goes on to the first.
  const forward = (index - previous + count) % count <= count / 2;
  if (at === previous) return forward ? 'before' : 'after';
  return forward ? 'after' : 'before';
}
