/**
 * Async blocks (spec 001 §7): a gallery marked for async rendering asks the
 * platform for its block's content, `POST /api/widget/GetWidgetRendering`
 * with the form field `widgetJSON` holding `{ type, id, value }` (the block's
 * type, its id without the `block-` prefix, its block data), and puts the
 * answer's `data.html` into its light DOM. Pure: the call itself goes through
 * the data layer, the markup into the page in async-block.ts.
 */
import { isRecord } from '../../runtime/core/index.ts';

/** The block rendering call (spec 001 §7). */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** The prefix of a block's id in the page, left out of the id the call sends (spec 001 §7). */
export const BLOCK_ID_PREFIX = 'block-';

/** The widget type of a gallery block: the spec shows no value; ours, as the reference API takes it. */
export const GALLERY_WIDGET_TYPE = 'gallery';

/** Where an async gallery's content is, mirrored on the host as `data-async-rendering`. */
export type AsyncRenderingState = 'loading' | 'rendered' | 'failed';

/** The block id the call sends: the element's id without `block-`; null when there is none. */
export function blockIdOf(elementId: string): string | null {
  const id = elementId.trim();
  const bare = id.startsWith(BLOCK_ID_PREFIX) ? id.slice(BLOCK_ID_PREFIX.length) : id;
  return bare === '' ? null : bare;
}

/** The call's form fields: `widgetJSON`, the gallery block as JSON. */
export function widgetRenderingForm(id: string, value: Record<string, unknown>): { widgetJSON: string } {
  return { widgetJSON: JSON.stringify({ type: GALLERY_WIDGET_TYPE, id, value }) };
}

/** What the answer gives: the block's markup, or why there is none. */
export type WidgetAnswer = { html: string } | { problem: string };

/**
 * Reads the answer's text: its `data.html`, a string (empty when the block has
 * no slides). Anything else is a problem, said in a few words.
 */
export function readWidgetAnswer(text: string): WidgetAnswer {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { problem: 'the answer is not JSON' };
  }
  const data = isRecord(answer) ? answer.data : undefined;
  const html = isRecord(data) ? data.html : undefined;
  return typeof html === 'string' ? { html } : { problem: 'the answer has no data.html' };
}

/** The console warning for a gallery marked for async rendering that has no id to send. */
export const NO_BLOCK_ID =
  'async rendering needs the block’s id: give the gallery an id (block-…); showing the slides as they are';

/** The console warning for a block whose content did not come: the call failed, or its answer has no markup. */
export function notRenderedMessage(id: string, why: string): string {
  return `block ${JSON.stringify(id)} was not rendered: ${why}; showing the slides as they are`;
}
