import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createCommerceApi, isCheckoutPath } from './commerce.ts';
import { type Fault, FaultBook } from './faults.ts';
import { FOLLOW_STAND_IN_PATH, FOLLOW_STAND_IN_SCRIPT } from './follow-stand-in.ts';
import { createFormsApi, type FormsApi } from './forms.ts';
import { type Answer, type ApiRequest, cookieOf, type Middleware } from './handler.ts';
import { IMAGES_PREFIX, serveImage } from './images.ts';
import { MAPS_STAND_IN_PATH, mapsStandInScript } from './maps-stand-in.ts';
import { placesEndpoints } from './places.ts';
import { RequestLog } from './record.ts';
import { RESERVATION_STAND_IN_PATH, RESERVATION_STAND_IN_SCRIPT } from './reservation-stand-in.ts';
import { createSiteSettingsApi } from './site-settings.ts';
import { createSiteUsersApi } from './site-users.ts';
import { RECORDER_STAND_IN_PATH, recorderStandInScript, SESSION_RECORDING_ID } from './tracking.constants.ts';
import { VIDEO_STAND_IN_PAGE, VIDEO_STAND_IN_PATH, VIDEO_STAND_IN_RECORD_PATH } from './video-stand-in.ts';
import { widgetRenderingEndpoints } from './widget-rendering.ts';

export { SESSION_RECORDING_ID };

export interface ReferenceApi {
  middleware: Middleware;
  log: RequestLog;
  faults: FaultBook;
  forms: FormsApi;
}

/** The crumb cookie, query parameter and header the platform checks (spec 000 §7). */
const CRUMB_COOKIE = 'crumb';
const CRUMB_HEADER = 'x-csrf-token';

/**
 * Calls the platform takes without a crumb: the census calls and the events
 * service, whose payloads carry none (spec 002 §7), sent from pages that may
 * not have had a call answered yet, and by beacons; the stand-in video
 * player's records, sent from its own frame; and the block rendering call
 * (spec 001 §7), a POST that changes nothing, made as a page loads, often
 * its first call.
 */
const CRUMBLESS = /^\/api\/(census\/|v1\/events$|video\/stand-in\/records$|widget\/GetWidgetRendering$)/;

/** The answer to a state-changing call whose crumb is missing or wrong. */
export const CRUMB_FAIL_ANSWER = { crumbFail: true, error: 'The crumb is missing or does not match.' };

/** The answer to a records POST whose body is not a JSON array of records. */
export const PERFORMANCE_RECORDS_ERROR = 'Expected a JSON array of performance records, each with a pageLoadId.';

type Handler = (request: ApiRequest) => Answer;

/** The platform endpoints, by method and path. */
const ENDPOINTS: Record<string, Handler> = {
  [`GET ${FOLLOW_STAND_IN_PATH}`]: () => ({
    status: 200,
    body: FOLLOW_STAND_IN_SCRIPT,
    contentType: 'text/javascript; charset=utf-8',
  }),
  [`GET ${RESERVATION_STAND_IN_PATH}`]: () => ({
    status: 200,
    body: RESERVATION_STAND_IN_SCRIPT,
    contentType: 'text/javascript; charset=utf-8',
  }),
  'POST /api/events/RecordJavascriptErrors': () => ({ status: 204 }),
  'POST /api/events/Trace': () => ({ status: 204 }),
  // Logout takes no payload; the page only needs to know it succeeded (spec 000 §7).
  'POST /api/auth/Logout': () => ({ status: 204 }),
  // A fresh pageLoadId for every page load (spec 002 §7).
  'GET /api/1/performance/settings': () => ({ status: 200, body: { pageLoadId: randomUUID() } }),
  // The records are kept by the request log; a body that is not a JSON array of records is refused.
  'POST /api/1/performance/records': ({ json }) =>
    Array.isArray(json) &&
    json.every((record) => typeof record === 'object' && record !== null && 'pageLoadId' in record)
      ? { status: 204 }
      : { status: 400, body: { error: PERFORMANCE_RECORDS_ERROR } },
  // The census calls (spec 002 §7): recorded by the request log, their answers not read.
  'POST /api/census/RecordHit': () => ({ status: 204 }),
  'POST /api/census/button-click': () => ({ status: 204 }),
  'POST /api/census/button-render': () => ({ status: 204 }),
  'POST /api/census/form-render': () => ({ status: 204 }),
  'POST /api/census/overlay': () => ({ status: 204 }),
  'POST /api/events/RecordEvent': () => ({ status: 204 }),
  // The events service answers 202 (accepted), one of its two successes (spec 002 §7).
  'POST /api/v1/events': () => ({ status: 202 }),
  // The landing beacon is an image: the answer is not read (spec 002 §7).
  'GET /api/track/Track': () => ({ status: 204 }),
  'GET /api/commerce/fullstory/getId': () => ({ status: 200, body: { id: SESSION_RECORDING_ID } }),
  // The stand-in session recorder (reference-api/tracking.constants.ts): its request is recorded with the id it was given.
  [`GET ${RECORDER_STAND_IN_PATH}`]: ({ query }) => ({
    status: 200,
    body: recorderStandInScript(query.id),
    contentType: 'text/javascript; charset=utf-8',
  }),
  // The stand-in video player (reference-api/video-stand-in.ts): its page, and what it records.
  [`GET ${VIDEO_STAND_IN_PATH}`]: () => ({
    status: 200,
    body: VIDEO_STAND_IN_PAGE,
    contentType: 'text/html; charset=utf-8',
  }),
  [`POST ${VIDEO_STAND_IN_RECORD_PATH}`]: () => ({ status: 204 }),
  // The stand-in Maps script (reference-api/maps-stand-in.ts): its query is recorded, its callback called.
  [`GET ${MAPS_STAND_IN_PATH}`]: ({ query }) => ({
    status: 200,
    body: mapsStandInScript(query),
    contentType: 'text/javascript; charset=utf-8',
  }),
  // The places calls (spec 002 §7), answered from a few known places (reference-api/places.ts).
  ...placesEndpoints,
  // The block rendering call (spec 001 §7), answered for a few known gallery blocks (reference-api/widget-rendering.ts).
  ...widgetRenderingEndpoints,
};

