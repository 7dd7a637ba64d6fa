import { markupField } from '../../lib/markup-field.ts';
import { readKept } from '../../runtime/storage.ts';
import { draftKeyIn } from './draft-key.logic.ts';

/**
 * A server-rendered form's first view: its server rendering is the form the
 * visitor sees, so its code waits for the visitor to reach for it. Two
 * things its code did as it mounted are done here without it: the page
 * hears that the form rendered (`sq-form-render`, with `data-form-id` on
 * the host, which tracking records, spec 002 §7), and a draft kept from an
 * earlier visit asks for the code at once, which puts it back in the fields.
 * Resolves with whether it asked.
 */
export default function firstView(host: HTMLElement, load: () => void): Promise<boolean> {
  const formId = (markupField(host, 'formId', 'string') as string | undefined) ?? '';
  if (formId) {
    host.dataset.formId = formId;
    host.dispatchEvent(new CustomEvent('sq-form-render', { detail: { formId }, bubbles: true, composed: true }));
  }
  return readKept(draftKeyIn(document, host, formId)).then((draft) => {
    const kept = typeof draft === 'object' && draft !== null;
    if (kept) load();
    return kept;
  });
}
