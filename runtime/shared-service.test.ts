import { describe, expect, it } from 'vitest';
import { sharedService } from './shared-service.ts';

describe('sharedService', () => {
  it('starts on the first install, stops when the last share is given back, and starts again after', () => {
    const log: string[] = [];
    const install = sharedService(() => {
      log.push('start');
      return () => log.push('stop');
    });
    const first = install();
    const second = install();
    expect(log).toEqual(['start']);
    first.uninstall();
    first.uninstall();
    expect(log).toEqual(['start']);
    second.uninstall();
    expect(log).toEqual(['start', 'stop']);
    install().uninstall();
    expect(log).toEqual(['start', 'stop', 'start', 'stop']);
  });

  it('counts a share given back twice only once', () => {
    let running = false;
    const install = sharedService(() => {
      running = true;
      return () => {
        running = false;
      };
    });
    const a = install();
    const b = install();
    a.uninstall();
    a.uninstall();
    expect(running).toBe(true);
    b.uninstall();
    expect(running).toBe(false);
  });
});
