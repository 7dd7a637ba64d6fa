import { describe, expect, it, vi } from 'vitest';
import { lazyService, type ServiceShare, sharedService } from './shared-service.ts';

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
