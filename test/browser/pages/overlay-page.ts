/**
 * A page with the runtime element that opens the system error overlay on
 * request. Browser tests load it in an iframe so that Reload Page reloads the
 * frame, not the test page.
 */
import '../../../elements/sq-runtime/runtime.element.ts';
import { showSystemErrorOverlay } from '../../../runtime/core/dialogs.ts';

const page = {
  /** Opens the overlay; resolves with the button the visitor chose. */
  showOverlay: (message: string) => showSystemErrorOverlay(message),
};

export type OverlayPage = typeof page;
(window as unknown as { overlayPage: OverlayPage }).overlayPage = page;
