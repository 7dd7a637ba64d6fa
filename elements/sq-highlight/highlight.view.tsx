import { type SVGProps, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shareUnchanged } from '../kit/element/share-unchanged.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useInView } from '../kit/react/hooks/optional/use-in-view.ts';
import { useIsClient } from '../kit/react/hooks/optional/use-is-client.ts';
import { useReducedMotion } from '../kit/react/hooks/optional/use-reduced-motion.ts';
import { useResized } from '../kit/react/hooks/page/use-measured-width.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { pageFonts, useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import { followTransitions } from './follow-transitions.ts';
import {
  animates,
  FADE_SCALE_FROM,
  FIRST_VIEW_FONT_PX,
  firstViewLine,
  type HighlightState,
  mayStart,
  RESIZE_DEBOUNCE_MS,
  REVEAL_DELAY_MS,
  resolveThickness,
  takeOver,
} from './highlight.logic.ts';
import type { highlightApi } from './highlight.schema.ts';
import {
  animateLines,
  drawingProgress,
  FIRST_VIEW_DRAWING,
  linePath,
  type Measure,
  measuredThickness,
  measureText,
} from './highlight-drawing.ts';
import { type Box, shapePath, shapeSeed, shapeStroke } from './shapes.logic.ts';

export function HighlightView({ config, host }: ViewProps<typeof highlightApi>) {
  const reducedMotion = useReducedMotion();
  const inView = useInView(host);
  const svg = useRef<SVGSVGElement>(null);
  const [measure, setMeasure] = useState<Measure | null>(null);
  // The server's first view, kept while hydrating: the shape drawn and animated in CSS before the text is measured.
  const showFirstView = !useIsClient() && measure === null;
  const [letters] = useState(() => lightText(host).length);

  const sync = useCallback(() => {
    const drawing = svg.current;
    if (!drawing) return;
    const next = measureText(host, drawing);
    // The same measures keep the last ones, and nothing renders again.
    setMeasure((last) => shareUnchanged(last, next));
  }, [host]);

  const active = animates(config.isAnimationEnabled, reducedMotion);
  const run = `${config.shape}|${config.animation}|${config.direction}|${config.duration}`;
  const [phase, setPhase] = useState<{ run: string; state: 'waiting' | 'animating' | 'done' }>({
    run,
    state: 'waiting',
  });
  // Taking over from the first view's CSS animation, before the measured shape replaces it: a drawing done
  // stays done and one under way goes on from where it is (takeOver). Only a hydrating view has a first view.
  const resumeAt = useRef(0);
  useLayoutEffect(() => {
    // The first view's drawing: the server's, for one line, or the lines its first view measured and drew.
    const drawn = host.shadowRoot?.querySelectorAll(`.first path, [${FIRST_VIEW_DRAWING}] path`) ?? [];
    const taken = takeOver(drawingProgress(drawn));
    if (taken.state === 'waiting') return;
    resumeAt.current = taken.state === 'animating' ? taken.at : 0;
    setPhase({ run, state: taken.state });
  }, [run, host]);
  useLayoutEffect(sync, [sync]);
  const visible = useRef(inView);
  visible.current = inView;
  useSyncTriggers(host, sync, visible);
  useEffect(() => {
    if (inView) sync();
  }, [inView, sync]);

  // Changing the shape, animation, direction or duration starts the animation over.
  const current = phase.run === run ? phase.state : 'waiting';
  const state: HighlightState = active ? current : 'still';
  useDataState(host, state);

  const ready = measure !== null && measure.lines.length > 0;
  const canStart = mayStart({ ready, inView, parentVisible: measure?.parentVisible ?? false });
  useEffect(() => {
    if (state !== 'waiting' || !canStart) return;
    const timer = setTimeout(() => setPhase({ run, state: 'animating' }), REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, canStart, run]);

  const lineCount = measure?.lines.length ?? 0;
  // Lines are measured again as the text reflows; the animation goes on over the new paths, timed by
  // the lines it started with: it restarts only when the run, the state or the number of lines changes.
  const lines = useRef<Box[]>([]);
  useLayoutEffect(() => {
    lines.current = measure?.lines ?? [];
    // Its own lines drawn, the first view's drawing of them goes (its progress was taken over as it hydrated).
    if (measure?.lines.length)
      for (const drawn of host.shadowRoot?.querySelectorAll(`[${FIRST_VIEW_DRAWING}]`) ?? []) drawn.remove();
  }, [measure, host]);
  const { animation, direction, duration } = config;
  useLayoutEffect(() => {
    const drawing = svg.current;
    if (state !== 'animating' || !drawing) return;
    const paths = [...drawing.querySelectorAll('path')].slice(0, lineCount);
    const widths = lines.current.map((line) => line.width);
    const animations = animateLines(paths, widths, { animation, direction, duration });
    // Going on from where the first view's drawing was.
    if (resumeAt.current > 0) for (const each of animations) each.currentTime = resumeAt.current;
    resumeAt.current = 0;
    let current = true;
    Promise.all(animations.map((each) => each.finished)).then(
      () => current && setPhase({ run, state: 'done' }),
      () => undefined,
    );
    return () => {
      current = false;
      for (const each of animations) each.cancel();
    };
  }, [state, run, lineCount, animation, direction, duration]);

  // Nothing is drawn before the text is measured (nor on the server), so the size matters only with a measure.
  const thickness = measure ? measuredThickness(config.thickness, config.fontSize, measure) : 0;
  const look = {
    'data-state': state,
    'data-animation': config.animation,
    stroke: config.color ?? 'currentColor',
    strokeLinecap: config.linecap,
    // Attributes, not a style attribute: a server-rendered shape must hold under `style-src 'self'`.
    opacity: config.opacity,
  };

  return (
    <>
      <span className="text">
        <slot />
      </span>
      <svg
        part="shape"
        ref={svg}
        aria-hidden="true"
        {...look}
        data-blend={config.blend}
        data-front={config.isFront ? '' : undefined}
      >
        {measure?.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line of text is known by its place.
          <path key={index} {...linePath(config.shape, line, index, thickness)} pathLength={1} />
        ))}
      </svg>
      {/* Kept once the code has measured the text, empty: hydration keeps the server's nodes at the top. */}
      <span className="first" aria-hidden="true" data-blend={config.blend} data-front={config.isFront ? '' : undefined}>
        {showFirstView && (
          <FirstView
            config={config}
            look={look}
            line={firstViewLine(letters)}
            thickness={resolveThickness(config.thickness, FIRST_VIEW_FONT_PX)}
          />
        )}
      </span>
    </>
  );
}

