import { type CSSProperties, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useInView } from '../kit/react/hooks/optional/use-in-view.ts';
import { useReducedMotion } from '../kit/react/hooks/optional/use-reduced-motion.ts';
import { useLightDom } from '../kit/react/hooks/page/use-light-dom.ts';
import { useMeasuredWidth } from '../kit/react/hooks/page/use-measured-width.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { pageFonts, useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import {
  copiesToFill,
  createWave,
  crestsHeight,
  firstViewCopies,
  loopDuration,
  marqueeState,
  pieceKeyframes,
  pxPerSecond,
  RERENDER_DEBOUNCE_MS,
  regionWidth,
  trackHeightPx,
} from './marquee.logic.ts';
import type { marqueeApi } from './marquee.schema.ts';

/** The text's letters as measured once: where each starts along the line, and the length of one copy with its gap. */
interface Metrics {
  glyphs: { text: string; left: number; width: number }[];
  unit: number;
  height: number;
}

export function MarqueeView({ config, host }: ViewProps<typeof marqueeApi>) {
  const text = useLightDom(host, lightText) ?? '';
  const width = useMeasuredWidth(host, RERENDER_DEBOUNCE_MS);
  const reducedMotion = useReducedMotion();
  const inView = useInView(host);
  const [hovered, setHovered] = useState(false);
  useEventListener(host, 'pointerenter', () => setHovered(true));
  useEventListener(host, 'pointerleave', () => setHovered(false));

  const graphemes = useMemo(() => splitGraphemes(text), [text]);
  /** One copy of the text, as a straight marquee and a still one draw it. */
  const oneCopy = graphemes.join('');
  const wave = useMemo(
    () => createWave(config.waveFrequency, config.waveIntensity),
    [config.waveFrequency, config.waveIntensity],
  );
  const straight = wave.amplitude === 0;
  const measure = useRef<HTMLSpanElement>(null);
  const [metrics, setMetrics] = useState<Metrics | null>(null);
  const measureLetters = useCallback(() => {
    const row = measure.current;
    if (!row || graphemes.length === 0) {
      setMetrics(null);
      return;
    }
    const box = row.getBoundingClientRect();
    // Measured without the ancestors' transforms: the row's layout width against its drawn width. offsetWidth
    // is rounded to a whole pixel, so within a pixel of it nothing is scaled (or a line 18 px tall measures
    // 18.0001 and the track rounds up to 19).
    const scale = row.offsetWidth > 0 && Math.abs(box.width - row.offsetWidth) >= 1 ? box.width / row.offsetWidth : 1;
    // A straight marquee moves its copies whole: it needs the copy's length alone.
    const spans = straight ? [] : ([...row.children].slice(0, -1) as HTMLElement[]);
    setMetrics({
      glyphs: spans.map((span, index) => {
        const rect = span.getBoundingClientRect();
        return { text: graphemes[index] as string, left: (rect.left - box.left) / scale, width: rect.width / scale };
      }),
      unit: box.width / scale,
      height: box.height / scale,
    });
  }, [graphemes, straight]);
  // New letters, and a new width (a font size in viewport units follows it), change the measures.
  useLayoutEffect(() => {
    if (width !== null) measureLetters();
  }, [width, measureLetters]);
  // So does a web font arriving, without changing the letters.
  useEventListener<Event>(pageFonts, 'loadingdone', measureLetters);

  // A straight marquee moves in CSS (marquee.css): one band of copies, on the server's HTML too; the code only
  // counts the copies once the text is measured. A wave is laid out and moved here, a letter at a time.
  const unit = metrics && metrics.unit > 0 && width !== null ? metrics.unit : null;
  const copies = unit === null ? firstViewCopies(graphemes.length) : copiesToFill(regionWidth(width ?? 0), unit);
  const layout = useMemo(() => {
    if (straight || !metrics || metrics.unit <= 0 || width === null) return null;
    const { unit, height, glyphs } = metrics;
    const trackHeight = trackHeightPx(wave, height);
    const copies = copiesToFill(wave.lengthAt(regionWidth(width)), unit);
    const pieces: { key: string; text: string; width: number; frames: string[] }[] = [];
    for (let copy = 0; copy < copies; copy++) {
      const start = copy * unit;
      glyphs.forEach((glyph, index) => {
        if (glyph.text.trim() === '') return;
        const frames = pieceKeyframes(
          { at: start + glyph.left + glyph.width / 2, width: glyph.width },
          wave,
          unit,
          config.animationDirection,
          trackHeight / 2,
          height,
        );
        pieces.push({ key: `${copy}-${index}`, text: glyph.text, width: glyph.width, frames });
      });
    }
    return { pieces, duration: loopDuration(unit, config.animationSpeed) * 1000 };
  }, [straight, metrics, width, wave, config.animationDirection, config.animationSpeed]);

  const state = marqueeState({
    ready: straight ? unit !== null : layout !== null,
    reducedMotion,
    inView,
    hovered,
    pausedOnHover: config.pausedOnHover,
  });
  useDataState(host, state);

  const running = state === 'running';
  const runningNow = useRef(running);
  runningNow.current = running;
  const track = useRef<HTMLDivElement>(null);
  const animations = useRef<Animation[]>([]);
  // On a wave, one animation per piece, all started in the same task so they share a start time and stay in step.
  useLayoutEffect(() => {
    const element = track.current;
    if (!layout || reducedMotion || !element) return;
    const pieces = [...element.querySelectorAll<HTMLElement>(':scope > [part=piece]')];
    animations.current = pieces.map((piece, index) => {
      const frames = layout.pieces[index]?.frames ?? [];
      const animation = piece.animate(
        frames.map((transform) => ({ transform })),
        { duration: layout.duration, iterations: Number.POSITIVE_INFINITY, easing: 'linear' },
      );
      if (!runningNow.current) animation.pause();
      return animation;
    });
    return () => {
      for (const animation of animations.current) animation.cancel();
      animations.current = [];
    };
  }, [layout, reducedMotion]);

  useLayoutEffect(() => {
    for (const animation of animations.current) {
      if (running) animation.play();
      else animation.pause();
    }
  }, [running]);

  return (
    <>
      <span className="text">
        <slot />
      </span>
      <div part="track" ref={track} aria-hidden="true" data-wave={straight ? undefined : ''}>
        {/* The track's height, from the config alone (see trackHeightPx): a line, or a line and the
            room for turned letters, then the wave's crests and troughs; held by attributes, so a
            server-rendered marquee needs no style attribute. */}
        <span className="line" />
        <svg className="crests" width="1" height={crestsHeight(wave)} aria-hidden="true" />
        {/* One copy and its gap, in the track: CSS takes a straight marquee's step from its width. A straight
            copy is one run of text, as its pieces are (a box per letter is work for nothing); a wave's, a span per
            letter, each measured where it starts. */}
        <span className="measure" ref={measure}>
          {straight ? (
            <span>{oneCopy}</span>
          ) : (
            graphemes.map((grapheme, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; their place is their identity.
              <span key={index}>{grapheme}</span>
            ))
          )}
          <span className="gap" />
        </span>
        {straight && graphemes.length > 0 && (
          <span
            className="step"
            // Where CSS cannot size the step from the copy (no anchor sizing), it takes the measured one.
            style={unit === null ? undefined : stepStyle(unit, config.animationSpeed)}
          >
            <span
              className="band"
              data-direction={config.animationDirection}
              data-speed={`${pxPerSecond(config.animationSpeed)}px`}
              data-hover-pause={config.pausedOnHover ? '' : undefined}
            >
              {Array.from({ length: copies }, (_, copy) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the copies are alike; their place is their identity.
                <span key={copy} part="piece">
                  {oneCopy}
                </span>
              ))}
            </span>
          </span>
        )}
        {/* On a wave, until the text is measured (and without scripts), the text stands still on one line. */}
        {!straight && !layout && graphemes.length > 0 && (
          <span part="piece" className="still">
            {oneCopy}
          </span>
        )}
        {layout?.pieces.map((piece) => (
          <span key={piece.key} part="piece" style={{ width: `${piece.width}px`, transform: piece.frames[0] }}>
            {piece.text}
          </span>
        ))}
      </div>
    </>
  );
}

/** The step's width and the loop's duration, where CSS cannot find them itself. */
function stepStyle(unit: number, speed: number): CSSProperties {
  return { width: `${unit}px`, '--sq-marquee-loop': `${loopDuration(unit, speed)}s` } as CSSProperties;
}

/** The host's text content, whitespace collapsed. */
const lightText = (host: HTMLElement) => (host.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The text as the letters a reader sees (grapheme clusters), so no emoji or accent is split. */
function splitGraphemes(text: string): string[] {
  if (!text) return [];
  if (typeof Intl.Segmenter === 'function') {
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
  }
  return Array.from(text);
}
