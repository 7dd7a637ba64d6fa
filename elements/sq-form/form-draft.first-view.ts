import { createKeeper, onPageHidden, readKept } from '../../runtime/core/index.ts';
import { type DraftControl, draftFromControls } from './first-draft.logic.ts';

/**
 * The form's draft before its code arrives, loaded by its first view when it
 * runs (with the runtime's storage, in runtime-core.js): what the visitor
 * types is kept as the draft when the page is hidden or left, until the
 * form's code is defined, from when the form keeps it through its hydration
 * and its view keeps the draft (and forgets it once sent). Resolves with the
 * draft kept from an earlier visit, if any.
 */
export function keepDraftUntilDefined(host: HTMLElement, key: string): Promise<unknown> {
  const stop = onPageHidden(() => {
    const values = draftFromControls(controlsOf(host));
    if (!values) return;
    const keeper = createKeeper(key);
    keeper.write({ values });
    keeper.writeNow();
  });
  void customElements.whenDefined(host.localName).then(stop);
  return readKept(key);
}

/** The controls of the form's fields as the server drew them and the visitor left them. */
function controlsOf(host: HTMLElement): DraftControl[] {
  const controls = host.shadowRoot?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  return [...(controls ?? [])].map((control) => {
    const box = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    return {
      name: control.name,
      type: control.type,
      value: control.value,
      checked: box && control.checked,
      changed:
        control instanceof HTMLSelectElement
          ? [...control.options].some((option) => option.selected !== option.defaultSelected)
          : box
            ? control.checked !== control.defaultChecked
            : control.value !== control.defaultValue,
    };
  });
}
