/**
 * The demo site's pages, in the order of the bar at the top of every page.
 * The dev server writes the bar into each page where it says
 * `<!-- sq-demo-bar -->` (see `vite.config.ts`), so a new page is added here
 * once and every page links to it. A build step of the dev server, so here
 * and not in `demo/`, which the build configs never import.
 */
export const DEMO_PAGES: readonly { href: string; label: string }[] = [
  { href: '/demo/', label: 'Store' },
  { href: '/demo/elements/cart-link.html', label: 'Cart link' },
  { href: '/demo/elements/form.html', label: 'Form' },
  { href: '/demo/elements/gallery.html', label: 'Gallery' },
  { href: '/demo/elements/popup.html', label: 'Popup' },
  { href: '/demo/elements/motion.html', label: 'Motion' },
  { href: '/demo/elements/accordion.html', label: 'Accordion' },
  { href: '/demo/elements/menu.html', label: 'Menu' },
  { href: '/demo/elements/video.html', label: 'Video' },
  { href: '/demo/elements/map.html', label: 'Map' },
  { href: '/demo/elements/helpers.html', label: 'Helpers' },
  { href: '/demo/runtime.html', label: 'Runtime' },
  { href: '/demo/all-elements.html', label: 'Strict CSP' },
  { href: '/demo/inspector.html', label: 'Inspector' },
  { href: '/demo/performance.html', label: 'Performance' },
];

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
