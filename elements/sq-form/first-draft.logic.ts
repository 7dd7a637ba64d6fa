import type { FormValues } from './fields.logic.ts';

/** A control of the form's fields, as the server drew it and the visitor left it. */
export interface DraftControl {
  name: string;
  type: string;
  value: string;
  checked: boolean;
  /** Whether the visitor changed it from what the server drew. */
  changed: boolean;
}

/**
 * The draft of a form whose code has not arrived, read from its controls as
 * the form's view keeps one (by field id: text, the ticked options of a
 * check box group, the chosen radio, a compound field's parts from its
 * `id.part` names); passwords and hidden fields never. Undefined when the
 * visitor changed nothing. A value whose shape does not fit its field is
 * dropped as the form restores it.
 */
export function draftFromControls(controls: readonly DraftControl[]): FormValues | undefined {
  if (!controls.some((control) => control.changed)) return undefined;
  const values: FormValues = {};
  for (const { name, type, value, checked } of controls) {
    if (!name || type === 'password' || type === 'hidden') continue;
    const [id = name, part] = name.split('.');
    const current = values[id];
    if (part !== undefined)
      values[id] = { ...(typeof current === 'object' && !Array.isArray(current) ? current : {}), [part]: value };
    else if (type === 'checkbox')
      values[id] = [...(Array.isArray(current) ? current : []), ...(checked ? [value] : [])];
    else if (type === 'radio') values[id] = checked ? value : (current ?? '');
    else values[id] = value;
  }
  return values;
}
