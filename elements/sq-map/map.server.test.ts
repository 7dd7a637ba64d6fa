import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

describe('sq-map rendered on the server', () => {
  it('shows the site’s map image as a first-view image: the CDN’s widths of a sized address, sizes, lazy', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><body><sq-map map-service="openstreetmap" map-lat="10" map-lng="20" image="/img/map.png"></sq-map></body></html>',
    );
    const image = /<img part="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('src="/img/map.png?format=1000w"');
    expect(image).toContain('srcSet="/img/map.png?format=100w 100w,');
    expect(image).toContain('sizes="100vw"');
    expect(image).toContain('loading="lazy"');
  });
});
