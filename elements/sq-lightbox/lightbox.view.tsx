import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../kit/close-button.tsx';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { useEventListener } from '../kit/hooks/use-event-listener.ts';
import { useModalDialog } from '../kit/hooks/use-modal-dialog.ts';
import { useReducedMotion } from '../kit/hooks/use-reduced-motion.ts';
import { useShadowDialog } from '../kit/hooks/use-shadow-dialog.ts';
import {
  addressWithItem,
  addressWithoutItem,
  arrowAllowed,
  clickDirection,
  type Direction,
  hashItem,
  isEdgeClick,
  itemFromAddress,
  itemKey,
  LIGHTBOX_SPEED_S,
  loops,
  normalizeIndex,
  positionText,
  step,
  swipeOutcome,
} from './lightbox.logic.ts';
import type { LightboxCloseReason, lightboxApi } from './lightbox.schema.ts';
import { LightboxSlide } from './lightbox-slide.view.tsx';
import { type OpenRequest, requestsOf, unavailable } from './open-requests.ts';
import { linkSets } from './triggers.ts';
import { useTouchZoom } from './use-touch-zoom.ts';

/** A video item plays in the video element, whose taps are its own. */
const VIDEO_TAG = 'sq-video';

/** Open (`opening` while the overlay fades in, then the content shows), `closing` while it fades out. */
export type LightboxPhase = 'closed' | 'opening' | 'open' | 'closing';

/** Marks the history entry the lightbox added on opening, so closing knows it may go back over it. */
const HISTORY_MARK = 'sqLightbox';
const FADE = { duration: LIGHTBOX_SPEED_S * 1000, easing: 'ease' };
const TITLE_ID = 'title';
const CAPTION_ID = 'caption';
const noRequest = () => null;

/** The dialog is named by its title (APG dialog). */
const DIALOG_ATTRIBUTES = { part: 'dialog', 'aria-modal': 'true', 'aria-labelledby': TITLE_ID };

