import { siteOwnerHtml } from '../../lib/trusted-html.ts';
import { warnOnce } from '../../lib/warn-once.ts';
import { request } from '../../runtime/core/index.ts';
import {
  type AsyncRenderingState,
  blockIdOf,
  NO_BLOCK_ID,
  notRenderedMessage,
  readWidgetAnswer,
  WIDGET_RENDERING_PATH,
  widgetRenderingForm,
} from './async-block.logic.ts';

/** The host attribute mirroring where the block's content is. */
export const ASYNC_RENDERING_ATTRIBUTE = 'data-async-rendering';

/**
 * Renders an async block (spec 001 §7): asks the platform for the gallery's
 * slides, through the data layer, and puts the answer's markup into its light
 * DOM, where the gallery reads its slides as it always does. Its own chunk,
 * loaded only by a gallery marked for async rendering.
 *
 * Until the answer comes the block keeps what it shows, and so its box; when
 * no markup comes (no id, a failed call, an answer without `data.html`) it
 * keeps it for good, with a warning: a block that could not be rendered never
 * breaks the page. A block asked for, or already rendered, is not asked for
 * again when its element mounts again (moved in the page).
 */
export default async function renderAsyncBlock(
  host: HTMLElement & { config?: Record<string, unknown> },
): Promise<void> {
  const state = host.getAttribute(ASYNC_RENDERING_ATTRIBUTE);
  // Slides given as items never read the light DOM: there is nothing to put there.
  if (state === 'loading' || state === 'rendered' || host.config?.items) return;
  const id = blockIdOf(host.id);
  if (id === null) {
    warnOnce(`sq-gallery: ${NO_BLOCK_ID}`);
    show(host, 'failed');
    return;
  }
  show(host, 'loading');
  let text: string;
  try {
    text = await request<string>({
      method: 'POST',
      url: WIDGET_RENDERING_PATH,
      // The block data: the gallery's config as the element holds it when the chunk arrives.
      body: widgetRenderingForm(id, host.config ?? {}),
      // Read as text: an answer that is not JSON is this block's problem, said here, not a system error dialog.
      text: true,
      // A failed call is said below: the error overlay is not for a block that keeps its slides.
      onError: () => {},
    });
  } catch (error) {
    fail(host, id, `the call failed (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const answer = readWidgetAnswer(text);
  if ('problem' in answer) {
    fail(host, id, answer.problem);
    return;
  }
  const markup = siteOwnerHtml(answer.html);
  // A page whose Trusted Types policy refuses ours gets no markup: emptying the block would lose its slides.
  if (String(markup) === '' && answer.html.trim() !== '') {
    fail(host, id, 'the page’s Trusted Types policy does not allow sq-elements');
    return;
  }
  const template = host.ownerDocument.createElement('template');
  template.innerHTML = markup;
  // In one change, so the gallery reads its new slides once; its scripts (the inherited block data) stay.
  const scripts = [...host.children].filter((child) => child.localName === 'script');
  host.replaceChildren(...scripts, template.content);
  show(host, 'rendered');
}

/** Mirrors the state on the host; the block is busy (aria-busy) while its content is on the way. */
function show(host: HTMLElement, state: AsyncRenderingState): void {
  host.setAttribute(ASYNC_RENDERING_ATTRIBUTE, state);
  if (state === 'loading') host.setAttribute('aria-busy', 'true');
  else host.removeAttribute('aria-busy');
}

function fail(host: HTMLElement, id: string, why: string): void {
  warnOnce(`sq-gallery: ${notRenderedMessage(id, why)}`);
  show(host, 'failed');
}
