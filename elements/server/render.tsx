import { parseHTML } from 'linkedom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { type FirstViewImageInput, firstViewImage } from '../../runtime/image-loader-first-view.logic.ts';
import type { ElementApi } from '../kit/api.ts';
import type { KitElementDefinition, ViewProps } from '../kit/custom-element.ts';
import { renderFirstViewImagesWith } from '../kit/hooks/use-first-view-image.ts';
import { configFromAttributes, inheritedDataText } from '../kit/host-config.ts';
import { PrerenderedTree } from '../kit/prerendered.tsx';
import { formatProblem } from '../kit/validate.ts';
import { elementDefinition } from './definitions.ts';

/** How a document is rendered on the server. */
export interface RenderOptions {
  /**
   * Where the built library is served from (`dist/` of the package): the
   * elements' stylesheets are linked from there, and so are the preloaded
   * modules. Ends with a slash. Default `/sq-elements/`.
   */
  base?: string;
  /**
   * The files each tag loads, as the build lists them in
   * `sq-elements.modules.json`; given, the head gets a
   * `<link rel="modulepreload">` for every file the page's tags need.
   */
  modules?: Record<string, readonly string[]>;
}

/** Each element's server-only module (`sq-<name>/<name>.server.ts`), by tag, found at build time like the definitions. */
const FIRST_VIEW_INPUTS: Record<string, (data: never) => FirstViewImageInput> = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ firstViewInput: (data: never) => FirstViewImageInput }>('../sq-*/*.server.ts', { eager: true }),
  ).map(([path, module]) => [path.split('/')[1], module.firstViewInput]),
);

// Views show their pictures as first-view images, worked out here from what each view gives (read by the
// element's server module, or an input as it is): that code never ships to the browser.
renderFirstViewImagesWith((tag, data) =>
  firstViewImage(FIRST_VIEW_INPUTS[tag]?.(data as never) ?? (data as FirstViewImageInput)),
);

/** The default place of the built library. */
export const DEFAULT_BASE = '/sq-elements/';

/** The stylesheet an element's server rendering links, relative to the library's base. */
export function stylesheetFile(tag: string): string {
  return `${tag}.css`;
}

/**
 * Renders every `sq-*` element of one element's worth of HTML: the first
 * render of its view as a declarative shadow root, or null when the view
 * could not render without a browser. A lit view (the runtime's) has no
 * server rendering in our stack: its root gets the stylesheet link alone,
 * and the view draws after it in the browser; such a view shows nothing
 * until it has something to show (the runtime's dialogs).
 */
export function renderElement(host: Element, base = DEFAULT_BASE): string | null {
  return renderHost(host, base).shadow;
}

/** An element's shadow root, or null when the view could not render without a browser. */
function renderHost(host: Element, base: string): { shadow: string | null } {
  const definition = elementDefinition(host.localName);
  if (!definition) return { shadow: null };
  const { api } = definition;
  const { config, problems } = configFromAttributes(api, (name) => host.getAttribute(name), inheritedDataText(host));
  for (const problem of problems) console.warn(formatProblem(api.tag, problem));
  try {
    return { shadow: withoutResourceHints(renderToString(tree(definition, config, host, base))) };
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

function tree(definition: KitElementDefinition, config: unknown, host: Element, base: string) {
  const { api } = definition;
  const stylesheet = `${base}${stylesheetFile(api.tag)}`;
  if (definition.kind === 'lit') return <link rel="stylesheet" href={stylesheet} />;
  const View = definition.view as ComponentType<ViewProps<ElementApi>>;
  const props = { config, host: host as HTMLElement, emit: () => false } as unknown as ViewProps<ElementApi>;
  return (
    <PrerenderedTree stylesheets={[stylesheet]} onError={() => {}}>
      <View {...props} />
    </PrerenderedTree>
  );
}

/**
 * Server-renders an HTML document: each `sq-*` tag gets a
 * `<template shadowrootmode="open">` with its first render, which the
 * element hydrates in the browser instead of rendering from nothing. An
 * element already rendered is left as it is; one whose view cannot render
 * on the server is left to the browser.
 */
export async function renderToHtml(html: string, options: RenderOptions = {}): Promise<string> {
  const base = options.base ?? DEFAULT_BASE;
  const { document } = parseHTML(html);
  const hosts = [...document.querySelectorAll('*')].filter(
    (element) => element.localName.startsWith('sq-') && !hasDeclarativeRoot(element),
  );
  // Every element reads its light DOM before any template goes in, so an
  // outer element never reads an inner one's rendering as its content.
  const rendered = hosts.map((host) => [host, renderHost(host, base)] as const);
  for (const [host, { shadow }] of rendered) {
    if (shadow === null) continue;
    const template = document.createElement('template');
    template.setAttribute('shadowrootmode', 'open');
    template.innerHTML = shadow;
    host.prepend(template);
  }
  if (options.modules) preloadModules(document, options.modules, new Set(hosts.map((host) => host.localName)), base);
  return document.toString();
}

function hasDeclarativeRoot(element: Element): boolean {
  const first = element.firstElementChild;
  return first?.localName === 'template' && first.hasAttribute('shadowrootmode');
}

/**
 * Adds a modulepreload link for every module the page's tags load, after the
 * links already there. They ask for low priority: the page's own images and
 * styles come first (over HTTP/1.1, two dozen high-priority modules took every
 * connection while the page's main image waited), and a prerendered page shows
 * its content before its elements hydrate anyway.
 */
function preloadModules(
  document: Document,
  modules: Record<string, readonly string[]>,
  tags: Set<string>,
  base: string,
): void {
  const files = new Set<string>();
  for (const tag of tags) for (const file of modules[tag] ?? []) files.add(file);
  const present = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const file of files) {
    const href = `${base}${file}`;
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.setAttribute('rel', 'modulepreload');
    link.setAttribute('fetchpriority', 'low');
    link.setAttribute('href', href);
    document.head.append(link);
  }
}
