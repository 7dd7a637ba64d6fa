import { parseHTML } from 'linkedom/worker';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { type FirstViewImageInput, firstViewImage } from '../../runtime/images/index.ts';
import type { ElementApi } from '../kit/element/api.ts';
import type { KitElementDefinition, ViewProps } from '../kit/element/custom-element.ts';
import { inheritedDataText } from '../kit/element/host-config.ts';
import { formatProblem } from '../kit/element/problem-text/problem-text.ts';
import { stylesheetText } from '../kit/element/styles.ts';
import firstViewImageCss from '../kit/hydration/first-view-image.css?inline';
import { loadsAtOnce } from '../kit/hydration/load-triggers.logic.ts';
import { type PrerenderedStyle, PrerenderedStyles, PrerenderedTree } from '../kit/hydration/prerendered.tsx';
import { configFromAttributes } from '../kit/hydration/server-rendered/server-rendered.ts';
import { renderFirstViewImagesWith } from '../kit/react/hooks/use-first-view-image.ts';
import { elementDefinition } from './definitions.ts';
import { DEFAULT_BASE, PRERENDERED_STYLESHEET } from './files.ts';
import { inlineFirstViews } from './inline-first-views.ts';
import { PageRewriter, waitingKey } from './page.ts';

export { modulesAtLoad } from './page.ts';
export { DEFAULT_BASE, PRERENDERED_STYLESHEET };

/** How an element is rendered on the server. */
export interface ElementRenderOptions {
  /**
   * Where the built library is served from (`dist/` of the package): the
   * prerendered stylesheet is linked from there, and the preloaded modules
   * come from there. Ends with a slash. Default `/sq-elements/`.
   */
  base?: string;
  /**
   * Each shadow root gets its element's own stylesheet in a `<style>`
   * instead of a link to `sq-elements.prerendered.css`, and the head is left
   * as it is: no stylesheet to wait for. Not under a Content-Security-Policy
   * whose `style-src` has no `'unsafe-inline'` (`style-src 'self'` refuses
   * every `<style>`). Default false.
   */
  inlineStyles?: boolean;
  /**
   * The stylesheet every shadow root links, and the head of a document:
   * default `sq-elements.prerendered.css` under `base`, every element's
   * rules. A page (or a template) served with its own, composed by
   * `pageStylesheet` from the build's `sq-elements.prerendered.json` with
   * its tags alone (the command's `--stylesheet`), waits for less before
   * its first paint. Not with inlineStyles.
   */
  stylesheet?: string;
}

/** How a page (a document or a fragment) is rendered on the server. */
export interface RenderOptions extends ElementRenderOptions {
  /**
   * The files each tag loads, as the build lists them in
   * `sq-elements.modules.json`; given, the end of the body (of a fragment)
   * gets a `<link rel="modulepreload" fetchpriority="low">` for every file
   * the page's tags need that the page does not preload already.
   */
  modules?: Record<string, readonly string[]>;
  /**
   * The page runs the first views that must not wait for any file (the
   * cookie banner's: whether it shows, from the stored choice) in an inline
   * `<script>` at the end of the body, a few hundred bytes, so a
   * server-rendered banner shows with the page's first paint. Without it,
   * the banner shows once the autoloader has fetched its first view. A page
   * whose Content-Security-Policy refuses inline scripts gives the policy's
   * `nonce`, or sets this false. Default true.
   */
  inlineScripts?: boolean;
  /** The Content-Security-Policy nonce of the page's inline script (see inlineScripts). */
  nonce?: string;
}

/**
 * Renders one `sq-*` element: the first render of its view as the content
 * of its declarative shadow root, or null when the view could not render
 * without a browser. A lit view (the runtime's) has no server rendering in
 * our stack: its root gets the stylesheet alone, and the view draws after it
 * in the browser; such a view shows nothing until it has something to show
 * (the runtime's dialogs). `options` may be the base alone.
 */
