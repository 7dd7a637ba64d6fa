import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BAR_MARK, DEMO_PAGES, demoBar, demoPages } from './demo-bar.ts';

/** Pages the bar leaves out (they have no label): the autoloader's test page has nothing to show. */
const UNLISTED = new Set(['/demo/no-elements.html']);

/** Every HTML page of the demo site, as the address the dev server serves it at. */
function demoHtmlPages(): string[] {
  const pages: string[] = [];
  for (const dir of ['demo', 'demo/elements']) {
    for (const name of readdirSync(dir)) if (name.endsWith('.html')) pages.push(`/${join(dir, name)}`);
  }
  return pages;
}

describe('the demo bar', () => {
  it('marks the page it is on, whichever address the page was asked by', () => {
    expect(demoBar('/demo/')).toContain('<a href="/demo/" aria-current="page">Store</a>');
    expect(demoBar('/demo/index.html')).toContain('<a href="/demo/" aria-current="page">Store</a>');
    const onForm = demoBar('/demo/elements/form.html?draft=1');
    expect(onForm).toContain('<a href="/demo/elements/form.html" aria-current="page">Form</a>');
    expect(onForm.match(/aria-current/g)).toHaveLength(1);
  });

  it('links every page once, and every page of the site has the bar', () => {
    const hrefs = DEMO_PAGES.map((page) => page.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const page of demoHtmlPages()) {
      const html = readFileSync(`.${page}`, 'utf8');
      expect(html, page).toContain(DEMO_BAR_MARK);
      expect(html, page).not.toContain('class="demo-bar"');
      const listed = hrefs.some((href) => href === page || `${href}index.html` === page);
      expect(listed, `${page} is in DEMO_PAGES`).toBe(!UNLISTED.has(page));
    }
  });

  it('lists a page by the label in its head: the store first, then the elements, then the rest', () => {
    const root = mkdtempSync(join(tmpdir(), 'demo-'));
    try {
      mkdirSync(join(root, 'demo/elements'), { recursive: true });
      const page = (label?: string) =>
        `<head>${label ? `<meta name="sq-demo-label" content="${label}">` : ''}<title>t</title></head>`;
      writeFileSync(join(root, 'demo/runtime.html'), page('Runtime'));
      writeFileSync(join(root, 'demo/index.html'), page('Store'));
      writeFileSync(join(root, 'demo/all.html'), page('Strict CSP'));
      writeFileSync(join(root, 'demo/test.html'), page());
      writeFileSync(join(root, 'demo/elements/rating.html'), page('Rating'));
      writeFileSync(join(root, 'demo/elements/form.html'), page('Form'));
      expect(demoPages(root)).toEqual([
        { href: '/demo/', label: 'Store' },
        { href: '/demo/elements/form.html', label: 'Form' },
        { href: '/demo/elements/rating.html', label: 'Rating' },
        { href: '/demo/runtime.html', label: 'Runtime' },
        { href: '/demo/all.html', label: 'Strict CSP' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
