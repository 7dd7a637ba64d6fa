import { describe, expect, it } from 'vitest';
import {
  interactionRows,
  quietAfterLoad,
  type RequestRecord,
  scriptsBeforeInteraction,
  staticGalleryLink,
  summariseScripts,
  summariseTaps,
  type TapTimes,
  tapOutcome,
} from './interaction.logic.ts';

const request = (path: string, start: number, end: number | null, type = 'Script', bytes = 1000): RequestRecord => ({
  path,
  type,
  start,
  end,
  bytes,
});

describe('quietAfterLoad', () => {
  it('is the load event when nothing is in flight then and nothing starts for the quiet time', () => {
    const requests = [request('/a.js', 0, 100), request('/b.js', 50, 400)];
    expect(quietAfterLoad(requests, 500, 2000, 5000)).toBe(500);
  });

  it('waits for the requests in flight at the load event to end', () => {
    const requests = [request('/a.js', 0, 100), request('/b.js', 300, 900)];
    expect(quietAfterLoad(requests, 500, 2000, 5000)).toBe(900);
  });

  it('starts again after a request that comes within the quiet time', () => {
    const requests = [request('/a.js', 0, 400), request('/late.js', 2000, 2600), request('/later.js', 4500, 4800)];
    expect(quietAfterLoad(requests, 500, 2000, 9000)).toBe(4800);
  });

  it('a request starting exactly as the quiet time ends breaks it; one just after does not', () => {
    expect(quietAfterLoad([request('/a.js', 2500, 2600)], 500, 2000, 9000)).toBe(2600);
    expect(quietAfterLoad([request('/a.js', 2501, 2600)], 500, 2000, 9000)).toBe(500);
  });

  it('is null while a request is still in flight, or when the records end before the quiet time does', () => {
    expect(quietAfterLoad([request('/a.js', 100, null)], 500, 2000, 9000)).toBeNull();
    expect(quietAfterLoad([request('/a.js', 100, 400)], 500, 2000, 2400)).toBeNull();
    expect(quietAfterLoad([request('/a.js', 100, 400)], 500, 2000, 2500)).toBe(500);
  });
});

describe('scriptsBeforeInteraction', () => {
  it('counts the scripts asked for until the network went quiet, and their bytes as transferred', () => {
    const requests = [
      request('/index.html', 0, 50, 'Document', 3000),
      request('/b.js', 80, 300, 'Script', 2000),
      request('/a.js', 60, 200, 'Script', 1000),
      request('/hero.png', 70, 450, 'Image', 25_000),
      // Asked for after the quiet: an interaction's, not the load's.
      request('/c.js', 5000, 5100, 'Script', 4000),
    ];
    expect(scriptsBeforeInteraction(requests, 500, 2000, 9000)).toEqual({
      quietAt: 500,
      paths: ['/a.js', '/b.js'],
      transferred: 3000,
      quietAfter: 0,
      lastScriptAfter: -420,
    });
  });

  it('counts a script asked for after the load event, and says when the network went quiet after it', () => {
    const requests = [request('/a.js', 60, 200), request('/idle.js', 2100, 2300), request('/idle-2.js', 2400, 2500)];
    expect(scriptsBeforeInteraction(requests, 500, 2000, 9000)).toMatchObject({
      quietAt: 2500,
      paths: ['/a.js', '/idle.js', '/idle-2.js'],
      quietAfter: 2000,
      lastScriptAfter: 1900,
    });
  });

  it('counts every script when the network never went quiet', () => {
    const requests = [request('/a.js', 60, 200), request('/poll.js', 400, null)];
    expect(scriptsBeforeInteraction(requests, 500, 2000, 9000)).toEqual({
      quietAt: null,
      paths: ['/a.js', '/poll.js'],
      transferred: 2000,
      quietAfter: null,
      lastScriptAfter: -100,
    });
  });

  it('is no script for a page without any', () => {
    expect(scriptsBeforeInteraction([request('/index.html', 0, 50, 'Document')], 100, 2000, 9000)).toEqual({
      quietAt: 100,
      paths: [],
      transferred: 0,
      quietAfter: 0,
      lastScriptAfter: null,
    });
  });
});

