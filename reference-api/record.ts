import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** One request as the reference API received it. */
export interface RecordedRequest {
  id: number;
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body as text, and parsed when it was JSON or form-encoded. */
  body: string;
  json?: unknown;
  form?: Record<string, string>;
  status: number;
}

/** What the file says where a request carried a password. */
export const REDACTED = '[redacted]';

/**
 * The request as the file keeps it: a password posted to sign in (a JSON
 * body's or a form's `password`) is left out, so the data folder never holds
 * one. The log in memory keeps it for the tests and the inspector, which
 * check what was sent.
 */
function withoutPassword(entry: RecordedRequest): RecordedRequest {
  const { json, form } = entry;
  if (json && typeof json === 'object' && !Array.isArray(json) && 'password' in json) {
    const redacted = { ...json, password: REDACTED };
    return { ...entry, json: redacted, body: JSON.stringify(redacted) };
  }
  if (form && 'password' in form) {
    const redacted = { ...form, password: REDACTED };
    return { ...entry, form: redacted, body: new URLSearchParams(redacted).toString() };
  }
  return entry;
}

/**
 * Keeps every request the API receives, in memory for the inspector and
 * tests, and as JSON lines in `<dataDir>/requests.jsonl`.
 */
export class RequestLog {
  #entries: RecordedRequest[] = [];
  #nextId = 1;
  readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'requests.jsonl');
    try {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as RecordedRequest;
        this.#entries.push(entry);
        this.#nextId = Math.max(this.#nextId, entry.id + 1);
      }
    } catch {
      // No log yet, or a torn last line: start from what could be read.
    }
  }

  add(entry: Omit<RecordedRequest, 'id'>): RecordedRequest {
    const recorded = { id: this.#nextId++, ...entry };
    this.#entries.push(recorded);
    appendFileSync(this.file, `${JSON.stringify(withoutPassword(recorded))}\n`);
    return recorded;
  }

  /** Newest first, optionally only one path, optionally only after an id. */
  list(options: { path?: string; after?: number } = {}): RecordedRequest[] {
    return this.#entries
      .filter((entry) => (options.path === undefined || entry.path === options.path) && entry.id > (options.after ?? 0))
      .reverse();
  }

  clear(): void {
    this.#entries = [];
    rmSync(this.file, { force: true });
  }
}
