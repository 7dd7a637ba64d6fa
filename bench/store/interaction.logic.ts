/**
 * The page benchmark's figures up to the first interaction, without running
 * anything: which scripts a load fetched before the network went quiet after
 * the load event, their sizes, and what a tap before hydration got. The
 * loads themselves are made by `store.ts` and `tap.ts`.
 */
import { median } from '../report.ts';
import { type Compressed, compressedTotal } from './lighthouse-report.ts';

/** One request of a load, as the DevTools protocol saw it; times in ms on one clock. */
export interface RequestRecord {
  /** The address's path (`/sq-elements/sq-gallery.js`). */
  path: string;
  /** The DevTools resource type: Document, Script, Stylesheet, Image, Fetch... */
  type: string;
  start: number;
  /** When it finished or failed; null while it is still in flight. */
  end: number | null;
  /** Bytes received, headers included (encodedDataLength); 0 for a request that failed. */
  bytes: number;
}

/**
 * The moment the network went quiet after the load event: the first moment
 * at or after `loadAt` when no request is in flight and none starts for
 * `quietMs`. Null when the records show no such moment, or when the quiet
 * would end after `observedUntil` (the records stop there: a request might
 * still have come).
 */
export function quietAfterLoad(
  requests: readonly RequestRecord[],
  loadAt: number,
  quietMs: number,
  observedUntil: number,
): number | null {
  // Nothing is in flight from the load event on, or from the end of some request after it.
  const candidates = [loadAt, ...requests.flatMap((r) => (r.end !== null && r.end > loadAt ? [r.end] : []))].sort(
    (a, b) => a - b,
  );
  for (const moment of candidates) {
    if (moment + quietMs > observedUntil) return null;
    const inFlight = requests.some((r) => r.start <= moment && (r.end === null || r.end > moment));
    const started = requests.some((r) => r.start > moment && r.start <= moment + quietMs);
    if (!inFlight && !started) return moment;
  }
  return null;
}

/** The scripts a load fetched before its first interaction. */
export interface ScriptsBefore {
  /** When the network went quiet after load (see quietAfterLoad); null when it did not within the records. */
  quietAt: number | null;
  /** The scripts' paths, in the order they were asked for; every script of the records when quietAt is null. */
  paths: string[];
  /** Their bytes as transferred, headers included. */
  transferred: number;
  /** How long after the load event the network went quiet, and the last of the scripts was asked for, ms. */
  quietAfter: number | null;
  lastScriptAfter: number | null;
}

/** The Script requests that started by the moment the network went quiet after load. */
export function scriptsBeforeInteraction(
  requests: readonly RequestRecord[],
  loadAt: number,
  quietMs: number,
  observedUntil: number,
): ScriptsBefore {
  const quietAt = quietAfterLoad(requests, loadAt, quietMs, observedUntil);
  const scripts = requests
    .filter((r) => r.type === 'Script' && (quietAt === null || r.start <= quietAt))
    .sort((a, b) => a.start - b.start);
  return {
    quietAt,
    paths: scripts.map((r) => r.path),
    transferred: scripts.reduce((sum, r) => sum + r.bytes, 0),
    quietAfter: quietAt === null ? null : quietAt - loadAt,
    lastScriptAfter: scripts.length ? Math.max(...scripts.map((r) => r.start)) - loadAt : null,
  };
}

/** The median of the values known, or null when none is. */
function medianOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? median(known) : null;
}

/** A page's scripts before the first interaction over its loads: medians, and the range of the file counts. */
export interface JsSummary {
  loads: number;
  /** Loads whose network never went quiet within the wait: their figures count every script they fetched. */
  unquiet: number;
  files: number;
  filesMin: number;
  filesMax: number;
  transferred: number;
  /** The medians of ScriptsBefore's, over the loads that have them. */
  quietAfter: number | null;
  lastScriptAfter: number | null;
  /** Each file compressed on its own as the server compresses it; null when a file's size is not known. */
  brotli: number | null;
  gzip: number | null;
}

