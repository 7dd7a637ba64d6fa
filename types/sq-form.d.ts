// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-form>` as `config` and the attributes take it: every field optional. */
export interface SqFormConfig {
  /**
   * The form id the platform knows the form by.
   * @default ""
   */
  formId?: string;
  /**
   * The id of the page (collection) holding the form.
   * @default ""
   */
  collectionId?: string;
  /**
   * The name of the block holding the form.
   * @default ""
   */
  objectName?: string;
  /**
   * The form is the popup overlay’s form.
   * @default false
   */
  isOverlayForm?: boolean;
  /**
   * A newsletter sign-up: fires sq-newsletter-subscribe on success and shows no "errors above" message.
   * @default false
   */
  isNewsletter?: boolean;
  /**
   * The submit button’s text.
   * @default "Submit"
   */
  submitButtonText?: string;
  /**
   * The fields, in order.
   * @default []
   */
  fields?: { id: string; type: "text" | "textarea" | "email" | "currency" | "number" | "website" | "password" | "twitter" | "date" | "time" | "name" | "address" | "phone" | "section" | "radio" | "checkbox" | "select" | "likert" | "hidden"; label?: string; key?: string; name?: string; description?: string; placeholder?: string; required?: boolean; options?: string[]; maxLength?: number; showCountryCode?: boolean; currencySymbol?: string; questions?: string[]; value?: string; underline?: boolean; suggestions?: boolean }[];
  /** A captcha to complete before submitting; loaded only when a site key is set. */
  captcha?: { siteKey: string; scriptUrl?: string };
  /**
   * What replaces the form after a successful submission: text or site-owner HTML (its scripts run).
   * @default "Thank you!"
   */
  successMessage?: string;
  /**
   * Where to go after a successful submission; http(s) addresses or paths on this site only.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  successRedirect?: string;
  /**
   * Where the form-level message shows: above or below the form.
   * @default "above"
   */
  errorsPosition?: "above" | "below";
}

/** The config as `<sq-form>` reads it back: defaults filled in. */
export interface SqFormResolvedConfig {
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  isNewsletter: boolean;
  submitButtonText: string;
  fields: { id: string; type: string; label?: string; key?: string; name?: string; description?: string; placeholder?: string; required?: boolean; options?: string[]; maxLength?: number; showCountryCode?: boolean; currencySymbol?: string; questions?: string[]; value?: string; underline?: boolean; suggestions?: boolean }[];
  captcha?: { siteKey: string; scriptUrl?: string } | undefined;
  successMessage: string;
  successRedirect: string;
  errorsPosition: string;
}

/** The events `<sq-form>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqFormEventMap {
  /** A valid submission starts (after validation, before the calls). */
  'sq-submit': CustomEvent<{ formId: string }>;
  /** The platform stored the submission. */
  'sq-submit-success': CustomEvent<{ formId: string; key: string }>;
  /** Validation or the submission failed; the form shows why. */
  'sq-submit-error': CustomEvent<{ formId: string; message: string; fieldErrors: Record<string, string> }>;
  /** The form is on the page, with its id (also on the host as `data-form-id`); tracking records the render (spec 002 §7). */
  'sq-form-render': CustomEvent<{ formId: string }>;
  /** A newsletter form was submitted successfully (the subscribe-newsletter tracking event). */
  'sq-newsletter-subscribe': CustomEvent<{ formId: string }>;
}

/** What a template sets on `<sq-form>` as properties: `config` and each field. */
export interface SqFormProps extends SqFormConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqFormConfig | string;
}

/** The kebab-case attributes of `<sq-form>` whose name is not the property's, as text. */
export interface SqFormAttributes {
  /** The `form-id` attribute: The form id the platform knows the form by. */
  'form-id'?: string;
  /** The `collection-id` attribute: The id of the page (collection) holding the form. */
  'collection-id'?: string;
  /** The `object-name` attribute: The name of the block holding the form. */
  'object-name'?: string;
  /** The `is-overlay-form` attribute: The form is the popup overlay’s form. */
  'is-overlay-form'?: true | 'true' | 'false';
  /** The `is-newsletter` attribute: A newsletter sign-up: fires sq-newsletter-subscribe on success and shows no "errors above" message. */
  'is-newsletter'?: true | 'true' | 'false';
  /** The `submit-button-text` attribute: The submit button’s text. */
  'submit-button-text'?: string;
  /** The `success-message` attribute: What replaces the form after a successful submission: text or site-owner HTML (its scripts run). */
  'success-message'?: string;
  /** The `success-redirect` attribute: Where to go after a successful submission; http(s) addresses or paths on this site only. */
  'success-redirect'?: string;
  /** The `errors-position` attribute: Where the form-level message shows: above or below the form. */
  'errors-position'?: "above" | "below";
}

