import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

/** The declarative shadow root's content of each gallery in `html`. */
const shadows = (html: string) =>
  [...html.matchAll(/<sq-gallery[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/g)].map(
    (match) => match[1] ?? '',
  );

const slides =
  '<img src="/a.jpg" alt="Harbour" loading="lazy" data-image-dimensions="800x600">' +
  '<figure data-click-through-url="/boats" data-image-dimensions="600x800"><img src="/b.jpg" alt="Boats"><figcaption>At rest</figcaption></figure>';

/** The page's own origin named as a CDN host (spec 001 §5): its pictures are offered at the CDN's widths. */
const SIZED_HERE = `loader-options='{"cdnHosts":["self"]}'`;

describe('sq-gallery rendered on the server: a CSS-only first layout', () => {
  it.each([
    ['grid', 'slides-per-row="3"', ['data-layout="flow"', 'data-columns="3"', 'data-gutter="10"']],
    ['auto-grid', 'column-width="300"', ['data-column-width="300"', 'data-gutter="0"']],
    ['auto-columns', '', ['data-column-width="250"']],
    ['auto-rows', 'design-options=\'{"rowHeight":200}\'', ['data-row-height="200"', 'data-gutter="20"']],
    ['list', 'list-image-size="40"', ['data-image-size="40"']],
  ])('%s %s: every slide drawn, laid out by attributes, with no style attribute', async (design, attributes, want) => {
    const html = await renderToHtml(
      page(`<sq-gallery design="${design}" ${attributes} ${SIZED_HERE}>${slides}</sq-gallery>`),
    );
    const [shadow] = shadows(html);
    expect(shadow).toBeDefined();
    for (const text of want) expect(shadow).toContain(text);
    expect(shadow).not.toContain('style=');
    expect(shadow?.match(/part="slide( current)?"/g)).toHaveLength(2);
    // What a visitor without scripts sees, and the browser finds in the HTML: each slide's first-view image,
    // the CDN's widths of its address (its origin is named a CDN host) up to its own width, laid-out sizes, its dimensions, lazy as the config says.
    const harbour = /<img part="image"[^>]*alt="Harbour"[^>]*>/.exec(shadow ?? '')?.[0] ?? '';
    expect(harbour).toContain('src="/a.jpg?format=1000w"');
    expect(harbour).toContain('decoding="async"');
    expect(harbour.match(/\/a\.jpg\?format=\d+w \d+w/g)?.map((candidate) => candidate.split(' ')[0])).toEqual(
      [100, 300, 500, 750, 1000].map((width) => `/a.jpg?format=${width}w`),
    );
    expect(harbour).toContain('sizes="auto, 100vw" width="800" height="600" loading="lazy"');
    expect(shadow).toContain('href="/boats"');
  });

  it('gives each tile its shape with a spacer: the fixed ratio in the grid, the image’s own in masonry', async () => {
    const grid = shadows(await renderToHtml(page(`<sq-gallery image-aspect-ratio="4:3">${slides}</sq-gallery>`)))[0];
    expect(grid?.match(/viewBox="0 0 13333 10000"/g)).toHaveLength(2);
    const masonry = shadows(await renderToHtml(page(`<sq-gallery design="auto-columns">${slides}</sq-gallery>`)))[0];
    expect(masonry).toContain('viewBox="0 0 13333 10000"');
    expect(masonry).toContain('viewBox="0 0 7500 10000"');
  });

  it('spec 001 §3 block data "or from inherited data": a child <script type="application/json"> on the server too', async () => {
    const html = await renderToHtml(
      page(
        `<sq-gallery><script type="application/json">{"design":"list","meta-position":"top"}</script>${slides}</sq-gallery>`,
      ),
    );
    const [shadow] = shadows(html);
    expect(shadow).toContain('data-design="list"');
    expect(shadow).toContain('data-meta-position="top"');
    expect(shadow?.match(/part="slide( current)?"/g)).toHaveLength(2);
  });

  it.each(['carousel', 'slideshow', 'stacked', 'strip', 'slider'])(
    '%s: the light-DOM slides through a slot (sq-elements.css lays them out), no style attribute, no warning',
    async (design) => {
      const warn = vi.spyOn(console, 'warn');
      const html = await renderToHtml(page(`<sq-gallery design="${design}" thumbnails>${slides}</sq-gallery>`));
      const [shadow] = shadows(html);
      expect(shadow).toContain('<slot></slot>');
      expect(shadow).not.toContain('style=');
      expect(shadow).not.toContain('part="slide');
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    },
  );

  it('offers a cover-cropped slide’s widths for the tile width each covers: a 4:3 picture in a square tile', async () => {
    const [shadow = ''] = shadows(await renderToHtml(page(`<sq-gallery ${SIZED_HERE}>${slides}</sq-gallery>`)));
    // Drawn 4/3 as wide as its tile, the 750 px width covers a tile 563 px wide; the 3:4 picture fits its tile's width.
    expect(shadow).toContain('/a.jpg?format=750w 563w');
    expect(shadow).toContain('/b.jpg?format=750w 750w');
  });

  it('spec 001 §5: with no CDN host named, gives each slide’s picture as it is: no size, no srcset of widths', async () => {
    const [shadow = ''] = shadows(await renderToHtml(page(`<sq-gallery>${slides}</sq-gallery>`)));
    const images = shadow.match(/<img part="image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images.map((image) => /src="([^"]*)"/.exec(image)?.[1])).toEqual(['/a.jpg', '/b.jpg']);
    expect(shadow).not.toContain('format=');
    expect(shadow).not.toMatch(/srcset|sizes=/i);
  });

  it('renders without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    await renderToHtml(page(`<sq-gallery>${slides}</sq-gallery>`));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