export function summariseScripts(loads: readonly ScriptsBefore[], sizes: ReadonlyMap<string, Compressed>): JsSummary {
  const totals = loads.map((load) => compressedTotal(load.paths, sizes));
  const known = totals.filter((total): total is Compressed => total !== null);
  const counts = loads.map((load) => load.paths.length);
  return {
    loads: loads.length,
    unquiet: loads.filter((load) => load.quietAt === null).length,
    files: median(counts),
    filesMin: Math.min(...counts),
    filesMax: Math.max(...counts),
    transferred: median(loads.map((load) => load.transferred)),
    quietAfter: medianOf(loads.map((load) => load.quietAfter)),
    lastScriptAfter: medianOf(loads.map((load) => load.lastScriptAfter)),
    brotli: known.length === totals.length && known.length ? median(known.map((total) => total.brotli)) : null,
    gzip: known.length === totals.length && known.length ? median(known.map((total) => total.gzip)) : null,
  };
}

/** What one tap before hydration saw, ms since navigation start; null for what did not happen. */
export interface TapTimes {
  /** The tap's pointerdown. */
  tapAt: number | null;
  /** Whether the element's code was held back until after the tap (false: the page asked for it only after the tap). */
  held: boolean;
  /** The element's module's response end (resource timing). */
  codeAt: number | null;
  /** The last response end of the files its code loads (its module among them): all its code in. */
  allCodeAt: number | null;
  /** The element's `sq-hydrated` mark. */
  hydratedAt: number | null;
  /** The page's DOMContentLoaded (its end). */
  contentLoadedAt: number | null;
  /** The first frame with the response in view (the lightbox's dialog open). */
  responseAt: number | null;
}

/** A tap answered within the bound, one lost (nothing within the bound), or a load that failed. */
export type TapOutcome =
  | {
      kind: 'answered';
      times: TapTimes;
      tapToResponse: number;
      codeToResponse: number | null;
      allCodeToResponse: number | null;
      hydratedToResponse: number | null;
    }
  | {
      kind: 'lost';
      times: TapTimes;
      /**
       * A second tap, made once the element had hydrated, to the response:
       * ms, or null when it was not answered within the bound either;
       * undefined when no second tap was made.
       */
      laterTap?: number | null;
    }
  | { kind: 'failed'; error: string };

/**
 * Whether the tap got its response within `boundMs` of it, and the times
 * from the tap and from the code. `laterTapAt`: when a second tap was made
 * after a first one was lost (the response then answers the second).
 */
export function tapOutcome(times: TapTimes, boundMs: number, laterTapAt: number | null = null): TapOutcome {
  if (times.tapAt === null) return { kind: 'failed', error: 'the tap never reached the page' };
  if (times.responseAt === null || times.responseAt - times.tapAt > boundMs) {
    if (laterTapAt === null) return { kind: 'lost', times };
    const later = times.responseAt === null ? null : times.responseAt - laterTapAt;
    return { kind: 'lost', times, laterTap: later !== null && later >= 0 && later <= boundMs ? later : null };
  }
  const since = (from: number | null) =>
    from === null ? null : times.responseAt === null ? null : times.responseAt - from;
  return {
    kind: 'answered',
    times,
    tapToResponse: times.responseAt - times.tapAt,
    codeToResponse: since(times.codeAt),
    allCodeToResponse: since(times.allCodeAt),
    hydratedToResponse: since(times.hydratedAt),
  };
}

/** The taps of one page: how many were answered, lost or failed, and the medians of the answered ones. */
export interface TapSummary {
  runs: number;
  answered: number;
  lost: number;
  failed: number;
  tapToResponse: number | null;
  codeToResponse: number | null;
  allCodeToResponse: number | null;
  hydratedToResponse: number | null;
}

