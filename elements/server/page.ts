import { AUTOLOADER_SCRIPT, HELD_PRELOADS, PRE_UPGRADE_STYLESHEET, PRERENDERED_STYLESHEET } from './files.ts';
import { type HtmlAttribute, type HtmlToken, HtmlTokenizer } from './html-tokens.ts';

/** What the page rewriter needs to know besides the page. */
export interface PageOptions {
  /** Where the built library is served from; ends with a slash. */
  base: string;
  /**
   * The stylesheet the head links (in place of a link to `sq-elements.css`), as every shadow root does; none
   * when each shadow root has its styles inline.
   */
  stylesheet: string | undefined;
  /** The files each tag loads (`sq-elements.modules.json`), to preload; none when not given. */
  modules?: Readonly<Record<string, readonly string[]>> | undefined;
  /** The inline script that runs the first views of these tags at once, or '' (see inlineFirstViews); none when not given. */
  firstViews?: ((tags: readonly string[]) => string) | undefined;
  /** The Content-Security-Policy nonce the inline script carries, if any. */
  nonce?: string | undefined;
}

/**
 * Renders the `sq-*` elements of one outermost element's HTML (itself and
 * those inside it), and says what each of them loads with the page: a key
 * of `sq-elements.modules.json` (its tag, or see waitingKey).
 */
export type ElementsRenderer = (html: string) => { html: string; loads: string[] };

/**
 * What a server-rendered element whose code waits for a trigger loads with
 * the page, as a key of `sq-elements.modules.json`: the autoloader's part
 * that waits, and the few hundred bytes that decide its first view if its
 * tag has them. An element whose code loads at once has its tag as its key.
 */
export function waitingKey(tag: string): string {
  return `${tag}/${WAITING}`;
}

const WAITING = 'waiting';

/** The tag a key of `sq-elements.modules.json` is for (see waitingKey). */
export function tagOfKey(key: string): string {
  return key.endsWith(`/${WAITING}`) ? key.slice(0, -WAITING.length - 1) : key;
}

