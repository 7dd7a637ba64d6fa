import { focusableIn } from '../../lib/focus/focus.ts';
import { markupField } from '../../lib/markup-field/markup-field.ts';
import { type LayerHandle, openModalDialog } from '../../runtime/layers/index.ts';
import { waiting as shared } from '../kit/hydration/waiting/waiting.ts';
import {
  POPUP_CLOSE_LABEL,
  type PopupSettings,
  popupLabel,
  readRecord,
  recordClosed,
  recordSubmitted,
  storeRecord,
} from './popup.logic.ts';
import type { PopupCloseReason } from './popup.schema.ts';

const storage = () => localStorage;
const SVG = 'http://www.w3.org/2000/svg';

/** An element with its attributes, in the document's namespace or SVG's. */
function make(tag: string, attributes: Record<string, string>, namespace?: string): Element {
  const element = namespace ? document.createElementNS(namespace, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * A server-rendered popup opened by its first view, with no React: the
 * dialog, panel, content slot and close button the element's view draws
 * (the same parts, so the page's styles and the element's sheet apply),
 * shown modally on the page's layer stack, focus on the content's first
 * field. Closing it (the close button, Escape, a click outside) records
 * the date as the element does and says `sq-close`; a sign-up inside is
 * recorded too. If the element's code loads while it is open (a script
 * changed it), its view takes this dialog over as it is.
 */
export function openFirstView(host: HTMLElement, settings: PopupSettings): void {
  const root = host.shadowRoot as ShadowRoot;
  const dialog = make('dialog', {
    part: 'dialog',
    'aria-modal': 'true',
    'aria-label': popupLabel(
      markupField(host, 'label', 'string') as string | undefined,
      host.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? undefined,
    ),
  }) as HTMLDialogElement;
  const panel = make('div', { part: 'panel' });
  const content = make('div', { part: 'content' });
  // The same cross as the element's close button (kit/react/hooks/shadow-dialog/close-button.tsx).
  const close = make('button', { type: 'button', part: 'close-button', 'aria-label': POPUP_CLOSE_LABEL });
  const icon = make('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, SVG);
  icon.append(make('path', { d: 'M6 6l12 12M18 6L6 18' }, SVG));
  close.append(icon);
  content.append(document.createElement('slot'));
  panel.append(content, close);
  dialog.append(panel);
  root.append(dialog);

  const signedUp = () => storeRecord(storage, recordSubmitted(readRecord(storage), settings));
  const finish = (reason: PopupCloseReason) => {
    if (host.dataset.state !== 'open') return;
    storeRecord(storage, recordClosed(readRecord(storage), settings, Date.now()));
    host.dataset.state = 'closed';
    layer?.remove();
    host.removeEventListener('sq-submit-success', signedUp);
    host.dispatchEvent(new CustomEvent('sq-close', { detail: { reason }, bubbles: true, composed: true }));
  };
  host.dataset.state = 'open';
  // Focus moves in as the dialog opens, to the content's first field: not the visitor reaching for that field's
  // element (a form whose code would then load), so done quietly.
  let layer: LayerHandle | undefined;
  const open = () => {
    layer = openModalDialog({
      dialog,
      panel: () => panel,
      close: finish,
      initialFocus: () => focusableIn(host)[0] ?? (close as HTMLElement),
      focusable: () => [...focusableIn(host), close as HTMLElement],
    });
  };
  const waiting = shared();
  if (waiting) waiting.quietly(open);
  else open();
  close.addEventListener('click', () => finish('close-button'));
  // Until the element's view takes over, which listens for the same; recording it twice records the same.
  host.addEventListener('sq-submit-success', signedUp);
  host.dispatchEvent(new CustomEvent('sq-open', { detail: {}, bubbles: true, composed: true }));
}
