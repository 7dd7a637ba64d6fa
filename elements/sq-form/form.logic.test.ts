import { describe, expect, it } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import { isUsZip } from '../../lib/us-zip.ts';
import { isCaptchaScriptUrl } from './captcha.logic.ts';
import {
  COMPOUND_PARTS,
  characterCounter,
  draftOf,
  FIELD_TYPES,
  hiddenFieldName,
  initialValues,
  inputHints,
  LIKERT_ANSWERS,
  likertLabel,
  partHints,
  partsOf,
} from './fields.logic.ts';
import {
  buildSubmission,
  FAILURE_TEXTS,
  failureOf,
  formFieldValues,
  isLocked,
  SUBMISSION_MACHINE,
  SUBMITTING_TEXT,
  type SubmissionEvent,
  type SubmissionState,
  safeRedirect,
  submissionKeyOf,
} from './form.logic.ts';
import type { FormField } from './form.schema.ts';
import {
  addressProblem,
  isUnitedStates,
  isValidEmail,
  VALIDATION_TEXTS,
  validateField,
  validateForm,
} from './validate.logic.ts';

const field = (overrides: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField => ({
  label: overrides.id,
  required: false,
  options: [],
  showCountryCode: false,
  currencySymbol: '$',
  questions: [],
  value: '',
  underline: true,
  suggestions: false,
  ...overrides,
});

describe('field types and parts (spec 000 §3, spec 002 §3)', () => {
  it('knows every type of the editor option lists', () => {
    expect(FIELD_TYPES).toEqual([
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
      'twitter',
      'date',
      'time',
      'name',
      'address',
      'phone',
      'section',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
    ]);
  });

  it.each([
    ['name', ['First', 'Last']],
    ['phone', ['Country', 'Areacode', 'Prefix', 'Line']],
    ['address', ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']],
    ['date', ['Month', 'Day', 'Year']],
    ['time', ['Hour', 'Minute', 'Second', 'Ampm']],
  ] as const)('%s has the summary parts %j', (type, parts) => {
    expect(COMPOUND_PARTS[type]).toEqual(parts);
  });

  it.each([
    [false, ['Areacode', 'Prefix', 'Line']],
    [true, ['Country', 'Areacode', 'Prefix', 'Line']],
  ])('a phone with showCountryCode %s shows %j', (showCountryCode, parts) => {
    expect(partsOf({ type: 'phone', showCountryCode })).toEqual(parts);
  });

  it.each([
    ['-2', 'Strongly Disagree'],
    ['-1', 'Disagree'],
    ['0', 'Neutral'],
    ['1', 'Agree'],
    ['2', 'Strongly Agree'],
    ['', 'N/A'],
    [undefined, 'N/A'],
    ['7', 'N/A'],
  ])('likert answer %j reads %s', (value, label) => {
    expect(likertLabel(value)).toBe(label);
  });

  it('has five likert answers from -2 to 2', () => {
    expect(LIKERT_ANSWERS.map((answer) => Number(answer.value))).toEqual([-2, -1, 0, 1, 2]);
  });

  it.each([
    ['email', { type: 'email', autoComplete: 'email', inputMode: 'email' }],
    ['website', { type: 'url', autoComplete: 'url', inputMode: 'url' }],
    ['password', { type: 'password', autoComplete: 'new-password' }],
    ['currency', { type: 'text', autoComplete: 'off', inputMode: 'decimal' }],
    ['number', { type: 'text', inputMode: 'decimal' }],
    ['text', { type: 'text' }],
  ] as const)('a %s input has hints %j', (type, hints) => {
    expect(inputHints(type)).toEqual(hints);
  });

  it.each([
    ['name', 'First', 'given-name'],
    ['name', 'Last', 'family-name'],
    ['phone', 'Areacode', 'tel-area-code'],
    ['phone', 'Line', 'tel-local-suffix'],
    ['address', 'Zip', 'postal-code'],
    ['address', 'City', 'address-level2'],
  ] as const)('%s.%s autocompletes as %s', (type, part, token) => {
    expect(partHints(type, part).autoComplete).toBe(token);
  });

  it.each([
    ['', 10, '0 / 10', false],
    ['hello', 5, '5 / 5', false],
    ['hello!', 5, '6 / 5', true],
  ])('counter for %j with max %i is %s (over: %s)', (value, max, text, over) => {
    expect(characterCounter(value, max)).toEqual({ text, over });
  });
});

describe('initial values, hidden overrides and drafts', () => {
  const fields = [
    field({ id: 'h1', type: 'hidden', label: 'Campaign', value: 'none' }),
    field({ id: 'h2', type: 'hidden', label: 'Source', name: 'utm_source', value: 'direct' }),
    field({ id: 'n', type: 'name' }),
    field({ id: 'p', type: 'password' }),
    field({ id: 'c', type: 'checkbox', options: ['a', 'b'] }),
    field({ id: 'l', type: 'likert', questions: ['Q1', 'Q2'] }),
    field({ id: 's', type: 'section' }),
  ];

  it.each([
    [{ label: 'Campaign' }, 'Campaign'],
    [{ label: 'Source', name: 'utm_source' }, 'utm_source'],
    [{ label: 'Source', key: 'utm_source' }, 'utm_source'],
    [{ label: 'Source', key: 'ref', name: 'utm_source' }, 'ref'],
    [{ label: 'Source', key: '', name: 'utm_source' }, 'utm_source'],
  ])(
    'spec 002 §3: the hidden field option key names the query parameter that overrides it: %j -> %s',
    (given, name) => {
      expect(hiddenFieldName(given)).toBe(name);
      const hidden = field({ id: 'h', type: 'hidden', value: 'direct', ...given });
      expect(initialValues([hidden], `?${name}=mail&other=x`).h).toBe('mail');
      expect(initialValues([hidden], '?other=x').h).toBe('direct');
    },
  );

  it('a hidden field takes the query parameter of its name, defaulting to its label', () => {
    expect(hiddenFieldName({ label: 'Campaign' })).toBe('Campaign');
    expect(hiddenFieldName({ label: 'Source', name: 'utm_source' })).toBe('utm_source');
    const values = initialValues(fields, '?Campaign=spring&utm_source=mail');
    expect(values.h1).toBe('spring');
    expect(values.h2).toBe('mail');
    expect(initialValues(fields, '').h1).toBe('none');
  });

  it('starts empty in each field shape and leaves sections out', () => {
    expect(initialValues(fields, '')).toEqual({
      h1: 'none',
      h2: 'direct',
      n: { First: '', Last: '' },
      p: '',
      c: [],
      l: { Q1: '', Q2: '' },
    });
  });

  it('restores a draft where it fits the field, never a password', () => {
    const draft = { n: { First: 'Ada', Last: 'L', Extra: 'x' }, p: 'secret', c: 'not a list', l: { Q1: '2' } };
    const values = initialValues(fields, '', draft as never);
    expect(values.n).toEqual({ First: 'Ada', Last: 'L' });
    expect(values.p).toBe('');
    expect(values.c).toEqual([]);
    expect(values.l).toEqual({ Q1: '2', Q2: '' });
  });

  it('keeps neither passwords nor hidden fields in a draft', () => {
    const values = initialValues(fields, '');
    values.p = 'secret';
    expect(Object.keys(draftOf(fields, values)).sort()).toEqual(['c', 'l', 'n']);
  });
});

describe('validation (spec 000 §5)', () => {
  it.each([
    ['a@b.co', true],
    ['name@example.com', true],
    ['first.last@mail.example.info', true],
    ['x@y.z', false],
    ['name@example.museum', false],
    ['name@example', false],
    ['name example@x.com', false],
    ['@example.com', false],
    [`${'a'.repeat(250)}@ex.com`, false],
    [`${'a'.repeat(249)}@ex.com`, true],
    ['a@', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });

  it('has the texts of the spec', () => {
    expect(VALIDATION_TEXTS).toEqual({
      captcha: 'Complete CAPTCHA before submitting.',
      characterLimit: 'You have exceeded the character limit.',
      email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      overall: 'One or more fields is invalid, please check your entries.',
      usZip: 'A US zip code must be exactly 5 digits.',
    });
  });

  it.each([
    [field({ id: 'e', type: 'email' }), '', undefined],
    [field({ id: 'e', type: 'email' }), 'nope', VALIDATION_TEXTS.email],
    [field({ id: 'e', type: 'email', required: true, label: 'Email' }), '', 'Email is required.'],
    [field({ id: 't', type: 'textarea', maxLength: 5 }), '123456', VALIDATION_TEXTS.characterLimit],
    [field({ id: 't', type: 'textarea', maxLength: 5 }), '12345', undefined],
    [field({ id: 't', type: 'textarea', maxLength: 5 }), '', undefined],
    [field({ id: 'n', type: 'name', required: true, label: 'Name' }), { First: 'A', Last: '' }, 'Name is required.'],
    [field({ id: 'n', type: 'name', required: true }), { First: 'A', Last: 'B' }, undefined],
    [field({ id: 'p', type: 'phone', required: true }), { Areacode: '1', Prefix: '2', Line: '3' }, undefined],
    [field({ id: 'c', type: 'checkbox', required: true, label: 'Pick' }), [], 'Pick is required.'],
    [field({ id: 'l', type: 'likert', required: true, label: 'L', questions: ['Q'] }), { Q: '' }, 'L is required.'],
    [field({ id: 'l', type: 'likert', required: true, questions: ['Q'] }), { Q: '-2' }, undefined],
    [field({ id: 'h', type: 'hidden', required: true }), '', undefined],
    [field({ id: 'a', type: 'address' }), { Zip: '1234', Country: 'United States' }, VALIDATION_TEXTS.usZip],
    [field({ id: 'a', type: 'address' }), { Zip: '12345', Country: 'United States' }, undefined],
    [
      field({ id: 'a', type: 'address', required: true, label: 'Address' }),
      { Line1: '', City: 'x', State: 'x', Zip: '1', Country: 'US' },
      'Address is required.',
    ],
  ])('%#: field %j with %j says %j', (config, value, message) => {
    expect(validateField(config, value)).toBe(message);
  });

  const form = [
    field({ id: 'name', type: 'text', required: true, label: 'Name' }),
    field({ id: 'mail', type: 'email' }),
  ];

  it('checks the captcha first and nothing else while it is missing', () => {
    expect(validateForm(form, { name: '', mail: 'bad' }, { present: true, completed: false })).toEqual({
      ok: false,
      message: VALIDATION_TEXTS.captcha,
      fieldErrors: {},
    });
  });

  it('then each field, with the overall message', () => {
    expect(validateForm(form, { name: '', mail: 'bad' }, { present: true, completed: true })).toEqual({
      ok: false,
      message: VALIDATION_TEXTS.overall,
      fieldErrors: { name: 'Name is required.', mail: VALIDATION_TEXTS.email },
    });
    expect(validateForm(form, { name: 'Ada', mail: '' }, { present: false, completed: false }).ok).toBe(true);
  });
});

describe('the address field’s US zip (spec 000 §5)', () => {
  it.each([
    ['US', true],
    ['usa', true],
    ['U.S.A.', true],
    [' United  States ', true],
    ['united states of america', true],
    ['Canada', false],
    ['', false],
    ['USSR', false],
  ])('country %j is the United States: %s', (country, us) => {
    expect(isUnitedStates(country)).toBe(us);
  });

  it.each([
    [{ Zip: '94103', Country: 'US' }, undefined],
    [{ Zip: ' 94103 ', Country: 'US' }, undefined],
    [{ Zip: '9410', Country: 'US' }, VALIDATION_TEXTS.usZip],
    [{ Zip: '94103-1234', Country: 'United States' }, VALIDATION_TEXTS.usZip],
    [{ Zip: 'SW1A 1AA', Country: 'United Kingdom' }, undefined],
    [{ Zip: '123', Country: '' }, undefined],
    [{ Zip: '', Country: 'US' }, undefined],
    [{ Country: 'US' }, undefined],
  ])('%j says %j', (parts, message) => {
    expect(addressProblem(parts)).toBe(message);
  });

  it('checks the zip with the platform’s rule (lib/us-zip.ts), not a copy of it', () => {
    for (const zip of ['12345', '1234', '123456', '1234a', '１２３４５', '00000']) {
      expect(addressProblem({ Zip: zip, Country: 'US' }) === undefined, zip).toBe(isUsZip(zip));
    }
  });

  it('fails the form with the overall message and the field’s', () => {
    const form = [field({ id: 'ship', type: 'address' })];
    expect(
      validateForm(form, { ship: { Zip: 'abcde', Country: 'USA' } }, { present: false, completed: false }),
    ).toEqual({
      ok: false,
      message: VALIDATION_TEXTS.overall,
      fieldErrors: { ship: VALIDATION_TEXTS.usZip },
    });
  });
});

describe('submission state machine (spec 000 §4)', () => {
  it.each<[SubmissionState, SubmissionEvent, SubmissionState]>([
    ['idle', 'SUBMIT', 'submitting'],
    ['idle', 'INVALID', 'failure'],
    ['idle', 'SUCCEED', 'idle'],
    ['idle', 'FAIL', 'failure'],
    ['submitting', 'SUBMIT', 'submitting'],
    ['submitting', 'INVALID', 'submitting'],
    ['submitting', 'SUCCEED', 'success'],
    ['submitting', 'FAIL', 'failure'],
    ['failure', 'SUBMIT', 'submitting'],
    ['failure', 'INVALID', 'failure'],
    ['success', 'SUBMIT', 'success'],
  ])('%s --%s--> %s', (state, event, next) => {
    expect(nextState(SUBMISSION_MACHINE, state, event)).toBe(next);
  });

  it.each<[SubmissionState, boolean]>([
    ['idle', false],
    ['submitting', true],
    ['success', false],
    ['failure', false],
  ])('%s locked: %s', (state, locked) => {
    expect(isLocked(state)).toBe(locked);
  });

  it('shows Submitting… while submitting', () => {
    expect(SUBMITTING_TEXT).toBe('Submitting\u2026');
  });
});

describe('payload (spec 000 §3, §7)', () => {
  const fields = [
    field({ id: 'sec', type: 'section' }),
    field({ id: 'ph', type: 'phone' }),
    field({ id: 'phc', type: 'phone', showCountryCode: true }),
    field({ id: 'nm', type: 'name' }),
    field({ id: 'lk', type: 'likert', questions: ['Service', 'Price'] }),
    field({ id: 'cb', type: 'checkbox', options: ['a', 'b'] }),
    field({ id: 'tx', type: 'text' }),
    field({ id: 'hd', type: 'hidden' }),
  ];
  const values = {
    ph: { Areacode: '555', Prefix: '123', Line: '4567' },
    phc: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' },
    nm: { First: 'Ada', Last: 'Lovelace' },
    lk: { Service: '2' },
    cb: ['b'],
    tx: '<b>hi</b>',
    hd: 'spring',
  };

  it('sends values by field id: phone with a blank country prepended, likert as a map, section left out', () => {
    const built = formFieldValues(fields, values);
    expect(built.ok).toBe(true);
    expect(JSON.parse(built.ok ? built.value : '')).toEqual({
      ph: ['', '555', '123', '4567'],
      // The country code typed is not sent: a blank country, as the spec gives it.
      phc: ['', '20', '7946', '0000'],
      nm: ['Ada', 'Lovelace'],
      lk: { Service: '2', Price: '' },
      cb: ['b'],
      tx: '<b>hi</b>',
      hd: 'spring',
    });
  });

  it.each([
    ['a repeated id', [field({ id: 'a', type: 'text' }), field({ id: 'a', type: 'email' })], {}],
    ['an empty id', [field({ id: '', type: 'text' })], {}],
    ['a value JSON cannot hold', [field({ id: 'a', type: 'text' })], { a: 10n }],
  ])('cannot parse fields with %s', (_what, badFields, badValues) => {
    expect(formFieldValues(badFields, badValues as never)).toEqual({ ok: false, message: FAILURE_TEXTS.unparsable });
  });

  it('builds the SaveFormSubmission body', () => {
    const built = buildSubmission({
      key: 'k1',
      config: { formId: 'f', collectionId: 'c', objectName: 'o', isOverlayForm: false, submitButtonText: 'Send' },
      fields: [field({ id: 'tx', type: 'text' })],
      values: { tx: 'hi' },
      captchaKey: 'cap',
      tracking: { pageId: 'p', pagePath: '/contact', pageTitle: 'Contact', pageReferrer: '' },
    });
    expect(built).toEqual({
      ok: true,
      value: {
        key: 'k1',
        formId: 'f',
        collectionId: 'c',
        objectName: 'o',
        isOverlayForm: false,
        submitButtonText: 'Send',
        form: '{"tx":"hi"}',
        captchaKey: 'cap',
        pageId: 'p',
        pagePath: '/contact',
        pageTitle: 'Contact',
        pageReferrer: '',
      },
    });
  });

  it.each([
    [{ key: 'abc' }, 'abc'],
    [{ key: '' }, undefined],
    [{ key: 3 }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('takes the key from %j: %j', (data, key) => {
    expect(submissionKeyOf(data)).toBe(key);
  });
});

describe('failure catalogue (spec 000 §8 "Form failures", §5 "Server-side errors")', () => {
  const plain = { newsletter: false, errorsBelow: false };
  it.each([
    [0, 'Unable to connect to the product. Please try again.', 'Unable to connect to the product. Please try again.'],
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, { error: 'x' }, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [400, { error: 'Bad thing' }, 'Bad thing'],
    [400, {}, 'Unknown error, please try again later.'],
    [400, { errors: {} }, 'Unknown error, please try again later.'],
    [503, { error: 'Down' }, 'Down'],
    [502, undefined, 'Unknown error, please try again later.'],
  ])('status %i with %j says %s', (status, data, message) => {
    expect(failureOf(status, data, plain)).toEqual({ message, fieldErrors: {} });
  });

  it.each([
    [{ newsletter: false, errorsBelow: false }, 'Your form has encountered a problem. Please scroll down to review.'],
    [{ newsletter: false, errorsBelow: true }, 'Your form has encountered a problem. Please scroll up to review.'],
    [{ newsletter: true, errorsBelow: false }, ''],
  ])('a 400 with data.errors marks the fields, with %j saying %j', (options, message) => {
    expect(failureOf(400, { errors: { email: 'Taken', other: 5 } }, options)).toEqual({
      message,
      fieldErrors: { email: 'Taken' },
    });
  });

  it('has the texts of the spec', () => {
    expect(FAILURE_TEXTS.noKey).toBe('Could not get a form submission key, please try again later.');
    expect(FAILURE_TEXTS.unparsable).toBe('Could not parse the form fields, please check your entries.');
    expect(FAILURE_TEXTS.exception).toBe('Error processing form submission. Please reload and try again.');
  });
});

describe('success redirect', () => {
  const base = 'https://shop.example/contact';
  it.each([
    ['/thanks', 'https://shop.example/thanks'],
    ['thanks?x=1', 'https://shop.example/thanks?x=1'],
    ['https://other.example/x', 'https://other.example/x'],
    ['http://other.example/', 'http://other.example/'],
    ['javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['mailto:a@b.co', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['', undefined],
  ])('%j goes to %j', (address, target) => {
    expect(safeRedirect(address, base)).toBe(target);
  });
});

describe('captcha script addresses', () => {
  it.each([
    ['https://www.google.com/recaptcha/api.js?render=explicit', true],
    ['/api/captcha/stand-in.js', true],
    ['http://captcha.example/api.js', true],
    ['captcha.js', false],
    ['//evil.example/x.js', false],
    ['/\\evil.example/x.js', false],
    ['/\t/evil.example/x.js', false],
    ['javascript:alert(1)', false],
    ['data:text/javascript,alert(1)', false],
  ])('%j may be loaded: %s', (address, expected) => {
    expect(isCaptchaScriptUrl(address)).toBe(expected);
  });
});