/** An `<img fetchpriority="high">` start tag: the page's main picture, which code no visitor asked for waits for. */
const MAIN_PICTURE_TAG = /<img\b[^>]*\sfetchpriority\s*=\s*["']?high\b/i;

/**
 * The modules to preload for what a page's elements load with it (tags and
 * waiting keys), in the order they came and each lists them, once each.
 */
export function modulesAtLoad(keys: Iterable<string>, modules: Readonly<Record<string, readonly string[]>>): string[] {
  const files = new Set<string>();
  for (const key of keys) for (const file of modules[key] ?? []) files.add(file);
  return [...files];
}

/** What a head may hold; anything else (outside a template) ends it, as the HTML parser says. */
const HEAD_ELEMENTS = new Set([
  'html',
  'head',
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noframes',
  'noscript',
  'script',
  'style',
  'template',
  'title',
]);

/** Elements whose content is text: the text tokens between their tags are not the page's text. */
const TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

const BLANK = /^[\t\n\f\r \uFEFF]*$/;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const attribute = (attributes: HtmlAttribute[], name: string) =>
  attributes.find((candidate) => candidate.name === name);

const relHas = (attributes: HtmlAttribute[], kind: string) =>
  (attribute(attributes, 'rel')?.value ?? '')
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .includes(kind);

/**
 * Rewrites a page as it arrives, chunk by chunk: every byte passes through
 * as it came, except each outermost `sq-*` element, held back until its end
 * tag has arrived and written rendered (with the elements inside it). The
 * input is a document when it starts (after blanks and comments) with a
 * doctype or `<html>`, a fragment otherwise, and the output has the same
 * shape. In a document, the head links the prerendered stylesheet: its link
 * to `sq-elements.css` points at it (a superset), or one is added where the
 * head ends. The modules the page's tags load are preloaded at the end of
 * the body (of the fragment), after every image the page has.
 */
export class PageRewriter {
  readonly #options: PageOptions;
  readonly #render: ElementsRenderer;
  readonly #tokenizer = new HtmlTokenizer();
  #shape: 'unknown' | 'document' | 'fragment' = 'unknown';
  /** In a document, until its head ends. */
  #inHead = true;
  /** The head links the prerendered stylesheet (or needs no link). */
  #headLinked: boolean;
  /** The link was put before the page's first stylesheet: a link of ours further down the head is one too many. */
  #linkedBefore = false;
  /** Open `<template>`s outside a held element: their content is inert, its `sq-*` tags no elements. */
  #templates = 0;
  /** The text element (`script`, `title`, ...) the text tokens are in, if any. */
  #textElement: string | null = null;
  /** The outermost element being held: its text so far, the `sq-*` tags open in it, its open templates. */
  #held: { text: string; open: string[]; templates: number } | null = null;
  /** What the page's elements load with it (tags and waiting keys), in the order they came. */
  readonly #loads = new Set<string>();
  /** Whether the page has a main picture (`<img fetchpriority="high">`), its own or an element's. */
  #mainPicture = false;
  /** The modules the page preloads already. */
  readonly #preloaded = new Set<string>();
  #preloadsWritten = false;
  #firstViewsWritten = false;
  /** The autoloader's script tag, taken out of the head while it is read, to be written after the content. */
  #autoloader: { text: string; open: boolean } | null = null;

  constructor(options: PageOptions, render: ElementsRenderer) {
    this.#options = options;
    this.#render = render;
    this.#headLinked = options.stylesheet === undefined;
  }

  /** Takes the next chunk of the page; returns what can be written so far. */
  write(chunk: string): string {
    return this.#tokenizer
      .write(chunk)
      .map((token) => this.#token(token))
      .join('');
  }

  /** The page has ended: returns the rest. */
  end(): string {
    let out = this.#tokenizer
      .end()
      .map((token) => this.#token(token))
      .join('');
    // An element whose end tag never came: rendered as the HTML parser closes it, at the end.
    if (this.#held) out += this.#releaseHeld();
    if (this.#shape === 'document' && this.#inHead) out += this.#endHead();
    return out + this.#preloads();
  }

  #token(token: HtmlToken): string {
    if (this.#held) return this.#holdToken(token);
    if (this.#autoloader?.open) {
      this.#autoloader.text += token.raw;
      if (token.kind === 'end' && token.name === 'script') {
        this.#autoloader.open = false;
        this.#textElement = null;
      }
      return '';
    }
    if (this.#shape === 'unknown') this.#shape = shapeFrom(token);
    let out = '';
    if (this.#shape === 'document' && this.#inHead && this.#endsHead(token)) out += this.#endHead();
    if (token.kind === 'start') {
      if (token.name === 'link') return out + this.#link(token);
      if (token.name === 'img' && this.#templates === 0 && MAIN_PICTURE_TAG.test(token.raw)) this.#mainPicture = true;
      if (this.#isAutoloader(token)) {
        const low = lowPriority(token);
        this.#textElement = 'script';
        if (!this.#inHead) return out + low;
        this.#autoloader = { text: low, open: true };
        return out;
      }
      if (token.name === 'style') out += this.#style();
      if (TEXT_ELEMENTS.has(token.name)) this.#textElement = token.name;
      else if (token.name === 'template') this.#templates++;
      else if (token.name.startsWith('sq-') && this.#templates === 0) {
        this.#held = { text: token.raw, open: [token.name], templates: 0 };
        return out;
      }
    } else if (token.kind === 'end') {
      if (token.name === this.#textElement) this.#textElement = null;
      else if (token.name === 'template' && this.#templates > 0) this.#templates--;
      else if ((token.name === 'body' || token.name === 'html') && this.#templates === 0) out += this.#preloads();
    }
    return out + token.raw;
  }

  #holdToken(token: HtmlToken): string {
    const held = this.#held as { text: string; open: string[]; templates: number };
    if (token.kind === 'end' && (token.name === 'body' || token.name === 'html') && held.templates === 0) {
      // The body ends with the element still open: the HTML parser closes it here.
      const out = this.#releaseHeld();
      return out + this.#token(token);
    }
    held.text += token.raw;
    if (token.kind === 'start') {
      if (token.name.startsWith('sq-')) held.open.push(token.name);
      else if (token.name === 'template') held.templates++;
      else if (token.name === 'link') this.#notePreload(token.attributes);
    } else if (token.kind === 'end') {
      if (token.name === 'template' && held.templates > 0) held.templates--;
      const open = held.open.lastIndexOf(token.name);
      if (open !== -1) held.open.length = open;
      if (held.open.length === 0) return this.#releaseHeld();
    }
    return '';
  }

  #releaseHeld(): string {
    const held = this.#held;
    this.#held = null;
    if (!held) return '';
    const { html, loads } = this.#render(held.text);
    for (const key of loads) this.#loads.add(key);
    if (MAIN_PICTURE_TAG.test(html)) this.#mainPicture = true;
    return html;
  }

  /**
   * The library's autoloader (`<script type="module" src="<base>sq-elements.js">`) in a document, outside
   * templates. In the head, the renderer writes it after the content, so that the preload scanner asks for
   * the page's pictures, the main one above all, before any script of ours; a module script runs once the
   * page is parsed wherever it is, so moving it changes nothing else. Wherever it is, it asks for low
   * priority (see lowPriority).
   */
  #isAutoloader(token: Extract<HtmlToken, { kind: 'start' }>): boolean {
    if (token.name !== 'script' || this.#shape !== 'document' || this.#templates > 0) return false;
    return (
      attribute(token.attributes, 'type')?.value.trim().toLowerCase() === 'module' &&
      attribute(token.attributes, 'src')?.value === this.#options.base + AUTOLOADER_SCRIPT
    );
  }

  /** Whether a token in a document's head is the first that is not the head's (as the HTML parser decides). */
  #endsHead(token: HtmlToken): boolean {
    if (this.#templates > 0 || this.#textElement) return false;
    if (token.kind === 'start') return !HEAD_ELEMENTS.has(token.name);
    if (token.kind === 'end') return token.name === 'head' || token.name === 'body' || token.name === 'html';
    return token.kind === 'text' && !BLANK.test(token.raw);
  }

  /** The head ends: it links the prerendered stylesheet unless it does already. */
  #endHead(): string {
    this.#inHead = false;
    return this.#headLink();
  }

  /** The head's link to the prerendered stylesheet, once; nothing when it is linked already. */
  #headLink(): string {
    if (this.#headLinked) return '';
    this.#headLinked = true;
    return `<link rel="stylesheet" href="${escapeAttribute(this.#options.stylesheet ?? '')}">`;
  }

  /** Whether the renderer is in a document's head, outside a template. */
  #inDocumentHead(): boolean {
    return this.#shape === 'document' && this.#inHead && this.#templates === 0;
  }

  /**
   * A `<style>` of the page's own in the head: the prerendered stylesheet goes before it, as it does before a linked
   * one (see #link).
   */
  #style(): string {
    if (!this.#inDocumentHead() || this.#headLinked) return '';
    this.#linkedBefore = true;
    return this.#headLink();
  }

  /**
   * A `<link>`: a preload noted; in the head, a link to `sq-elements.css` (or to the prerendered stylesheet, when the
   * page links another) pointed at the page's stylesheet. Before the page's first stylesheet of its own, when it
   * links none of ours before it, the link to ours goes in: the page's rules come after the library's and win
   * where both say something of one element (an author's `display` for an element, say), before its code arrives
   * and after, as they do with `sq-elements.css` linked first. A link of ours further down is then left out.
   */
  #link(token: Extract<HtmlToken, { kind: 'start' }>): string {
    this.#notePreload(token.attributes);
    if (!this.#inDocumentHead() || !relHas(token.attributes, 'stylesheet')) return token.raw;
    const href = attribute(token.attributes, 'href');
    const { base, stylesheet = '' } = this.#options;
    const ours = [base + PRE_UPGRADE_STYLESHEET, base + PRERENDERED_STYLESHEET];
    const isOurs = href !== undefined && (href.value === stylesheet || ours.includes(href.value));
    if (this.#headLinked) return this.#linkedBefore && isOurs ? '' : token.raw;
    if (!isOurs) {
      this.#linkedBefore = true;
      return this.#headLink() + token.raw;
    }
    this.#headLinked = true;
    if (href.value === stylesheet) return token.raw;
    const pointed = `href="${escapeAttribute(stylesheet)}"`;
    return token.raw.slice(0, href.start) + pointed + token.raw.slice(href.end);
  }

  #notePreload(attributes: HtmlAttribute[]): void {
    const href = attribute(attributes, 'href');
    if (href && relHas(attributes, 'modulepreload')) this.#preloaded.add(href.value);
  }

  /**
   * What goes after the content, at the end of the body: the first views the page runs at once, the autoloader
   * taken out of the head, then the preloads.
   */
  #preloads(): string {
    const autoloader = this.#autoloader?.text ?? '';
    if (this.#autoloader) this.#autoloader.text = '';
    return this.#firstViews() + autoloader + this.#modulePreloads();
  }

  /**
   * The inline script of the first views that decide at once (the cookie banner's), once, when the page has a
   * server-rendered element of theirs: at the end of the body, every such element is parsed when it runs.
   */
  #firstViews(): string {
    const { firstViews, nonce } = this.#options;
    if (!firstViews || this.#firstViewsWritten) return '';
    this.#firstViewsWritten = true;
    const script = firstViews([...this.#loads].map(tagOfKey));
    return script && `<script${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''}>${script}</script>`;
  }

  /**
   * A `<link rel="modulepreload">` for every module the page's tags load and
   * the page does not preload already, once, at the end of the body: the
   * preload scanner meets every image of the page first. They ask for low
   * priority too: the page's own images and styles come first (over
   * HTTP/1.1, two dozen high-priority modules took every connection while
   * the page's main image waited), and a prerendered page shows its content
   * before its elements hydrate anyway. On a page with a main picture, they
   * are held in a `<template>` (HELD_PRELOADS), which fetches nothing: the
   * autoloader asks for nothing until that picture is drawn, and a request
   * that ends before it holds it back in a simulated load (each of
   * Lighthouse's runs), whether it runs before or not. Then the autoloader
   * puts them in the head, and what the page needs comes in one round trip.
   */
  #modulePreloads(): string {
    const { modules, base } = this.#options;
    if (!modules || this.#preloadsWritten) return '';
    this.#preloadsWritten = true;
    let out = '';
    for (const file of modulesAtLoad(this.#loads, modules)) {
      const href = base + file;
      if (this.#preloaded.has(href)) continue;
      this.#preloaded.add(href);
      out += `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`;
    }
    return this.#mainPicture && out ? `<template ${HELD_PRELOADS}>${out}</template>` : out;
  }
}

/**
 * The autoloader's start tag asking for low priority, unless the page gave it
 * one: a server-rendered page shows its first view without any script, so the
 * library's code never goes ahead of the page's styles and pictures (at high
 * priority, a module script counts as holding the first paint).
 */
function lowPriority(token: Extract<HtmlToken, { kind: 'start' }>): string {
  if (attribute(token.attributes, 'fetchpriority')) return token.raw;
  const end = token.raw.endsWith('/>') ? token.raw.length - 2 : token.raw.length - 1;
  return `${token.raw.slice(0, end).trimEnd()} fetchpriority="low"${token.raw.slice(end)}`;
}

/** A document starts with a doctype or `<html>`; blanks and comments before them say nothing yet. */
function shapeFrom(token: HtmlToken): 'unknown' | 'document' | 'fragment' {
  if (token.kind === 'comment' || (token.kind === 'text' && BLANK.test(token.raw))) return 'unknown';
  if (token.kind === 'doctype' || (token.kind === 'start' && token.name === 'html')) return 'document';
  return 'fragment';
}
