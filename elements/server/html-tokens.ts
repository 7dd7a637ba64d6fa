/**
 * A small streaming HTML tokenizer: enough of the HTML syntax to pass a
 * page through unchanged while knowing where its elements start and end.
 * It knows tags and their attributes (quoted values may hold `>`),
 * comments, doctypes, and the elements whose content is text, not markup
 * (`<script>`, `<style>`, `<textarea>`, `<title>`, ...), so a tag written in
 * a script string or a comment is not taken for one. Chunks may end
 * anywhere: what could be the start of a token waits for the next chunk.
 * Every token keeps its source text, so the tokens' texts joined are the
 * input, byte for byte.
 */

/** An attribute of a start tag: its name (lower case), its value (character references decoded) and where it is in the tag's text. */
export interface HtmlAttribute {
  name: string;
  value: string;
  /** Where the attribute (name, `=` and value) starts and ends in the tag's `raw` text. */
  start: number;
  end: number;
}

export type HtmlToken =
  | { kind: 'text'; raw: string }
  | { kind: 'start'; raw: string; name: string; attributes: HtmlAttribute[] }
  | { kind: 'end'; raw: string; name: string }
  /** A comment, or what the HTML parser takes for one (`<?...>`, `<!...>`, `</ ...>`). */
  | { kind: 'comment'; raw: string }
  | { kind: 'doctype'; raw: string };

/** Elements whose content is text up to their own end tag (raw text, escapable raw text, script data). */
const TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

const WHITESPACE = /[\t\n\f\r ]/;
const LETTER = /[a-zA-Z]/;

/** A token scanned from the buffer, or what stopped it. */
type Scanned = { token: HtmlToken; length: number } | 'incomplete';

/** Tokenizes HTML pushed in chunks. */
export class HtmlTokenizer {
  #buffer = '';
  /** The element whose content is text until its end tag, while in one. */
  #textOf: string | null = null;
  /** After `<plaintext>`: everything is text. */
  #plaintext = false;

  /** Adds a chunk; returns the tokens it completed. */
  write(chunk: string): HtmlToken[] {
    this.#buffer += chunk;
    return this.#tokens(false);
  }

  /** The input has ended: returns the rest (an unfinished tag or comment as text or comment). */
  end(): HtmlToken[] {
    return this.#tokens(true);
  }

  #tokens(final: boolean): HtmlToken[] {
    const tokens: HtmlToken[] = [];
    let position = 0;
    const buffer = this.#buffer;
    const text = (end: number) => {
      if (end > position) tokens.push({ kind: 'text', raw: buffer.slice(position, end) });
      position = end;
    };
    while (position < buffer.length) {
      if (this.#plaintext) {
        text(buffer.length);
        break;
      }
      if (this.#textOf) {
        const end = textEnd(buffer, position, this.#textOf);
        if (end === -1) {
          // Keep what could be the start of the end tag (`</scr`) for the next chunk.
          const last = buffer.lastIndexOf('<');
          const keep = !final && last >= position && buffer.length - last <= this.#textOf.length + 2;
          text(keep ? last : buffer.length);
          break;
        }
        text(end);
        this.#textOf = null;
        continue;
      }
      const open = buffer.indexOf('<', position);
      if (open === -1) {
        text(buffer.length);
        break;
      }
      text(open);
      const scanned = scan(buffer, open, final);
      if (scanned === 'incomplete') break;
      if (scanned === null) {
        // A `<` that starts no tag is text.
        text(open + 1);
        continue;
      }
      tokens.push(scanned.token);
      position = open + scanned.length;
      if (scanned.token.kind === 'start') {
        if (scanned.token.name === 'plaintext') this.#plaintext = true;
        else if (TEXT_ELEMENTS.has(scanned.token.name)) this.#textOf = scanned.token.name;
      }
    }
    if (final && position < buffer.length) text(buffer.length);
    this.#buffer = buffer.slice(position);
    return tokens;
  }
}

/** Where the end tag of `name` starts in `buffer` from `from`, or -1 (also when what follows `</name` has not arrived). */
function textEnd(buffer: string, from: number, name: string): number {
  // The names are ASCII letters: no escaping needed, and a case-insensitive search keeps the indices.
  const pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
  pattern.lastIndex = from;
  return pattern.exec(buffer)?.index ?? -1;
}

/** The token starting with the `<` at `at`: null when the `<` is text, 'incomplete' when more input is needed. */
function scan(buffer: string, at: number, final: boolean): Scanned | null {
  const rest = buffer.length - at;
  const more = (token: () => Scanned | null): Scanned | null => {
    const scanned = token();
    // At the end of the input, an unfinished token is what it would have been: text from its `<`.
    if (scanned === 'incomplete' && final) return { token: { kind: 'text', raw: buffer.slice(at) }, length: rest };
    return scanned;
  };
  const next = buffer[at + 1];
  if (next === undefined) return more(() => 'incomplete');
  if (LETTER.test(next)) return more(() => startTag(buffer, at));
  if (next === '/') return more(() => endTag(buffer, at));
  if (next === '!') return more(() => markupDeclaration(buffer, at, final));
  if (next === '?') return more(() => bogusComment(buffer, at, at + 2));
  return null;
}

function startTag(buffer: string, at: number): Scanned {
  const tag = tagFrom(buffer, at, at + 1);
  if (tag === 'incomplete') return tag;
  return { token: { kind: 'start', ...tag }, length: tag.raw.length };
}

/**
 * A tag's name (lower case) from `nameAt`, its attributes and its text from
 * `at` to its `>`, or 'incomplete' when its end has not arrived yet.
 */
