import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

describe('sq-map rendered on the server', () => {
  it('shows the site’s map image as a first-view image, lazy; on the page’s own origin as it is, no CDN host being named (spec 001 §5)', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><body><sq-map map-service="openstreetmap" map-lat="10" map-lng="20" image="/img/map.png"></sq-map></body></html>',
    );
    const image = /<img part="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(image).toContain('src="/img/map.png"');
    expect(image).not.toContain('format=');
    expect(image).not.toContain('srcSet');
    expect(image).not.toContain('sizes');
    expect(image).toContain('loading="lazy"');
  });
});
