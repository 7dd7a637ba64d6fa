import type { Answer, ApiRequest } from './handler.ts';
import { jsonObject } from './json-body.ts';

/**
 * The site owner's multilingual and header/footer calls of the reference API
 * (spec 002 §3, §7), kept in memory. The spec shows the paths and payloads,
 * not the answers: the shapes of the settings, the status and the saved
 * header/footer are ours.
 */

export const MULTILINGUAL_PATHS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const;

export const HEADER_FOOTER_PATH = '/api/site-header-footer';

export const SITE_SETTINGS_TEXTS = {
  languages: 'Expected a JSON body with languages, a list of language codes.',
  notConnected: 'No translation provider is connected.',
  headerFooter: 'Expected a JSON body with header and footer.',
} as const;

/** What a fresh site holds. */
export const DEFAULT_LANGUAGES = ['en-US'];
export const DEFAULT_HEADER_FOOTER = { header: { layout: 'navRight' }, footer: { layout: 'simple' } };

export interface SiteSettingsApi {
  endpoints: Record<string, (request: ApiRequest) => Answer>;
  clear(): void;
}

export function createSiteSettingsApi(): SiteSettingsApi {
  let languages = [...DEFAULT_LANGUAGES];
  let connected = true;
  let headerFooter: { header: unknown; footer: unknown } = structuredClone(DEFAULT_HEADER_FOOTER);

  return {
    endpoints: {
      [`GET ${MULTILINGUAL_PATHS.settings}`]: () => ({
        status: 200,
        body: { defaultLanguage: languages[0] ?? null, connected },
      }),
      [`GET ${MULTILINGUAL_PATHS.status}`]: () => ({ status: 200, body: { connected } }),
      [`GET ${MULTILINGUAL_PATHS.languages}`]: () => ({ status: 200, body: { languages } }),
      [`PUT ${MULTILINGUAL_PATHS.languages}`]: (request) => {
        const sent = jsonObject(request).languages;
        if (!Array.isArray(sent) || !sent.every((code) => typeof code === 'string' && code.trim() !== '')) {
          return { status: 400, body: { error: SITE_SETTINGS_TEXTS.languages } };
        }
        languages = sent as string[];
        return { status: 200, body: { languages } };
      },
      [`DELETE ${MULTILINGUAL_PATHS.connection}`]: () => {
        if (!connected) return { status: 404, body: { error: SITE_SETTINGS_TEXTS.notConnected } };
        connected = false;
        return { status: 204 };
      },
      [`GET ${HEADER_FOOTER_PATH}`]: () => ({ status: 200, body: headerFooter }),
      [`PUT ${HEADER_FOOTER_PATH}`]: (request) => {
        const body = jsonObject(request);
        if (!('header' in body) || !('footer' in body)) {
          return { status: 400, body: { error: SITE_SETTINGS_TEXTS.headerFooter } };
        }
        headerFooter = { header: body.header, footer: body.footer };
        return { status: 200, body: headerFooter };
      },
    },
    clear() {
      languages = [...DEFAULT_LANGUAGES];
      connected = true;
      headerFooter = structuredClone(DEFAULT_HEADER_FOOTER);
    },
  };
}
