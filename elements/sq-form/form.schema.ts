import * as z from 'zod/mini';
import { SAFE_REDIRECT_EXPECTATION } from '../../lib/web-addresses/web-addresses.ts';
import { defineApi, described, event, named } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { redirectUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import { DEFAULT_CAPTCHA_SCRIPT, isCaptchaScriptUrl } from './captcha.logic.ts';
import { FIELD_TYPES } from './field-types.logic.ts';

/**
 * One of a list of strings. A refined string rather than `z.enum`: the
 * shared zod chunk then carries no enum code for this element alone. Named,
 * so the manifest and the types list the strings.
 */
function oneOf<const T extends readonly string[]>(values: T) {
  return expecting(
    named(z.string().check(z.refine((value) => values.includes(value))), values) as unknown as z.ZodMiniType<T[number]>,
    `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`,
  );
}

/** One field of the form (spec 002 §3 "Form field option lists"). */
export const formFieldSchema = z.object({
  id: described(z.string(), 'The field id: the key of its value in the submission.'),
  type: described(oneOf(FIELD_TYPES), `The field type: ${FIELD_TYPES.join(', ')}.`),
  label: described(z._default(z.string(), ''), 'The visible label (and, for a section, its title).'),
  key: described(
    z.optional(z.string()),
    'A hidden field: the URL query parameter that overrides its value (wins over name; the label when neither is set).',
  ),
  name: described(
    z.optional(z.string()),
    'A hidden field: the URL query parameter that overrides its value, as key does; its label when unset.',
  ),
  description: described(z.optional(z.string()), 'Help text shown under the label.'),
  placeholder: described(z.optional(z.string()), 'Placeholder text of a single-value field.'),
  required: described(z._default(z.boolean(), false), 'The field must be filled in.'),
  options: described(z._default(z.array(z.string()), []), 'The choices of a radio, checkbox or select field.'),
  maxLength: described(
    z.optional(z.number().check(z.int(), z.minimum(1))),
    "A text area's maximum length: shows an 'n / max' counter and fails above it.",
  ),
  showCountryCode: described(z._default(z.boolean(), false), 'A phone field also asks for the country code.'),
  currencySymbol: described(z._default(z.string(), '$'), 'The symbol shown before a currency field.'),
  questions: described(z._default(z.array(z.string()), []), 'The statements of a likert field.'),
  value: described(z._default(z.string(), ''), "A hidden field's value."),
  underline: described(z._default(z.boolean(), true), 'A section draws a line under its title and description.'),
  suggestions: described(
    z._default(z.boolean(), false),
    'An address field suggests places as the visitor types its first line; choosing one fills the address in.',
  ),
});

/** One field as the form's config gives it, defaults filled in. */
export type FormField = z.output<typeof formFieldSchema>;

const captchaSchema = z.object({
  siteKey: described(
    expecting(z.string().check(z.refine((value) => value !== '')), 'a non-empty string'),
    "The captcha provider's site key.",
  ),
  scriptUrl: described(
    z._default(
      expecting(z.string().check(z.refine(isCaptchaScriptUrl)), SAFE_REDIRECT_EXPECTATION),
      DEFAULT_CAPTCHA_SCRIPT,
    ),
    "The provider's script (reCAPTCHA's explicit-render API by default).",
  ),
});

export const formApi = defineApi({
  tag: 'sq-form',
  summary:
    'A form that validates, submits to the platform, never loses what the visitor typed, and says what went wrong.',
  config: z.object({
    formId: described(z._default(z.string(), ''), 'The form id the platform knows the form by.'),
    collectionId: described(z._default(z.string(), ''), 'The id of the page (collection) holding the form.'),
    objectName: described(z._default(z.string(), ''), 'The name of the block holding the form.'),
    isOverlayForm: described(z._default(z.boolean(), false), 'The form is the popup overlay’s form.'),
    isNewsletter: described(
      z._default(z.boolean(), false),
      'A newsletter sign-up: fires sq-newsletter-subscribe on success and shows no "errors above" message.',
    ),
    submitButtonText: described(z._default(z.string(), 'Submit'), 'The submit button’s text.'),
    fields: described(z._default(z.array(formFieldSchema), []), 'The fields, in order.'),
    captcha: described(
      z.optional(captchaSchema),
      'A captcha to complete before submitting; loaded only when a site key is set.',
    ),
    successMessage: described(
      z._default(z.string(), 'Thank you!'),
      'What replaces the form after a successful submission: text or site-owner HTML (its scripts run).',
    ),
    successRedirect: described(
      z._default(redirectUrl(), ''),
      'Where to go after a successful submission; http(s) addresses or paths on this site only.',
    ),
    errorsPosition: described(
      z._default(oneOf(['above', 'below'] as const), 'above'),
      'Where the form-level message shows: above or below the form.',
    ),
  }),
  load: ['interaction', 'change'],
  events: {
    'sq-submit': event<{ formId: string }>(
      'A valid submission starts (after validation, before the calls).',
      '{ formId: string }',
    ),
    'sq-submit-success': event<{ formId: string; key: string }>(
      'The platform stored the submission.',
      '{ formId: string; key: string }',
    ),
    'sq-submit-error': event<{ formId: string; message: string; fieldErrors: Record<string, string> }>(
      'Validation or the submission failed; the form shows why.',
      '{ formId: string; message: string; fieldErrors: Record<string, string> }',
    ),
    'sq-form-render': event<{ formId: string }>(
      'The form is on the page, with its id (also on the host as `data-form-id`); tracking records the render (spec 002 §7).',
      '{ formId: string }',
    ),
    'sq-newsletter-subscribe': event<{ formId: string }>(
      'A newsletter form was submitted successfully (the subscribe-newsletter tracking event).',
      '{ formId: string }',
    ),
  },
  slots: {},
  parts: {
    form: 'The form.',
    fields: 'The group of all fields (disabled while submitting).',
    field: 'One field: its label, help, error and input(s); carries data-type and, when invalid, data-invalid.',
    label: 'A field’s label or legend.',
    required: 'The required mark after a label.',
    description: 'A field’s help text.',
    'field-error': 'A field’s error message, shown above its input.',
    input: 'An input, text area or select.',
    affix: 'An input with its prefix (currency symbol, @).',
    prefix: 'The currency symbol or @ before an input.',
    parts: 'The inputs of a compound field (name, phone, address, date, time).',
    part: 'One input of a compound field with its label.',
    'part-label': 'The label of one part of a compound field.',
    suggestions: "An address's suggested places, a listbox under its first line (with suggestions on).",
    suggestion: 'One suggested place; aria-selected="true" when shown as focused.',
    choices: 'The options of a radio or checkbox field.',
    choice: 'One option with its label.',
    counter: "A text area's 'n / max' counter; it carries data-over when exceeded.",
    section: 'A section between fields.',
    'section-title': 'A section’s title.',
    'likert-questions': 'A likert field’s questions.',
    likert: 'One likert question with its answers.',
    'likert-question': 'A likert question.',
    'likert-answers': 'A likert question’s answers.',
    'likert-answer': 'The answer chosen, or N/A.',
    captcha: 'Where the captcha widget renders.',
    submit: 'The submit button.',
    message: 'The form-level message (validation, failure, errors above), a role="alert" region.',
    success: 'The post-submission message.',
  },
  cssProperties: {
    '--sq-form-gap': { description: 'Space between fields.', default: '1.25rem' },
    '--sq-form-input-border': { description: 'Border of inputs.', default: '1px solid #8a8f98' },
    '--sq-form-input-background': { description: 'Background of inputs.', default: '#fff' },
    '--sq-form-error-color': { description: 'Colour of error messages and error borders.', default: '#b3261e' },
    '--sq-form-button-background': {
      description: 'Background of the submit button.',
      default: 'var(--sq-accent, #1f5eff)',
    },
    '--sq-form-button-color': { description: 'Text colour of the submit button.', default: '#fff' },
  },
});
