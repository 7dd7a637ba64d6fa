/**
 * What the moving designs (carousel, slideshow, strip, swipe, new-swipe)
 * share: the props the gallery hands them, their stylesheet added to the
 * shadow root, history tracking, the previous, next and pause buttons, and
 * autoplay with its pauses. In a chunk of its own, loaded with the first
 * moving design a page uses.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { deepActiveElement } from '../../../../lib/focus/focus.ts';
import { sheetFor } from '../../../kit/element/styles.ts';
import { useReducedMotion } from '../../../kit/react/hooks/optional/use-reduced-motion.ts';
import { pageDocument, useEventListener } from '../../../kit/react/hooks/use-event-listener.ts';
import type { DesignProps } from '../design-props.ts';
import { type AspectRatio, parseAspectRatio } from '../grid.logic.ts';
import {
  type AutoplayState,
  autoplayDelay,
  autoplayState,
  autoplayTarget,
  noMotionInAddress,
} from './autoplay.logic.ts';
import css from './moving.css?inline';
import { PAGINATION_DISABLED, paginationDisabled } from './moving.logic.ts';
import { useSlideHistory } from './use-slide-history.ts';

export type { DesignProps };

/** The tiles' ratio the config asks for (imageAspectRatio), if any. */
export const configuredRatio = (config: DesignProps['config']): AspectRatio | undefined =>
  parseAspectRatio(config.imageAspectRatio);

/** The region's name when the host has no aria-label. */
export const DEFAULT_LABEL = 'Gallery';

/** The region's name: the host's aria-label, else "Gallery". */
export const regionLabel = (host: HTMLElement) => host.getAttribute('aria-label') || DEFAULT_LABEL;

/** Icons of the buttons: previous, next, pause, play. */
export const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  play: 'M8 5v14l11-7z',
} as const;

/**
 * One of a design's buttons: a disabled one keeps its place in the tab
 * order (aria-disabled, with the pagination disabled class) so the focus is
 * not lost at an end.
 */
export function ControlButton(props: {
  part: string;
  label: string;
  disabled?: boolean;
  icon: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      part={props.part}
      className={props.disabled ? `control ${PAGINATION_DISABLED}` : 'control'}
      aria-label={props.label}
      aria-disabled={props.disabled || undefined}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={props.icon} />
      </svg>
    </button>
  );
}

/** Previous and next, a slide at a time, disabled at the ends without loop; none for a single slide. */
export function StepButtons({
  index,
  count,
  loop,
  act,
}: {
  index: number;
  count: number;
  loop: boolean;
  act: DesignProps['act'];
}) {
  if (count < 2) return null;
  const ends = paginationDisabled({ index, count, loop });
  return (['previous', 'next'] as const).map((step) => (
    <ControlButton
      key={step}
      part={step}
      label={step === 'next' ? 'Next slide' : 'Previous slide'}
      disabled={ends[step]}
      icon={ICONS[step]}
      onClick={() => act({ type: step === 'next' ? 'NEXT' : 'PREVIOUS' })}
    />
  ));
}

/** The pause and play button of a design whose autoplay could run (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <ControlButton
      part="autoplay"
      label={paused ? 'Play slides' : 'Pause slides'}
      icon={paused ? ICONS.play : ICONS.pause}
      onClick={onToggle}
    />
  );
}

/**
 * What every moving design does as it mounts: adds its stylesheet to the
 * gallery's shadow root before the first paint, and marks the host drawn
 * (which ends sq-elements.css's stand-in layout of the light-DOM slides),
 * both undone when it unmounts; and tracks the machine's current slide in
 * the address with `historyHash` (spec 001 §2).
 */
export function useMovingDesign(
  props: Pick<DesignProps, 'host' | 'config' | 'slides' | 'index' | 'act'>,
  designCss: string,
): void {
  const { host } = props;
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    const sheets = [sheetFor(css), sheetFor(designCss)];
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    host.dataset.drawn = '';
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => !sheets.includes(adopted));
      delete host.dataset.drawn;
    };
  }, [host, designCss]);
  useSlideHistory(props);
}

/** Whether `element` or one of its ancestors matches `selectors`; a list that is not one (or none) matches nothing. */
function matches(element: Element, selectors: string): boolean {
  try {
    return element.closest(selectors) !== null;
  } catch {
    return false;
  }
}

