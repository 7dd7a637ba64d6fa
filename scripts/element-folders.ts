import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every element's folder name under `elements/` (`sq-<name>`, the element's tag), sorted. */
export function elementFolders(root: string): string[] {
  return readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('sq-'))
    .map((entry) => entry.name)
    .sort();
}

/** A file of an element's folder by its role: `elements/sq-<name>/<name>.<role>`. */
export function elementFile(folder: string, role: string): string {
  return `elements/${folder}/${folder.slice('sq-'.length)}.${role}`;
}