export function LightboxView({ config, host, emit }: ViewProps<typeof lightboxApi>) {
  const requests = requestsOf(host);
  const request = useSyncExternalStore(requests.subscribe, requests.get, noRequest);
  const [shown, setShown] = useState<OpenRequest | null>(null);
  const [phase, setPhase] = useState<LightboxPhase>('closed');
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  /** Whether next and previous wrap around: on desktop, not on mobile; follows the window's width. */
  const [loop, setLoop] = useState(true);
  const [index, setIndex] = useState(0);
  const [captionHidden, setCaptionHidden] = useState(false);
  const reduced = useReducedMotion();
  useDataState(host, phase);

  const { ref: dialog, element: dialogElement } = useShadowDialog(host, DIALOG_ATTRIBUTES);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** Whether opening added a history entry, which closing goes back over. */
  const pushed = useRef(false);
  /** Where the last press inside the lightbox was: a click at the window's edge closes nothing. */
  const press = useRef<{ x: number; y: number; touch: boolean } | null>(null);
  const lastArrow = useRef<number | null>(null);

  const items = shown?.items ?? [];
  const count = items.length;
  const theme = shown?.theme ?? config.theme;
  const cdnHosts = shown?.cdnHosts ?? config.cdnHosts;

  const showInAddress = (item: number, set: OpenRequest, mode: 'push' | 'replace') => {
    if (!config.history || set.items.length === 0) return;
    const href = addressWithItem(location.href, itemKey(set.items[item] as OpenRequest['items'][number], item));
    if (href === location.href && mode === 'replace') return;
    if (mode === 'push') {
      history.pushState({ [HISTORY_MARK]: true }, '', href);
      pushed.current = true;
    } else history.replaceState(history.state, '', href);
  };

  // A request opens the lightbox, or shows another set in it while open; the address and settings as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: showInAddress reads the config of this render.
  useLayoutEffect(() => {
    if (!request) return;
    // An address opens nothing with history off (a gallery asks whatever the lightbox's settings).
    if (request.fromAddress && !config.history) {
      requests.set(null);
      return;
    }
    const start = normalizeIndex(request.index, request.items.length);
    setShown(request);
    setIndex(start);
    setCaptionHidden(false);
    if (request.items.length === 0) {
      requests.set(null);
      return;
    }
    const current = phaseNow.current;
    if (current === 'open' || current === 'opening') {
      showInAddress(start, request, 'replace');
      return;
    }
    if (current === 'closing') return;
    if (!request.fromAddress) showInAddress(start, request, 'push');
    setLoop(loops(innerWidth));
    setPhase('opening');
    emit('sq-open', { index: start });
  }, [request, requests, emit]);

  // An address naming an item opens it on load (spec 000 §2), from the lightbox's own set or a set of links.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the lightbox mounts.
  useEffect(() => {
    if (!config.history || requests.get()) return;
    for (const set of config.items ? [config.items] : linkSets()) {
      const found = itemFromAddress(location, set);
      if (found !== null) {
        if (unavailable()) return;
        requests.set({ items: set, index: found, fromAddress: true });
        return;
      }
    }
  }, []);

  // The overlay fades in, then the content shows; closing fades out, then the lightbox is destroyed (spec 001 §4).
  useLayoutEffect(() => {
    const element = dialogElement;
    if (!element || (phase !== 'opening' && phase !== 'closing')) return;
    const done = () => {
      if (phase === 'opening') setPhase('open');
      else {
        setPhase('closed');
        setShown(null);
        requests.set(null);
      }
    };
    if (reduced) {
      done();
      return;
    }
    const keyframes = phase === 'opening' ? [{ opacity: 0 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
    const fade = element.animate(keyframes, { ...FADE, fill: 'forwards' });
    let live = true;
    fade.finished.then(
      () => {
        if (live) done();
      },
      () => {},
    );
    return () => {
      live = false;
      fade.cancel();
    };
  }, [phase, reduced, requests, dialogElement]);

  const close = (reason: LightboxCloseReason | 'outside' | 'escape') => {
    // The phase as it is now, not as this render saw it: the back that closing takes comes as a popstate that
    // may arrive before React has drawn the closing, and must not close it a second time.
    if (phaseNow.current !== 'open' && phaseNow.current !== 'opening') return;
    if (reason === 'outside' && press.current && isEdgeClick(press.current.x, press.current.y, windowSize())) return;
    phaseNow.current = 'closing';
    setPhase('closing');
    emit('sq-close', { reason });
    if (reason === 'back' || !config.history) return;
    // Closing restores the address: back over the entry opening added, else the address without the item.
    if (pushed.current && (history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) history.back();
    else if (hashItem(location.hash) !== null)
      history.replaceState(history.state, '', addressWithoutItem(location.href));
    pushed.current = false;
  };

  useModalDialog({
    open: phase !== 'closed',
    leaving: phase === 'closing',
    dialog,
    panel,
    onClose: close,
    initialFocus: () => closeButton.current,
  });

  // Back closes it: the entry opening added is gone from the address.
  useEventListener(
    () => window,
    'popstate',
    () => {
      const current = phaseNow.current;
      if ((current === 'open' || current === 'opening') && hashItem(location.hash) === null) {
        pushed.current = false;
        close('back');
      }
    },
  );

  useEventListener(
    () => window,
    'resize',
    () => setLoop(loops(innerWidth)),
  );

  const go = (direction: Direction) => {
    if (!shown) return;
    const next = step(index, count, direction, loops(innerWidth));
    if (next === null) return;
    setIndex(next);
    emit('sq-slide-change', { index: next, previousIndex: index });
    showInAddress(next, shown, 'replace');
  };

  useEventListener<PointerEvent>(dialogElement, 'pointerdown', (event) => {
    press.current = { x: event.clientX, y: event.clientY, touch: event.pointerType === 'touch' };
  });

  useEventListener<KeyboardEvent>(dialogElement, 'keydown', (event) => {
    const direction = event.key === 'ArrowLeft' ? 'previous' : event.key === 'ArrowRight' ? 'next' : null;
    if (!direction || event.altKey || event.ctrlKey || event.metaKey || phase !== 'open') return;
    event.preventDefault();
    const now = performance.now();
    if (!arrowAllowed(lastArrow.current, now)) return;
    lastArrow.current = now;
    go(direction);
  });

  // Fingers: at fit one swipes (sideways between items, downwards to close) or taps; two pinch; zoomed, one pans.
  useTouchZoom({
    dialog: dialogElement,
    slide: `${index}|${items[index]?.src}`,
    dimensions: items[index]?.dimensions,
    active: phase === 'open',
    onSwipe: (drag) => {
      const outcome = swipeOutcome(drag, windowSize());
      if (outcome === 'close') close('swipe');
      else if (outcome) go(outcome);
    },
    onTap: (x, y, path) => {
      // A tap on the image goes as a click does (a tap on a video is the video's).
      const frame = dialogElement?.querySelector('[part=frame]');
      if (!frame || !path.includes(frame) || path.some((node) => (node as Element).localName === VIDEO_TAG)) return;
      if (!isEdgeClick(x, y, windowSize())) go(clickDirection(x, innerWidth));
    },
  });

  const onImageClick = (event: MouseEvent) => {
    // A click within 2 % of the window's edge is ignored; the half of the window decides the direction (spec 001 §4).
    // A finger's tap is the touch gestures' (it may be the first of a double tap).
    if (event.detail === 0 || press.current?.touch || isEdgeClick(event.clientX, event.clientY, windowSize())) return;
    go(clickDirection(event.clientX, innerWidth));
  };

  useLayoutEffect(() => {
    dialogElement?.setAttribute('data-theme', theme);
  }, [dialogElement, theme]);

  if (!dialogElement) return null;
  const item = items[index];
  const several = count > 1;
  const caption = item && (item.title || item.description);
  return createPortal(
    phase !== 'closed' && (
      <>
        <div part="overlay" />
        <div part="panel" ref={panel}>
          <h2 part="title" id={TITLE_ID}>
            {config.label}
          </h2>
          <div part="stage">
            {phase !== 'opening' && item && (
              <LightboxSlide
                key={`${index}|${item.src}`}
                item={item}
                cdnHosts={cdnHosts}
                label={positionText(index, count)}
                onClick={onImageClick}
              />
            )}
          </div>
          <div className="bar" aria-live="polite" aria-atomic="true">
            {caption && (
              <div part="caption" id={CAPTION_ID} hidden={captionHidden}>
                {item.title && <p className="caption-title">{item.title}</p>}
                {item.description && <p className="caption-description">{item.description}</p>}
              </div>
            )}
            {item && <p part="position">{positionText(index, count)}</p>}
          </div>
          {caption && (
            <button
              type="button"
              part="caption-toggle"
              aria-expanded={!captionHidden}
              aria-controls={CAPTION_ID}
              onClick={() => setCaptionHidden((hidden) => !hidden)}
            >
              {captionHidden ? 'Show caption' : 'Hide caption'}
            </button>
          )}
          {several && (
            <>
              <button
                type="button"
                part="previous-button"
                aria-label="Previous image"
                aria-disabled={!loop && index === 0 ? 'true' : undefined}
                onClick={() => go('previous')}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M15 5l-7 7 7 7" />
                </svg>
              </button>
              <button
                type="button"
                part="next-button"
                aria-label="Next image"
                aria-disabled={!loop && index === count - 1 ? 'true' : undefined}
                onClick={() => go('next')}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </>
          )}
          <CloseButton buttonRef={closeButton} label="Close" onClick={() => close('close-button')} />
        </div>
      </>
    ),
    dialogElement,
  );
}

function windowSize(): { width: number; height: number } {
  return { width: innerWidth, height: innerHeight };
}
