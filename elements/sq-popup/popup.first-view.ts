import { markupField } from '../../lib/markup-field.ts';
import { isScreenshotPage } from '../../runtime/screenshot.ts';
import { MOBILE_MAX_WIDTH_PX, markupSettings, POPUP_RECORD_KEY, parseRecord, shouldShowPopup } from './popup.logic.ts';

/**
 * A server-rendered popup's first view: whether it shows for this visitor
 * (spec 002 §4), from its settings in the markup and the record in the
 * visitor's storage, with no React. True when it shows: its code (and its
 * content's) loads now, and opens it; a visitor the rule keeps it from
 * loads nothing for it until they reach for it.
 */
export default function firstView(host: HTMLElement): boolean {
  let record = null;
  try {
    record = parseRecord(localStorage.getItem(POPUP_RECORD_KEY));
  } catch {
    // Storage refused (a sandboxed frame): no record, as the element reads it.
  }
  return shouldShowPopup({
    settings: markupSettings((field, kind) =>
      markupField(host, field === 'style' ? 'overlayStyle' : field, kind, field === 'style' ? 'style' : undefined),
    ),
    record,
    now: Date.now(),
    screenshot: isScreenshotPage(location.search),
    mobile: matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches,
  });
}
