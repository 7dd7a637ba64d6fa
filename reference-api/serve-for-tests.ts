import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createReferenceApi, type ReferenceApi } from './api.ts';

/** A reference API served over real HTTP for one test file. */
export interface ServedApi {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  api: ReferenceApi;
  /** Its own data folder, removed after the file. */
  dataDir: string;
}

/** What the server answers for a path the API leaves to the next middleware. */
export const NOT_THE_API = 'not the API';

/**
 * Serves a fresh reference API on a free port for the test file that calls
 * it (at its top level): started before its tests, reset before each, and
 * closed after them. A path the API does not take answers 418.
 */
export function serveReferenceApi(name: string): ServedApi {
  const served = {} as ServedApi;
  let server: Server | undefined;
  beforeAll(async () => {
    served.dataDir = mkdtempSync(join(tmpdir(), `sq-${name}-`));
    const api = createReferenceApi({ dataDir: served.dataDir });
    served.api = api;
    server = createServer((req, res) => api.middleware(req, res, () => res.writeHead(418).end(NOT_THE_API)));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    served.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(served.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await fetch(`${served.base}/__api/reset`, { method: 'POST' });
  });
  return served;
}
