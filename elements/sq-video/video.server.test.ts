import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

describe('sq-video rendered on the server', () => {
  it('shows its poster as a first-view image, lazy; on the page’s own origin as it is, no CDN host being named (spec 001 §5)', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><body><sq-video html=\'<iframe src="https://www.youtube.com/embed/abc"></iframe>\' poster="/img/poster.jpg"></sq-video></body></html>',
    );
    const poster = /<img part="poster"[^>]*>/.exec(html)?.[0] ?? '';
    expect(poster).toContain('src="/img/poster.jpg"');
    expect(poster).not.toContain('format=');
    expect(poster).not.toContain('srcSet');
    expect(poster).not.toContain('sizes');
    expect(poster).toContain('loading="lazy"');
    expect(poster).toContain('alt=""');
  });

  it('gives a poster on another host as it is', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><body><sq-video html=\'<iframe src="https://www.youtube.com/embed/abc"></iframe>\' poster="https://img.example/p.jpg"></sq-video></body></html>',
    );
    const poster = /<img part="poster"[^>]*>/.exec(html)?.[0] ?? '';
    expect(poster).toContain('src="https://img.example/p.jpg"');
    expect(poster).not.toContain('srcSet');
  });
});