describe('summariseScripts', () => {
  const sizes = new Map([
    ['/a.js', { brotli: 100, gzip: 120 }],
    ['/b.js', { brotli: 200, gzip: 230 }],
    ['/c.js', { brotli: 400, gzip: 450 }],
  ]);

  it('gives the medians of the loads, the range of the file counts and the compressed sizes summed', () => {
    const summary = summariseScripts(
      [
        { quietAt: 500, paths: ['/a.js', '/b.js'], transferred: 600, quietAfter: 0, lastScriptAfter: -300 },
        {
          quietAt: 2500,
          paths: ['/a.js', '/b.js', '/c.js'],
          transferred: 1100,
          quietAfter: 2000,
          lastScriptAfter: 1900,
        },
        { quietAt: null, paths: ['/a.js', '/b.js'], transferred: 650, quietAfter: null, lastScriptAfter: -200 },
      ],
      sizes,
    );
    expect(summary).toEqual({
      loads: 3,
      unquiet: 1,
      files: 2,
      filesMin: 2,
      filesMax: 3,
      transferred: 650,
      quietAfter: 1000,
      lastScriptAfter: -200,
      brotli: 300,
      gzip: 350,
    });
  });

  const loaded = { quietAt: 1, paths: ['/a.js'], transferred: 10, quietAfter: 0, lastScriptAfter: -1 };

  it('gives no compressed size when a file is not known', () => {
    const summary = summariseScripts([{ ...loaded, paths: ['/a.js', '/unknown.js'] }], sizes);
    expect(summary.brotli).toBeNull();
    expect(summary.gzip).toBeNull();
  });

  it('is zero bytes for a page without scripts', () => {
    const summary = summariseScripts([{ ...loaded, paths: [] }], sizes);
    expect([summary.files, summary.brotli, summary.gzip]).toEqual([0, 0, 0]);
  });
});

const times = (figures: Partial<TapTimes> = {}): TapTimes => ({
  tapAt: 1000,
  held: true,
  contentLoadedAt: 900,
  codeAt: 1050,
  allCodeAt: 1200,
  hydratedAt: 1300,
  responseAt: 1700,
  ...figures,
});

describe('tapOutcome', () => {
  it('is answered within the bound: the times from the tap, the code and the hydration', () => {
    expect(tapOutcome(times(), 10_000)).toEqual({
      kind: 'answered',
      times: times(),
      tapToResponse: 700,
      codeToResponse: 650,
      allCodeToResponse: 500,
      hydratedToResponse: 400,
    });
  });

  it('is lost when nothing answered, or only after the bound', () => {
    expect(tapOutcome(times({ responseAt: null }), 10_000).kind).toBe('lost');
    expect(tapOutcome(times({ responseAt: 11_001 }), 10_000).kind).toBe('lost');
    expect(tapOutcome(times({ responseAt: 11_000 }), 10_000).kind).toBe('answered');
  });

  it('gives the time a second tap, made after a lost one, took to its response', () => {
    expect(tapOutcome(times({ responseAt: 12_500 }), 10_000, 12_000)).toEqual({
      kind: 'lost',
      times: times({ responseAt: 12_500 }),
      laterTap: 500,
    });
    expect(tapOutcome(times({ responseAt: null }), 10_000, 12_000)).toMatchObject({ kind: 'lost', laterTap: null });
    // A response late for the first tap but before the second answers neither.
    expect(tapOutcome(times({ responseAt: 11_500 }), 10_000, 12_000)).toMatchObject({ kind: 'lost', laterTap: null });
  });

  it('has no figure from the code when its arrival was not seen', () => {
    const outcome = tapOutcome(times({ codeAt: null, allCodeAt: null, hydratedAt: null }), 10_000);
    expect(outcome).toMatchObject({
      kind: 'answered',
      codeToResponse: null,
      allCodeToResponse: null,
      hydratedToResponse: null,
    });
  });

  it('fails when the tap never reached the page', () => {
    expect(tapOutcome(times({ tapAt: null }), 10_000).kind).toBe('failed');
  });
});

