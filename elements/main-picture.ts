/**
 * The page's main picture (an `<img fetchpriority="high">`), which the
 * autoloader (it carries this file) asks for no script before: the code no
 * visitor has asked for yet waits until that picture has been drawn, so it
 * never takes the network or the main thread from it.
 */

/**
 * How long code no visitor asked for waits for the page's main picture at
 * most: a picture slower than this (a very slow network, a hidden tab that
 * draws nothing) holds nothing back any longer. The bound of a good LCP.
 */
export const MAIN_PICTURE_WAIT_MS = 2500;

/** The page's main picture: the image the page (or the server's rendering of `<sq-image lazy="false">`) fetches first. */
export const MAIN_PICTURE = 'img[fetchpriority="high" i]';

/**
 * Resolves once each main picture under `root` has been drawn, or has
 * failed: at once when there is none, after `limitMs` at the latest (a tab
 * in the background draws nothing). Drawn is a task after the frame that
 * follows its load (the frame that draws it has been painted by then); one
 * loaded before this looked was drawn already, or is in the next frame.
 */
export function afterMainPicture(root: ParentNode, limitMs = MAIN_PICTURE_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    // One complete already (loaded, broken, or with no address) is in after a frame.
    const left = [...root.querySelectorAll<HTMLImageElement>(MAIN_PICTURE)];
    let count = left.length;
    const limit = setTimeout(resolve, limitMs);
    const settle = () => {
      if (--count > 0) return;
      clearTimeout(limit);
      resolve();
    };
    if (count === 0) return settle();
    for (const image of left) {
      // Loaded or failed, the frame after it has been painted; loaded before this looked, drawn already.
      const drawn = () => requestAnimationFrame(() => setTimeout(settle));
      if (image.complete) drawn();
      else for (const type of ['load', 'error']) image.addEventListener(type, drawn, { once: true });
    }
  });
}
