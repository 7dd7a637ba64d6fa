/**
 * The strip design (spec 001 §4 "Strip (slider)", §5, WAI-ARIA APG
 * carousel): slides in a row at one height, each its own width, the current
 * one at the start, middle or end. Clicking a slide (or Enter, Space on it)
 * makes it current; clicking the current one does the active click (next,
 * previous or nothing); autoplay as the slideshow's. Its own chunk: the gallery imports it only when a
 * gallery uses the design. Where the row sits comes from the slides' ratios
 * in container units, not from a measurement, as sq-elements.css draws the
 * light-DOM slides before it arrives, so nothing moves when it takes over.
 */
import { type CSSProperties, type RefObject, useMemo, useRef } from 'react';
import { ratioViewBox } from '../../../lib/image-sizing/image-sizing.ts';
import { useInView } from '../../kit/react/hooks/optional/use-in-view.ts';
import { Tile } from '../tile.view.tsx';
import { slideLabel } from './moving/moving.logic.ts';
import {
  type DesignProps,
  PauseButton,
  regionLabel,
  StepButtons,
  useMovingDesign,
  useSlideAutoplay,
} from './moving/moving-parts.tsx';
import css from './strip.css?inline';
import {
  SLIDER_ASPECT_RATIO,
  STRIP_GUTTER,
  STRIP_PRELOAD,
  stripAhead,
  stripAlignment,
  stripClick,
  stripOffset,
  stripShown,
} from './strip.logic.ts';

export default function StripView({
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
  const alignment = stripAlignment(config.activeAlignment);
  const gap = config.gutter ?? STRIP_GUTTER;
  const heightPercent = config.vSize || SLIDER_ASPECT_RATIO;
  const ratios = slides.map(({ dimensions }) =>
    dimensions && dimensions.width > 0 && dimensions.height > 0 ? dimensions.width / dimensions.height : 1,
  );
  const offset = stripOffset(ratios, index, alignment);
  const height = width === null ? 0 : (width * heightPercent) / 100;
  // Before the strip is measured only the current slide is known to show; the rest wait, inert.
  const shown =
    width === null ? ratios.map((_, at) => at === index) : stripShown(ratios, index, alignment, { width, height, gap });
  // Preload: once the strip is in view, the slides a step away from showing load too, and stay loaded.
  // A slide that has shown keeps the lazy loading it had: its image is not asked for twice.
  const eager = useMemo(() => ({ ...loading, lazy: false }), [loading]);
  const inView = useInView(host);
  const seen = useRef(new Set<number>());
  const ahead = useRef(new Set<number>());
  if (width !== null) {
    shown.forEach((on, at) => {
      if (on && !ahead.current.has(at)) seen.current.add(at);
    });
    if (inView)
      for (const at of stripAhead(shown, STRIP_PRELOAD, config.loop)) if (!seen.current.has(at)) ahead.current.add(at);
  }
  // Autoplay as the slideshow's, a slide at a time (spec 001 §4): the pause button, its pauses, off without motion.
  const autoplay = useSlideAutoplay({ host, config, slides, index, moving }, act);
  const activeClick = config.designOptions.activeClick ?? 'next';
  const activate = (at: number) => {
    const action = stripClick(at, index, activeClick);
    if (action === null) return;
    act(typeof action === 'number' ? { type: 'GO_TO', index: action } : { type: action });
  };
  return (
    <section
      part="gallery"
      className="moving strip"
      data-design="strip"
      data-alignment={alignment}
      data-autoplay={autoplay.state}
      data-still={autoplay.still ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={regionLabel(host)}
      style={
        {
          '--_height': heightPercent,
          '--_gap': `${gap}px`,
          '--_fraction': offset.fraction,
          '--_heights': offset.heights,
          '--_gaps': offset.gaps,
        } as CSSProperties
      }
    >
      <div className="viewport" aria-live={autoplay.state === 'playing' ? 'off' : 'polite'}>
        <svg className="ratio" viewBox={ratioViewBox(100 / heightPercent)} aria-hidden="true" />
        <div className="track" ref={list as RefObject<HTMLDivElement>}>
          {slides.map((slide, at) => {
            const current = at === index;
            const extra = {
              role: 'group',
              'aria-roledescription': 'slide',
              'aria-label': slideLabel(at, count),
              inert: !shown[at],
              // A video slide other than the current one is inactive (spec 001 §4).
              'data-inactive': slide.type === 'video' && !current ? '' : undefined,
            };
            return (
              <Tile
                key={`${slide.id}|${slide.src}`}
                loading={ahead.current.has(at) ? eager : loading}
                lightbox
                slide={slide}
                index={at}
                count={count}
                current={current}
                href={hrefs[at] ?? null}
                onOpen={activate}
                ratio={ratios[at] ?? 1}
                width={(ratios[at] ?? 1) * height}
                height={height}
                focusable={current}
                element="div"
                extra={extra}
              />
            );
          })}
        </div>
      </div>
      <StepButtons index={index} count={count} loop={config.loop} act={act} />
      {autoplay.canPlay && <PauseButton paused={autoplay.paused} onToggle={autoplay.toggle} />}
    </section>
  );
}
