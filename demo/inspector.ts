import { installTraceLog, type TraceLog } from '../runtime/index.ts';
import { byId, element } from './dom.ts';
import type { LoggedRequest } from './logged-request.ts';

/**
 * The inspector: lists what the reference API received, newest first. It
 * asks only for requests newer than the last one it has every second, and
 * now and then reloads the whole list in case someone else cleared it.
 */

const POLL_MS = 1000;
/** Every this many polls, the whole log is fetched to notice a reset made elsewhere. */
const FULL_REFRESH_EVERY = 5;

const list = byId<HTMLOListElement>('requests');
const empty = byId<HTMLElement>('empty');
const emptyTitle = byId<HTMLElement>('empty-title');
const emptyText = byId<HTMLElement>('empty-text');
/** The empty state's text as the page was written: for a log with nothing in it. */
const noRequestsText = [...emptyText.childNodes];
const filter = byId<HTMLInputElement>('filter');
const paths = byId<HTMLDataListElement>('paths');
const statusLine = byId<HTMLElement>('status-line');
const connection = byId<HTMLElement>('connection');
const count = byId<HTMLElement>('count');

/** Shown requests, newest first, and their rows by key. */
let entries: LoggedRequest[] = [];
const rows = new Map<string, HTMLLIElement>();
let polls = 0;
let timer: number | undefined;

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hour12: false,
});

/** Ids restart when the server restarts with an empty log; the time tells the two apart. */
function keyOf(request: LoggedRequest): string {
  return `${request.id}@${request.time}`;
}

function keyValueTable(values: Record<string, string>, { json = false } = {}): HTMLTableElement {
  const body = element('tbody');
  for (const [name, value] of Object.entries(values)) {
    const shown = json ? prettyJson(value) : undefined;
    body.append(
      element('tr', {}, element('td', {}, name), element('td', {}, shown ? element('pre', {}, shown) : value)),
    );
  }
  return element('table', {}, body);
}

/** A form field holding a JSON object or array (a trace batch's `data`), pretty-printed; undefined for anything else. */
function prettyJson(value: string): string | undefined {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return undefined;
  }
}

function section(title: string, content: Node): HTMLElement {
  return element('section', {}, element('h3', {}, title), content);
}

/** The body as a visitor of this page wants it: parsed JSON pretty-printed, a form as a table, or the text. */
function bodySection(request: LoggedRequest): HTMLElement | null {
  if (request.json !== undefined) {
    return section('Body (JSON)', element('pre', {}, JSON.stringify(request.json, null, 2)));
  }
  if (request.form) return section('Body (form)', keyValueTable(request.form, { json: true }));
  if (request.body) return section('Body', element('pre', {}, request.body));
  return null;
}

function preview(request: LoggedRequest): string {
  if (request.json !== undefined) return JSON.stringify(request.json);
  // Decoded, so a trace batch reads as the JSON it is rather than as percent escapes.
  if (request.form)
    return Object.entries(request.form)
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
  return request.body;
}

function statusText(status: number): string {
  return status === 0 ? 'dropped' : String(status);
}

function renderRow(request: LoggedRequest): HTMLLIElement {
  const time = new Date(request.time);
  const summary = element(
    'summary',
    {},
    element('span', { class: 'method', 'data-method': request.method }, request.method),
    element(
      'span',
      { class: 'request__main' },
      element('span', { class: 'request__path' }, request.path),
      element('span', { class: 'request__preview' }, preview(request).slice(0, 200)),
    ),
    element('span', { class: 'status', 'data-class': String(request.status).charAt(0) }, statusText(request.status)),
    element('time', { class: 'request__time', datetime: request.time }, timeFormat.format(time)),
  );
  const detail = element('div', { class: 'request__detail' });
  const body = bodySection(request);
  if (body) detail.append(body);
  if (Object.keys(request.query).length > 0) detail.append(section('Query', keyValueTable(request.query)));
  const headerCount = Object.keys(request.headers).length;
  detail.append(
    element(
      'details',
      { class: 'request__headers' },
      element('summary', {}, `Headers (${headerCount})`),
      keyValueTable(request.headers),
    ),
  );
  return element('li', { 'data-id': String(request.id) }, element('details', { class: 'request' }, summary, detail));
}

function matches(request: LoggedRequest, text: string): boolean {
  return text === '' || request.path.toLowerCase().includes(text.toLowerCase());
}

