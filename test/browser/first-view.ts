import { loadFrame } from './frame.ts';
import type { PrerenderedPage } from './pages/prerendered-page.ts';
import { prerender } from './prerender.ts';

/** In view and under the pointer's reach: what a visitor sees, the same size for every test. */
const FRAME = 'position:fixed;left:0;top:0;width:800px;height:600px;border:0';

const frames: HTMLIFrameElement[] = [];

export interface FirstView {
  page: PrerenderedPage;
  frame: HTMLIFrameElement;
  window: Window;
  /** The page's server-rendered elements, in document order. */
  hosts: HTMLElement[];
}

/**
 * `body` rendered by the server renderer and shown in a page of its own as
 * a visitor first sees it: every shadow root linking the one prerendered
 * stylesheet (loaded), and no element code (no tag is defined until the test
 * loads one).
 */
export async function firstView(body: string): Promise<FirstView> {
  const html = await prerender(`<!doctype html><html><head></head><body>${body}</body></html>`);
  const frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage', FRAME);
  frames.push(frame);
  const window = frame.contentWindow as Window & { prerenderedPage: PrerenderedPage };
  const page = window.prerenderedPage;
  await page.show(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
  return { page, frame, window, hosts: page.hosts() as HTMLElement[] };
}

/** Removes the pages `firstView` made. */
export function removeFirstViews(): void {
  for (const frame of frames.splice(0)) frame.remove();
}