export function renderElement(host: Element, options: ElementRenderOptions | string = {}): string | null {
  return renderHost(host, typeof options === 'string' ? { base: options } : options).shadow;
}

/** What an element's server-only module (`sq-<name>/<name>.server.ts`) may give the renderer. */
interface ServerModule {
  /** What a view's first-view image is worked out from, given what the view passes (useFirstViewImage). */
  firstViewInput?: (data: never) => FirstViewImageInput | null;
  /** The input of a first-view image written into the element's light DOM when it has no child image of its own. */
  firstViewChild?: (config: never) => FirstViewImageInput | null;
}

/** Each element's server-only module, by tag, found at build time like the definitions. */
const SERVER_MODULES: Record<string, ServerModule> = Object.fromEntries(
  Object.entries(import.meta.glob<ServerModule>('../sq-*/*.server.ts', { eager: true })).map(([path, module]) => [
    path.split('/')[1],
    module,
  ]),
);

/** The tag of the element being rendered (rendering is synchronous): whose server module reads a view's data. */
let rendering = '';

// Views show their pictures as first-view images, worked out here from what each view gives (read by the
// element's server module, or an input as it is): that code never ships to the browser.
renderFirstViewImagesWith((data) => {
  const read = SERVER_MODULES[rendering]?.firstViewInput;
  const input = read ? read(data as never) : (data as FirstViewImageInput);
  return input && firstViewImage(input);
});

/** HTML attribute names of a first-view image's properties where React's differ. */
const ATTRIBUTE_NAMES: Record<string, string> = { srcSet: 'srcset', fetchPriority: 'fetchpriority' };

/**
 * Writes an element's first-view child image into its light DOM when its
 * server module has one for its config and the element has no child image
 * of its own: the view then shows it as a child image of the page's.
 */
function addFirstViewChild(host: Element, config: unknown): void {
  const input = SERVER_MODULES[host.localName]?.firstViewChild?.(config as never);
  const image = input && !host.querySelector(':scope > img') ? firstViewImage(input) : null;
  if (!image) return;
  const child = host.ownerDocument.createElement('img');
  for (const [name, value] of Object.entries(image)) {
    if (value !== undefined) child.setAttribute(ATTRIBUTE_NAMES[name] ?? name, String(value));
  }
  host.append(child);
}

/** An element's shadow root, or null when the view could not render without a browser. */
function renderHost(host: Element, options: ElementRenderOptions): { shadow: string | null } {
  const definition = elementDefinition(host.localName);
  if (!definition) return { shadow: null };
  const { api } = definition;
  const { config, problems } = configFromAttributes(api, (name) => host.getAttribute(name), inheritedDataText(host));
  for (const problem of problems) console.warn(formatProblem(api.tag, problem));
  addFirstViewChild(host, config);
  try {
    rendering = api.tag;
    return { shadow: withoutResourceHints(renderToString(tree(definition, config, host, options))) };
  } catch (error) {
    console.warn(`${api.tag}: not rendered on the server; it renders in the browser (${String(error)})`);
    return { shadow: null };
  }
}

/**
 * React's server rendering puts a `<link rel="preload">` before the markup
 * for every image it does not see as lazy. In a shadow root it would only
 * repeat the `<img>` right after it (which the preload scanner finds in
 * the template), and the browser's hydration, which renders no such link,
 * would meet it where the view's first node belongs.
 */
function withoutResourceHints(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');
}

/** The stylesheet a server-rendered page links: the one given, else the prerendered stylesheet under the base. */
function stylesheetOf(options: ElementRenderOptions): string {
  return options.stylesheet ?? `${options.base ?? DEFAULT_BASE}${PRERENDERED_STYLESHEET}`;
}

/** What a shadow root rendered on the server has for styles: the one stylesheet's link, or the element's own inline. */
function stylesOf(definition: KitElementDefinition, options: ElementRenderOptions): PrerenderedStyle {
  // An element whose view shows first-view images has their rules too (they are not in the copy it adopts).
  const firstView = definition.api.tag in SERVER_MODULES ? `\n${firstViewImageCss}` : '';
  return options.inlineStyles
    ? { text: stylesheetText(definition.styles) + firstView }
    : { href: stylesheetOf(options) };
}

