import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED } from './record.ts';
import { serveReferenceApi } from './serve-for-tests.ts';
import {
  LOCALE_PATH,
  REMEMBER_SECONDS,
  SESSION_COOKIE,
  SESSION_PATH,
  SITE_USER_ACCOUNTS,
  SITE_USER_TEXTS,
  XSRF_HEADER,
} from './site-users.constants.ts';

const served = serveReferenceApi('site-users');
const [ada] = SITE_USER_ACCOUNTS;
if (!ada) throw new Error('no test account');

/** A call with a matching crumb, as the data layer makes it. */
const call = (method: string, path: string, options: { body?: unknown; cookie?: string; xsrf?: string } = {}) =>
  fetch(`${served.base}${path}${path.includes('?') ? '&' : '?'}crumb=c1`, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: `crumb=c1${options.cookie ? `; ${options.cookie}` : ''}`,
      ...(options.xsrf ? { [XSRF_HEADER]: options.xsrf } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

async function signIn(rememberMe = false) {
  const response = await call('POST', SESSION_PATH, {
    body: { email: ada?.email, password: ada?.password, rememberMe },
  });
  const { xsrfToken } = (await response.json()) as { xsrfToken: string };
  return { response, xsrfToken, cookie: sessionCookie(response) ?? '' };
}

describe('reference API: the site-visitor session (spec 002 §4, §7)', () => {
  it('signs a known account in and answers an xsrfToken with an HttpOnly session cookie', async () => {
    const { response, xsrfToken, cookie } = await signIn();
    expect(response.status).toBe(200);
    expect(xsrfToken).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[0-9a-f]{24}$`));
    const set = response.headers.getSetCookie().find((line) => line.startsWith(SESSION_COOKIE)) ?? '';
    expect(set).toContain('HttpOnly');
    expect(set).not.toContain('Max-Age');
  });

  it('keeps no password in its data folder, and the posted one in the log the tests read', async () => {
    await signIn();
    const file = readFileSync(join(served.dataDir, 'requests.jsonl'), 'utf8');
    expect(file).toContain(ada.email);
    expect(file).not.toContain(ada.password);
    const kept = file
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { path: string; json?: { password?: string } })
      .filter((entry) => entry.path === SESSION_PATH);
    expect(kept.at(-1)?.json?.password).toBe(REDACTED);
    const logged = (await (await fetch(`${served.base}/__api/requests?path=${SESSION_PATH}`)).json()) as {
      json?: { password?: string };
    }[];
    expect(logged[0]?.json?.password).toBe(ada.password);
  });

  it('keeps a remembered session for 30 days', async () => {
    const { response } = await signIn(true);
    expect(response.headers.getSetCookie().join()).toContain(`Max-Age=${REMEMBER_SECONDS}`);
  });

  it.each([
    ['a wrong password', { email: ada.email, password: 'nope', rememberMe: false }, 401, SITE_USER_TEXTS.credentials],
    [
      'an unknown address',
      { email: 'who@harbour.example', password: ada.password, rememberMe: false },
      401,
      SITE_USER_TEXTS.credentials,
    ],
    ['no rememberMe', { email: ada.email, password: ada.password }, 400, SITE_USER_TEXTS.payload],
    ['no password', { email: ada.email, rememberMe: true }, 400, SITE_USER_TEXTS.payload],
  ])('refuses %s', async (_case, body, status, error) => {
    const response = await call('POST', SESSION_PATH, { body });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('logs out with the XSRF token, clearing the cookie, and the session is gone after', async () => {
    const { xsrfToken, cookie } = await signIn();
    const out = await call('DELETE', `${SESSION_PATH}?cloneCart=true`, { cookie, xsrf: xsrfToken });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toContain(
      `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    const again = await call('DELETE', `${SESSION_PATH}?cloneCart=false`, { cookie, xsrf: xsrfToken });
    expect(again.status).toBe(403);
  });

  it.each([
    ['without the header', undefined],
    ['with another token', 'f'.repeat(32)],
  ])('refuses a logout %s: the CSRF check', async (_case, xsrf) => {
    const { cookie } = await signIn();
    const response = await call('DELETE', `${SESSION_PATH}?cloneCart=false`, { cookie, ...(xsrf ? { xsrf } : {}) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: SITE_USER_TEXTS.xsrf });
  });

  it.each(['', '?cloneCart=yes'])('refuses a logout whose cloneCart is not a boolean (%s)', async (query) => {
    const { xsrfToken, cookie } = await signIn();
    const response = await call('DELETE', `${SESSION_PATH}${query}`, { cookie, xsrf: xsrfToken });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: SITE_USER_TEXTS.cloneCart });
  });

  it('refuses a logout with a stale crumb as a crumb failure, before the XSRF check', async () => {
    const { xsrfToken, cookie } = await signIn();
    const response = await fetch(`${served.base}${SESSION_PATH}?cloneCart=false&crumb=old`, {
      method: 'DELETE',
      headers: { cookie: `crumb=c1; ${cookie}`, [XSRF_HEADER]: xsrfToken },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ crumbFail: true });
  });

  it('sets the locale of a signed-in account, with the CSRF check', async () => {
    const { xsrfToken, cookie } = await signIn();
    const set = await call('POST', LOCALE_PATH, { cookie, xsrf: xsrfToken, body: { language: 'fr-FR' } });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ language: 'fr-FR' });
    expect((await call('POST', LOCALE_PATH, { cookie, body: { language: 'fr-FR' } })).status).toBe(403);
    const bad = await call('POST', LOCALE_PATH, { cookie, xsrf: xsrfToken, body: { language: '' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: SITE_USER_TEXTS.language });
  });
});
