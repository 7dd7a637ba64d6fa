import { type ClientOptions, clientCall } from './not-found.ts';

/** The header/footer call (spec 002 §7). */
export const HEADER_FOOTER_URL = '/api/site-header-footer';

/** The header/footer payload (spec 002 §3); what each holds is the platform's. */
export interface HeaderFooter {
  header: unknown;
  footer: unknown;
}

/**
 * The site owner's header/footer client (spec 002 §7). Each call rejects with
 * a `NotFoundError` on a 404 and a `RequestError` otherwise.
 */
export const headerFooter = {
  /** `GET /api/site-header-footer`: the answer's data. */
  get: (options?: ClientOptions) => clientCall<HeaderFooter>({ url: HEADER_FOOTER_URL }, options),
  /** `PUT /api/site-header-footer` with `{ header, footer }`. */
  save: ({ header, footer }: HeaderFooter, options?: ClientOptions) =>
    clientCall<unknown>({ method: 'PUT', url: HEADER_FOOTER_URL, body: { header, footer }, json: true }, options),
};