/** Shows the rows that pass the filter, and the counts. */
function applyFilter(): void {
  const text = filter.value.trim();
  let shown = 0;
  for (const request of entries) {
    const row = rows.get(keyOf(request));
    const visible = matches(request, text);
    if (row) row.hidden = !visible;
    if (visible) shown += 1;
  }
  list.hidden = shown === 0;
  empty.hidden = shown > 0;
  if (entries.length === 0) {
    emptyTitle.textContent = 'No requests yet';
    emptyText.replaceChildren(...noRequestsText);
  } else {
    emptyTitle.textContent = `No request path contains “${text}”`;
    emptyText.textContent = 'Change or clear the filter to see the others.';
  }
  const noun = entries.length === 1 ? 'request' : 'requests';
  count.textContent = text ? `Showing ${shown} of ${entries.length} ${noun}` : `${entries.length} ${noun}`;
  const known = [...new Set(entries.map((request) => request.path))].sort();
  if (paths.childElementCount !== known.length) {
    paths.replaceChildren(...known.map((path) => element('option', { value: path })));
  }
}

/** Adds requests newer than every shown one, at the top. */
function addNewer(requests: LoggedRequest[]): void {
  const newer = requests.filter((request) => !rows.has(keyOf(request)));
  if (newer.length === 0) return;
  const fragment = document.createDocumentFragment();
  for (const request of newer) {
    const row = renderRow(request);
    rows.set(keyOf(request), row);
    fragment.append(row);
  }
  list.prepend(fragment);
  entries = [...newer, ...entries];
}

/** Makes the list exactly the server's, keeping the rows (and their open state) that are still there. */
function replaceAll(all: LoggedRequest[]): void {
  const keys = new Set(all.map(keyOf));
  for (const [key, row] of rows) {
    if (keys.has(key)) continue;
    row.remove();
    rows.delete(key);
  }
  entries = entries.filter((request) => keys.has(keyOf(request)));
  addNewer(all);
}

async function fetchRequests(after: number): Promise<LoggedRequest[]> {
  const response = await fetch(`/__api/requests?after=${after}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /__api/requests answered ${response.status}`);
  return (await response.json()) as LoggedRequest[];
}

/** Polls one at a time: a click's poll waits for the timer's. */
let queue: Promise<void> = Promise.resolve();

function poll(): Promise<void> {
  queue = queue.then(pollOnce);
  return queue;
}

async function pollOnce(): Promise<void> {
  window.clearTimeout(timer);
  try {
    const full = polls % FULL_REFRESH_EVERY === 0;
    polls += 1;
    if (full) replaceAll(await fetchRequests(0));
    else addNewer(await fetchRequests(entries[0]?.id ?? 0));
    applyFilter();
    statusLine.dataset.connection = 'live';
    connection.textContent = `Live · updated ${timeFormat.format(new Date())}`;
  } catch {
    statusLine.dataset.connection = 'lost';
    connection.textContent = 'Cannot reach the dev server; retrying…';
  }
  if (!document.hidden) timer = window.setTimeout(() => void poll(), POLL_MS);
}

async function clear(): Promise<void> {
  await fetch('/__api/reset', { method: 'POST' });
  polls = 0;
  await poll();
}

/** Runs a button's action; a failed call shows on the status line instead of escaping as an unhandled rejection. */
async function whenReachable(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch {
    statusLine.dataset.connection = 'lost';
    connection.textContent = 'Cannot reach the dev server; retrying…';
  }
}

/** How many entries this page has written, to tell them apart in the list. */
let traced = 0;
/** The page's share of the trace log, installed at the first entry and held while the page lives. */
let traceLog: TraceLog | undefined;

/**
 * Writes a trace entry through the runtime's trace log, as a theme's script
 * would, and sends it now rather than at the next 30-second flush.
 */
async function writeTraceEntry(): Promise<void> {
  traced += 1;
  traceLog ??= installTraceLog();
  traceLog.trace('inspector-demo', {
    message: `Trace entry ${traced} from the inspector`,
    writtenAt: new Date().toISOString(),
  });
  await traceLog.flush();
  await poll();
}

/** Throws from a task of its own, so it is uncaught and the runtime's error reporter sends it (1 s later). */
function throwTestError(): void {
  window.setTimeout(() => {
    throw new Error('A test error thrown by the inspector');
  });
}
function start(): void {
  filter.value = new URLSearchParams(location.search).get('path') ?? '';
  filter.addEventListener('input', () => {
    const url = new URL(location.href);
    if (filter.value) url.searchParams.set('path', filter.value);
    else url.searchParams.delete('path');
    history.replaceState(null, '', url);
    applyFilter();
  });
  byId('clear').addEventListener('click', () => void whenReachable(clear));
  byId('send-trace').addEventListener('click', () => void whenReachable(writeTraceEntry));
  byId('throw-error').addEventListener('click', throwTestError);
  // Polling stops while the tab is hidden and catches up when it is shown.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void poll();
  });
  void poll();
}

start();
