import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page of the demo site: its address and its label in the bar. */
export interface DemoPage {
  href: string;
  label: string;
}

/** How a page names itself in the bar: `<meta name="sq-demo-label" content="...">` in its head. */
const LABEL = /<meta\s+name="sq-demo-label"\s+content="([^"]+)"/;

/**
 * The demo site's pages, in the order of the bar at the top of every page:
 * the store, then the pages of `demo/elements/`, then the rest of `demo/`,
 * each group by label. A page is listed by its own label (`LABEL`), so a
 * new page is one file: the dev server writes the bar into each page where
 * it says `<!-- sq-demo-bar -->` (see `vite.config.ts`). A page without a
 * label is left out of the bar. A build step of the dev server, so here and
 * not in `demo/`, which the build configs never import.
 */
export function demoPages(root: string): DemoPage[] {
  const found = (dir: string) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.html'))
      .flatMap((name) => {
        const label = LABEL.exec(readFileSync(join(root, dir, name), 'utf8'))?.[1];
        const href = name === 'index.html' ? `/${dir}/` : `/${dir}/${name}`;
        return label ? [{ href, label }] : [];
      })
      .sort((a, b) => (a.href === '/demo/' ? -1 : b.href === '/demo/' ? 1 : a.label.localeCompare(b.label, 'en')));
  const [store, ...site] = found('demo');
  return [...(store ? [store] : []), ...found('demo/elements'), ...site];
}

/** The demo site's pages, read from `demo/` once. */
export const DEMO_PAGES: readonly DemoPage[] = demoPages(join(import.meta.dirname, '..'));

/** Where the bar goes in a page. */
export const DEMO_BAR_MARK = '<!-- sq-demo-bar -->';

/** The address a page is known by: `/demo/` and `/demo/index.html` are one page. */
function pageKey(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.endsWith('/index.html') ? pathname.slice(0, -'index.html'.length) : pathname;
}

/** The bar of links to every demo page, the one at `currentPath` marked current. */
export function demoBar(currentPath: string): string {
  const current = pageKey(currentPath);
  const links = DEMO_PAGES.map(({ href, label }) => {
    const here = pageKey(href) === current ? ' aria-current="page"' : '';
    return `          <li><a href="${href}"${here}>${label}</a></li>`;
  });
  return [
    '<nav class="demo-bar" aria-label="Demo pages">',
    '      <div class="wrap">',
    '        <span class="demo-bar__label">sq-elements demo</span>',
    '        <ul>',
    ...links,
    '        </ul>',
    '      </div>',
    '    </nav>',
  ].join('\n');
}
