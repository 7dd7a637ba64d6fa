import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNKS, chunkGroups, chunkTest } from './chunks.ts';

const ROOT = join(import.meta.dirname, '..');

describe("the browser build's chunks, by folder", () => {
  it('name folders of the repository, each once, and npm packages, never a file', () => {
    const named = Object.values(CHUNKS).flatMap((rule) => rule.folders ?? []);
    expect(new Set(named).size).toBe(named.length);
    for (const folder of named) {
      expect(existsSync(join(ROOT, folder)) && statSync(join(ROOT, folder)).isDirectory(), folder).toBe(true);
      expect(
        readdirSync(join(ROOT, folder)).some((file) => /\.tsx?$/.test(file)),
        `${folder} has modules`,
      ).toBe(true);
    }
    for (const name of Object.values(CHUNKS).flatMap((rule) => rule.packages ?? [])) {
      expect(existsSync(join(ROOT, 'node_modules', name, 'package.json')), name).toBe(true);
    }
  });

  it("take a folder's own files, not its sub-folders', nor a folder of the same name elsewhere", () => {
    const test = chunkTest({ priority: 0, folders: ['lib/focus'] }, '/repo');
    expect(test.test('/repo/lib/focus/focus.ts')).toBe(true);
    expect(test.test('/repo/lib/focus/focus.css?inline')).toBe(true);
    expect(test.test('/repo/lib/focus/inner/trap.ts')).toBe(false);
    expect(test.test('/repo/lib/focus.ts')).toBe(false);
    expect(test.test('/repo/node_modules/some-package/lib/focus/index.js')).toBe(false);
    const packages = chunkTest({ priority: 0, packages: ['@r2wc/core', 'zod'] }, '/repo');
    expect(packages.test('/repo/node_modules/@r2wc/core/dist/index.js')).toBe(true);
    expect(packages.test('/repo/node_modules/zod/v4/mini/index.js')).toBe(true);
    expect(packages.test('/repo/node_modules/zodiac/index.js')).toBe(false);
  });

  it('give the lite build Preact with the kit’s React side, and no React chunk', () => {
    const lite = chunkGroups(true);
    expect(lite.map((group) => group.name)).not.toContain('react');
    const kitReact = lite.find((group) => group.name === 'kit-react');
    expect(kitReact?.test.test(join(ROOT, 'node_modules/preact/compat/dist/compat.module.js'))).toBe(true);
    expect(
      chunkGroups(false)
        .find((group) => group.name === 'react')
        ?.test.test(join(ROOT, 'node_modules/react-dom/client.js')),
    ).toBe(true);
  });

  it('are the only chunk rules of vite.config.ts, which names no file', () => {
    const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
    expect(config).toContain('groups: chunkGroups(lite)');
    expect(config).not.toMatch(/\btest:\s*[/n]/);
  });
});
