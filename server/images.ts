/**
 * Test images for the image loader and the galleries, drawn on the fly so no
 * binary is committed: `GET /api/images/<name>/<W>x<H>.svg` answers an SVG of
 * the natural size W x H, or, with `?format=750w` (or a `-750w` file name), of
 * that width at the same ratio, as the platform's CDN would. `?delay=ms`
 * answers late, for tests of what happens while images load.
 * `GET /api/images/requests` lists the image requests received, oldest first;
 * they are kept apart from the API's request log, which they would swamp.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the test images live. */
export const IMAGES_PREFIX = '/api/images/';

/** The image requests received, newest last, at most this many. */
const MAX_RECORDED = 5000;
const recorded: { path: string; query: Record<string, string>; time: string }[] = [];

/** Where the list of image requests is read. */
export const IMAGE_REQUESTS_PATH = `${IMAGES_PREFIX}requests`;

/** The longest an image may be delayed, so a forgotten delay cannot hang a test run. */
const MAX_DELAY_MS = 10_000;

/** A few calm colours, picked by the image's name so neighbours differ. */
const PALETTE = ['#c9d6df', '#e2c2b3', '#b8d8c4', '#d9c9e8', '#f0dca8', '#b9cde6', '#e6b9c6', '#cfd8b0'];

/** Reads the natural size and the requested width from an image path and query. */
export function imageSize(path: string, format: string | null): { width: number; height: number } | null {
  const match = /\/(\d{1,5})x(\d{1,5})(?:-(\d{1,5})w)?\.svg$/.exec(path);
  if (!match) return null;
  const natural = { width: Number(match[1]), height: Number(match[2]) };
  if (!natural.width || !natural.height) return null;
  const requested = Number(/^(\d{1,5})w$/.exec(format ?? '')?.[1] ?? match[3] ?? 0);
  if (!requested) return natural;
  return { width: requested, height: Math.max(1, Math.round((requested * natural.height) / natural.width)) };
}

/** The SVG drawing of one test image: a coloured field, a frame, a sun and its served size. */
export function drawImage(name: string, width: number, height: number): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const fill = PALETTE[hash % PALETTE.length];
  const r = Math.min(width, height) / 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${height * 0.75} Q${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T${width} ${height * 0.68} V${height} H0Z" fill="#000" opacity=".12"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${r}" fill="#fff" opacity=".55"/><text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${Math.max(10, Math.round(width / 14))}" text-anchor="middle" fill="#333" opacity=".6">${width}×${height}</text></svg>`;
}

/** Answers one test image request (or the list of them), recording it. */
export function serveImage(_req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (url.pathname === IMAGE_REQUESTS_PATH) {
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(recorded));
    return;
  }
  const size = imageSize(url.pathname, url.searchParams.get('format'));
  recorded.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), time: new Date().toISOString() });
  if (recorded.length > MAX_RECORDED) recorded.splice(0, recorded.length - MAX_RECORDED);
  const delay = Math.min(MAX_DELAY_MS, Math.max(0, Number(url.searchParams.get('delay')) || 0));
  const answer = () => {
    if (!size) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such image');
      return;
    }
    const name = url.pathname.slice(IMAGES_PREFIX.length).split('/')[0] ?? '';
    res
      .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' })
      .end(drawImage(name, size.width, size.height));
  };
  if (delay) setTimeout(answer, delay);
  else answer();
}
