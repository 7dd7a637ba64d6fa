import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTS_DIR } from './package-install.ts';

/**
 * The `sq-elements` command as a user runs it: `npx sq-elements ...` in an
 * app that installed the packed package, which starts the link npm made in
 * `node_modules/.bin`, not the built file by its own name.
 */

const BIN = join(HOSTS_DIR, 'node_modules', '.bin', 'sq-elements');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the installed command in the scratch app, as `npx sq-elements ...` does there. */
function sqElements(args: string[], cwd: string): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(BIN, args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'sq-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the installed sq-elements command (node_modules/.bin/sq-elements)', () => {
  it('prerenders a page to standard output, with the preloads of the module list installed beside it', async () => {
    writeFileSync(
      join(dir, 'page.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><sq-cart-link items="3"></sq-cart-link></body></html>',
    );
    const { code, stdout, stderr } = await sqElements(['prerender', 'page.html', '--base', '/sq-elements/'], dir);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/<sq-cart-link[^>]*><template shadowrootmode="open">/);
    expect(stdout).toContain('<link rel="stylesheet" href="/sq-elements/sq-elements.prerendered.css">');
    // What a server-rendered element loads while its code waits, from the installed sq-elements.modules.json.
    expect(stdout).toContain('<link rel="modulepreload" fetchpriority="low" href="/sq-elements/waiting-elements.js">');
  });

  it('with --inline-styles, puts the element’s styles in its shadow root and links no stylesheet of its own', async () => {
    writeFileSync(
      join(dir, 'inline.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><sq-cart-link items="3"></sq-cart-link></body></html>',
    );
    const { code, stdout, stderr } = await sqElements(['prerender', 'inline.html', '--inline-styles'], dir);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/<sq-cart-link[^>]*><template shadowrootmode="open"><style>[^<]*:host/);
    expect(stdout).not.toContain('rel="stylesheet"');
  });

  it('prints its usage on standard output for --help, and exits 0', async () => {
    const { code, stdout, stderr } = await sqElements(['--help'], dir);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('usage: sq-elements prerender <page.html>');
  });

  it('answers a call it does not know with its usage on standard error, and exit code 2', async () => {
    const { code, stdout, stderr } = await sqElements(['render', 'page.html'], dir);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toContain('usage: sq-elements prerender <page.html>');
  });

  it('names a page it cannot read on standard error, and exits 1', async () => {
    const { code, stdout, stderr } = await sqElements(['prerender', 'missing.html'], dir);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^sq-elements: cannot read missing\.html: /)]);
  });
});