/**
 * A form that validates, submits to the platform, never loses what the visitor typed, and says what went wrong.
 *
 * @tag sq-form
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} form-id - The form id the platform knows the form by.
 * @attr {string} collection-id - The id of the page (collection) holding the form.
 * @attr {string} object-name - The name of the block holding the form.
 * @attr {"true" | "false" | ""} is-overlay-form - The form is the popup overlay’s form.
 * @attr {"true" | "false" | ""} is-newsletter - A newsletter sign-up: fires sq-newsletter-subscribe on success and shows no "errors above" message.
 * @attr {string} submit-button-text - The submit button’s text.
 * @attr {string} fields - The fields, in order.
 * @attr {string} captcha - A captcha to complete before submitting; loaded only when a site key is set.
 * @attr {string} success-message - What replaces the form after a successful submission: text or site-owner HTML (its scripts run).
 * @attr {string} success-redirect - Where to go after a successful submission; http(s) addresses or paths on this site only.
 * @attr {"above" | "below"} errors-position - Where the form-level message shows: above or below the form.
 * @fires sq-submit - A valid submission starts (after validation, before the calls).
 * @fires sq-submit-success - The platform stored the submission.
 * @fires sq-submit-error - Validation or the submission failed; the form shows why.
 * @fires sq-form-render - The form is on the page, with its id (also on the host as `data-form-id`); tracking records the render (spec 002 §7).
 * @fires sq-newsletter-subscribe - A newsletter form was submitted successfully (the subscribe-newsletter tracking event).
 * @csspart form - The form.
 * @csspart fields - The group of all fields (disabled while submitting).
 * @csspart field - One field: its label, help, error and input(s); carries data-type and, when invalid, data-invalid.
 * @csspart label - A field’s label or legend.
 * @csspart required - The required mark after a label.
 * @csspart description - A field’s help text.
 * @csspart field-error - A field’s error message, shown above its input.
 * @csspart input - An input, text area or select.
 * @csspart affix - An input with its prefix (currency symbol, @).
 * @csspart prefix - The currency symbol or @ before an input.
 * @csspart parts - The inputs of a compound field (name, phone, address, date, time).
 * @csspart part - One input of a compound field with its label.
 * @csspart part-label - The label of one part of a compound field.
 * @csspart suggestions - An address's suggested places, a listbox under its first line (with suggestions on).
 * @csspart suggestion - One suggested place; aria-selected="true" when shown as focused.
 * @csspart choices - The options of a radio or checkbox field.
 * @csspart choice - One option with its label.
 * @csspart counter - A text area's 'n / max' counter; it carries data-over when exceeded.
 * @csspart section - A section between fields.
 * @csspart section-title - A section’s title.
 * @csspart likert-questions - A likert field’s questions.
 * @csspart likert - One likert question with its answers.
 * @csspart likert-question - A likert question.
 * @csspart likert-answers - A likert question’s answers.
 * @csspart likert-answer - The answer chosen, or N/A.
 * @csspart captcha - Where the captcha widget renders.
 * @csspart submit - The submit button.
 * @csspart message - The form-level message (validation, failure, errors above), a role="alert" region.
 * @csspart success - The post-submission message.
 * @cssprop [--sq-form-gap=1.25rem] - Space between fields.
 * @cssprop [--sq-form-input-border=1px solid #8a8f98] - Border of inputs.
 * @cssprop [--sq-form-input-background=#fff] - Background of inputs.
 * @cssprop [--sq-form-error-color=#b3261e] - Colour of error messages and error borders.
 * @cssprop [--sq-form-button-background=var(--sq-accent, #1f5eff)] - Background of the submit button.
 * @cssprop [--sq-form-button-color=#fff] - Text colour of the submit button.
 */
export declare class SqFormElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqFormConfig | string | null | undefined);
  get config(): SqFormResolvedConfig;
  /**
   * The form id the platform knows the form by.
   * @default ""
   */
  set formId(value: string | undefined);
  get formId(): string;
  /**
   * The id of the page (collection) holding the form.
   * @default ""
   */
  set collectionId(value: string | undefined);
  get collectionId(): string;
  /**
   * The name of the block holding the form.
   * @default ""
   */
  set objectName(value: string | undefined);
  get objectName(): string;
  /**
   * The form is the popup overlay’s form.
   * @default false
   */
  set isOverlayForm(value: boolean | undefined);
  get isOverlayForm(): boolean;
  /**
   * A newsletter sign-up: fires sq-newsletter-subscribe on success and shows no "errors above" message.
   * @default false
   */
  set isNewsletter(value: boolean | undefined);
  get isNewsletter(): boolean;
  /**
   * The submit button’s text.
   * @default "Submit"
   */
  set submitButtonText(value: string | undefined);
  get submitButtonText(): string;
  /**
   * The fields, in order.
   * @default []
   */
  set fields(value: { id: string; type: "text" | "textarea" | "email" | "currency" | "number" | "website" | "password" | "twitter" | "date" | "time" | "name" | "address" | "phone" | "section" | "radio" | "checkbox" | "select" | "likert" | "hidden"; label?: string; key?: string; name?: string; description?: string; placeholder?: string; required?: boolean; options?: string[]; maxLength?: number; showCountryCode?: boolean; currencySymbol?: string; questions?: string[]; value?: string; underline?: boolean; suggestions?: boolean }[] | undefined);
  get fields(): { id: string; type: string; label?: string; key?: string; name?: string; description?: string; placeholder?: string; required?: boolean; options?: string[]; maxLength?: number; showCountryCode?: boolean; currencySymbol?: string; questions?: string[]; value?: string; underline?: boolean; suggestions?: boolean }[];
  /** A captcha to complete before submitting; loaded only when a site key is set. */
  set captcha(value: { siteKey: string; scriptUrl?: string } | undefined);
  get captcha(): { siteKey: string; scriptUrl?: string } | undefined;
  /**
   * What replaces the form after a successful submission: text or site-owner HTML (its scripts run).
   * @default "Thank you!"
   */
  set successMessage(value: string | undefined);
  get successMessage(): string;
  /**
   * Where to go after a successful submission; http(s) addresses or paths on this site only.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set successRedirect(value: string | undefined);
  get successRedirect(): string;
  /**
   * Where the form-level message shows: above or below the form.
   * @default "above"
   */
  set errorsPosition(value: "above" | "below" | undefined);
  get errorsPosition(): string;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqFormEventMap>(type: K, listener: (this: SqFormElement, event: SqFormEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqFormElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqFormEventMap>(type: K, listener: (this: SqFormElement, event: SqFormEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqFormElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-form>`, defined when this module is imported in a browser. */
export declare const FormElement: typeof SqFormElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-form': SqFormElement;
  }
}
