import { describe, expect, it } from 'vitest';
import { CAPTCHA_STAND_IN_PATH } from './captcha-stand-in.ts';
import { FORM_RATE_LIMIT, FORM_SERVER_TEXTS } from './forms.constants.ts';
import { isEmailAddress } from './forms.ts';
import { serveReferenceApi } from './serve-for-tests.ts';

const served = serveReferenceApi('forms');

describe('the reference API reads an email address as spec 000 §5 says', () => {
  it.each<[string, boolean]>([
    ['ada@example.com', true],
    ['a@b.co', true],
    ['first.last+tag@mail.example.museu', false],
    ['ada@example.info', true],
    ['ada@example.c', false],
    ['ada@example.c0m', true],
    ['ada@example.co_', false],
    ['ada@localhost', false],
    ['ada@@example.com', false],
    ['ada@exa@mple.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example..com', false],
    ['ada lovelace@example.com', false],
    ['ada@example.com ', false],
    [`${'a'.repeat(244)}@example.com`, true],
    [`${'a'.repeat(245)}@example.com`, false],
    ['', false],
  ])('%s: %s', (value, valid) => {
    expect(isEmailAddress(value)).toBe(valid);
  });
});

/** POSTs form-encoded, as the data layer does, from one visitor (its crumb cookie). */
function post(path: string, fields: Record<string, string> = {}, visitor = 'v1', crumb: string = visitor) {
  return fetch(`${served.base}${path}?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${visitor}` },
    body: new URLSearchParams(fields).toString(),
  });
}

async function key(visitor = 'v1'): Promise<string> {
  const answer = await post('/api/form/FormSubmissionKey', {}, visitor);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

const contact = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  phone: ['', '', '', ''],
  topic: '',
  message: 'Hello',
  source: 'direct',
};

async function save(fields: Record<string, string>, visitor = 'v1') {
  const answer = await post('/api/form/SaveFormSubmission', fields, visitor);
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

const submissions = async (formId = '') =>
  (await (await fetch(`${served.base}/__api/form-submissions?formId=${formId}`)).json()) as {
    key: string;
    formId: string;
    values: unknown;
    meta: Record<string, string>;
  }[];

describe('form calls (spec 000 §7)', () => {
  it('issues a fresh key for an empty POST, and refuses it without the crumb', async () => {
    const first = await key();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await key()).not.toBe(first);
    const refused = await post('/api/form/FormSubmissionKey', {}, 'v1', 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ crumbFail: true });
  });

  it('stores a valid submission and lists it', async () => {
    const k = await key();
    const answer = await save({
      key: k,
      formId: 'contact',
      collectionId: 'c',
      form: JSON.stringify(contact),
      pagePath: '/x',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
    const [stored] = await submissions('contact');
    expect(stored).toMatchObject({
      key: k,
      formId: 'contact',
      values: contact,
      meta: { collectionId: 'c', pagePath: '/x' },
    });
  });

  it('is idempotent on the key: the same submission sent again is stored once', async () => {
    const k = await key();
    const fields = { key: k, formId: 'contact', form: JSON.stringify(contact) };
    const first = await save(fields);
    const again = await save(fields);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ submissionId: first.body.submissionId, duplicate: true });
    expect((await submissions('contact')).filter((s) => s.key === k)).toHaveLength(1);
  });

  it('answers 404 for a form the site does not have', async () => {
    const answer = await save({ key: await key(), formId: 'nope', form: '{}' });
    expect(answer).toEqual({ status: 404, body: { error: FORM_SERVER_TEXTS.notConfigured } });
  });

  it('answers 400 without a key, and takes a key from before a restart', async () => {
    const missing = await save({ formId: 'contact', form: JSON.stringify(contact) });
    expect(missing).toEqual({ status: 400, body: { error: FORM_SERVER_TEXTS.badKey } });
    const earlier = await save({ key: 'issued-before-a-restart', formId: 'contact', form: JSON.stringify(contact) });
    expect(earlier.status).toBe(200);
  });

  it('answers 400 with an errors map for missing required fields and bad email addresses', async () => {
    const form = { ...contact, name: ['', ''], email: 'not-an-address', message: ' ' };
    const answer = await save({ key: await key(), formId: 'contact', form: JSON.stringify(form) });
    expect(answer).toEqual({
      status: 400,
      body: { errors: { name: 'Name is required.', email: FORM_SERVER_TEXTS.email, message: 'Message is required.' } },
    });
    expect(await submissions()).toEqual([]);
  });

  it('answers 400 when the form fields are not a JSON object', async () => {
    for (const form of ['{broken', '[1]']) {
      const answer = await save({ key: await key(), formId: 'contact', form });
      expect(answer).toEqual({ status: 400, body: { error: FORM_SERVER_TEXTS.unparsable } });
    }
  });

  it('limits each visitor to a number of saves a minute, answering 429', async () => {
    for (let n = 0; n < FORM_RATE_LIMIT.saves; n++) {
      expect(
        (await save({ key: await key('busy'), formId: 'newsletter', form: '{"email":"a@b.co"}' }, 'busy')).status,
      ).toBe(200);
    }
    const limited = await save({ key: await key('busy'), formId: 'newsletter', form: '{"email":"a@b.co"}' }, 'busy');
    expect(limited).toEqual({ status: 429, body: { error: FORM_SERVER_TEXTS.rateLimited } });
    const other = await save({ key: await key('calm'), formId: 'newsletter', form: '{"email":"a@b.co"}' }, 'calm');
    expect(other.status).toBe(200);
  });

  it('lets a handled fault store the submission and lose the answer', async () => {
    const k = await key();
    await fetch(`${served.base}/__api/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/api/form/SaveFormSubmission', times: 1, status: 500, handled: true }),
    });
    expect((await save({ key: k, formId: 'contact', form: JSON.stringify(contact) })).status).toBe(500);
    expect((await submissions()).map((s) => s.key)).toEqual([k]);
  });

  it('serves the stand-in captcha script', async () => {
    const answer = await fetch(`${served.base}${CAPTCHA_STAND_IN_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(await answer.text()).toContain('window.grecaptcha');
  });
});
