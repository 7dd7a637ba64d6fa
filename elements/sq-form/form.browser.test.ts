import axe from 'axe-core';
import { expect } from 'chai';
import { CAPTCHA_STAND_IN_PATH } from '../../reference-api/captcha-stand-in.ts';
import { FORM_RATE_LIMIT } from '../../reference-api/forms.constants.ts';
import { readKept } from '../../runtime/core/storage.ts';
import { SITE_FORMS } from '../../site/forms.ts';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../test/browser/api.ts';
import { loadFrame, reloadFrame } from '../../test/browser/frame.ts';
import {
  captureWarnings,
  cleanup,
  fixture,
  settle,
  updateComplete,
  waitFor,
  waitForValue,
} from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { problemsReported } from '../kit/element/custom-element.ts';
import { Captcha } from './captcha.ts';
import { FAILURE_TEXTS, SAVE_SUBMISSION_URL, SUBMISSION_KEY_URL } from './form.logic.ts';
import { formApi } from './form.schema.ts';
import { VALIDATION_TEXTS } from './validate.logic.ts';

const load = () => import('./form.element.ts');

runElementContract({
  api: formApi,
  load,
  samples: {
    formId: { attribute: 'contact', value: 'contact' },
    collectionId: { attribute: 'c1', value: 'c1' },
    objectName: { attribute: 'block-1', value: 'block-1' },
    isOverlayForm: { attribute: 'true', value: true },
    isNewsletter: { attribute: 'true', value: true },
    submitButtonText: { attribute: 'Send', value: 'Send' },
    fields: {
      attribute: '[{"id":"email","type":"email","label":"Email"}]',
      value: [
        {
          id: 'email',
          type: 'email',
          label: 'Email',
          required: false,
          options: [],
          showCountryCode: false,
          currencySymbol: '$',
          questions: [],
          value: '',
          underline: true,
          suggestions: false,
        },
      ],
    },
    captcha: {
      attribute: `{"siteKey":"k1","scriptUrl":"${CAPTCHA_STAND_IN_PATH}"}`,
      value: { siteKey: 'k1', scriptUrl: CAPTCHA_STAND_IN_PATH },
    },
    successMessage: { attribute: '<p>Thanks!</p>', value: '<p>Thanks!</p>' },
    successRedirect: { attribute: '/thanks', value: '/thanks' },
    errorsPosition: { attribute: 'below', value: 'below' },
  },
});

type FormElement = HTMLElement & { config: Record<string, unknown> };
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const [CONTACT, NEWSLETTER, EVERY_FIELD] = SITE_FORMS as [
  (typeof SITE_FORMS)[0],
  (typeof SITE_FORMS)[0],
  (typeof SITE_FORMS)[0],
];
const STAND_IN = { siteKey: 'test-site-key', scriptUrl: CAPTCHA_STAND_IN_PATH };

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;
const part = (element: Element, name: string) => shadow(element).querySelector(`[part=${name}]`) as HTMLElement;
const fieldOf = (element: Element, id: string) =>
  shadow(element).querySelector(`[data-field-id="${id}"]`) as HTMLElement;
const controls = (element: Element, id: string) => [...fieldOf(element, id).querySelectorAll<Control>('[part=input]')];
const control = (element: Element, id: string, index = 0) => controls(element, id)[index] as Control;
const message = (element: Element) => part(element, 'message').textContent;
const fieldError = (element: Element, id: string) =>
  fieldOf(element, id).querySelector('[part=field-error]')?.textContent ?? null;

