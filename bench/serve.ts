import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

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

/** Maps a request path to a file under `root`, or null when it would escape it. */
function fileFor(root: string, url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
  const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
  return file.startsWith(root + sep) ? file : null;
}

/** Serves `dir` on 127.0.0.1 at a free port: the built page must come over http for module scripts. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url);
    if (!file) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
            'cache-control': 'no-store',
          })
          .end(body),
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