function tree(definition: KitElementDefinition, config: unknown, host: Element, options: ElementRenderOptions) {
  const styles = [stylesOf(definition, options)];
  if (definition.kind === 'lit') return <PrerenderedStyles styles={styles} />;
  const View = definition.view as ComponentType<ViewProps<ElementApi>>;
  const props = { config, host: host as HTMLElement, emit: () => false } as unknown as ViewProps<ElementApi>;
  return (
    <PrerenderedTree styles={styles} onError={() => {}}>
      <View {...props} />
    </PrerenderedTree>
  );
}

/**
 * Server-renders a page, a whole document or a fragment, and returns the
 * same shape: input that starts with a doctype or `<html>` is a document,
 * anything else a fragment. Each `sq-*` element gets a
 * `<template shadowrootmode="open">` with its first render, which the
 * element hydrates in the browser instead of rendering from nothing; the
 * rest of the page is passed through as it is. An element already rendered
 * is left as it is; one whose view cannot render on the server is left to
 * the browser. In a document the head links `sq-elements.prerendered.css`
 * (or the `stylesheet` given; its link to `sq-elements.css` points there
 * instead), unless `inlineStyles`; with `modules`, the scripts the page's
 * elements load are preloaded at the end of the body, after the inline
 * script of the first views that decide at once (see inlineScripts).
 */
export async function renderToHtml(html: string, options: RenderOptions = {}): Promise<string> {
  const page = pageRewriter(options);
  return page.write(html) + page.end();
}

/** A page rewriter that renders every outermost `sq-*` element it meets (see renderToHtml). */
export function pageRewriter(options: RenderOptions = {}): PageRewriter {
  const base = options.base ?? DEFAULT_BASE;
  const inlineStyles = options.inlineStyles ?? false;
  const elementOptions = { base, inlineStyles, stylesheet: stylesheetOf(options) };
  const page = {
    base,
    stylesheet: inlineStyles ? undefined : elementOptions.stylesheet,
    modules: options.modules,
    firstViews: options.inlineScripts === false ? undefined : inlineFirstViews,
    nonce: options.nonce,
  };
  return new PageRewriter(page, (html) => renderElements(html, elementOptions));
}

/**
 * Renders every `sq-*` element of one outermost element's HTML (itself and
 * those in its light DOM), and names the tags in it. The HTML comes back as
 * it was when nothing in it was rendered.
 */
function renderElements(html: string, options: ElementRenderOptions): { html: string; loads: string[] } {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const elements = [...document.body.querySelectorAll('*')].filter((element) => element.localName.startsWith('sq-'));
  const hosts = elements.filter((element) => !hasDeclarativeRoot(element));
  // Every element reads its light DOM before any template goes in, so an
  // outer element never reads an inner one's rendering as its content.
  const rendered = hosts.map((host) => [host, renderHost(host, options)] as const);
  let changed = false;
  for (const [host, { shadow }] of rendered) {
    if (shadow === null) continue;
    const template = document.createElement('template');
    template.setAttribute('shadowrootmode', 'open');
    template.innerHTML = shadow;
    host.prepend(template);
    changed = true;
  }
  return { html: changed ? document.body.innerHTML : html, loads: elements.map(loadedWithPage) };
}

/** What an element loads with the page once rendered: its code, or what waits for its triggers (see waitingKey). */
function loadedWithPage(element: Element): string {
  const tag = element.localName;
  const triggers = elementDefinition(tag)?.api.load ?? ['load'];
  return loadsAtOnce(triggers, hasDeclarativeRoot(element)) ? tag : waitingKey(tag);
}

function hasDeclarativeRoot(element: Element): boolean {
  const first = element.firstElementChild;
  return first?.localName === 'template' && first.hasAttribute('shadowrootmode');
}
