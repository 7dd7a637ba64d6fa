import type { PerformanceRecord, RecordMetric } from '../runtime/services/performance/index.ts';
import { byId, element } from './dom.ts';
import type { LoggedRequest } from './logged-request.ts';

/**
 * The performance page: the records the reference API received, grouped by
 * page load, each metric with its value and the rating the collector gave it.
 * It reads the whole list every few seconds; it is small.
 */

const POLL_MS = 2000;
const RECORDS_PATH = '/api/1/performance/records';

/** The metrics in the order of the spec's table (spec 002 §9), with their names there. */
const METRICS: { name: RecordMetric['name']; label: string }[] = [
  { name: 'FCP', label: 'First paint (FCP)' },
  { name: 'LCP', label: 'Largest paint (LCP)' },
  { name: 'InputDelay', label: 'Input delay' },
  { name: 'INP', label: 'Interaction (INP)' },
  { name: 'CLS', label: 'Layout shift (CLS)' },
  { name: 'TTFB', label: 'First byte (TTFB)' },
];

const RATING_TEXT: Record<RecordMetric['rating'], string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

/** One page load: where it was, when, and what it sent. */
interface PageLoad {
  pageLoadId: string;
  page: string;
  app: string;
  firstAt: number;
  lastAt: number;
  metrics: RecordMetric[];
  timings: Record<string, number> | undefined;
}

const list = byId<HTMLOListElement>('loads');
const empty = byId<HTMLElement>('empty');
const statusLine = byId<HTMLElement>('status-line');
const connection = byId<HTMLElement>('connection');
const count = byId<HTMLElement>('count');

let shownKey = '';
let timer: number | undefined;

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
const msFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The page a beacon came from, as its path. */
function pageOf(request: LoggedRequest): string {
  const referer = request.headers.referer;
  if (!referer) return 'unknown page';
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return referer;
  }
}

/** Groups the records of every POST by page load, newest page load first. */
function groupByPageLoad(requests: LoggedRequest[]): PageLoad[] {
  const loads = new Map<string, PageLoad>();
  for (const request of [...requests].reverse()) {
    if (!Array.isArray(request.json)) continue;
    for (const record of request.json as PerformanceRecord[]) {
      let load = loads.get(record.pageLoadId);
      if (!load) {
        load = {
          pageLoadId: record.pageLoadId,
          page: pageOf(request),
          app: record.app,
          firstAt: record.timestamp,
          lastAt: record.timestamp,
          metrics: [],
          timings: undefined,
        };
        loads.set(record.pageLoadId, load);
      }
      load.firstAt = Math.min(load.firstAt, record.timestamp);
      load.lastAt = Math.max(load.lastAt, record.timestamp);
      if (record.data.metric) load.metrics.push(record.data.metric);
      if (record.data.timings) load.timings = record.data.timings;
    }
  }
  return [...loads.values()].sort((a, b) => b.lastAt - a.lastAt);
}

function formatValue(metric: RecordMetric): string {
  return metric.name === 'CLS' ? metric.value.toFixed(3) : `${msFormat.format(metric.value)} ms`;
}

function metricRows(load: PageLoad): HTMLTableRowElement[] {
  return METRICS.flatMap(({ name, label }) => {
    const reported = load.metrics.filter((metric) => metric.name === name);
    if (reported.length === 0) {
      return [
        element(
          'tr',
          { 'data-metric': name },
          element('td', { 'data-label': 'Metric' }, label),
          element('td', { 'data-label': 'Value' }, '—'),
          element('td', { 'data-label': 'Rating' }, 'not reported'),
        ),
      ];
    }
    return reported.map((metric) =>
      element(
        'tr',
        { 'data-metric': name },
        element(
          'td',
          { 'data-label': 'Metric' },
          metric.navigationType === 'back-forward-cache' ? `${label}, after a back/forward restore` : label,
        ),
        element('td', { 'data-label': 'Value' }, formatValue(metric)),
        element(
          'td',
          { 'data-label': 'Rating' },
          element('span', { class: 'status', 'data-rating': metric.rating }, RATING_TEXT[metric.rating]),
        ),
      ),
    );
  });
}

function timingsDetails(timings: Record<string, number>): HTMLDetailsElement {
  const rows = Object.entries(timings).map(([name, value]) =>
    element('tr', {}, element('td', {}, name), element('td', {}, `${msFormat.format(value)} ms`)),
  );
  return element(
    'details',
    { class: 'request__headers' },
    element('summary', {}, `Load timings (${rows.length})`),
    element('table', {}, element('tbody', {}, ...rows)),
  );
}

function renderLoad(load: PageLoad): HTMLLIElement {
  const at = new Date(load.firstAt);
  const table = element(
    'table',
    { class: 'stack' },
    element(
      'thead',
      {},
      element(
        'tr',
        {},
        element('th', { scope: 'col' }, 'Metric'),
        element('th', { scope: 'col' }, 'Value'),
        element('th', { scope: 'col' }, 'Rating'),
      ),
    ),
    element('tbody', {}, ...metricRows(load)),
  );
  const item = element(
    'li',
    { class: 'panel page-load', 'data-page-load-id': load.pageLoadId },
    element('h3', { class: 'page-load__page' }, load.page),
    element(
      'p',
      { class: 'page-load__meta' },
      element('time', { datetime: at.toISOString() }, timeFormat.format(at)),
      ` · ${load.app} · pageLoadId `,
      element('code', {}, load.pageLoadId),
    ),
    element('div', { class: 'table-wrap' }, table),
  );
  if (load.timings) item.append(timingsDetails(load.timings));
  return item;
}

function render(loads: PageLoad[]): void {
  list.replaceChildren(...loads.map(renderLoad));
  list.hidden = loads.length === 0;
  empty.hidden = loads.length > 0;
  count.textContent = `${loads.length} ${loads.length === 1 ? 'page load' : 'page loads'}`;
}

async function poll(): Promise<void> {
  window.clearTimeout(timer);
  try {
    const response = await fetch(`/__api/requests?path=${encodeURIComponent(RECORDS_PATH)}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /__api/requests answered ${response.status}`);
    const requests = (await response.json()) as LoggedRequest[];
    // Redrawn only when the log changed, so an open "Load timings" stays open.
    const key = requests.map((request) => `${request.id}@${request.time}`).join(',');
    if (key !== shownKey) {
      shownKey = key;
      render(groupByPageLoad(requests));
    }
    statusLine.dataset.connection = 'live';
    connection.textContent = `Live · updated ${timeFormat.format(new Date())}`;
  } catch {
    statusLine.dataset.connection = 'lost';
    connection.textContent = 'Cannot reach the dev server; retrying…';
  }
  if (!document.hidden) timer = window.setTimeout(() => void poll(), POLL_MS);
}

document.addEventListener('visibilitychange', () => {
  if (!document.hidden) void poll();
});
void poll();
