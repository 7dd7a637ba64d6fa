/**
 * Hold, act, release: a server-rendered element in the test's own page while
 * its tag is undefined (the test file has not imported its module), a
 * visitor acting on it, then its code loaded and its hydration awaited. Each
 * test file runs in a page of its own, so an element is undefined until the
 * file's first import of it.
 */
import { markWaiting, watchEarlyActions } from '../../elements/kit/hydration/early-actions/early-actions.ts';
import { whenHydrated } from '../../elements/kit/hydration/hydrated.ts';
import { fixture, MODULE_LOAD_TIMEOUT_MS, waitFor } from './harness.ts';
import { prerender } from './prerender.ts';

/**
 * Renders `markup` with the library's server renderer and writes it into the
 * page (Declarative Shadow DOM parsed as a page's would be), laid out with
 * its stylesheets; each server-rendered host is marked waiting, as the
 * autoloader marks it, and early actions are recorded. Returns the hosts.
 */
export async function serverRendered(markup: string): Promise<HTMLElement[]> {
  const html = await prerender(`<!doctype html><html><head></head><body>${markup}</body></html>`);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const container = fixture('<div></div>');
  container.setHTMLUnsafe(body);
  const hosts = [...container.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.localName.startsWith('sq-') && element.shadowRoot,
  );
  if (hosts.length === 0) throw new Error(`the server rendered no element from ${markup}`);
  const defined = hosts.find((host) => customElements.get(host.localName));
  if (defined) throw new Error(`<${defined.localName}> is defined already in this page: it would not wait to hydrate`);
  const links = hosts.flatMap((host) => [
    ...(host.shadowRoot?.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]') ?? []),
  ]);
  await waitFor(() => links.every((link) => link.sheet), 'the shadow roots’ stylesheets');
  watchEarlyActions();
  for (const host of hosts) markWaiting(host);
  return hosts;
}

/** Loads the element's code (`load` imports its module) and resolves once `host` has hydrated. */
export async function release(host: Element, load: () => Promise<unknown>): Promise<void> {
  await Promise.race([
    Promise.all([load(), whenHydrated(host)]),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`<${host.localName}> did not hydrate`)), MODULE_LOAD_TIMEOUT_MS),
    ),
  ]);
}

/** The middle of an element, in the page's CSS pixels: where `sendMouse` clicks it. */
export function middleOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}
