import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { deepActiveElement, focusableIn } from '../../lib/focus/focus.ts';
import { isScreenshotPage } from '../../runtime/core/screenshot/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useModalDialog } from '../kit/react/hooks/layers/use-modal-dialog.ts';
import { CloseButton } from '../kit/react/hooks/shadow-dialog/close-button.tsx';
import { dialogIn, useShadowDialog } from '../kit/react/hooks/shadow-dialog/use-shadow-dialog.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import {
  storeRecord as keepRecord,
  MOBILE_MAX_WIDTH_PX,
  POPUP_CLOSE_LABEL,
  type PopupRecord,
  type PopupSettings,
  type PopupState,
  popupLabel,
  readRecord as readStoredRecord,
  recordClosed,
  recordSubmitted,
  shouldShowPopup,
} from './popup.logic.ts';
import type { PopupCloseReason, popupApi } from './popup.schema.ts';
import { useContentDefined } from './use-content-defined.ts';

/** The form inside says it was sent (DESIGN.md §1 events; `sq-form` dispatches it). */
const SUBMIT_SUCCESS_EVENT = 'sq-submit-success';
const DIALOG_ATTRIBUTES = { part: 'dialog', 'aria-modal': 'true' };
const storage = () => localStorage;
const readRecord = () => readStoredRecord(storage);
const storeRecord = (record: PopupRecord) => keepRecord(storage, record);

/** Whether the popup shows now, on this page, for this visitor (spec 002 §4). */
function decide(settings: PopupSettings): boolean {
  return shouldShowPopup({
    settings,
    record: readRecord(),
    now: Date.now(),
    screenshot: isScreenshotPage(location.search),
    mobile: matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches,
  });
}

export function PopupView({ config, host, emit }: ViewProps<typeof popupApi>) {
  const { overlayStyle: style, enableMobile, showUntilSignup, displayFrequency, version } = config;
  const settings: PopupSettings = useMemo(
    () => ({ style, enableMobile, showUntilSignup, displayFrequency, version }),
    [style, enableMobile, showUntilSignup, displayFrequency, version],
  );
  // A server-rendered popup its first view opened (popup-open.first-view.ts) is open as the view mounts: the view takes
  // that dialog over as it is, with the content the server drew, and says nothing the first view said already.
  const [openedByFirstView] = useState(() => dialogIn(host)?.open === true);
  // Decided once mounted (before the first paint), and again when the settings change; once the
  // visitor has closed it, it stays closed. Not while rendering: the decision reads the visitor's
  // storage and screen, which a server rendering has not got; there the popup renders closed.
  const [shows, setShows] = useState(openedByFirstView);
  useLayoutEffect(() => setShows(decide(settings)), [settings]);
  const [closed, setClosed] = useState(false);
  // It opens once the elements in its content are defined (or have had their time): nothing grows in front of the visitor.
  const contentDefined = useContentDefined(host) || openedByFirstView;
  const state: PopupState = closed ? 'closed' : shows && contentDefined ? 'open' : 'hidden';
  // True until the view's first open of a dialog it took over: the first view said sq-open and moved focus in.
  const takenOver = useRef(openedByFirstView);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { ref: dialog, element: dialogElement } = useShadowDialog(host, DIALOG_ATTRIBUTES);
  useDataState(host, state);

  const close = (reason: PopupCloseReason) => {
    if (state !== 'open') return;
    storeRecord(recordClosed(readRecord(), settings, Date.now()));
    setClosed(true);
    emit('sq-close', { reason });
  };

  // Modal: in the top layer, the page inert behind it; focus moves in and goes back where it was.
  useModalDialog({
    open: state === 'open',
    dialog,
    panel,
    onClose: close,
    // Taken over from the first view, focus stays where the visitor has it.
    initialFocus: () => (takenOver.current ? null : (focusableIn(host)[0] ?? closeButton.current)),
    // The content's focusable elements (shadow roots included, in order) then the close button, round.
    focusable: () => [...focusableIn(host), ...(closeButton.current ? [closeButton.current] : [])],
  });

  // Said in the commit that shows it open, with data-state: a script that counts the popups already open
  // when it loads, then listens for sq-open, must not find one open and hear it opening after.
  useLayoutEffect(() => {
    if (state !== 'open') return;
    if (!takenOver.current) emit('sq-open', {});
    takenOver.current = false;
  }, [state, emit]);

  // Taken over from the first view: once this view's panel is in the dialog, the first view's goes, focus
  // moving from its close button to this one's (focus in the content stays where it is).
  useLayoutEffect(() => {
    if (state !== 'open' || !dialogElement || !panel.current) return;
    for (const child of [...dialogElement.children]) {
      if (child === panel.current) continue;
      if (child.contains(deepActiveElement())) closeButton.current?.focus();
      child.remove();
    }
  }, [state, dialogElement]);

  useEffect(() => {
    if (state !== 'open') return;
    // Content that upgrades after the popup opens (an <sq-form> whose code is still loading) has
    // no field to focus yet: focus moves to its first field once it renders, unless the visitor
    // has moved it from the close button meanwhile.
    if (deepActiveElement() === closeButton.current) return focusWhenContentRenders(host, closeButton.current);
  }, [state, host]);

  useEventListener(host, SUBMIT_SUCCESS_EVENT, () => {
    storeRecord(recordSubmitted(readRecord(), settings));
  });

  const label = popupLabel(config.label, host.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? undefined);

  useLayoutEffect(() => {
    dialogElement?.setAttribute('aria-label', label);
  }, [dialogElement, label]);

  if (!dialogElement) return null;
  return createPortal(
    state === 'open' && (
      <div part="panel" ref={panel}>
        <div part="content">
          <slot />
        </div>
        <CloseButton buttonRef={closeButton} label={POPUP_CLOSE_LABEL} onClick={() => close('close-button')} />
      </div>
    ),
    dialogElement,
  );
}

/** The longest the popup waits for late content to render a field to focus. */
const LATE_CONTENT_WAIT_MS = 3000;

/** Moves focus from the close button to the content's first field once there is one; returns how to stop. */
function focusWhenContentRenders(host: HTMLElement, close: HTMLElement | null): () => void {
  const started = performance.now();
  let frame = requestAnimationFrame(function look() {
    if (deepActiveElement() !== close || performance.now() - started > LATE_CONTENT_WAIT_MS) return;
    const first = focusableIn(host)[0];
    if (first) first.focus();
    else frame = requestAnimationFrame(look);
  });
  return () => cancelAnimationFrame(frame);
}
