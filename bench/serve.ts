import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Content types for what a Vite build emits; the browser refuses module scripts served as anything else. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A running static server and how to stop it. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** What a static server serves besides `dir`. */
export interface StaticOptions {
  /** Other folders, by the path prefix they are served under (`/library/`). */
  mounts?: Record<string, string>;
  /** Answers a request itself and returns true, or leaves it to the files. */
  handle?: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;
  /**
   * Compresses HTML, scripts, stylesheets and JSON as a site's server or CDN
   * does: brotli when the browser accepts it, else gzip. Off, the bytes on
   * the wire are the files' own.
   */
  compress?: boolean;
  /**
   * The Cache-Control of every file; default `no-store`. A page that links
   * one file many times (a stylesheet in each of many shadow roots) asks for
   * it once only when it may be cached, as a site's static files may.
   */
  cacheControl?: string;
}

/** The types worth compressing: text. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** The body to send for a file, compressed once per file and encoding. */
function encoder() {
  const cache = new Map<string, Buffer>();
  return (file: string, body: Buffer, accepted: string): { body: Buffer; encoding?: string } => {
    if (!COMPRESSIBLE.has(extname(file))) return { body };
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (!encoding) return { body };
    const key = `${encoding} ${file}`;
    let encoded = cache.get(key);
    if (!encoded) {
      encoded = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 });
      cache.set(key, encoded);
    }
    return { body: encoded, encoding };
  };
}

/** Maps a request path to a file under `root` (or a mounted folder), or null when it would escape it. */
function fileFor(root: string, mounts: readonly [string, string][], url: URL): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const [prefix, base] = mounts.find(([mount]) => pathname.startsWith(mount)) ?? ['/', root];
  const path = pathname.slice(prefix.length - 1);
  const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file.startsWith(base + sep) ? file : null;
}

/** Serves `dir` on 127.0.0.1 at a free port: the built page must come over http for module scripts. */
export async function serveStatic(dir: string, options: StaticOptions = {}): Promise<StaticServer> {
  const root = resolve(dir);
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, folder]): [string, string] => [
    prefix,
    resolve(folder),
  ]);
  const encode = options.compress ? encoder() : null;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (options.handle?.(request, response, url)) return;
    const file = fileFor(root, mounts, url);
    if (!file) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (content) => {
        const { body, encoding } = encode?.(file, content, String(request.headers['accept-encoding'] ?? '')) ?? {
          body: content,
        };
        response
          .writeHead(200, {
            'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
            'cache-control': options.cacheControl ?? 'no-store',
            ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
          })
          .end(body);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