/** Quick views carry the item in the path (spec 002 §7 `RecordQuickView/{id}`). */
const QUICK_VIEW_PREFIX = 'POST /api/census/RecordQuickView/';

/** Paths under this prefix steer the API itself (faults, the request log); they are not recorded. */
export const CONTROL_PREFIX = '/__api/';

/**
 * The reference API: implements the platform endpoints the elements call,
 * records every request it receives, and injects faults on request.
 *
 * Control endpoints:
 * - `GET /__api/requests?path=&after=`: recorded requests, newest first
 * - `POST /__api/faults`: add a fault (or an array of them), see `Fault`
 * - `DELETE /__api/faults`: clear the faults
 * - `POST /__api/reset`: clear the faults, the request log and what the endpoints keep
 * - `GET /__api/form-submissions?formId=`: stored form submissions, newest first
 *
 * The checkout pages (`/commerce/goto-checkout`, `/checkout/*`) are answered
 * and recorded too, though they are outside `/api/`.
 */
export function createReferenceApi(options: { dataDir?: string; checkCrumb?: boolean } = {}): ReferenceApi {
  const checkCrumb = options.checkCrumb ?? true;
  const log = new RequestLog(options.dataDir ?? resolve('.sq-data'));
  const faults = new FaultBook();
  const forms = createFormsApi();
  const commerce = createCommerceApi();
  const siteUsers = createSiteUsersApi();
  const siteSettings = createSiteSettingsApi();
  const endpoints: Record<string, Handler> = {
    ...ENDPOINTS,
    ...forms.endpoints,
    ...commerce.endpoints,
    ...siteUsers.endpoints,
    ...siteSettings.endpoints,
  };

  const middleware: Middleware = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      readBody(req).then((body) => control(req.method ?? 'GET', url, body, res), next);
      return;
    }
    // The checkout destinations are pages a browser navigates to, outside /api/ (spec 000 §2).
    if (!url.pathname.startsWith('/api/') && !isCheckoutPath(url.pathname)) {
      next();
      return;
    }
    if (url.pathname.startsWith(IMAGES_PREFIX)) {
      serveImage(req, res, url);
      return;
    }
    if (req.method === 'OPTIONS') {
      allowCors(req, res);
      res.writeHead(204).end();
      return;
    }
    readBody(req).then((body) => {
      const request = describe(req, url, body);
      const cookieCrumb = cookieOf(request, CRUMB_COOKIE);
      const sentCrumb = request.query.crumb ?? request.headers[CRUMB_HEADER];
      // Only state-changing calls need the crumb; a missing cookie is issued on any call.
      const crumbFailed =
        checkCrumb &&
        request.method !== 'GET' &&
        !CRUMBLESS.test(request.path) &&
        (!cookieCrumb || sentCrumb !== cookieCrumb);
      const fault = crumbFailed ? undefined : faults.take(url.pathname, request.headers.referer);
      const route = `${request.method} ${request.path}`;
      const handler = endpoints[route] ?? (route.startsWith(QUICK_VIEW_PREFIX) ? () => ({ status: 204 }) : undefined);
      // A fault marked handled lets the call take effect first, then answers as the fault says (a lost answer).
      if (fault?.handled) handler?.(request);
      const answer: Answer = crumbFailed
        ? { status: 401, body: CRUMB_FAIL_ANSWER }
        : fault
          ? {
              status: fault.status ?? 200,
              body: fault.body,
              ...(fault.contentType ? { contentType: fault.contentType } : {}),
            }
          : handler
            ? handler(request)
            : { status: 404, body: { error: `No such endpoint: ${request.method} ${request.path}` } };
      if (!cookieCrumb || crumbFailed) {
        answer.headers = {
          ...answer.headers,
          'set-cookie': `${CRUMB_COOKIE}=${randomBytes(12).toString('hex')}; Path=/; SameSite=Lax`,
        };
      }
      log.add({ ...request, time: new Date().toISOString(), status: fault?.drop ? 0 : answer.status });
      allowCors(req, res);
      const respond = () => (fault?.drop ? drop(req) : send(res, answer));
      if (fault?.delayMs) setTimeout(respond, fault.delayMs);
      else respond();
    }, next);
  };

  function control(method: string, url: URL, body: string, res: ServerResponse): void {
    const route = `${method} ${url.pathname.slice(CONTROL_PREFIX.length - 1)}`;
    try {
      switch (route) {
        case 'GET /requests': {
          const after = Number(url.searchParams.get('after') ?? 0);
          const path = url.searchParams.get('path') ?? undefined;
          send(res, { status: 200, body: log.list({ after, ...(path ? { path } : {}) }) });
          return;
        }
        case 'POST /faults': {
          const parsed = JSON.parse(body) as Fault | Fault[];
          for (const fault of Array.isArray(parsed) ? parsed : [parsed]) faults.add(fault);
          send(res, { status: 200, body: faults.list() });
          return;
        }
        case 'DELETE /faults':
          faults.clear();
          send(res, { status: 204 });
          return;
        case 'GET /form-submissions':
          send(res, { status: 200, body: forms.submissions(url.searchParams.get('formId') ?? undefined) });
          return;
        case 'POST /reset':
          faults.clear();
          log.clear();
          forms.clear();
          commerce.clear();
          siteUsers.clear();
          siteSettings.clear();
          send(res, { status: 204 });
          return;
        default:
          send(res, { status: 404, body: { error: `No such control endpoint: ${route}` } });
      }
    } catch (error) {
      send(res, { status: 400, body: { error: error instanceof Error ? error.message : String(error) } });
    }
  }

  return { middleware, log, faults, forms };
}

