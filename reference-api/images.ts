/**
 * Test images for the image loader and the galleries, drawn on the fly so no
 * binary is committed: `GET /api/images/<name>/<W>x<H>.svg` answers an SVG of
 * the natural size W x H, or, with `?format=750w` (or a `-750w` file name), of
 * that width at the same ratio, as the platform's CDN would. The same path
 * ending in `.png` answers a PNG of that size instead: a raster image is
 * decoded off the main thread as a photo is, where an SVG is a document the
 * page itself parses and draws, so timings of many images use PNGs.
 * `?delay=ms` answers late, for tests of what happens while images load.
 * `GET /api/images/requests` lists the image requests received, oldest first;
 * they are kept apart from the API's request log, which they would swamp.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/** Where the test images live. */
export const IMAGES_PREFIX = '/api/images/';

/** The image requests received, newest last, at most this many. */
const MAX_RECORDED = 5000;
const recorded: { path: string; query: Record<string, string>; time: string }[] = [];

/** Where the list of image requests is read. */
const IMAGE_REQUESTS_PATH = `${IMAGES_PREFIX}requests`;

/** The longest an image may be delayed, so a forgotten delay cannot hang a test run. */
const MAX_DELAY_MS = 10_000;

/** A few calm colours, picked by the image's name so neighbours differ. */
const PALETTE = ['#c9d6df', '#e2c2b3', '#b8d8c4', '#d9c9e8', '#f0dca8', '#b9cde6', '#e6b9c6', '#cfd8b0'];

/** The image's field colour, picked by its name so neighbours differ. */
function fieldOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

/** The red, green and blue of a `#rrggbb` colour. */
function channelsOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** Reads the natural size and the requested width from an image path and query. */
export function imageSize(path: string, format: string | null): { width: number; height: number } | null {
  const match = /\/(\d{1,5})x(\d{1,5})(?:-(\d{1,5})w)?\.(?:svg|png)$/.exec(path);
  if (!match) return null;
  const natural = { width: Number(match[1]), height: Number(match[2]) };
  if (!natural.width || !natural.height) return null;
  const requested = Number(/^(\d{1,5})w$/.exec(format ?? '')?.[1] ?? match[3] ?? 0);
  if (!requested) return natural;
  return { width: requested, height: Math.max(1, Math.round((requested * natural.height) / natural.width)) };
}

/** The SVG drawing of one test image: a coloured field, a frame, a sun and its served size. */
export function drawImage(name: string, width: number, height: number): string {
  const fill = fieldOf(name);
  const r = Math.min(width, height) / 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${height * 0.75} Q${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T${width} ${height * 0.68} V${height} H0Z" fill="#000" opacity=".12"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${r}" fill="#fff" opacity=".55"/><text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${Math.max(10, Math.round(width / 14))}" text-anchor="middle" fill="#333" opacity=".6">${width}×${height}</text></svg>`;
}

/** The largest PNG side drawn, so one request cannot ask the server for gigabytes. */
const MAX_PNG_SIDE = 4000;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG drawing of one test image: the SVG's coloured field, its darker
 * ground and its sun, without the text. Rows are filtered "up" where they
 * repeat the row above, so even a large image stays a small file.
 */
export function drawPng(name: string, width: number, height: number): Buffer {
  const field = channelsOf(fieldOf(name));
  const ground = field.map((channel) => Math.round(channel * 0.88));
  const sun = field.map((channel) => Math.round(channel + (255 - channel) * 0.55));
  const r = Math.min(width, height) / 6;
  const cx = width * 0.72;
  const cy = height * 0.3;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  let previous = '';
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const dy = y + 0.5 - cy;
    const half = dy * dy < r * r ? Math.sqrt(r * r - dy * dy) : -1;
    const colour = y >= height * 0.7 ? ground : field;
    // A row without the sun in the same part of the picture as the row above repeats it.
    const kind = half < 0 ? String(colour === ground) : '';
    const repeats = kind !== '' && kind === previous;
    previous = kind;
    if (repeats) {
      raw[row] = 2; // filter "up": each byte is the one above plus zero
      continue;
    }
    for (let x = 0; x < width; x++) {
      const inSun = half >= 0 && Math.abs(x + 0.5 - cx) <= half;
      const [red, green, blue] = inSun ? sun : colour;
      const at = row + 1 + x * 3;
      raw[at] = red as number;
      raw[at + 1] = green as number;
      raw[at + 2] = blue as number;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
    if (!url.pathname.endsWith('.png')) {
      res
        .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' })
        .end(drawImage(name, size.width, size.height));
    } else if (size.width > MAX_PNG_SIDE || size.height > MAX_PNG_SIDE) {
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('Image too large to draw');
    } else {
      res
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' })
        .end(drawPng(name, size.width, size.height));
    }
  };
  if (delay) setTimeout(answer, delay);
  else answer();
}
