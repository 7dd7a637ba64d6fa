import { randomBytes } from 'node:crypto';
import { type Answer, type ApiRequest, cookieOf } from './handler.ts';
import { jsonObject } from './json-body.ts';
import {
  LOCALE_PATH,
  REMEMBER_SECONDS,
  SESSION_COOKIE,
  SESSION_PATH,
  SITE_USER_ACCOUNTS,
  SITE_USER_TEXTS,
  XSRF_HEADER,
} from './site-users.constants.ts';

/**
 * The site-visitor session of the reference API (spec 002 §3, §4, §7): sign
 * in with a known test account, the XSRF token the answer carries and checks
 * against the `X-SiteUser-XSRF-Token` header, log out, and the account's
 * locale. Sessions are kept in memory, by the session cookie. The spec shows
 * neither the refusal's wording nor the cookie: both are ours.
 */

interface Session {
  email: string;
  xsrfToken: string;
  language?: string;
}

export interface SiteUsersApi {
  endpoints: Record<string, (request: ApiRequest) => Answer>;
  clear(): void;
}

const refuse = (status: number, error: string): Answer => ({ status, body: { error } });

export function createSiteUsersApi(): SiteUsersApi {
  const sessions = new Map<string, Session>();

  /** The caller's session, when its cookie names one and the XSRF header matches it. */
  function checked(request: ApiRequest): { id: string; session: Session } | undefined {
    const id = cookieOf(request, SESSION_COOKIE);
    const session = id ? sessions.get(id) : undefined;
    if (!id || !session || request.headers[XSRF_HEADER.toLowerCase()] !== session.xsrfToken) return undefined;
    return { id, session };
  }

  return {
    endpoints: {
      [`POST ${SESSION_PATH}`]: (request) => {
        const { email, password, rememberMe } = jsonObject(request);
        if (typeof email !== 'string' || typeof password !== 'string' || typeof rememberMe !== 'boolean') {
          return refuse(400, SITE_USER_TEXTS.payload);
        }
        const account = SITE_USER_ACCOUNTS.find((candidate) => candidate.email === email.trim().toLowerCase());
        // One answer for an unknown address and a wrong password: the refusal names no account.
        if (!account || account.password !== password) return refuse(401, SITE_USER_TEXTS.credentials);
        const id = randomBytes(12).toString('hex');
        const xsrfToken = randomBytes(16).toString('hex');
        sessions.set(id, { email: account.email, xsrfToken });
        const lifetime = rememberMe ? `; Max-Age=${REMEMBER_SECONDS}` : '';
        return {
          status: 200,
          body: { xsrfToken },
          headers: { 'set-cookie': `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${lifetime}` },
        };
      },
      [`DELETE ${SESSION_PATH}`]: (request) => {
        const cloneCart = request.query.cloneCart;
        if (cloneCart !== 'true' && cloneCart !== 'false') return refuse(400, SITE_USER_TEXTS.cloneCart);
        const caller = checked(request);
        if (!caller) return refuse(403, SITE_USER_TEXTS.xsrf);
        sessions.delete(caller.id);
        return {
          status: 204,
          headers: { 'set-cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
        };
      },
      [`POST ${LOCALE_PATH}`]: (request) => {
        const caller = checked(request);
        if (!caller) return refuse(403, SITE_USER_TEXTS.xsrf);
        const language = jsonObject(request).language;
        if (typeof language !== 'string' || language.trim() === '') return refuse(400, SITE_USER_TEXTS.language);
        caller.session.language = language;
        return { status: 200, body: { language } };
      },
    },
    clear: () => sessions.clear(),
  };
}
