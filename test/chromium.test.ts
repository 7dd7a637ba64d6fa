import { describe, expect, it } from 'vitest';
import { chromiumPath } from './chromium.ts';

describe('chromiumPath', () => {
  const only =
    (...present: string[]) =>
    (path: string) =>
      present.includes(path);

  it('takes CHROME_PATH first', () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome/chrome' }, only('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe(
      '/opt/chrome/chrome',
    );
  });

  it("falls back to Debian's Chromium", () => {
    expect(chromiumPath({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROME_PATH: '/missing' }, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('says how to install one when there is none', () => {
    expect(() => chromiumPath({}, only())).toThrow(
      "No Chromium found. Install Debian's: `sudo apt-get update && sudo apt-get install -y chromium`, or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  });
});