export function summariseTaps(outcomes: readonly TapOutcome[]): TapSummary {
  const answered = outcomes.flatMap((outcome) => (outcome.kind === 'answered' ? [outcome] : []));
  return {
    runs: outcomes.length,
    answered: answered.length,
    lost: outcomes.filter((outcome) => outcome.kind === 'lost').length,
    failed: outcomes.filter((outcome) => outcome.kind === 'failed').length,
    tapToResponse: medianOf(answered.map((outcome) => outcome.tapToResponse)),
    codeToResponse: medianOf(answered.map((outcome) => outcome.codeToResponse)),
    allCodeToResponse: medianOf(answered.map((outcome) => outcome.allCodeToResponse)),
    hydratedToResponse: medianOf(answered.map((outcome) => outcome.hydratedToResponse)),
  };
}

/**
 * The first link among the static page's gallery pictures, the nearest a
 * static page comes to a tile that opens a picture: the `href` of the first
 * `<a>` inside the element with class `gallery`; null when the gallery's
 * pictures are not links (or there is no gallery).
 */
export function staticGalleryLink(html: string): string | null {
  const open = /<(div|ul|section)\b[^>]*\bclass="(?:[^"]*\s)?gallery(?:\s[^"]*)?"[^>]*>/.exec(html);
  if (!open?.[1]) return null;
  const end = html.indexOf(`</${open[1]}>`, open.index + open[0].length);
  const inner = html.slice(open.index + open[0].length, end === -1 ? undefined : end);
  return /<a\b[^>]*\bhref="([^"]*)"/.exec(inner)?.[1] ?? null;
}

/** What the table shows for a page's tap: not measured, no equivalent, or the figures. */
export type TapCell = { kind: 'not measured' } | { kind: 'none' } | { kind: 'measured'; summary: TapSummary };

/** One page's row of the "before the first interaction" table. */
export interface InteractionRow {
  label: string;
  js: JsSummary | null;
  /** Lighthouse's Total Blocking Time (median), ms; null when Lighthouse did not measure the page. */
  tbt: number | null;
  tap: TapCell;
}

const msText = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
const kbText = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * The tap columns: from the tap, from the element's module's arrival, from the last of its code's files, from the
 * hydration; "lost" where no tap was answered.
 */
function tapCells(cell: TapCell, boundMs: number): [string, string, string, string] {
  if (cell.kind === 'not measured') return ['not measured', '–', '–', '–'];
  if (cell.kind === 'none') return ['no equivalent', '–', '–', '–'];
  const { summary } = cell;
  if (summary.runs === summary.failed) return ['failed', '–', '–', '–'];
  const measured = summary.runs - summary.failed;
  if (summary.answered === 0)
    return [`lost (${measured} of ${measured}: nothing within ${(boundMs / 1000).toFixed(0)} s)`, '–', '–', '–'];
  const lost = summary.lost ? ` (lost in ${summary.lost} of ${measured})` : '';
  return [
    `${msText(summary.tapToResponse)}${lost}`,
    msText(summary.codeToResponse),
    msText(summary.allCodeToResponse),
    msText(summary.hydratedToResponse),
  ];
}

/** The table: per page, the scripts before the first interaction, Lighthouse's TBT, and the tap before hydration. */
export function interactionRows(rows: readonly InteractionRow[], boundMs: number): string[][] {
  return [
    [
      'page',
      'JS files',
      'JS transferred',
      'JS gzip',
      'JS brotli',
      'TBT (Lighthouse)',
      'tap → response',
      'module arrived → response',
      'all its code in → response',
      'hydrated → response',
    ],
    ...rows.map((row) => {
      const js = row.js;
      const files = js
        ? `${js.files.toFixed(0)}${js.filesMin !== js.filesMax ? ` (${js.filesMin}–${js.filesMax})` : ''}`
        : '–';
      return [
        row.label,
        files,
        js ? kbText(js.transferred) : '–',
        js ? kbText(js.gzip) : '–',
        js ? kbText(js.brotli) : '–',
        msText(row.tbt),
        ...tapCells(row.tap, boundMs),
      ];
    }),
  ];
}
