import { type ClientOptions, clientCall } from './not-found.ts';

/** The multilingual calls (spec 002 §7). */
export const MULTILINGUAL_URLS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const;

/** The multilingual payload (spec 002 §3): a list of language codes. */
export interface MultilingualLanguages {
  languages: string[];
}

/** The answers whose shape the spec does not show: the platform's JSON as it is. */
export type MultilingualAnswer = Record<string, unknown>;

/**
 * The site owner's multilingual client (spec 002 §7). Each call rejects with
 * a `NotFoundError` on a 404 and a `RequestError` otherwise.
 */
export const multilingual = {
  /** `GET /api/multilingual/settings`. */
  settings: (options?: ClientOptions) => clientCall<MultilingualAnswer>({ url: MULTILINGUAL_URLS.settings }, options),
  /** `GET /api/multilingual/status`. */
  status: (options?: ClientOptions) => clientCall<MultilingualAnswer>({ url: MULTILINGUAL_URLS.status }, options),
  /** `GET /api/multilingual/languages`. */
  languages: (options?: ClientOptions) =>
    clientCall<MultilingualLanguages>({ url: MULTILINGUAL_URLS.languages }, options),
  /** `PUT /api/multilingual/languages` with `{ languages }`. */
  setLanguages: (languages: string[], options?: ClientOptions) =>
    clientCall<MultilingualAnswer>(
      { method: 'PUT', url: MULTILINGUAL_URLS.languages, body: { languages }, json: true },
      options,
    ),
  /** `DELETE /api/multilingual/connection`: disconnects the translation provider. */
  disconnect: (options?: ClientOptions) =>
    clientCall<MultilingualAnswer>({ method: 'DELETE', url: MULTILINGUAL_URLS.connection }, options),
};
