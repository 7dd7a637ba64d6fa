import { type MouseEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useModalDialog } from '../kit/react/hooks/layers/use-modal-dialog.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useReducedMotion } from '../kit/react/hooks/optional/use-reduced-motion.ts';
import { CloseButton } from '../kit/react/hooks/shadow-dialog/close-button.tsx';
import { useShadowDialog } from '../kit/react/hooks/shadow-dialog/use-shadow-dialog.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import {
  answerRequest,
  arrowAllowed,
  arrowDirection,
  closesOnBack,
  type Direction,
  fadeKeyframes,
  hashItem,
  imageClickDirection,
  isEdgeClick,
  LIGHTBOX_PHASES,
  loops,
  normalizeIndex,
  positionText,
  step,
  swipeOutcome,
} from './lightbox.logic.ts';
import type { LightboxCloseReason, lightboxApi } from './lightbox.schema.ts';
import { LightboxSlide } from './lightbox-slide.view.tsx';
import { type OpenRequest, requestsOf } from './open-requests.ts';
import { useFade } from './use-fade.ts';
import { useItemAddress } from './use-item-address.ts';
import { useTouchZoom } from './use-touch-zoom.ts';

/** A video item plays in the video element, whose taps are its own. */
const VIDEO_TAG = 'sq-video';

const TITLE_ID = 'title';
const CAPTION_ID = 'caption';
const noRequest = () => null;

/** The dialog is named by its title (APG dialog). */
const DIALOG_ATTRIBUTES = { part: 'dialog', 'aria-modal': 'true', 'aria-labelledby': TITLE_ID };

export function LightboxView({ config, host, emit }: ViewProps<typeof lightboxApi>) {
  const requests = requestsOf(host);
  const request = useSyncExternalStore(requests.subscribe, requests.get, noRequest);
  const [shown, setShown] = useState<OpenRequest | null>(null);
  const [phase, send, phaseNow] = useMachine(LIGHTBOX_PHASES, 'closed');
  /** Whether next and previous wrap around: on desktop, not on mobile; follows the window's width. */
  const [loop, setLoop] = useState(true);
  const [index, setIndex] = useState(0);
  const [captionHidden, setCaptionHidden] = useState(false);
  const reduced = useReducedMotion();
  useDataState(host, phase);

  const { ref: dialog, element: dialogElement } = useShadowDialog(host, DIALOG_ATTRIBUTES);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** Where the last press inside the lightbox was: a click at the window's edge closes nothing. */
  const press = useRef<{ x: number; y: number; touch: boolean } | null>(null);
  const lastArrow = useRef<number | null>(null);

  const items = shown?.items ?? [];
  const count = items.length;
  const theme = shown?.theme ?? config.theme;
  const cdnHosts = shown?.cdnHosts ?? config.cdnHosts;

  const address = useItemAddress({ history: config.history, items: config.items, requests });

  // A request opens the lightbox, or shows another set in it while open; the address and settings as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: address and config as they are in this render.
  useLayoutEffect(() => {
    if (!request) return;
    const { items: set, fromAddress } = request;
    const answer = answerRequest(phaseNow(), { count: set.length, fromAddress }, config.history);
    const start = normalizeIndex(request.index, set.length);
    if (answer.show) {
      setShown(request);
      setIndex(start);
      setCaptionHidden(false);
    }
    if (!answer.keep) requests.set(null);
    if (answer.address) address.show(start, set, answer.address);
    if (!answer.opens) return;
    setLoop(loops(innerWidth));
    send('OPEN');
    emit('sq-open', { index: start });
  }, [request, requests, emit]);

  // The overlay fades in, then the content shows; closing fades out, then the lightbox is destroyed (spec 001 §4).
  useFade(dialogElement, fadeKeyframes(phase), reduced, () => {
    if (send('FADED') !== 'closed') return;
    setShown(null);
    requests.set(null);
  });

  const close = (reason: LightboxCloseReason | 'outside' | 'escape') => {
    if (reason === 'outside' && press.current && isEdgeClick(press.current.x, press.current.y, windowSize())) return;
    // The phase as it is now, not as this render saw it: the back that closing takes comes as a popstate that
    // may arrive before React has drawn the closing, and must not close it a second time.
    const before = phaseNow();
    if (send('CLOSE') === before) return;
    emit('sq-close', { reason });
    address.restore(reason);
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
      if (closesOnBack(phaseNow(), hashItem(location.hash))) close('back');
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
    address.show(next, shown.items, 'replace');
  };

  useEventListener<PointerEvent>(dialogElement, 'pointerdown', (event) => {
    press.current = { x: event.clientX, y: event.clientY, touch: event.pointerType === 'touch' };
  });

  useEventListener<KeyboardEvent>(dialogElement, 'keydown', (event) => {
    const direction = arrowDirection(event);
    if (!direction || phase !== 'open') return;
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
      const direction = imageClickDirection({ x, y, detail: 1, touch: false }, windowSize());
      if (direction) go(direction);
    },
  });

  const onImageClick = (event: MouseEvent) => {
    const click = { x: event.clientX, y: event.clientY, detail: event.detail, touch: Boolean(press.current?.touch) };
    const direction = imageClickDirection(click, windowSize());
    if (direction) go(direction);
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
                aria-disabled={step(index, count, 'previous', loop) === null ? 'true' : undefined}
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
                aria-disabled={step(index, count, 'next', loop) === null ? 'true' : undefined}
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
