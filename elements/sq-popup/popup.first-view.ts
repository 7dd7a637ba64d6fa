import { markupField } from '../../lib/markup-field/markup-field.ts';
import { isScreenshotPage } from '../../runtime/core/screenshot/index.ts';
import { MOBILE_MAX_WIDTH_PX, markupSettings, readRecord, shouldShowPopup } from './popup.logic.ts';

/**
 * A server-rendered popup's first view: whether it shows for this visitor
 * (spec 002 §4), from its settings in the markup and the record in the
 * visitor's storage, with no React. When it shows, it opens with no React
 * either (`popup-open.first-view.ts`, loaded then): its content is the server's,
 * drawn already. Its code loads at once only for content that is not drawn
 * yet (an element of ours the server did not render), which would grow in
 * front of the visitor: the element's view waits for it before opening.
 * Returns true when the code is wanted now.
 */
export default function firstView(host: HTMLElement, load: () => void): boolean {
  // Its code came first (a page that imports it): the element's view decides.
  if (host.matches(':defined')) return false;
  const settings = markupSettings((field, kind) =>
    markupField(host, field === 'style' ? 'overlayStyle' : field, kind, field === 'style' ? 'style' : undefined),
  );
  const shows = shouldShowPopup({
    settings,
    record: readRecord(() => localStorage),
    now: Date.now(),
    screenshot: isScreenshotPage(location.search),
    mobile: matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches,
  });
  if (!shows) return false;
  if ([...host.querySelectorAll(':not(:defined)')].some((element) => !element.shadowRoot)) return true;
  import('./popup-open.first-view.ts').then(
    (open) => host.matches(':defined') || open.openFirstView(host, settings),
    () => load(),
  );
  return false;
}
