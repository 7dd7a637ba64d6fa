import { describe, expect, it, vi } from 'vitest';
import { lazyService, lazyServiceWhenNeeded } from '../services/lazy-service.ts';
import { type ServiceShare, sharedService } from './shared-service.ts';

/** A service that logs its starts and stops, and says whether it runs. */
function loggedService() {
  const log: string[] = [];
  let running = false;
  const install = sharedService((name: string) => {
    log.push(`start ${name}`);
    running = true;
    return {
      name: () => name,
      stop() {
        log.push('stop');
        running = false;
      },
    };
  });
  return { install, log, running: () => running };
}

describe('sharedService: the one way to install a page service', () => {
  it('starts on the first install, stops when the last share is given back, and starts again after', () => {
    const { install, log } = loggedService();
    const first = install('runtime');
    const second = install('theme');
    expect(log).toEqual(['start runtime']);
    first.uninstall();
    expect(log).toEqual(['start runtime']);
    second.uninstall();
    expect(log).toEqual(['start runtime', 'stop']);
    install('element').uninstall();
    expect(log).toEqual(['start runtime', 'stop', 'start element', 'stop']);
  });

  it('counts a share given back twice only once', () => {
    const { install, running } = loggedService();
    const a = install('a');
    const b = install('b');
    a.uninstall();
    a.uninstall();
    expect(running()).toBe(true);
    b.uninstall();
    expect(running()).toBe(false);
  });

  it("gives every share the running service's calls; the first install's arguments win", () => {
    const { install } = loggedService();
    const first = install('runtime');
    const second = install('theme');
    expect([first.name(), second.name()]).toEqual(['runtime', 'runtime']);
    expect('stop' in second).toBe(false);
    first.uninstall();
    second.uninstall();
  });

  it('counts no share when the start throws, so the next install starts it', () => {
    let attempts = 0;
    const install = sharedService(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('not yet');
      return { stop: () => undefined };
    });
    expect(() => install()).toThrow('not yet');
    const share = install();
    expect(attempts).toBe(2);
    share.uninstall();
  });
});

describe('lazyService: a shared service whose code is a chunk of its own', () => {
  it('installs the loaded service once, however many shares, and gives its share back with the last', async () => {
    const { install, log } = loggedService();
    const lazy = lazyService(async () => () => install('chunk'));
    const first = lazy();
    const second = lazy();
    await vi.waitFor(() => expect(log).toEqual(['start chunk']));
    first.uninstall();
    expect(log).toEqual(['start chunk']);
    second.uninstall();
    expect(log).toEqual(['start chunk', 'stop']);
  });

  it('never starts the service when the last share is given back before the chunk has loaded', async () => {
    const { install, log } = loggedService();
    let loaded: (start: () => ServiceShare) => void = () => undefined;
    const lazy = lazyService(() => new Promise((resolve) => (loaded = resolve)));
    lazy().uninstall();
    loaded(() => install('late'));
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual([]);
  });

  it('only logs a chunk that fails to load (spec 000 §8 "missing modules")', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = new Error('Failed to fetch dynamically imported module');
    const share = lazyService(() => Promise.reject(missing))();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(missing));
    share.uninstall();
    logged.mockRestore();
  });
});

describe('lazyServiceWhenNeeded: a lazy service whose chunk waits for the page to need it', () => {
  /** A need the test raises by hand, and whether anyone still looks for it. */
  function need() {
    let raise: (() => void) | undefined;
    let watches = 0;
    const watch = (needed: () => void) => {
      watches += 1;
      raise = needed;
      return () => {
        raise = undefined;
      };
    };
    return { watch, raise: () => raise?.(), looking: () => raise !== undefined, watches: () => watches };
  }

  it('loads nothing until the need comes, then installs the loaded service once and stops looking', async () => {
    const { install, log } = loggedService();
    const loads = vi.fn(async () => () => install('chunk'));
    const seen = need();
    const lazy = lazyServiceWhenNeeded(seen.watch, loads);
    const first = lazy();
    const second = lazy();
    await Promise.resolve();
    expect(loads).not.toHaveBeenCalled();
    expect(seen.watches()).toBe(1);
    seen.raise();
    expect(seen.looking()).toBe(false);
    await vi.waitFor(() => expect(log).toEqual(['start chunk']));
    expect(loads).toHaveBeenCalledTimes(1);
    first.uninstall();
    second.uninstall();
    expect(log).toEqual(['start chunk', 'stop']);
  });

  it('loads at once when the need is there as it starts looking', async () => {
    const { install, log } = loggedService();
    let stopped = 0;
    const lazy = lazyServiceWhenNeeded(
      (needed) => {
        needed();
        return () => {
          stopped += 1;
        };
      },
      async () => () => install('now'),
    );
    const share = lazy();
    expect(stopped).toBe(1);
    await vi.waitFor(() => expect(log).toEqual(['start now']));
    share.uninstall();
    expect(stopped).toBe(1);
    expect(log).toEqual(['start now', 'stop']);
  });

  it('stops looking and never loads when the last share is given back first', async () => {
    const loads = vi.fn(async () => () => ({ uninstall: () => undefined }));
    const seen = need();
    lazyServiceWhenNeeded(seen.watch, loads)().uninstall();
    expect(seen.looking()).toBe(false);
    seen.raise();
    await Promise.resolve();
    expect(loads).not.toHaveBeenCalled();
  });
});
