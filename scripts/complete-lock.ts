/**
 * Completes package-lock.json with the platform packages the registry
 * mirror on our machines does not serve.
 *
 * Packages such as rollup and Biome list one optional dependency per
 * platform. When the registry has no manifest for one of them, `npm install`
 * leaves it out of the lock without a word, and `npm ci` then refuses the
 * lock ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). An entry
 * with the version, `os`, `cpu` and `libc` is all `npm ci` needs to see the
 * package does not apply to this machine and skip it.
 *
 * Run after `npm install`: `npm run complete-lock`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  license?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lock {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

const LIBC: Record<string, string> = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** `@rollup/rollup-linux-arm64-musl` → os linux, cpu arm64, libc musl. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const match = /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(
    name,
  );
  if (!match) return undefined;
  const [, os = '', cpu = '', abi] = match;
  const libc = os === 'linux' && abi ? LIBC[abi] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Where npm would look for `name` when `parent` requires it. */
function resolveFrom(packages: Lock['packages'], parent: string, name: string): string | undefined {
  let dir = parent;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const up = dir.lastIndexOf('/node_modules/');
    if (dir === '') return undefined;
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

/** The optional platform packages some entry lists that the lock does not hold. */
export function missingPlatformPackages(
  lock: Lock,
): Array<{ path: string; name: string; version: string; parent: string }> {
  const missing = [];
  for (const [parent, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveFrom(lock.packages, parent, name) || !platformOf(name)) continue;
      missing.push({ path: `node_modules/${name}`, name, version, parent });
    }
  }
  return missing;
}

export function completeLock(lock: Lock): number {
  const missing = missingPlatformPackages(lock);
  for (const { path, name, version, parent } of missing) {
    const from = lock.packages[parent];
    const entry: LockEntry = {
      ...(from?.dev ? { dev: true } : {}),
      ...(from?.license ? { license: from.license } : {}),
      optional: true,
      ...platformOf(name),
    };
    // npm's own order: the version first, then the fields alphabetically.
    const fields = Object.keys(entry).sort();
    lock.packages[path] = Object.fromEntries([['version', version], ...fields.map((key) => [key, entry[key]])]);
  }
  const [root, ...rest] = Object.entries(lock.packages);
  rest.sort(([a], [b]) => a.localeCompare(b, 'en'));
  lock.packages = Object.fromEntries(root ? [root, ...rest] : rest);
  return missing.length;
}

export function main(): number {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
  const added = completeLock(lock);
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added ? `Added ${added} platform packages to package-lock.json` : 'package-lock.json is complete');
  return 0;
}