/** Sets a control's value as typing does: through the native setter, then an input event React hears. */
function setValue(target: Control, value: string): void {
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

async function makeForm(config: object, style = ''): Promise<FormElement> {
  const element = fixture<FormElement>(`<sq-form style="${style}"></sq-form>`);
  element.config = config as Record<string, unknown>;
  await waitFor(() => Boolean(element.shadowRoot?.querySelector('[part=form]')), 'the form to render');
  await updateComplete(element);
  // Its effects have run once it tells the page it rendered (data-form-id, with sq-form-render).
  const { formId } = config as { formId?: string };
  if (formId) await waitFor(() => element.dataset.formId === formId, 'the form to say it rendered');
  return element;
}

/** Whether `kept` holds every value of `expected`: each part given of a compound field, the rest as they are. */
function holds(kept: Record<string, unknown>, expected: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([id, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? holds((kept[id] ?? {}) as Record<string, unknown>, value as Record<string, unknown>)
      : JSON.stringify(kept[id]) === JSON.stringify(value),
  );
}

/**
 * Waits until the form has taken what was typed into it: its draft holds `values` (by field id, a compound
 * field's by part; never a password, which is not kept). The form writes its draft in the task after a change,
 * once it has drawn the change (React at the end of the input event, preact/compat at the microtask after it):
 * a submit from then on sends what was typed.
 */
async function taken(element: FormElement, values: Record<string, unknown>): Promise<void> {
  const formId = String(element.config.formId);
  await waitForValue(
    async () =>
      ((await readKept(`sq-form-draft:${formId}`)) as { values?: Record<string, unknown> } | undefined)?.values,
    (kept) => kept !== undefined && holds(kept, values),
    `the ${formId} form to take ${JSON.stringify(values)}`,
  );
}

async function fillContact(element: FormElement, values: { message?: string } = {}): Promise<void> {
  const message = values.message ?? 'A question about glazes.';
  setValue(control(element, 'name', 0), 'Ada');
  setValue(control(element, 'name', 1), 'Lovelace');
  setValue(control(element, 'email'), 'ada@example.com');
  setValue(control(element, 'message'), message);
  await taken(element, { name: { First: 'Ada', Last: 'Lovelace' }, email: 'ada@example.com', message });
}

const submit = (element: Element) => (part(element, 'submit') as HTMLButtonElement).click();
const stateIs = (element: HTMLElement, state: string) =>
  waitFor(() => element.dataset.state === state, `data-state ${state}`, 5000);

let crumb = '';
/** The calls to `path` this test made (its own crumb tells them from other test files' calls). */
const callsTo = async (path: string, after: number): Promise<Recorded[]> =>
  (await received(path, after)).filter((call) => call.query.crumb === crumb);

async function storedWithKey(key: string): Promise<unknown[]> {
  const list = (await (await fetch('/__api/form-submissions')).json()) as { key: string }[];
  return list.filter((submission) => submission.key === key);
}

/** The draft kept for a form, once it has been written. */
async function keptDraft(formId: string): Promise<unknown> {
  const start = performance.now();
  for (;;) {
    const draft = await readKept(`sq-form-draft:${formId}`);
    if (draft !== undefined) return draft;
    if (performance.now() - start > 3000) throw new Error(`timed out waiting for the ${formId} draft`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Where the storage notes a value written as its page or form goes away, until the write has landed (storage.ts). */
const DRAFT_NOTE_PREFIX = 'sq-elements:';

const sentForm = (call: Recorded | undefined) => JSON.parse(call?.form?.form ?? '{}') as Record<string, unknown>;

async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element);
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('sq-form', () => {
  before(load);
  beforeEach(() => {
    // A visitor of its own for each test: the reference API limits saves per visitor.
    crumb = `form-${Math.random().toString(36).slice(2, 10)}`;
    setCrumb(crumb);
  });
  afterEach(async () => {
    const forms = [...document.querySelectorAll<FormElement>('sq-form')];
    const keys = [
      ...new Set(
        [...SITE_FORMS, ...forms.map((form) => form.config)].map((config) => `sq-form-draft:${config.formId}`),
      ),
    ];
    // A form writes its draft at once as it unmounts, noted in localStorage until the write has landed: the
    // drafts are forgotten after that, or the write would bring one back. Notes left from before (a frame's,
    // whose write never lands) go first.
    for (const key of keys) localStorage.removeItem(`${DRAFT_NOTE_PREFIX}${key}`);
    cleanup();
    await waitFor(() => forms.every((form) => !shadow(form).querySelector('[part=form]')), 'the forms to unmount');
    await waitFor(
      () => keys.every((key) => localStorage.getItem(`${DRAFT_NOTE_PREFIX}${key}`) === null),
      'the drafts written on unmount to land',
    );
    const { forget } = await import('../../runtime/core/storage.ts');
    for (const key of keys) await forget(key);
  });

  describe('Fields (spec 000 §3, spec 002 §3)', () => {
    it('renders every field type with its label, a section as text, and nothing for a hidden field', async () => {
      const element = await makeForm(EVERY_FIELD);
      for (const field of EVERY_FIELD.fields) {
        const rendered = fieldOf(element, field.id);
        if (field.type === 'hidden') {
          expect(rendered, field.id).to.equal(null);
          continue;
        }
        if (field.type === 'section') {
          expect(part(element, 'section-title').textContent).to.equal(field.label);
          continue;
        }
        expect(rendered.dataset.type, field.id).to.equal(field.type);
        expect(rendered.querySelector('[part=label]')?.textContent, field.id).to.contain(field.label);
        const first = control(element, field.id);
        // Every control has an accessible label: its own <label>, or a choice's label inside the group.
        expect(first.labels?.length ?? 0, `${field.id} labelled`).to.be.greaterThan(0);
      }
      expect(controls(element, 'name').map((input) => input.labels?.[0]?.textContent)).to.deep.equal([
        'First Name',
        'Last Name',
      ]);
    });

    it('gives inputs autocomplete tokens and input modes, so autofill and phone keyboards work', async () => {
      const element = await makeForm(EVERY_FIELD);
      const hints = (id: string) =>
        controls(element, id).map((input) => [input.getAttribute('autocomplete'), input.getAttribute('inputmode')]);
      expect(hints('email')).to.deep.equal([['email', 'email']]);
      expect((control(element, 'email') as HTMLInputElement).type).to.equal('email');
      expect(hints('website')).to.deep.equal([['url', 'url']]);
      expect(hints('currency')).to.deep.equal([['off', 'decimal']]);
      expect(hints('number')).to.deep.equal([[null, 'decimal']]);
      expect((control(element, 'password') as HTMLInputElement).type).to.equal('password');
      expect(hints('name')).to.deep.equal([
        ['given-name', null],
        ['family-name', null],
      ]);
      expect(hints('phone')).to.deep.equal([
        ['tel-country-code', 'tel'],
        ['tel-area-code', 'tel'],
        ['tel-local-prefix', 'tel'],
        ['tel-local-suffix', 'tel'],
      ]);
      expect(hints('address').map(([token]) => token)).to.deep.equal([
        'address-line1',
        'address-line2',
        'address-level2',
        'address-level1',
        'postal-code',
        'country-name',
      ]);
      expect(hints('date')).to.deep.equal([
        [null, 'numeric'],
        [null, 'numeric'],
        [null, 'numeric'],
      ]);
      expect(controls(element, 'time')).to.have.length(4);
      expect(fieldOf(element, 'currency').querySelector('[part=prefix]')?.textContent).to.equal('$');
      expect(fieldOf(element, 'twitter').querySelector('[part=prefix]')?.textContent).to.equal('@');
    });

    it("shows a text area's 'n / max' counter, marked as error when exceeded", async () => {
      const element = await makeForm(EVERY_FIELD);
      const counter = () => fieldOf(element, 'textarea').querySelector('[part=counter]') as HTMLElement;
      expect(counter().textContent).to.equal('0 / 120');
      setValue(control(element, 'textarea'), 'x'.repeat(120));
      await waitFor(() => counter().textContent === '120 / 120', 'the count drawn');
      expect(counter().hasAttribute('data-over')).to.equal(false);
      setValue(control(element, 'textarea'), 'x'.repeat(121));
      await waitFor(() => counter().textContent === '121 / 120', 'the count drawn');
      expect(counter().hasAttribute('data-over')).to.equal(true);
      expect(control(element, 'textarea').getAttribute('aria-describedby')).to.contain(counter().id);
    });

    it('offers likert answers -2..2 with their labels, showing N/A until answered', async () => {
      const element = await makeForm(EVERY_FIELD);
      const first = fieldOf(element, 'likert').querySelector('[part=likert]') as HTMLElement;
      const labels = [...first.querySelectorAll('[part=choice]')].map((choice) => choice.textContent);
      expect(labels).to.deep.equal(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
      const radios = [...first.querySelectorAll<HTMLInputElement>('input')].map((input) => input.value);
      expect(radios).to.deep.equal(['-2', '-1', '0', '1', '2']);
      expect(first.querySelector('[part=likert-answer]')?.textContent).to.equal('N/A');
      (first.querySelectorAll('input')[3] as HTMLInputElement).click();
      await waitFor(() => first.querySelector('[part=likert-answer]')?.textContent === 'Agree', 'the answer drawn');
    });

    it('overrides a hidden field with the URL query parameter of its name (its label by default)', async () => {
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}?utm_source=newsletter&Campaign=spring`);
      try {
        const contact = await makeForm(CONTACT);
        const every = await makeForm({ ...EVERY_FIELD, formId: 'every-field' });
        const after = await lastRequestId();
        await fillContact(contact);
        submit(contact);
        await stateIs(contact, 'success');
        const [save] = await callsTo(SAVE_SUBMISSION_URL, after);
        expect(sentForm(save).source).to.equal('newsletter');
        setValue(control(every, 'text'), 'Celadon');
        setValue(control(every, 'email'), 'a@b.co');
        await taken(every, { text: 'Celadon', email: 'a@b.co' });
        submit(every);
        await stateIs(every, 'success');
        const saves = await callsTo(SAVE_SUBMISSION_URL, after);
        expect(sentForm(saves[1]).campaign).to.equal('spring');
      } finally {
        history.replaceState(null, '', before);
      }
    });
  });

  describe('Field options (spec 002 §3 "Form field option lists")', () => {
    it('spec 002 §3: a section with the underline option (the default) draws a line under it; underline false none', async () => {
      const section = { id: 'about', type: 'section', label: 'About you', description: 'Two questions.' };
      const element = await makeForm({
        formId: 'sections',
        fields: [
          section,
          { ...section, id: 'plain', label: 'Plain', underline: false },
          { id: 'email', type: 'email', label: 'Email' },
        ],
      });
      const [lined, plain] = [...shadow(element).querySelectorAll<HTMLElement>('[part=section]')] as HTMLElement[];
      const line = (of: HTMLElement) => {
        const style = getComputedStyle(of);
        return [style.borderBottomStyle, style.borderBottomWidth];
      };
      expect(line(lined as HTMLElement)).to.deep.equal(['solid', '1px']);
      expect(line(plain as HTMLElement)).to.deep.equal(['none', '0px']);
      // Under the title and description, not above them.
      const description = (lined as HTMLElement).querySelector('[part=description]') as HTMLElement;
      expect((lined as HTMLElement).getBoundingClientRect().bottom).to.be.greaterThan(
        description.getBoundingClientRect().bottom,
      );
      expect(getComputedStyle(lined as HTMLElement).borderTopStyle).to.equal('none');
    });

    it("spec 002 §3: a hidden field's key names the URL query parameter that overrides its value", async () => {
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}?ref=spring-fair&utm_source=mail`);
      try {
        const element = await makeForm({
          // The newsletter form the reference API knows, with hidden fields of its own beside the email.
          formId: 'newsletter',
          fields: [
            { id: 'email', type: 'email', label: 'Email', required: true },
            { id: 'ref', type: 'hidden', label: 'Referrer', key: 'ref', name: 'utm_source', value: 'none' },
            { id: 'kept', type: 'hidden', label: 'Kept', key: 'absent', value: 'as configured' },
          ],
        });
        const after = await lastRequestId();
        setValue(control(element, 'email'), 'a@b.co');
        await taken(element, { email: 'a@b.co' });
        submit(element);
        await stateIs(element, 'success');
        const [save] = await callsTo(SAVE_SUBMISSION_URL, after);
        expect(sentForm(save)).to.deep.equal({ email: 'a@b.co', ref: 'spring-fair', kept: 'as configured' });
      } finally {
        history.replaceState(null, '', before);
      }
    });
  });

  describe('Validation (spec 000 §5)', () => {
    it("asks for the captcha first: 'Complete CAPTCHA before submitting.', before any field", async () => {
      const element = await makeForm({ ...CONTACT, captcha: STAND_IN });
      await waitFor(() => Boolean(part(element, 'captcha').querySelector('input')), 'the captcha');
      const after = await lastRequestId();
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal(VALIDATION_TEXTS.captcha);
      expect(fieldError(element, 'email')).to.equal(null);
      // The submit button waits for the captcha; focus goes to the captcha rather than being lost.
      expect((part(element, 'submit') as HTMLButtonElement).disabled).to.equal(true);
      expect(shadow(element).activeElement).to.equal(part(element, 'captcha').querySelector('input'));
      expect(await callsTo(SUBMISSION_KEY_URL, after)).to.have.length(0);
    });

    it('marks required, too-long and bad-email fields, focuses the first, and announces the overall message', async () => {
      const element = await makeForm(CONTACT);
      setValue(control(element, 'email'), 'ada@example');
      setValue(control(element, 'message'), 'x'.repeat(501));
      await taken(element, { email: 'ada@example', message: 'x'.repeat(501) });
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal('One or more fields is invalid, please check your entries.');
      expect(part(element, 'message').getAttribute('role')).to.equal('alert');
      expect(fieldError(element, 'name')).to.equal('Name is required.');
      expect(fieldError(element, 'email')).to.equal(
        'Email is not valid. Email addresses should follow the format name@example.com.',
      );
      expect(fieldError(element, 'message')).to.equal('You have exceeded the character limit.');
      expect(fieldError(element, 'phone')).to.equal(null);
      for (const id of ['name', 'email', 'message']) {
        const input = control(element, id);
        expect(input.getAttribute('aria-invalid'), id).to.equal('true');
        const error = fieldOf(element, id).querySelector('[part=field-error]') as HTMLElement;
        expect(input.getAttribute('aria-describedby') ?? '', id).to.contain(error.id);
      }
      expect(control(element, 'phone').hasAttribute('aria-invalid')).to.equal(false);
      expect(shadow(element).activeElement).to.equal(control(element, 'name', 0));
      // The message stands above the field.
      const error = fieldOf(element, 'email').querySelector('[part=field-error]') as HTMLElement;
      expect(error.compareDocumentPosition(control(element, 'email')) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.above(
        0,
      );
    });

    it("refuses a US address whose zip is not 5 digits: 'A US zip code must be exactly 5 digits.', and sends nothing", async () => {
      const element = await makeForm({
        formId: 'delivery',
        fields: [{ id: 'ship', type: 'address', label: 'Delivery address' }],
      });
      const [line1, , city, state, zip, country] = controls(element, 'ship') as Control[];
      setValue(line1 as Control, '1 Market St');
      setValue(city as Control, 'San Francisco');
      setValue(state as Control, 'CA');
      setValue(zip as Control, '9410');
      setValue(country as Control, 'United States');
      await taken(element, {
        ship: { Line1: '1 Market St', City: 'San Francisco', State: 'CA', Zip: '9410', Country: 'United States' },
      });
      const after = await lastRequestId();
      submit(element);
      await stateIs(element, 'failure');
      expect(fieldError(element, 'ship')).to.equal(VALIDATION_TEXTS.usZip);
      expect(message(element)).to.equal(VALIDATION_TEXTS.overall);
      expect(await callsTo(SUBMISSION_KEY_URL, after)).to.have.length(0);
      // Five digits pass.
      setValue(zip as Control, '94103');
      await taken(element, { ship: { Zip: '94103' } });
      submit(element);
      await stateIs(element, 'success');
    });

    it('accepts an empty optional email and an optional text area under its maximum', async () => {
      const element = await makeForm(EVERY_FIELD);
      setValue(control(element, 'text'), 'Oat');
      setValue(control(element, 'email'), 'oat@example.co');
      setValue(control(element, 'textarea'), 'x'.repeat(120));
      await taken(element, { text: 'Oat', email: 'oat@example.co', textarea: 'x'.repeat(120) });
      submit(element);
      await stateIs(element, 'success');
    });
  });

  describe('Submission (spec 000 §4, §7)', () => {
    it('asks for a key with an empty body, then saves with every payload field', async () => {
      const element = await makeForm({ ...EVERY_FIELD, isOverlayForm: true });
      const after = await lastRequestId();
      setValue(control(element, 'text'), 'Celadon');
      setValue(control(element, 'email'), 'ada@example.com');
      const phone = controls(element, 'phone');
      ['44', '20', '7946', '0000'].forEach((value, index) => {
        setValue(phone[index] as Control, value);
      });
      setValue(control(element, 'name', 0), 'Ada');
      setValue(control(element, 'name', 1), 'Lovelace');
      (fieldOf(element, 'likert').querySelectorAll('input')[4] as HTMLInputElement).click();
      (fieldOf(element, 'checkbox').querySelectorAll('input')[1] as HTMLInputElement).click();
      setValue(control(element, 'password'), 'open sesame');
      await taken(element, {
        text: 'Celadon',
        email: 'ada@example.com',
        phone: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' },
        name: { First: 'Ada', Last: 'Lovelace' },
        checkbox: ['Bowls'],
      });
      submit(element);
      await stateIs(element, 'success');
      const [keyCall] = await callsTo(SUBMISSION_KEY_URL, after);
      expect(keyCall?.method).to.equal('POST');
      expect(keyCall?.body).to.equal('');
      const [save] = await callsTo(SAVE_SUBMISSION_URL, after);
      expect(save?.status).to.equal(200);
      const { form: _form, key, ...rest } = save?.form ?? {};
      expect(key).to.be.a('string').and.not.equal('');
      expect(rest).to.deep.equal({
        formId: 'every-field',
        collectionId: 'c-survey',
        objectName: 'survey-form-block',
        isOverlayForm: 'true',
        submitButtonText: 'Submit',
        captchaKey: '',
        pageId: '',
        pagePath: location.pathname,
        pageTitle: document.title,
        pageReferrer: document.referrer,
      });
      const values = sentForm(save);
      expect(values).to.not.have.property('section');
      // A blank country prepended to the three parts (spec 000 §3), not the country code the visitor typed.
      expect(values.phone).to.deep.equal(['', '20', '7946', '0000']);
      expect(values.name).to.deep.equal(['Ada', 'Lovelace']);
      expect(values.likert).to.deep.equal({
        'The studio was easy to find': '2',
        'The staff were helpful': '',
      });
      expect(values.checkbox).to.deep.equal(['Bowls']);
      expect(values.password).to.equal('open sesame');
      expect(values.campaign).to.equal('none');
    });

    it('locks the form and sends exactly one save however often the visitor clicks or presses Enter', async () => {
      const element = await makeForm(CONTACT);
      await fillContact(element);
      const after = await lastRequestId();
      await injectFault({
        path: SAVE_SUBMISSION_URL,
        times: 1,
        status: 200,
        body: { success: true },
        delayMs: 600,
        fromPage: location.href,
      });
      const button = part(element, 'submit') as HTMLButtonElement;
      submit(element);
      await stateIs(element, 'submitting');
      expect(button.textContent).to.equal('Submitting…');
      expect((part(element, 'fields') as HTMLFieldSetElement).disabled).to.equal(true);
      for (let click = 0; click < 5; click++) submit(element);
      (part(element, 'form') as HTMLFormElement).requestSubmit();
      control(element, 'email').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await stateIs(element, 'success');
      expect(await callsTo(SAVE_SUBMISSION_URL, after)).to.have.length(1);
      expect(await callsTo(SUBMISSION_KEY_URL, after)).to.have.length(1);
    });

    it('on success hides the form, shows the message with focus, re-runs its scripts, forgets the draft and fires events', async () => {
      const runs = window as unknown as { formScriptRuns?: number };
      runs.formScriptRuns = 0;
      const element = await makeForm({
        ...CONTACT,
        successMessage: '<p>Thanks, <strong>we got it</strong>.</p><script>window.formScriptRuns += 1;</script>',
      });
      const events: string[] = [];
      for (const name of ['sq-submit', 'sq-submit-success', 'sq-submit-error', 'sq-newsletter-subscribe']) {
        document.addEventListener(name, () => events.push(name), { once: true });
      }
      await fillContact(element);
      const typed = (await keptDraft('contact')) as { values: Record<string, unknown> };
      expect(typed.values.email, 'draft while typing').to.equal('ada@example.com');
      submit(element);
      await stateIs(element, 'success');
      await waitFor(() => shadow(element).activeElement === part(element, 'success'), 'focus on the message');
      expect((part(element, 'form') as HTMLFormElement).hidden).to.equal(true);
      const success = part(element, 'success');
      expect(success.querySelector('p')?.textContent).to.equal('Thanks, we got it.');
      expect(success.querySelector('strong')?.textContent).to.equal('we got it');
      expect(shadow(element).activeElement).to.equal(success);
      expect(runs.formScriptRuns).to.equal(1);
      expect(events).to.deep.equal(['sq-submit', 'sq-submit-success']);
      expect(await readKept('sq-form-draft:contact')).to.equal(undefined);
    });

    it('shows site-owner HTML and re-runs its scripts on a page that enforces Trusted Types', async () => {
      const success = '<p id="owner">Welcome <em>aboard</em></p><script>window.ownerScriptRan = true;</script>';
      const frame = await loadFrame(
        `/test/browser/pages/form-trusted-types.html?form=newsletter&success=${encodeURIComponent(success)}`,
        'formReady',
      );
      try {
        const inner = frame.contentWindow as unknown as { ownerScriptRan?: boolean };
        // The page really enforces Trusted Types: markup from a plain string is refused.
        const probe = (frame.contentDocument as Document).createElement('div');
        expect(() => {
          probe.innerHTML = '<b>plain</b>';
        }).to.throw(/TrustedHTML/);
        const element = (frame.contentDocument as Document).querySelector('sq-form') as FormElement;
        setValue(control(element, 'email'), 'reader@example.com');
        await taken(element, { email: 'reader@example.com' });
        submit(element);
        await stateIs(element, 'success');
        expect(part(element, 'success').querySelector('#owner em')?.textContent).to.equal('aboard');
        expect(inner.ownerScriptRan).to.equal(true);
      } finally {
        frame.remove();
      }
    });

    it('spec 000 §4: newsletter forms fire a subscribe-newsletter tracking event (sq-newsletter-subscribe) on success', async () => {
      const element = await makeForm({ ...NEWSLETTER, isNewsletter: true });
      let detail: unknown;
      element.addEventListener('sq-newsletter-subscribe', (event) => {
        detail = (event as CustomEvent).detail;
      });
      setValue(control(element, 'email'), 'reader@example.com');
      await taken(element, { email: 'reader@example.com' });
      submit(element);
      await stateIs(element, 'success');
      expect(detail).to.deep.equal({ formId: 'newsletter' });
    });

    it('follows a same-site success redirect, and never a javascript: one', async () => {
      const frame = await loadFrame(
        '/test/browser/pages/form.html?form=newsletter&redirect=/test/browser/pages/form-thanks.html',
        'formReady',
      );
      try {
        const document = frame.contentDocument as Document;
        const element = document.querySelector('sq-form') as FormElement;
        setValue(control(element, 'email'), 'reader@example.com');
        await taken(element, { email: 'reader@example.com' });
        submit(element);
        await waitFor(
          () => frame.contentWindow?.location.pathname === '/test/browser/pages/form-thanks.html',
          'the redirect',
          5000,
        );
      } finally {
        frame.remove();
      }
      const warnings = await captureWarnings(async () => {
        const element = await makeForm({ ...NEWSLETTER, successRedirect: 'javascript:alert(1)' });
        expect(element.config.successRedirect).to.equal('');
      });
      expect(warnings).to.deep.equal([
        'sq-form: config.successRedirect: expected an http(s) address or a path on this site, got "javascript:alert(1)"; using ""',
      ]);
    });
  });

  describe('Failures (spec 000 §8 "Form failures")', () => {
    const cases: {
      name: string;
      fault?: Parameters<typeof injectFault>[0];
      config?: Record<string, unknown>;
      text: string;
    }[] = [
      {
        name: 'a network error: the string message as-is',
        fault: { path: SAVE_SUBMISSION_URL, times: 1, drop: true },
        text: 'Unable to connect to the product. Please try again.',
      },
      { name: '401', fault: { path: SAVE_SUBMISSION_URL, times: 1, status: 401, body: {} }, text: FAILURE_TEXTS[401] },
      {
        name: '404 (a form the site does not have)',
        config: { formId: 'no-such-form' },
        text: 'This form has not been configured yet.',
      },
      {
        name: '500',
        fault: { path: SAVE_SUBMISSION_URL, times: 1, status: 500, body: { error: 'boom' } },
        text: 'Unable to send form. Please try again later.',
      },
      {
        name: '400 with data.error',
        fault: { path: SAVE_SUBMISSION_URL, times: 1, status: 400, body: { error: 'Closed for the holidays.' } },
        text: 'Closed for the holidays.',
      },
      {
        name: '400 with neither',
        fault: { path: SAVE_SUBMISSION_URL, times: 1, status: 400, body: {} },
        text: 'Unknown error, please try again later.',
      },
      {
        name: 'another status with data.error',
        fault: { path: SAVE_SUBMISSION_URL, times: 1, status: 503, body: { error: 'Down for upkeep.' } },
        text: 'Down for upkeep.',
      },
      {
        name: 'no submission key',
        fault: { path: SUBMISSION_KEY_URL, times: 1, status: 200, body: {} },
        text: 'Could not get a form submission key, please try again later.',
      },
      {
        name: 'a failed key call',
        fault: { path: SUBMISSION_KEY_URL, times: 1, status: 500, body: {} },
        text: 'Could not get a form submission key, please try again later.',
      },
      {
        name: 'unparsable fields (two fields share an id)',
        config: { fields: [...CONTACT.fields, { id: 'email', type: 'text', label: 'Email again' }] },
        text: 'Could not parse the form fields, please check your entries.',
      },
    ];
    for (const { name, fault, config, text } of cases) {
      it(`${name}: '${text}', with every value left in place`, async () => {
        const element = await makeForm({ ...CONTACT, ...config });
        await fillContact(element);
        if (fault) await injectFault({ ...fault, fromPage: location.href });
        let detail: { message?: string } = {};
        element.addEventListener('sq-submit-error', (event) => {
          detail = (event as CustomEvent).detail;
        });
        submit(element);
        await stateIs(element, 'failure');
        expect(message(element)).to.equal(text);
        expect(detail.message).to.equal(text);
        expect(control(element, 'email').value).to.equal('ada@example.com');
        expect(control(element, 'message').value).to.equal('A question about glazes.');
        expect(control(element, 'name', 1).value).to.equal('Lovelace');
        expect((part(element, 'fields') as HTMLFieldSetElement).disabled, 'unlocked').to.equal(false);
      });
    }

    it(`429 after ${FORM_RATE_LIMIT.saves} saves a minute from one visitor: 'Unable to submit form. Submission rate limit exceeded. Please try again later.'`, async () => {
      for (let save = 0; save < FORM_RATE_LIMIT.saves; save++) {
        const element = await makeForm(NEWSLETTER);
        setValue(control(element, 'email'), `reader${save}@example.com`);
        await taken(element, { email: `reader${save}@example.com` });
        submit(element);
        await stateIs(element, 'success');
        cleanup();
      }
      const element = await makeForm(NEWSLETTER);
      setValue(control(element, 'email'), 'one-too-many@example.com');
      await taken(element, { email: 'one-too-many@example.com' });
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal(
        'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      );
    });

    it("a 400 with data.errors shows each message above its field, marks it, focuses the first, and says 'scroll down'", async () => {
      // The site says the message is required; this page's config forgot: the server catches it.
      const fields = CONTACT.fields.map((field) => (field.id === 'message' ? { ...field, required: false } : field));
      const element = await makeForm({ ...CONTACT, fields });
      await fillContact(element, { message: '' });
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal('Your form has encountered a problem. Please scroll down to review.');
      expect(fieldError(element, 'message')).to.equal('Message is required.');
      expect(control(element, 'message').getAttribute('aria-invalid')).to.equal('true');
      expect(shadow(element).activeElement).to.equal(control(element, 'message'));
      const formMessage = part(element, 'message');
      expect(
        formMessage.compareDocumentPosition(part(element, 'fields')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).to.be.above(0);
    });

    it("says 'scroll up' below the form when errors show below, and nothing on a newsletter form", async () => {
      const errors = {
        path: SAVE_SUBMISSION_URL,
        times: 1,
        status: 400,
        body: { errors: { email: 'Already subscribed.' } },
        fromPage: location.href,
      };
      const below = await makeForm({ ...NEWSLETTER, isNewsletter: false, errorsPosition: 'below' });
      setValue(control(below, 'email'), 'a@b.co');
      await taken(below, { email: 'a@b.co' });
      await injectFault(errors);
      submit(below);
      await stateIs(below, 'failure');
      expect(message(below)).to.equal('Your form has encountered a problem. Please scroll up to review.');
      expect(
        part(below, 'fields').compareDocumentPosition(part(below, 'message')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).to.be.above(0);
      cleanup();
      const newsletter = await makeForm({ ...NEWSLETTER, isNewsletter: true });
      setValue(control(newsletter, 'email'), 'a@b.co');
      await taken(newsletter, { email: 'a@b.co' });
      await injectFault(errors);
      submit(newsletter);
      await stateIs(newsletter, 'failure');
      expect(message(newsletter)).to.equal('');
      expect(fieldError(newsletter, 'email')).to.equal('Already subscribed.');
    });

    it("an exception during submit: 'Error processing form submission. Please reload and try again.'", async () => {
      const element = await makeForm({
        ...CONTACT,
        captcha: { siteKey: 'k', scriptUrl: '/test/browser/pages/throwing-captcha.js' },
      });
      await waitFor(() => part(element, 'captcha').textContent === 'Broken captcha', 'the broken captcha');
      await fillContact(element);
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal('Error processing form submission. Please reload and try again.');
    });

    it('shows a hostile value as text wherever it is displayed, and sends it as typed', async () => {
      const hostile = '<img src=x onerror="window.formPwned=true">';
      const element = await makeForm(CONTACT);
      await fillContact(element, { message: hostile });
      await injectFault({
        path: SAVE_SUBMISSION_URL,
        times: 1,
        status: 400,
        body: { errors: { message: `Not allowed: ${hostile}` } },
        fromPage: location.href,
        handled: false,
      });
      const after = await lastRequestId();
      submit(element);
      await stateIs(element, 'failure');
      expect(fieldError(element, 'message')).to.equal(`Not allowed: ${hostile}`);
      expect(shadow(element).querySelector('img')).to.equal(null);
      expect((window as unknown as { formPwned?: boolean }).formPwned).to.equal(undefined);
      const [save] = await callsTo(SAVE_SUBMISSION_URL, after);
      expect(sentForm(save).message).to.equal(hostile);
    });
  });

  describe('Nothing lost', () => {
    it('restores the draft after a reload, without the password, and forgets it after success', async () => {
      const frame = await loadFrame('/test/browser/pages/form.html?form=every-field', 'formReady');
      try {
        const form = () => (frame.contentDocument as Document).querySelector('sq-form') as FormElement;
        setValue(control(form(), 'text'), 'Cobalt');
        setValue(control(form(), 'password'), 'open sesame');
        setValue(control(form(), 'address', 2), 'Portland');
        (fieldOf(form(), 'checkbox').querySelectorAll('input')[2] as HTMLInputElement).click();
        const saved = (await keptDraft('every-field')) as { values: Record<string, unknown> };
        expect(saved.values.text).to.equal('Cobalt');
        expect(saved.values).to.not.have.property('password');
        await reloadFrame(frame, 'formReady');
        await waitFor(() => control(form(), 'text').value === 'Cobalt', 'the draft to be restored');
        expect(control(form(), 'address', 2).value).to.equal('Portland');
        expect((fieldOf(form(), 'checkbox').querySelectorAll('input')[2] as HTMLInputElement).checked).to.equal(true);
        expect(control(form(), 'password').value).to.equal('');
        setValue(control(form(), 'email'), 'a@b.co');
        await taken(form(), { email: 'a@b.co' });
        submit(form());
        await stateIs(form(), 'success');
        expect(await readKept('sq-form-draft:every-field')).to.equal(undefined);
      } finally {
        frame.remove();
      }
    });

    it('a resubmission after a lost answer reuses the key, and the server stores the submission once', async () => {
      const element = await makeForm(CONTACT);
      await fillContact(element);
      const after = await lastRequestId();
      // The server stores the submission, but the answer is lost on the way.
      await injectFault({
        path: SAVE_SUBMISSION_URL,
        times: 1,
        status: 500,
        body: {},
        handled: true,
        fromPage: location.href,
      });
      submit(element);
      await stateIs(element, 'failure');
      expect(message(element)).to.equal('Unable to send form. Please try again later.');
      submit(element);
      await stateIs(element, 'success');
      const saves = await callsTo(SAVE_SUBMISSION_URL, after);
      expect(saves.map((call) => call.status)).to.deep.equal([500, 200]);
      const key = saves[0]?.form?.key ?? '';
      expect(saves[1]?.form?.key).to.equal(key);
      expect(await callsTo(SUBMISSION_KEY_URL, after)).to.have.length(1);
      expect(await storedWithKey(key)).to.have.length(1);
    });
  });

  describe('Captcha (spec 002 §5)', () => {
    const standInScripts = () => document.querySelectorAll(`script[src*="${CAPTCHA_STAND_IN_PATH}"]`).length;

    it('loads no provider script without a site key', async () => {
      const before = standInScripts();
      let element = document.body;
      const warnings = await captureWarnings(async () => {
        element = await makeForm({ ...CONTACT, captcha: { siteKey: '', scriptUrl: CAPTCHA_STAND_IN_PATH } });
        await problemsReported();
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('sq-form: config.captcha.siteKey');
      expect(part(element, 'captcha')).to.equal(null);
      expect(standInScripts()).to.equal(before);
    });

    it('renders once into its container: normal at 320 px and wider, compact below', async () => {
      const sizes: Record<string, string | undefined> = {};
      for (const width of [319, 320]) {
        const element = await makeForm({ ...CONTACT, captcha: STAND_IN }, `display:block;width:${width}px`);
        await waitFor(() => Boolean(part(element, 'captcha')?.querySelector('label')), 'the captcha');
        // A new site key on a rendered captcha renders nothing more.
        element.config = { ...CONTACT, captcha: { ...STAND_IN, siteKey: `key-${width}` } };
        await updateComplete(element);
        // Frames: a second captcha would be drawn by its script in the frames after.
        await settle();
        expect(part(element, 'captcha').querySelectorAll('label'), 'rendered once').to.have.length(1);
        sizes[width] = part(element, 'captcha').querySelector('label')?.dataset.captchaSize;
        cleanup();
      }
      expect(sizes).to.deep.equal({ 319: 'compact', 320: 'normal' });
      expect(standInScripts(), 'the script loaded once').to.equal(1);
    });

    it('renders only into a container that belongs to this document', async () => {
      const frame = fixture<HTMLIFrameElement>('<iframe title="Elsewhere"></iframe>');
      const other = frame.contentDocument as Document;
      const container = other.createElement('div');
      other.body.append(container);
      const captcha = new Captcha();
      await captcha.render(container, 'k', `${CAPTCHA_STAND_IN_PATH}?elsewhere`, () => {});
      expect(container.childElementCount).to.equal(0);
      expect(document.querySelectorAll('script[src*="?elsewhere"]')).to.have.length(0);
      expect(captcha.response()).to.equal('');
    });

    it("rendering into a destroyed document rejects with 'document was destroyed'", async () => {
      const frame = fixture<HTMLIFrameElement>('<iframe title="Gone"></iframe>');
      const gone = frame.contentDocument as Document;
      const container = gone.createElement('div');
      gone.body.append(container);
      frame.remove();
      let error: unknown;
      await new Captcha()
        .render(container, 'k', `${CAPTCHA_STAND_IN_PATH}?gone`, () => {})
        .catch((caught) => {
          error = caught;
        });
      expect((error as Error | undefined)?.message).to.equal('document was destroyed');
      expect(document.querySelectorAll('script[src*="?gone"]')).to.have.length(0);
    });

    it("executing before it is set up rejects with 'ReCaptcha has not been set up!'", async () => {
      let error: unknown;
      await new Captcha().execute().catch((caught) => {
        error = caught;
      });
      expect((error as Error).message).to.equal('ReCaptcha has not been set up!');
    });

    it('sends the completed captcha, and on failure resets it and disables the submit button until done again', async () => {
      const element = await makeForm({ ...CONTACT, captcha: STAND_IN });
      await waitFor(() => Boolean(part(element, 'captcha').querySelector('input')), 'the captcha');
      await fillContact(element);
      const box = () => part(element, 'captcha').querySelector('input') as HTMLInputElement;
      box().click();
      const after = await lastRequestId();
      await injectFault({ path: SAVE_SUBMISSION_URL, times: 1, status: 500, body: {}, fromPage: location.href });
      submit(element);
      await stateIs(element, 'failure');
      const [save] = await callsTo(SAVE_SUBMISSION_URL, after);
      expect(save?.form?.captchaKey).to.match(/^stand-in\.test-site-key\./);
      expect(box().checked, 'reset').to.equal(false);
      expect((part(element, 'submit') as HTMLButtonElement).disabled).to.equal(true);
      box().click();
      await waitFor(() => !(part(element, 'submit') as HTMLButtonElement).disabled, 'the submit button enabled');
      submit(element);
      await stateIs(element, 'success');
    });
  });

  describe('Accessibility', () => {
    it('axe finds nothing in the idle, error and success states', async () => {
      const element = await makeForm({ ...EVERY_FIELD, captcha: STAND_IN });
      await waitFor(() => Boolean(part(element, 'captcha').querySelector('input')), 'the captcha');
      expect(await axeViolations(element), 'idle').to.deep.equal([]);
      submit(element);
      await stateIs(element, 'failure');
      (part(element, 'captcha').querySelector('input') as HTMLInputElement).click();
      await waitFor(() => !(part(element, 'submit') as HTMLButtonElement).disabled, 'the submit button enabled');
      submit(element);
      await waitFor(() => fieldError(element, 'text') !== null, 'the field errors');
      expect(fieldError(element, 'text')).to.equal('Favourite glaze is required.');
      expect(await axeViolations(element), 'error').to.deep.equal([]);
      setValue(control(element, 'text'), 'Oat');
      setValue(control(element, 'email'), 'oat@example.com');
      await taken(element, { text: 'Oat', email: 'oat@example.com' });
      (part(element, 'captcha').querySelector('input') as HTMLInputElement).click();
      await waitFor(() => !(part(element, 'submit') as HTMLButtonElement).disabled, 'the submit button enabled');
      submit(element);
      await stateIs(element, 'success');
      expect(await axeViolations(element), 'success').to.deep.equal([]);
    });
  });
});
