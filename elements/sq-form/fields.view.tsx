import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import {
  type CompoundType,
  characterCounter,
  type FieldValue,
  inputHints,
  isCompound,
  LIKERT_ANSWERS,
  likertLabel,
  PART_LABELS,
  partHints,
  partsOf,
  valueParts,
} from './fields.logic.ts';
import type { FormField } from './form.schema.ts';

export interface FieldProps {
  field: FormField;
  /** The field's position, for ids unique inside the shadow root. */
  index: number;
  value: FieldValue | undefined;
  error: string | undefined;
  /**
   * A new value, or how to make it from the field's current one: a part of a compound field, a likert
   * answer or a checkbox changes the value as it is then, so that changes made in one task (autofill
   * filling a name's two parts, say) add up on both engines (preact/compat renders them after the task).
   */
  onChange: (value: FieldValue | ((current: FieldValue | undefined) => FieldValue)) => void;
}

/** The ids of a field's pieces. */
export const fieldIds = (index: number) => ({
  input: `f${index}`,
  label: `f${index}-label`,
  description: `f${index}-description`,
  error: `f${index}-error`,
  counter: `f${index}-counter`,
  prefix: `f${index}-prefix`,
});

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined) => (Array.isArray(value) ? value : []);

/** One field: label (or legend), help, its error above the input, and the input(s). */
export function Field(props: FieldProps) {
  const { field, index, error } = props;
  const ids = fieldIds(index);
  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    return (
      <div part="section" data-underline={field.underline ? '' : undefined}>
        {field.label && <p part="section-title">{field.label}</p>}
        {field.description && <p part="description">{field.description}</p>}
      </div>
    );
  }
  const describedBy = [error ? ids.error : '', field.description ? ids.description : ''].filter(Boolean);
  const help = (
    <>
      {field.description && (
        <p part="description" id={ids.description}>
          {field.description}
        </p>
      )}
      {error && (
        <p part="field-error" id={ids.error}>
          {error}
        </p>
      )}
    </>
  );
  const grouped = isCompound(field.type) || ['radio', 'checkbox', 'likert'].includes(field.type);
  if (grouped) {
    return (
      <fieldset
        part="field"
        data-field-id={field.id}
        data-type={field.type}
        data-invalid={error ? '' : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
      >
        <legend part="label" id={ids.label}>
          {field.label}
          {field.required && <Required />}
        </legend>
        {help}
        <GroupInputs {...props} describedBy={describedBy} />
      </fieldset>
    );
  }
  return (
    <div part="field" data-field-id={field.id} data-type={field.type} data-invalid={error ? '' : undefined}>
      <label part="label" id={ids.label} htmlFor={ids.input}>
        {field.label}
        {field.required && <Required />}
      </label>
      {help}
      <SingleInput {...props} describedBy={describedBy} />
    </div>
  );
}

function Required() {
  return (
    <span part="required" aria-hidden="true">
      {' *'}
    </span>
  );
}