/** Whether the address turns motion off (nomotion=true, spec 001 §2); read after the first render, as the server cannot. */
function useNoMotion(): boolean {
  const [noMotion, setNoMotion] = useState(false);
  useEffect(() => setNoMotion(noMotionInAddress(location.search)), []);
  return noMotion;
}

/** A design's autoplay: whether it plays now (or why not), and what its pause button shows and does. */
export interface Autoplay {
  state: AutoplayState;
  /** The pause button shows: autoplay could run (the address, the visitor and the config allow motion). */
  canPlay: boolean;
  /** Motion is off (inMotion false, nomotion in the address): changes are drawn at once. */
  still: boolean;
  paused: boolean;
  toggle: () => void;
}

/**
 * Autoplay (spec 001 §2, §4, §9; WCAG 2.2.2): calls `advance` every delay
 * while it plays, a new delay for each slide or row (`position`) once the
 * move to it has ended (a change while moving would be refused);
 * pauses while a mouse is over the gallery, or over an element of the page
 * that `autoplayOptions.pauseOnMouseover` names, only when that option is
 * given (not on touch screens), while keyboard focus is inside, and with the
 * pause button; off under reduced
 * motion, with nomotion=true in the address, inMotion off, or nothing to move.
 */
export function useAutoplay(
  host: HTMLElement,
  config: DesignProps['config'],
  options: { movable: boolean; moving: boolean; videoShowing?: boolean; advance: () => void; position: unknown },
): Autoplay {
  const reducedMotion = useReducedMotion();
  const noMotion = useNoMotion();
  const [paused, setPaused] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // With pauseOnMouseover, the mouse over the gallery, or over an element of the page it names, pauses autoplay; a
  // finger never does, so hovering does not pause it on a touch screen (spec 001 §4).
  const over = config.autoplayOptions.pauseOnMouseover?.join();
  useEventListener<PointerEvent>(pageDocument, 'pointerover', (event) => {
    const target = event.target as Element;
    setPointerOver(
      over !== undefined && event.pointerType === 'mouse' && (host.contains(target) || matches(target, over)),
    );
  });
  // Out of the window.
  useEventListener<PointerEvent>(pageDocument, 'pointerout', (event) => {
    if (!event.relatedTarget) setPointerOver(false);
  });
  // Keyboard focus inside pauses (WCAG 2.2.2); a mouse click on a button does not (it is not :focus-visible).
  useEventListener<FocusEvent>(host, 'focusin', () =>
    setFocusInside(deepActiveElement()?.matches(':focus-visible') ?? false),
  );
  // Out of the gallery (host.contains holds for the host itself, and not for nothing).
  useEventListener<FocusEvent>(host, 'focusout', (event) => {
    if (!host.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  });
  const state = autoplayState({
    enabled: config.autoplay && config.inMotion,
    movable: options.movable,
    noMotion,
    reducedMotion,
    videoShowing: options.videoShowing ?? false,
    pointerOver,
    focusInside,
    paused,
  });
  const delay = autoplayDelay(config.autoplayDuration, config.autoplayOptions.timeout);
  const advance = useRef(options.advance);
  advance.current = options.advance;
  const { position, moving } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide or row shows for the whole delay.
  useEffect(() => {
    if (state !== 'playing' || moving) return;
    const timer = setTimeout(() => advance.current(), delay);
    return () => clearTimeout(timer);
  }, [state, delay, position, moving]);
  return {
    state,
    canPlay: config.autoplay && config.inMotion && options.movable && !noMotion && !reducedMotion,
    still: !config.inMotion || noMotion,
    paused,
    toggle: () => setPaused(!paused),
  };
}

/**
 * Autoplay a slide at a time (the slideshow, the strip, the swipe designs): on to the
 * next slide, the first after the last, or with randomize to any other; it
 * waits while a video slide shows (spec 001 §4). `act` moves the slide.
 */
export function useSlideAutoplay(
  { host, config, slides, index, moving }: Pick<DesignProps, 'host' | 'config' | 'slides' | 'index' | 'moving'>,
  act: DesignProps['act'],
): Autoplay {
  const count = slides.length;
  const randomize = config.autoplayOptions.randomize === true;
  return useAutoplay(host, config, {
    movable: count > 1,
    moving,
    videoShowing: slides[index]?.type === 'video',
    position: index,
    advance: () => act({ type: 'GO_TO', index: autoplayTarget(index, count, randomize, Math.random()) }),
  });
}