/**
 * The first view (on the server, and while hydrating): the shape drawn for the
 * text as one line, before it is measured, stretched over the text's box and
 * animated in CSS alone (highlight.css), timed by its data attributes. More
 * than one line, it draws nothing (one box cannot follow the lines): the
 * first view's script (`highlight.first-view.ts`) measures and draws them,
 * with the settings its data attributes give.
 */
function FirstView({
  config,
  look,
  line,
  thickness,
}: {
  config: ViewProps<typeof highlightApi>['config'];
  look: SVGProps<SVGSVGElement>;
  line: Box;
  thickness: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${line.width} ${line.height}`}
      preserveAspectRatio="none"
      {...look}
      data-shape={config.shape}
      data-thickness={`${config.thickness.value}${config.thickness.unit}`}
      data-font-size={config.fontSize === undefined ? undefined : JSON.stringify(config.fontSize)}
      data-direction={config.direction}
      data-duration={`${config.duration}s`}
      data-delay={`${REVEAL_DELAY_MS}ms`}
      data-scale-from={FADE_SCALE_FROM}
    >
      <path
        d={shapePath(config.shape, line, shapeSeed(config.shape, 0))}
        pathLength={1}
        strokeWidth={shapeStroke(config.shape, line, thickness)}
      />
    </svg>
  );
}

/** The host's text, whitespace collapsed: its length sizes the first view's line. */
const lightText = (host: HTMLElement) => (host.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Measures again when the text may have moved: the parent resized (settled
 * for 10 ms) or changed its class or style, a web font arrived, the text changed, and every frame while an
 * ancestor runs CSS transitions, until 2000 ms after the last transition event, while the highlight is in view.
 */
function useSyncTriggers(host: HTMLElement, sync: () => void, inView: { current: boolean }): void {
  const resizing = useRef<Element | null>(null);
  useLayoutEffect(() => {
    resizing.current = host.parentElement;
  }, [host]);
  useResized(resizing, RESIZE_DEBOUNCE_MS, sync);
  useEffect(() => {
    const parent = host.parentElement;
    const mutation = new MutationObserver(sync);
    mutation.observe(host, { childList: true, subtree: true, characterData: true });
    // The parent shown by a class or style change with no transition (entry animations use classes).
    if (parent) mutation.observe(parent, { attributes: true, attributeFilter: ['class', 'style', 'hidden'] });

    // Out of view nothing is seen to follow: the highlight measures again when it comes into view.
    const stopFollowing = followTransitions(host, sync, () => inView.current);
    return () => {
      mutation.disconnect();
      stopFollowing();
    };
  }, [host, sync, inView]);
  useEventListener<Event>(pageFonts, 'loadingdone', sync);
}
