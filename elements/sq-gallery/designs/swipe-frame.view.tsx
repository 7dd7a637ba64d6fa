/**
 * The frame the swipe and new-swipe designs share (spec 001 §9, WAI-ARIA APG
 * carousel): one slide at a time across the gallery's width, moved by a
 * finger (or a mouse) dragging it, by previous and next, and by the arrow
 * keys; each slide's title and description in a meta box over it; autoplay
 * with its pause button, as the slideshow has. What a finished drag does is
 * the design's own (`release`). Loaded with either
 * design's chunk, never with the gallery's.
 */
import { type CSSProperties, type RefObject, useRef, useState } from 'react';
import { useReducedMotion } from '../../kit/react/hooks/optional/use-reduced-motion.ts';
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
import { useMetaBoxLimit } from './moving/use-meta-box-limit.ts';
import { useSwipe } from './moving/use-swipe-gesture.ts';
import type { Boundary } from './new-swipe.logic.ts';
import css from './swipe-frame.css?inline';
import { dragPosition, frameRatio } from './swipe-frame.logic.ts';

/** A drag as it was let go. */
export interface FinishedDrag {
  /** The finger's travel, px (negative: left, up). */
  dx: number;
  dy: number;
  /** From the pointer going down to it going up, ms. */
  elapsed: number;
  /** The frame's width, px. */
  width: number;
  /** How far the track was moved in (px from the first slide) when the drag began. */
  position: number;
  /** The track's velocity over the last points, px per ms, in the same direction as `position`. */
  velocity: number;
  count: number;
}

/** What a let-go drag does: a step or a slide to go to (or none), where the track rests past it, and how fast. */
export interface Release {
  go: 'NEXT' | 'PREVIOUS' | number | null;
  offset: number;
  seconds: number;
}

/** What each design gives the frame. */
export interface FrameProps extends DesignProps {
  design: 'swipe' | 'new-swipe';
  boundary: Boundary;
  release: (drag: FinishedDrag) => Release;
}

export function SwipeFrame(props: FrameProps) {
  const { host, config, slides, index, act, width, loading, hrefs, onOpen, list, design, boundary, release } = props;
  const count = slides.length;
  useMovingDesign(props, css);
  const viewport = useRef<HTMLDivElement>(null);
  useMetaBoxLimit(viewport, slides);
  const reducedMotion = useReducedMotion();

  // Where the track rests past the current slide's start (new-swipe's snap points), and how long it takes there.
  const [rest, setRest] = useState({ index, offset: 0, seconds: 0 });
  const offset = rest.index === index ? rest.offset : 0;

  const track = () => list.current;
  const frameWidth = () => viewport.current?.clientWidth ?? width ?? 0;
  const drawDrag = (shift: number | null) => {
    const element = track();
    if (!element) return;
    if (shift === null) element.style.removeProperty('--drag');
    else element.style.setProperty('--drag', `${shift}px`);
    element.toggleAttribute('data-dragging', shift !== null);
  };
  const swipe = useSwipe({
    enabled: count > 1,
    width: frameWidth,
    follow: (dx) => {
      const w = frameWidth();
      const from = index * w + offset;
      drawDrag(from - dragPosition(from, dx, w, count, boundary));
    },
    release: (drag) => {
      drawDrag(null);
      if (!drag) return;
      const done = release({
        ...drag,
        position: index * drag.width + offset,
        // The track moves in as the finger goes left.
        velocity: -drag.velocity,
        count,
      });
      const target =
        done.go === 'NEXT' ? index + 1 : done.go === 'PREVIOUS' ? index - 1 : done.go === null ? index : done.go;
      setRest({ index: Math.min(count - 1, Math.max(0, target)), offset: done.offset, seconds: done.seconds });
      if (done.go === 'NEXT' || done.go === 'PREVIOUS') act({ type: done.go });
      else if (done.go !== null && done.go !== index) act({ type: 'GO_TO', index: done.go });
    },
  });

  /** Previous and next: the slide's own start, at the design's speed, wherever a snap left the track. */
  const step: DesignProps['act'] = (action) => {
    setRest({ index, offset: 0, seconds: 0 });
    act(action);
  };
  // A finger on the slides holds autoplay, as a move does.
  const autoplay = useSlideAutoplay({ ...props, moving: props.moving || swipe.dragging }, step);
  const ratio = frameRatio(config.vSize, configuredRatio(config), slides[0]?.dimensions);
  const still = autoplay.still || reducedMotion;
  const trackStyle = {
    '--ratio': ratio,
    '--start': index,
    '--offset': `${offset}px`,
    ...(rest.index === index && rest.seconds > 0 ? { '--speed': `${rest.seconds}s` } : {}),
  } as CSSProperties;
  const metaPosition = config.metaPosition === 'top' ? 'top' : 'bottom';
  return (
    <section
      part="gallery"
      className="moving swipe"
      data-design={design}
      data-autoplay={autoplay.state}
      data-still={still ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={regionLabel(host)}
    >
      <div
        className="viewport"
        ref={viewport}
        aria-live={autoplay.state === 'playing' ? 'off' : 'polite'}
        {...swipe.handlers}
      >
        <div className="track" ref={list as RefObject<HTMLDivElement>} style={trackStyle}>
          {slides.map((slide, at) => {
            const hasMeta = Boolean(slide.title || slide.description);
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
                width={width ?? 0}
                height={(width ?? 0) / ratio}
                focusable={at === index}
                element="div"
                extra={{
                  role: 'group',
                  'aria-roledescription': 'slide',
                  'aria-label': slideLabel(at, count),
                  inert: at !== index,
                }}
              >
                {hasMeta && (
                  <div part="meta" data-position={metaPosition}>
                    {slide.title && <p part="title">{slide.title}</p>}
                    {slide.description && <p part="description">{slide.description}</p>}
                  </div>
                )}
              </Tile>
            );
          })}
        </div>
      </div>
      <StepButtons index={index} count={count} loop={config.loop} act={step} />
      {autoplay.canPlay && <PauseButton paused={autoplay.paused} onToggle={autoplay.toggle} />}
    </section>
  );
}
