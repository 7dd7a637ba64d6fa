import { markupField } from '../../lib/markup-field/markup-field.ts';
import { draftKeyIn } from './draft/draft.logic.ts';

/**
 * A server-rendered form's first view: its server rendering is the form the
 * visitor sees, so its code waits for the visitor to reach for it. What its
 * code did as it mounted is done here without it: the page hears that the
 * form rendered (`sq-form-render`, with `data-form-id` on the host, which
 * tracking records, spec 002 §7), and a draft kept from an earlier visit
 * asks for the code at once, which puts it back in the fields. Until the
 * form's code has come, what the visitor typed is kept as its draft when
 * the page is hidden or left (`form-draft.first-view.ts`, loaded as this
 * runs, not preloaded with it): a reload before the code arrived loses
 * nothing. Resolves with whether it asked for the code (not when the
 * storage could not be read: the form then loads when the visitor reaches
 * for it).
 */
export default function firstView(host: HTMLElement, load: () => void): Promise<boolean> {
  const formId = (markupField(host, 'formId', 'string') as string | undefined) ?? '';
  if (formId) {
    host.dataset.formId = formId;
    host.dispatchEvent(new CustomEvent('sq-form-render', { detail: { formId }, bubbles: true, composed: true }));
  }
  return import('./form-draft.first-view.ts')
    .then((draft) => draft.keepDraftUntilDefined(host, draftKeyIn(document, host, formId)))
    .then((draft) => {
      const kept = typeof draft === 'object' && draft !== null;
      if (kept) load();
      return kept;
    })
    .catch(() => false);
}
