import { parseHTML } from 'linkedom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ElementApi } from '../kit/api.ts';
import type { KitElementDefinition, ViewProps } from '../kit/custom-element.ts';
import { configFromAttributes, inheritedDataText } from '../kit/host-config.ts';
import { PrerenderedTree } from '../kit/prerendered.tsx';
import { formatProblem } from '../kit/validate.ts';
import { elementDefinition } from './definitions.ts';
import { DEFAULT_BASE, PRERENDERED_STYLESHEET } from './files.ts';

export { DEFAULT_BASE, PRERENDERED_STYLESHEET };

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

/** What an element's server-only module (`sq-<name>/<name>.server.ts`) may give the renderer. */
interface ServerModule {
  /** The attributes of the `<img>` a visitor without scripts sees in `<noscript>`, or null for none. */
  noScriptImage?: (config: never) => Record<string, string> | null;
}

/** Each element's server-only module, found at build time like the definitions, by tag. */
const SERVER_MODULES: Record<string, ServerModule> = Object.fromEntries(
  Object.entries(import.meta.glob<ServerModule>('../sq-*/*.server.ts', { eager: true })).map(([path, module]) => [
    path.split('/')[1],
    module,
  ]),
);

/** An element's shadow root, and the image a visitor without scripts sees if its light DOM has none. */
function renderHost(host: Element, base: string): { shadow: string | null; noScript: Record<string, string> | null } {
  const definition = elementDefinition(host.localName);
  if (!definition) return { shadow: null, noScript: null };
  const { api } = definition;
  const { config, problems } = configFromAttributes(api, (name) => host.getAttribute(name), inheritedDataText(host));
  for (const problem of problems) console.warn(formatProblem(api.tag, problem));
  const fallback = SERVER_MODULES[api.tag]?.noScriptImage;
  const noScript =
    fallback && !host.querySelector(':scope > img, :scope > noscript') ? fallback(config as never) : null;
  try {
    return { shadow: renderToString(tree(definition, config, host, base)), noScript };
  } catch (error) {
    console.warn(`${api.tag}: not rendered on the server; it renders in the browser (${String(error)})`);
    return { shadow: null, noScript };
  }
}

function tree(definition: KitElementDefinition, config: unknown, host: Element, base: string) {
  const stylesheet = `${base}${PRERENDERED_STYLESHEET}`;
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
  for (const [host, { shadow, noScript }] of rendered) {
    if (noScript) {
      const image = document.createElement('img');
      for (const [name, value] of Object.entries(noScript)) image.setAttribute(name, value);
      const fallback = document.createElement('noscript');
      fallback.append(image);
      host.append(fallback);
    }
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