describe('summariseTaps', () => {
  it('counts each kind and gives the medians of the answered taps', () => {
    const summary = summariseTaps([
      tapOutcome(times({ responseAt: 1600 }), 10_000),
      tapOutcome(times({ responseAt: 1900 }), 10_000),
      tapOutcome(times({ responseAt: null }), 10_000),
      { kind: 'failed', error: 'timeout' },
    ]);
    expect(summary).toEqual({
      runs: 4,
      answered: 2,
      lost: 1,
      failed: 1,
      tapToResponse: 750,
      codeToResponse: 700,
      allCodeToResponse: 550,
      hydratedToResponse: 450,
    });
  });
});

describe('staticGalleryLink', () => {
  it('is null when the gallery shows pictures that are no links', () => {
    const html = '<div class="gallery"><img src="/a.png" alt="A"></div><a href="/elsewhere">x</a>';
    expect(staticGalleryLink(html)).toBeNull();
  });

  it('is the first link of the gallery', () => {
    const html = '<ul class="grid gallery"><li><a href="/a-large.png"><img src="/a.png" alt="A"></a></li></ul>';
    expect(staticGalleryLink(html)).toBe('/a-large.png');
  });

  it('is null without a gallery', () => {
    expect(staticGalleryLink('<div class="galleryish"><a href="/a">a</a></div>')).toBeNull();
  });
});

describe('interactionRows', () => {
  const js = {
    loads: 3,
    unquiet: 0,
    files: 39,
    filesMin: 39,
    filesMax: 39,
    transferred: 140_000,
    quietAfter: 2000,
    lastScriptAfter: 1900,
    brotli: 130_000,
    gzip: 148_000,
  };
  const tapSummary = (answered: number, lost: number) =>
    summariseTaps([
      ...Array.from({ length: answered }, () => tapOutcome(times(), 10_000)),
      ...Array.from({ length: lost }, () => tapOutcome(times({ responseAt: null }), 10_000)),
    ]);

  it('shows the scripts, TBT beside them and the tap', () => {
    const [header, row] = interactionRows(
      [{ label: 'prerendered', js, tbt: 496, tap: { kind: 'measured', summary: tapSummary(3, 0) } }],
      10_000,
    );
    expect(header).toContain('TBT (Lighthouse)');
    expect(row).toEqual([
      'prerendered',
      '39',
      '136.7 KB',
      '144.5 KB',
      '127.0 KB',
      '496 ms',
      '700 ms',
      '650 ms',
      '500 ms',
      '400 ms',
    ]);
  });

  it('says lost, with the bound, when no tap was answered; and how many were when some were not', () => {
    const [, lost, some] = interactionRows(
      [
        { label: 'prerendered', js, tbt: null, tap: { kind: 'measured', summary: tapSummary(0, 3) } },
        { label: 'prerendered', js, tbt: null, tap: { kind: 'measured', summary: tapSummary(2, 1) } },
      ],
      10_000,
    );
    expect(lost?.slice(5)).toEqual(['–', 'lost (3 of 3: nothing within 10 s)', '–', '–', '–']);
    expect(some?.[6]).toBe('700 ms (lost in 1 of 3)');
  });

  it('says when a page has no equivalent control, or was not measured, and shows a range of file counts', () => {
    const [, none, unmeasured] = interactionRows(
      [
        {
          label: 'static HTML',
          js: { ...js, files: 0, filesMin: 0, filesMax: 0 },
          tbt: 12,
          tap: { kind: 'none' },
        },
        { label: 'our tags', js: { ...js, filesMin: 38 }, tbt: null, tap: { kind: 'not measured' } },
      ],
      10_000,
    );
    expect(none?.[6]).toBe('no equivalent');
    expect(none?.[1]).toBe('0');
    expect(unmeasured?.[6]).toBe('not measured');
    expect(unmeasured?.[1]).toBe('39 (38–39)');
  });
});
