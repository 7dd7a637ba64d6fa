import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementFile, elementFolders } from './element-folders.ts';

/**
 * sq-elements.css, the rules for every tag before its code arrives, is written from parts: the page's own rules
 * (`elements/pre-upgrade.css`: what the file is, the image block's layout), then each element folder's
 * `<name>.pre-upgrade.css`, by tag. An element's rules live in its folder; `npm run manifest` writes the file and
 * its test fails while the file differs from its parts.
 */
export const PRE_UPGRADE_PATH = 'elements/sq-elements.css';
export const PRE_UPGRADE_BASE = 'elements/pre-upgrade.css';

/** The parts of sq-elements.css, in its order: the base, then each element folder's, by tag. */
export function preUpgradeParts(root: string): string[] {
  const parts = elementFolders(root).map((folder) => elementFile(folder, 'pre-upgrade.css'));
  return [PRE_UPGRADE_BASE, ...parts.filter((path) => existsSync(join(root, path)))];
}

/** sq-elements.css: its parts one after the other, under a line that says where to edit them. */
export function preUpgradeCss(root: string): string {
  const notice = `/* Written by \`npm run manifest\` from ${PRE_UPGRADE_BASE} and each element's <name>.pre-upgrade.css: edit those. */`;
  const parts = preUpgradeParts(root).map((path) => readFileSync(join(root, path), 'utf8').trimEnd());
  return `${[notice, ...parts].join('\n\n')}\n`;
}