function SingleInput({ field, index, value, error, onChange, describedBy }: FieldProps & { describedBy: string[] }) {
  const ids = fieldIds(index);
  const common = {
    id: ids.input,
    name: field.id,
    part: 'input',
    required: field.required,
    'aria-invalid': error ? true : undefined,
  } as const;
  if (field.type === 'textarea') {
    const counter = field.maxLength !== undefined ? characterCounter(asText(value), field.maxLength) : undefined;
    return (
      <>
        <textarea
          {...common}
          rows={5}
          placeholder={field.placeholder}
          value={asText(value)}
          aria-describedby={[...describedBy, counter ? ids.counter : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {counter && (
          <span part="counter" id={ids.counter} data-over={counter.over ? '' : undefined}>
            {counter.text}
          </span>
        )}
      </>
    );
  }
  if (field.type === 'select') {
    return (
      <select
        {...common}
        value={asText(value)}
        aria-describedby={describedBy.join(' ') || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{field.placeholder || 'Select an option'}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  const hints = inputHints(field.type);
  const prefix = field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : '';
  const input = (
    <input
      {...common}
      type={hints.type}
      autoComplete={hints.autoComplete}
      inputMode={hints.inputMode}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      value={asText(value)}
      aria-describedby={[...describedBy, prefix ? ids.prefix : ''].filter(Boolean).join(' ') || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
  if (!prefix) return input;
  return (
    <span part="affix">
      <span part="prefix" id={ids.prefix}>
        {prefix}
      </span>
      {input}
    </span>
  );
}

function GroupInputs({ field, index, value, error, onChange, describedBy }: FieldProps & { describedBy: string[] }) {
  const ids = fieldIds(index);
  const invalid = error ? true : undefined;
  const described = describedBy.join(' ') || undefined;
  if (isCompound(field.type)) {
    const type: CompoundType = field.type;
    const parts = valueParts(value);
    return (
      <div part="parts" data-parts={partsOf(field).length}>
        {partsOf(field).map((part, position) => {
          const id = position === 0 ? ids.input : `${ids.input}-${part}`;
          const hints = partHints(type, part);
          const label = PART_LABELS[`${type}.${part}`] ?? part;
          const change = (next: string) => onChange((current) => ({ ...valueParts(current), [part]: next }));
          if (type === 'time' && part === 'Ampm') {
            return (
              <Labelled key={part} id={id} label={label}>
                <select
                  id={id}
                  part="input"
                  name={`${field.id}.${part}`}
                  value={parts[part] ?? ''}
                  aria-invalid={invalid}
                  aria-describedby={described}
                  onChange={(event) => change(event.currentTarget.value)}
                >
                  <option value="">–</option>
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </select>
              </Labelled>
            );
          }
          const input = {
            id,
            part: 'input',
            name: `${field.id}.${part}`,
            type: hints.type,
            autoComplete: hints.autoComplete,
            inputMode: hints.inputMode,
            value: parts[part] ?? '',
            'aria-invalid': invalid,
            'aria-describedby': described,
            onChange: (event: { currentTarget: HTMLInputElement }) => change(event.currentTarget.value),
          } as const;
          return (
            <Labelled key={part} id={id} label={label}>
              {type === 'address' && part === 'Line1' && field.suggestions ? (
                <WithSuggestions
                  input={input}
                  onChoose={(chosen) => onChange((current) => ({ ...valueParts(current), ...chosen }))}
                />
              ) : (
                <input {...input} />
              )}
            </Labelled>
          );
        })}
      </div>
    );
  }
  if (field.type === 'likert') {
    const answers = valueParts(value);
    return (
      <div part="likert-questions">
        {field.questions.map((question, row) => (
          <fieldset key={question} part="likert" aria-describedby={`${ids.input}-q${row}-answer`}>
            <legend part="likert-question">{question}</legend>
            <div part="likert-answers">
              {LIKERT_ANSWERS.map((answer, column) => (
                <label key={answer.value} part="choice">
                  <input
                    id={row === 0 && column === 0 ? ids.input : undefined}
                    type="radio"
                    part="input"
                    name={`${field.id}-${row}`}
                    value={answer.value}
                    checked={answers[question] === answer.value}
                    aria-invalid={invalid}
                    onChange={() => onChange((current) => ({ ...valueParts(current), [question]: answer.value }))}
                  />
                  <span>{answer.label}</span>
                </label>
              ))}
            </div>
            <output part="likert-answer" id={`${ids.input}-q${row}-answer`}>
              {likertLabel(answers[question])}
            </output>
          </fieldset>
        ))}
      </div>
    );
  }
  const checked = field.type === 'checkbox' ? asList(value) : [asText(value)];
  return (
    <div part="choices">
      {field.options.map((option, position) => (
        <label key={option} part="choice">
          <input
            id={position === 0 ? ids.input : undefined}
            type={field.type === 'checkbox' ? 'checkbox' : 'radio'}
            part="input"
            name={field.id}
            value={option}
            checked={checked.includes(option)}
            aria-invalid={invalid}
            onChange={(event) => {
              if (field.type !== 'checkbox') onChange(option);
              else if (event.currentTarget.checked) onChange((current) => [...asList(current), option]);
              else onChange((current) => asList(current).filter((item) => item !== option));
            }}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span part="part">
      {children}
      <label part="part-label" htmlFor={id}>
        {label}
      </label>
    </span>
  );
}

type SuggestionsView = typeof import('./address-suggestions.view.tsx').AddressSuggestions;

/**
 * An address's first line with place suggestions: the text box at once (and on the server), the combobox's
 * code loaded after it mounts, in a chunk of its own. Without that code (still loading, or failed) the text
 * box is an ordinary one.
 */
function WithSuggestions({
  input,
  onChoose,
}: {
  input: InputHTMLAttributes<HTMLInputElement>;
  onChoose: (parts: Record<string, string>) => void;
}) {
  const [box, setBox] = useState<HTMLInputElement | null>(null);
  const [View, setView] = useState<SuggestionsView | undefined>(undefined);
  useEffect(() => {
    import('./address-suggestions.view.tsx').then(
      (module) => setView(() => module.AddressSuggestions),
      () => {},
    );
  }, []);
  return (
    <>
      <input {...input} ref={setBox} />
      {View && box && <View input={box} onChoose={onChoose} />}
    </>
  );
}
