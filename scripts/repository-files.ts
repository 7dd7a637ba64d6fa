import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that are never the repository's own code: dependencies, build output, tools' state. */
const NOT_OURS = /(^|\/)(node_modules|dist[^/]*|coverage|test-results|\.[^/]+)(\/|$)/;

/**
 * The repository's own files under `root`, by their paths from it with forward slashes: what git tracks
 * and what it would track (not ignored), so build output, benchmark builds and recorded data are never
 * read; outside a git checkout, every file but those in NOT_OURS folders.
 */
export function repositoryFiles(root: string): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    listed = walk(root, '');
  }
  // A tracked file deleted in the working tree is no file to read.
  return listed.filter((path) => !NOT_OURS.test(path) && existsSync(join(root, path)));
}

function walk(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (NOT_OURS.test(path)) return [];
    return entry.isDirectory() ? walk(root, path) : [path];
  });
}
