import { hasMinimumFontMarker, MINIMUM_FONT_ATTRIBUTE } from '../../lib/helpers/minimum-font.ts';
import {
  fittedFontSize,
  nextSmallerFontSize,
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_FONT_PX,
} from '../../lib/helpers/text-shrink.ts';
import { installResize } from '../resize/index.ts';

export { TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX };

/** The width the text of `element` takes on one line, at its current font. */
function textWidth(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().width;
}

/** The width inside the padding: the line the text must fit. */
function lineWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return (
    element.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0)
  );
}

/**
 * Shrinks the font of `heading` until its text fits on its line, down to
 * 11 px, and fits it again 100 ms after its size last changed (through
 * the page's resize service) and once the page's fonts have loaded (spec
 * 001 §9). The heading's own font size (from its CSS) is the largest it
 * gets. While its font is 13 px or less it carries the minimum-font marker,
 * `data-sq-min-font` (spec 002 §9). Returns the function that stops and gives the heading its own size
 * back. Call it from an effect, never while rendering: it measures.
 */
export function shrinkText(heading: HTMLElement): () => void {
  const own = heading.style.getPropertyValue('font-size');
  const ownPriority = heading.style.getPropertyPriority('font-size');
  const setSize = (size: string) => heading.style.setProperty('font-size', size, size === own ? ownPriority : '');
  const fitToLine = () => {
    const wrap = heading.style.getPropertyValue('white-space');
    setSize(own);
    const natural = Number.parseFloat(getComputedStyle(heading).fontSize);
    // Measured on one line: that is the line the text must fit.
    heading.style.setProperty('white-space', 'nowrap');
    const available = lineWidth(heading);
    let size = fittedFontSize(natural, textWidth(heading), available);
    if (size !== natural) {
      setSize(`${size}px`);
      for (let next = nextSmallerFontSize(size); next !== undefined && textWidth(heading) > available; ) {
        size = next;
        setSize(`${size}px`);
        next = nextSmallerFontSize(size);
      }
    }
    heading.style.setProperty('white-space', wrap);
    heading.toggleAttribute('data-text-shrunk', size !== natural);
    heading.toggleAttribute(MINIMUM_FONT_ATTRIBUTE, hasMinimumFontMarker(size));
  };
  fitToLine();
  let stopped = false;
  document.fonts?.ready.then(() => {
    if (!stopped) fitToLine();
  });
  const resize = installResize();
  const unobserve = resize.observe(heading, fitToLine, TEXT_SHRINK_DEBOUNCE_MS);
  return () => {
    if (stopped) return;
    stopped = true;
    unobserve();
    resize.uninstall();
    setSize(own);
    heading.removeAttribute('data-text-shrunk');
    heading.removeAttribute(MINIMUM_FONT_ATTRIBUTE);
  };
}
