/**
 * One Lighthouse run of one page: a Chromium of its own through
 * chrome-launcher, Lighthouse's default settings (the mobile preset with
 * simulated throttling, what PageSpeed Insights shows), the categories the
 * benchmark reports. What the result says is read by `lighthouse-report.ts`.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../test/chromium.ts';
import { attemptFromResult, LIGHTHOUSE_CATEGORIES, type LighthouseAttempt } from './lighthouse-report.ts';

/** Runs Lighthouse on `url` in a fresh headless Chromium; a run that fails or outlasts `timeoutMs` is a failed run. */
export async function runLighthouse(url: string, chromePath: string, timeoutMs: number): Promise<LighthouseAttempt> {
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      // The full-page screenshot is for the HTML report only.
      disableFullPageScreenshot: true,
    });
    // Once Chromium is killed on a timeout, the run rejects: nobody waits for it then.
    run.catch(() => {});
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) return { ok: false, error: 'Lighthouse gave no result' };
    return attemptFromResult(result.lhr, result.artifacts.Trace.traceEvents);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    chrome?.kill();
  }
}
