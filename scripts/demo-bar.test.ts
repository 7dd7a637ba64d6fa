import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BAR_MARK, DEMO_PAGES, demoBar } from './demo-bar.ts';

/** Pages the bar leaves out: the autoloader's test page has nothing to show. */
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
      if (!UNLISTED.has(page)) expect(listed, `${page} is in DEMO_PAGES`).toBe(true);
    }
  });
});
