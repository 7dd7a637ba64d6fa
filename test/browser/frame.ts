import { waitFor } from './harness.ts';

/** Out of sight: the page runs but nothing of it shows. */
const HIDDEN_FRAME = 'position:absolute;width:10px;height:10px;left:-100px';

/**
 * Loads `src` in an iframe, out of sight unless `style` places it, and waits
 * until `window[readyFlag]` is set there.
 */
export async function loadFrame(src: string, readyFlag: string, style = HIDDEN_FRAME): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.style.cssText = style;
  document.body.append(frame);
  await waitFor(
    () => Boolean((frame.contentWindow as unknown as Record<string, unknown>)?.[readyFlag]),
    `${src} to load`,
    10000,
  );
  return frame;
}

/** Reloads the frame and waits for it to be ready again. */
export async function reloadFrame(frame: HTMLIFrameElement, readyFlag: string): Promise<void> {
  const window = frame.contentWindow as unknown as Record<string, unknown>;
  // The window proxy outlives the navigation: clear the flag so only the new page can set it.
  window[readyFlag] = false;
  frame.contentWindow?.location.reload();
  await waitFor(() => Boolean(window[readyFlag]), 'the reloaded frame to be ready', 10000);
}

/**
 * A page of the given HTML in a frame of its own (`srcdoc`, the test page's
 * origin), as the browser parses it: its inline scripts run. Placed by
 * `style`; returned as soon as it is in the document, before the page has
 * loaded.
 */
export function parsedFrame(html: string, style = HIDDEN_FRAME): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.cssText = style;
  frame.srcdoc = html;
  document.body.append(frame);
  return frame;
}
