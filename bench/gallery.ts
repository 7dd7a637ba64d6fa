/**
 * `npm run bench` (second part): a 500-slide grid gallery upgrading in
 * headless Chromium, from the library as `npm run build` makes it, loaded by
 * its autoloader. Reports how long the upgrade takes with its longest task,
 * and how many image pixels the gallery asks for against the device pixels
 * its tiles show. Prints the figures and writes bench/gallery-results.md.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chooseWidth, renderedWidth } from '../lib/image-sizing/image-sizing.ts';
import { IMAGES_PREFIX, imageSize, serveImage } from '../reference-api/images.ts';
import { buildLibrary } from '../scripts/build-library.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/chromium.ts';
import { buildBenchPage } from './build.ts';
import type { GalleryRunResult, UpgradeMoment } from './gallery/page.ts';
import { markdownTable } from './report.ts';
import { serveStatic } from './serve.ts';

const ROOT = fileURLToPath(new URL('./gallery/', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../dist-bench/gallery/', import.meta.url));
const LIBRARY_DIR = fileURLToPath(new URL('../dist-bench/gallery-library/', import.meta.url));
/** Where the page finds the library. */
const LIBRARY_PREFIX = '/library/';
const RESULTS = fileURLToPath(new URL('gallery-results.md', import.meta.url));
const SLIDES = 500;
/** Runs of each upgrade moment at a pixel ratio of 1 (the median is reported); the first also loads every image at 1 and 2. */
const RUNS = 5;
const MOMENTS: readonly UpgradeMoment[] = ['images loading', 'images loaded', 'shared code loaded'];
const MOMENT_WORDS: Record<UpgradeMoment, string> = {
  'images loading': 'while the slides’ images load',
  'images loaded': 'after the slides’ images loaded',
  'shared code loaded': 'after that, with React, zod and the kit already loaded by an <sq-image>',
};
/** The moment of the runs that also count pixels. */
const PIXEL_MOMENT: UpgradeMoment = 'images loading';
/** The gallery benchmark's bounds: no task over 50 ms, no more than 1.3 times the pixels shown. */
const LONG_TASK_MS = 50;
const PIXEL_RATIO_BOUND = 1.3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Builds, serves, measures and reports; exits 1 only when the page goes wrong. */
export async function main(): Promise<number> {
  await buildBenchPage({ root: ROOT, outDir: OUT_DIR });
  await buildLibrary(LIBRARY_DIR);
  // The built page, the built library under /library/, and the test images, drawn on the fly as the reference API does.
  const server = await serveStatic(OUT_DIR, {
    mounts: { [LIBRARY_PREFIX]: LIBRARY_DIR },
    handle(request, response, url) {
      if (!url.pathname.startsWith(IMAGES_PREFIX)) return false;
      serveImage(request, response, url);
      return true;
    },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const errors: string[] = [];
  try {
    const runs: GalleryRunResult[] = [];
    const pixels: { dpr: number; requested: number; shown: number; needed: number; rule: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [dpr, moment] of [
        ...MOMENTS.map((moment) => [1, moment] as const),
        ...(run === 0 ? [[2, PIXEL_MOMENT] as const] : []),
      ]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: dpr });
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(server.url, { waitUntil: 'load' });
        const result = await page.evaluate(
          ([count, when]) =>
            (
              window as unknown as {
                runGalleryBench: (n: number, m: UpgradeMoment) => Promise<GalleryRunResult>;
              }
            ).runGalleryBench(count, when),
          [SLIDES, moment] as const,
        );
        if (dpr === 1) runs.push(result);
        if (run === 0 && moment === PIXEL_MOMENT) {
          // Scroll through the whole gallery so every image loads, then compare what was asked for with what shows.
          const height = await page.evaluate(() => document.body.scrollHeight);
          for (let y = 0; y < height; y += 700) {
            await page.evaluate((top) => scrollTo(0, top), y);
            await page.waitForTimeout(60);
          }
          await page.waitForLoadState('networkidle');
          const shown = await page.evaluate(() => {
            const gallery = document.querySelector('sq-gallery');
            return [...(gallery?.shadowRoot?.querySelectorAll<HTMLImageElement>('img[part=image][src]') ?? [])].map(
              (image) => {
                const box = image.getBoundingClientRect();
                return { src: image.src, width: box.width, height: box.height };
              },
            );
          });
          let requested = 0;
          let area = 0;
          let needed = 0;
          let rule = 0;
          for (const image of shown) {
            const url = new URL(image.src);
            const size = imageSize(url.pathname, url.searchParams.get('format'));
            if (!size) continue;
            requested += size.width * size.height;
            area += image.width * image.height * dpr * dpr;
            // A cropped image is drawn larger than its tile: this much of it is needed to cover the tile.
            const natural = imageSize(url.pathname, null) ?? size;
            const ratio = natural.width / natural.height;
            const coverWidth = renderedWidth(image, natural, 'cover');
            needed += coverWidth * (coverWidth / ratio) * dpr * dpr;
            // What spec 001 §9's widths give for that: the next width up.
            const ruleWidth = chooseWidth({ needed: coverWidth, dpr });
            rule += ruleWidth * Math.round(ruleWidth / ratio);
          }
          pixels.push({ dpr, requested, shown: area, needed, rule });
        }
        await context.close();
      }
    }
    const of = (moment: UpgradeMoment) => runs.filter((run) => run.moment === moment);
    const rows = [
      markdownTable([
        [
          'slides',
          'upgrades',
          'runs',
          'upgrade to laid out (median)',
          'longest task (median / worst)',
          'long tasks (median)',
        ],
        ...MOMENTS.map((moment) => {
          const these = of(moment);
          return [
            String(SLIDES),
            MOMENT_WORDS[moment],
            String(these.length),
            `${median(these.map((r) => r.upgradeMs)).toFixed(0)} ms`,
            `${median(these.map((r) => r.longestTaskMs)).toFixed(0)} ms / ${Math.max(...these.map((r) => r.longestTaskMs)).toFixed(0)} ms`,
            String(median(these.map((r) => r.longTasks))),
          ];
        }),
      ]),
      '',
      markdownTable([
        [
          'pixel ratio',
          'image pixels asked for',
          'device pixels shown',
          'asked / shown',
          'pixels the crops need',
          'asked / needed',
          'asked / the widths’ rule',
        ],
        ...pixels.map((p) => [
          String(p.dpr),
          `${(p.requested / 1e6).toFixed(1)} M`,
          `${(p.shown / 1e6).toFixed(1)} M`,
          (p.requested / p.shown).toFixed(2),
          `${(p.needed / 1e6).toFixed(1)} M`,
          (p.requested / p.needed).toFixed(2),
          (p.requested / p.rule).toFixed(2),
        ]),
      ]),
    ];
    const verdicts = [
      ...MOMENTS.map((moment) => {
        const longest = Math.max(...of(moment).map((run) => run.longestTaskMs));
        return longest > LONG_TASK_MS
          ? `- Upgrading ${MOMENT_WORDS[moment]}: the longest task is ${longest.toFixed(0)} ms, over the ${LONG_TASK_MS} ms aimed for.`
          : `- Upgrading ${MOMENT_WORDS[moment]}: no task over ${LONG_TASK_MS} ms.`;
      }),
      ...pixels.map((p) =>
        p.requested / p.shown > PIXEL_RATIO_BOUND
          ? `- At a pixel ratio of ${p.dpr} the gallery asks for ${(p.requested / p.shown).toFixed(2)} times the pixels it shows, over ${PIXEL_RATIO_BOUND}: cropping draws images larger than their tiles (a 3:2 image in a square needs 1.5 times the square), and the next CDN width up (spec 001 §9: 2500, 1500, 1000, 750, 500, 300, 100) adds ${((p.requested / p.needed - 1) * 100).toFixed(0)} % on top. That is ${(p.requested / p.rule).toFixed(2)} times what the widths' rule gives for these tiles: the bound needs finer widths, or a CDN that crops.`
          : `- At a pixel ratio of ${p.dpr} the gallery asks for ${(p.requested / p.shown).toFixed(2)} times the pixels it shows.`,
      ),
    ];
    const text = [
      '# Gallery benchmark',
      '',
      `${new Date().toISOString().slice(0, 10)}, headless ${browser.version()}, ${availableParallelism()} cores at a load average of ${loadavg()[0]?.toFixed(1)} when it ended (timings swing widely on a busy machine), a 1280x800 window. A grid of ${SLIDES} light-DOM slides upgrades when the library's autoloader loads its code, from the library as npm run build makes it (its chunks: React, zod, the kit, the gallery, the image loader), at the three moments of the first table. The images are PNGs, decoded off the main thread as photos are (an SVG image is a document the page parses and draws on its main thread, which photos never cost). Pixels are counted as the served image's width x height against the tile's drawn size x the pixel ratio squared, for every image loaded after scrolling through. The test images are flat drawings, so their bytes say nothing about photos: pixels stand for bytes.`,
      '',
      ...rows,
      '',
      ...verdicts,
      '',
    ].join('\n');
    console.log(text);
    writeFileSync(RESULTS, text);
    if (errors.length) {
      console.error(errors.join('\n'));
      return 1;
    }
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}
