import { parseDimensions } from '../../lib/image-sizing/image-sizing.ts';
import type { LightboxItem } from './lightbox.logic.ts';
import { type OpenRequest, readItems, requestsOf, unavailable } from './open-requests.ts';

/** The tag, and the event a gallery asks for it with (the gallery's `sq-lightbox-request`). */
export const LIGHTBOX_TAG = 'sq-lightbox';
export const REQUEST_EVENT = 'sq-lightbox-request';
/** Links that open in the lightbox, grouped into sets by the attribute's value. */
export const LINK_SELECTOR = 'a[data-lightbox]';

/** The page's lightbox: the first `<sq-lightbox>`, or one added to the body when the page has none. */
export function pageLightbox(): HTMLElement {
  const found = document.querySelector<HTMLElement>(LIGHTBOX_TAG);
  if (found) return found;
  const added = document.createElement(LIGHTBOX_TAG);
  (document.body ?? document.documentElement).append(added);
  return added;
}

/** Shows a set in the page's lightbox; false in the lightweight tier, where it only warns. */
export function openInPageLightbox(request: OpenRequest): boolean {
  if (unavailable()) return false;
  requestsOf(pageLightbox()).set(request);
  return true;
}

/** One link of a set as an item: the image it links to, its own image's text, its caption attributes. */
function linkItem(link: HTMLAnchorElement, position: number): LightboxItem {
  const image = link.querySelector('img');
  const item: LightboxItem = { src: link.href, alt: image?.alt ?? link.getAttribute('aria-label') ?? '' };
  const id = link.dataset.slideId ?? (link.id || String(position));
  const title = link.dataset.title ?? (link.title || undefined);
  const dimensions = parseDimensions(link.dataset.imageDimensions ?? image?.dataset.imageDimensions);
  return Object.assign(
    item,
    { id },
    title && { title },
    link.dataset.description && {
      description: link.dataset.description,
    },
    dimensions && { dimensions },
  );
}

/** The links of one set, in document order. */
export function linkSet(name: string): { links: HTMLAnchorElement[]; items: LightboxItem[] } {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)].filter(
    (link) => link.dataset.lightbox === name,
  );
  return { links, items: links.map(linkItem) };
}

/** Every set of links on the page, for an address that names one of their items. */
export function linkSets(): LightboxItem[][] {
  const names = new Set(
    [...document.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)].map((link) => link.dataset.lightbox ?? ''),
  );
  return [...names].map((name) => linkSet(name).items);
}

/** The lightbox link a plain click (main button, no modifier) landed on, if any. */
function clickedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const target = event.composedPath()[0];
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(LINK_SELECTOR) : null;
  return link ?? undefined;
}

/**
 * Answers a request for the lightbox: a gallery's `sq-lightbox-request`, or
 * a plain click on a lightbox link (which then does not navigate).
 */
export function answer(event: Event): void {
  if (event.type === REQUEST_EVENT) {
    const detail =
      (
        event as CustomEvent<{
          slides?: unknown;
          index?: unknown;
          theme?: unknown;
          cdnHosts?: unknown;
          fromAddress?: unknown;
        }>
      ).detail ?? {};
    const theme = detail.theme === 'light' || detail.theme === 'dark' ? detail.theme : undefined;
    const { cdnHosts } = detail;
    openInPageLightbox({
      items: readItems(detail.slides),
      index: Number(detail.index) || 0,
      theme,
      cdnHosts: Array.isArray(cdnHosts) && cdnHosts.every((host) => typeof host === 'string') ? cdnHosts : undefined,
      fromAddress: detail.fromAddress === true,
    });
    return;
  }
  const link = event instanceof MouseEvent ? clickedLink(event) : undefined;
  if (!link) return;
  const { links, items } = linkSet(link.dataset.lightbox ?? '');
  // In the lightweight tier the link is followed: the image opens as it would without scripts.
  if (openInPageLightbox({ items, index: Math.max(0, links.indexOf(link)) })) event.preventDefault();
}

/** Listens for requests for the page's lightbox; once per page, as the element's code loads. */
export function installTriggers(): void {
  document.addEventListener(REQUEST_EVENT, answer);
  document.addEventListener('click', (event) => {
    if (!event.defaultPrevented) answer(event);
  });
}
