import { describe, expect, it } from 'vitest';
import { serveReferenceApi } from './serve-for-tests.ts';
import {
  DEFAULT_HEADER_FOOTER,
  DEFAULT_LANGUAGES,
  HEADER_FOOTER_PATH,
  MULTILINGUAL_PATHS,
  SITE_SETTINGS_TEXTS,
} from './site-settings.ts';

const served = serveReferenceApi('site-settings');

/** A call with a matching crumb, as the data layer makes it. */
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${served.base}${path}?crumb=c1`, {
    method,
    headers: { 'content-type': 'application/json', cookie: 'crumb=c1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
};

describe('reference API: multilingual (spec 002 §7)', () => {
  it('answers the settings, the status and the languages', async () => {
    expect(await call('GET', MULTILINGUAL_PATHS.settings)).toEqual({
      status: 200,
      body: { defaultLanguage: DEFAULT_LANGUAGES[0], connected: true },
    });
    expect(await call('GET', MULTILINGUAL_PATHS.status)).toEqual({ status: 200, body: { connected: true } });
    expect(await call('GET', MULTILINGUAL_PATHS.languages)).toEqual({
      status: 200,
      body: { languages: DEFAULT_LANGUAGES },
    });
  });

  it('updates the languages, and a later GET answers them', async () => {
    expect(await call('PUT', MULTILINGUAL_PATHS.languages, { languages: ['en-US', 'de-DE'] })).toEqual({
      status: 200,
      body: { languages: ['en-US', 'de-DE'] },
    });
    expect((await call('GET', MULTILINGUAL_PATHS.languages)).body).toEqual({ languages: ['en-US', 'de-DE'] });
  });

  it.each([[{}], [{ languages: 'en-US' }], [{ languages: ['en-US', ''] }], [{ languages: [3] }]])(
    'refuses languages %j',
    async (body) => {
      expect(await call('PUT', MULTILINGUAL_PATHS.languages, body)).toEqual({
        status: 400,
        body: { error: SITE_SETTINGS_TEXTS.languages },
      });
    },
  );

  it('disconnects the provider once; a second disconnect is not found', async () => {
    expect(await call('DELETE', MULTILINGUAL_PATHS.connection)).toEqual({ status: 204, body: undefined });
    expect((await call('GET', MULTILINGUAL_PATHS.status)).body).toEqual({ connected: false });
    expect(await call('DELETE', MULTILINGUAL_PATHS.connection)).toEqual({
      status: 404,
      body: { error: SITE_SETTINGS_TEXTS.notConnected },
    });
  });

  it('comes back to a fresh site on reset', async () => {
    await call('DELETE', MULTILINGUAL_PATHS.connection);
    await fetch(`${served.base}/__api/reset`, { method: 'POST' });
    expect((await call('GET', MULTILINGUAL_PATHS.status)).body).toEqual({ connected: true });
  });
});

describe('reference API: header and footer (spec 002 §7)', () => {
  it('answers the saved header and footer, and saves new ones', async () => {
    expect(await call('GET', HEADER_FOOTER_PATH)).toEqual({ status: 200, body: DEFAULT_HEADER_FOOTER });
    const saved = { header: { layout: 'navCenter' }, footer: null };
    expect(await call('PUT', HEADER_FOOTER_PATH, saved)).toEqual({ status: 200, body: saved });
    expect((await call('GET', HEADER_FOOTER_PATH)).body).toEqual(saved);
  });

  it.each([[{}], [{ header: {} }], [{ footer: {} }]])('refuses %j', async (body) => {
    expect(await call('PUT', HEADER_FOOTER_PATH, body)).toEqual({
      status: 400,
      body: { error: SITE_SETTINGS_TEXTS.headerFooter },
    });
  });

  it('checks the crumb on a save', async () => {
    const response = await fetch(`${served.base}${HEADER_FOOTER_PATH}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: 'crumb=c1' },
      body: JSON.stringify({ header: {}, footer: {} }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ crumbFail: true });
  });
});