function tagFrom(
  buffer: string,
  at: number,
  nameAt: number,
): { raw: string; name: string; attributes: HtmlAttribute[] } | 'incomplete' {
  let position = nameAt;
  while (position < buffer.length && !isTagNameEnd(buffer[position] as string)) position++;
  if (position >= buffer.length) return 'incomplete';
  const name = buffer.slice(nameAt, position).toLowerCase();
  const attributes = readAttributes(buffer, position, at);
  if (attributes === 'incomplete') return attributes;
  return { raw: buffer.slice(at, attributes.end), name, attributes: attributes.list };
}

function endTag(buffer: string, at: number): Scanned | null {
  const first = buffer[at + 2];
  if (first === undefined) return 'incomplete';
  // `</>` is dropped by the parser, `</ ...>` is a comment to it: either way, not an element's end.
  if (first === '>') return { token: { kind: 'comment', raw: '</>' }, length: 3 };
  if (!LETTER.test(first)) return bogusComment(buffer, at, at + 2);
  // An end tag's attributes are dropped, but they are read as a start tag's are: a quoted `>` does not end it.
  const tag = tagFrom(buffer, at, at + 2);
  if (tag === 'incomplete') return tag;
  return { token: { kind: 'end', raw: tag.raw, name: tag.name }, length: tag.raw.length };
}

/** `<!--...-->`, `<!doctype ...>`, or another `<!...>` (a bogus comment). */
function markupDeclaration(buffer: string, at: number, final: boolean): Scanned {
  const head = buffer.slice(at, at + 9);
  if ('<!--'.startsWith(head) || (head.length < 9 && '<!doctype'.startsWith(head.toLowerCase()))) {
    if (!final) return 'incomplete';
  }
  if (head.startsWith('<!--')) {
    // `<!-->` and `<!--->` are whole (empty) comments.
    for (const short of ['<!-->', '<!--->']) {
      if (buffer.startsWith(short, at)) return { token: { kind: 'comment', raw: short }, length: short.length };
    }
    if (buffer.length - at < 6 && '<!--->'.startsWith(buffer.slice(at))) return 'incomplete';
    const ends = ['-->', '--!>']
      .map((end) => {
        const found = buffer.indexOf(end, at + 4);
        return found === -1 ? -1 : found + end.length;
      })
      .filter((end) => end !== -1);
    if (ends.length === 0) return 'incomplete';
    const raw = buffer.slice(at, Math.min(...ends));
    return { token: { kind: 'comment', raw }, length: raw.length };
  }
  const close = buffer.indexOf('>', at);
  if (close === -1) return 'incomplete';
  const raw = buffer.slice(at, close + 1);
  return { token: { kind: head.toLowerCase() === '<!doctype' ? 'doctype' : 'comment', raw }, length: raw.length };
}

function bogusComment(buffer: string, at: number, from: number): Scanned {
  const close = buffer.indexOf('>', from);
  if (close === -1) return 'incomplete';
  const raw = buffer.slice(at, close + 1);
  return { token: { kind: 'comment', raw }, length: raw.length };
}

const isTagNameEnd = (char: string) => WHITESPACE.test(char) || char === '/' || char === '>';

/**
 * A tag's attributes from `position` (after its name) to its `>`, as the
 * HTML tokenizer reads them: a value in quotes may hold anything, `>` too.
 */
function readAttributes(
  buffer: string,
  position: number,
  tagStart: number,
): { list: HtmlAttribute[]; end: number } | 'incomplete' {
  const list: HtmlAttribute[] = [];
  let at = position;
  for (;;) {
    while (at < buffer.length && WHITESPACE.test(buffer[at] as string)) at++;
    const char = buffer[at];
    if (char === undefined) return 'incomplete';
    if (char === '>') return { list, end: at + 1 };
    if (char === '/') {
      at++;
      continue;
    }
    const start = at;
    // The first character may be `=`; the name runs to whitespace, `/`, `>` or `=`.
    at++;
    while (at < buffer.length && !isTagNameEnd(buffer[at] as string) && buffer[at] !== '=') at++;
    if (at >= buffer.length) return 'incomplete';
    const name = buffer.slice(start, at).toLowerCase();
    let after = at;
    while (after < buffer.length && WHITESPACE.test(buffer[after] as string)) after++;
    if (after >= buffer.length) return 'incomplete';
    let value = '';
    if (buffer[after] === '=') {
      after++;
      while (after < buffer.length && WHITESPACE.test(buffer[after] as string)) after++;
      const quote = buffer[after];
      if (quote === undefined) return 'incomplete';
      if (quote === '"' || quote === "'") {
        const close = buffer.indexOf(quote, after + 1);
        if (close === -1) return 'incomplete';
        value = buffer.slice(after + 1, close);
        at = close + 1;
      } else if (quote === '>') {
        at = after;
      } else {
        let end = after;
        while (end < buffer.length && !WHITESPACE.test(buffer[end] as string) && buffer[end] !== '>') end++;
        if (end >= buffer.length) return 'incomplete';
        value = buffer.slice(after, end);
        at = end;
      }
    }
    list.push({ name, value: decodeReferences(value), start: start - tagStart, end: at - tagStart });
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with its common character references decoded (the named ones above, and numeric ones). */
export function decodeReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));?/g, (match, decimal, hex, name) => {
    if (decimal || hex) {
      const code = Number.parseInt(decimal ?? hex, decimal ? 10 : 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED[(name as string).toLowerCase()] ?? match;
  });
}
