/** Checks a page service against the one install rule (runtime/core/shared-service.ts). */
import { expect } from 'chai';
import type { ServiceShare } from '../../runtime/core/shared-service.ts';
import { ResourceTracker } from './harness.ts';

/**
 * Installs the service twice and gives the shares back one by one:
 * `running()` must say it runs from the first install, still runs while a
 * share is held (a share given back twice counts once), and stops with the
 * last one. Nothing else on the page may hold the service.
 */
export async function expectStartsAndStops(
  install: () => ServiceShare,
  running: () => boolean | Promise<boolean>,
): Promise<void> {
  expect(await running(), 'before any install').to.equal(false);
  const first = install();
  const second = install();
  expect(await running(), 'installed').to.equal(true);
  first.uninstall();
  first.uninstall();
  expect(await running(), 'while a share is held').to.equal(true);
  second.uninstall();
  expect(await running(), 'once the last share is given back').to.equal(false);
}

/**
 * Checks a service by the listeners and timers it holds: running means it
 * holds some. `prime` runs first, outside the count, for what a service
 * sets up once per page and never takes down (web-vitals' observers).
 */
export async function expectStartsAndStopsListening(install: () => ServiceShare, prime?: () => void): Promise<void> {
  prime?.();
  const tracker = new ResourceTracker().install();
  try {
    const { listeners } = tracker.snapshot();
    await expectStartsAndStops(install, () => tracker.snapshot().listeners > listeners);
  } finally {
    tracker.uninstall();
  }
}
