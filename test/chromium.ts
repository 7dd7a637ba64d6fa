import { existsSync } from 'node:fs';

/** Flags that let Debian's Chromium run headless as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium to test with: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => exists(path));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's: `sudo apt-get update && sudo apt-get install -y chromium`, " +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
