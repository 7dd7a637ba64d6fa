import { type RefObject, type SVGProps, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { pageFonts, useEventListener } from '../kit/hooks/use-event-listener.ts';
import { useInView } from '../kit/hooks/use-in-view.ts';
import { useIsClient } from '../kit/hooks/use-is-client.ts';
import { useResized } from '../kit/hooks/use-measured-width.ts';
import { useReducedMotion } from '../kit/hooks/use-reduced-motion.ts';
import { shareUnchanged } from '../kit/share-unchanged.ts';
import { followTransitions } from './follow-transitions.ts';
import {
  animates,
  breakpointFor,
  FADE_SCALE_FROM,
  FIRST_VIEW_FONT_PX,
  firstViewLine,
  type HighlightState,
  lineBoxes,
  lineTimings,
  mayStart,
  RESIZE_DEBOUNCE_MS,
  REVEAL_DELAY_MS,
  resolveFontSize,
  resolveThickness,
  takeOver,
} from './highlight.logic.ts';
import type { highlightApi } from './highlight.schema.ts';
import { type Box, shapePath, shapeSeed, shapeStroke } from './shapes.logic.ts';

/** What a measure finds: the lines of text in the drawing's own coordinates, the font size, the parent's visibility. */
interface Measure {
  lines: Box[];
  computedFontSize: number;
  parentVisible: boolean;
  /** The viewport's width, for the breakpoint of a per-breakpoint font size. */
  viewportWidth: number;
}

export function HighlightView({ config, host }: ViewProps<typeof highlightApi>) {
  const reducedMotion = useReducedMotion();
  const inView = useInView(host);
  const svg = useRef<SVGSVGElement>(null);
  const [measure, setMeasure] = useState<Measure | null>(null);
  // The server's first view, kept while hydrating: the shape drawn and animated in CSS before the text is measured.
  const firstView = useRef<SVGSVGElement>(null);
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
    const [animation] = firstView.current?.querySelector('path')?.getAnimations() ?? [];
    const taken = takeOver(
      animation && {
        finished: animation.playState === 'finished',
        elapsed: Number(animation.currentTime ?? 0) - Number(animation.effect?.getTiming().delay ?? 0),
      },
    );
    if (taken.state === 'waiting') return;
    resumeAt.current = taken.state === 'animating' ? taken.at : 0;
    setPhase({ run, state: taken.state });
  }, [run]);
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
  }, [measure]);
  const { animation, direction, duration } = config;
  useLayoutEffect(() => {
    const drawing = svg.current;
    if (state !== 'animating' || !drawing) return;
    // One path per line, in line order; drawn from the last line first when the direction is left.
    const forward = direction === 'right';
    const paths = [...drawing.querySelectorAll('path')].slice(0, lineCount);
    const order = forward ? paths : paths.reverse();
    const widths = lines.current.map((line) => line.width);
    const timings = lineTimings(forward ? widths : widths.reverse(), duration);
    const animations = order.map((path, index) => {
      const timing = timings[index] as { delay: number; duration: number };
      const first = index === 0;
      const last = index === order.length - 1;
      const easing = first && last ? 'ease-in-out' : first ? 'ease-in' : last ? 'ease-out' : 'linear';
      return path.animate(keyframes(animation, direction), { ...timing, easing, fill: 'both' });
    });
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
  const fontSize = measure
    ? resolveFontSize(config.fontSize, breakpointFor(measure.viewportWidth), measure.computedFontSize)
    : 16;
  const thickness = resolveThickness(config.thickness, fontSize);
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
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a line of text is known by its place.
            key={index}
            d={shapePath(config.shape, line, shapeSeed(config.shape, index))}
            pathLength={1}
            strokeWidth={shapeStroke(config.shape, line, thickness)}
          />
        ))}
      </svg>
      {/* Kept once the code has measured the text, empty: hydration keeps the server's nodes at the top. */}
      <span className="first" aria-hidden="true" data-blend={config.blend} data-front={config.isFront ? '' : undefined}>
        {showFirstView && (
          <FirstView
            drawing={firstView}
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
 * than one line, it draws nothing: one box cannot follow the lines.
 */
function FirstView({
  drawing,
  config,
  look,
  line,
  thickness,
}: {
  drawing: RefObject<SVGSVGElement | null>;
  config: ViewProps<typeof highlightApi>['config'];
  look: SVGProps<SVGSVGElement>;
  line: Box;
  thickness: number;
}) {
  return (
    <svg
      ref={drawing}
      aria-hidden="true"
      viewBox={`0 0 ${line.width} ${line.height}`}
      preserveAspectRatio="none"
      {...look}
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

/** The keyframes of one line's animation. */
function keyframes(animation: 'draw' | 'fade' | 'fadeScale', direction: 'right' | 'left'): Keyframe[] {
  switch (animation) {
    case 'draw':
      return [{ strokeDashoffset: direction === 'right' ? 1 : -1 }, { strokeDashoffset: 0 }];
    case 'fade':
      return [{ opacity: 0 }, { opacity: 1 }];
    case 'fadeScale':
      return [
        { opacity: 0, transform: `scale(${FADE_SCALE_FROM})` },
        { opacity: 1, transform: 'scale(1)' },
      ];
  }
}

/**
 * The text's line boxes, in the coordinates of the drawing. The drawing is a
 * 1 px box at the top left of its containing block, wherever that is; its
 * drawn size also gives the scale of any transformed ancestor.
 */
function measureText(host: HTMLElement, drawing: SVGSVGElement): Measure {
  const origin = drawing.getBoundingClientRect();
  const scaleX = origin.width || 1;
  const scaleY = origin.height || 1;
  const range = document.createRange();
  range.selectNodeContents(host);
  const rects = [...range.getClientRects()].map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  const lines = lineBoxes(rects).map((rect) => ({
    x: round((rect.left - origin.left) / scaleX),
    y: round((rect.top - origin.top) / scaleY),
    width: round((rect.right - rect.left) / scaleX),
    height: round((rect.bottom - rect.top) / scaleY),
  }));
  const parent = host.parentElement;
  return {
    lines,
    computedFontSize: Number.parseFloat(getComputedStyle(host).fontSize) || 16,
    parentVisible: parent ? parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : false,
    viewportWidth: window.innerWidth,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

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