function describe(req: IncomingMessage, url: URL, body: string): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  const request: ApiRequest = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  };
  const type = headers['content-type'] ?? '';
  try {
    if (type.includes('json') || (type.startsWith('text/plain') && /^\s*[[{]/.test(body)))
      request.json = JSON.parse(body);
  } catch {
    // Recorded as text only: a malformed body is itself worth seeing.
  }
  if (type.includes('application/x-www-form-urlencoded')) request.form = Object.fromEntries(new URLSearchParams(body));
  return request;
}

const MAX_BODY_BYTES = 1_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Fails the connection so the client sees a network error. A bare close is
 * not enough: Chromium silently retries a request whose reused connection
 * closed before any byte came back, so a few bytes that are not HTTP go first.
 */
function drop(req: IncomingMessage): void {
  req.socket.end('DROPPED\r\n\r\n');
  req.socket.destroySoon?.();
}

/** Lets a page on another origin (a custom domain making secure calls) call with credentials. */
function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
  res.setHeader('access-control-allow-headers', 'content-type, accept, x-csrf-token, x-siteuser-xsrf-token');
  res.setHeader('vary', 'origin');
}

function send(res: ServerResponse, { status, body, contentType, headers = {} }: Answer): void {
  if (body === undefined || status === 204) {
    res.writeHead(status, headers).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type':
        contentType ?? (typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8'),
      'cache-control': 'no-store',
      ...headers,
    })
    .end(text);
}
