import { type FontSize, mayStart, REVEAL_DELAY_MS, type Thickness } from './highlight.logic.ts';
import {
  type Animation,
  animateLines,
  type Direction,
  FIRST_VIEW_DRAWING,
  linePath,
  measuredThickness,
  measureText,
} from './highlight-drawing.ts';
import type { Shape } from './shapes.logic.ts';

/**
 * A server-rendered highlight over wrapped lines, drawn without the
 * element's code (its first view loads this only for such a highlight):
 * its lines measured, a shape on each, animated in turn once it is seen, as
 * the element would. The code is asked for (`load`) only once the lines may
 * have moved: the text's box resized, its text changed, a web font arrived.
 * Returns true when it cannot draw (no server drawing to read the settings
 * from) or cannot start the animation (its parent hidden): the code is
 * then needed now.
 */
export function drawLines(host: HTMLElement, load: () => void): boolean {
  const root = host.shadowRoot;
  const server = root?.querySelector<SVGSVGElement>('.first svg');
  const shape = root?.querySelector<SVGSVGElement>('svg[part="shape"]');
  if (!root || !server || !shape) return true;
  const settings = server.dataset;
  const drawing = shape.cloneNode(false) as SVGSVGElement;
  drawing.setAttribute(FIRST_VIEW_DRAWING, '');
  root.append(drawing);
  const measure = measureText(host, drawing);
  const thickness = measuredThickness(
    thicknessOf(settings.thickness),
    settings.fontSize ? (JSON.parse(settings.fontSize) as FontSize) : undefined,
    measure,
  );
  const paths = measure.lines.map((line, index) => {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    const { d, strokeWidth } = linePath(settings.shape as Shape, line, index, thickness);
    path.setAttribute('d', d);
    path.setAttribute('stroke-width', String(strokeWidth));
    path.setAttribute('pathLength', '1');
    return path;
  });
  drawing.append(...paths);
  followChanges(host, load);

  // Drawn at once (its state "still") without an animation, or under reduced motion.
  const state = (value: string) => {
    host.dataset.state = value;
    drawing.dataset.state = value;
  };
  if (host.dataset.state !== 'waiting') return false;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    state('still');
    return false;
  }
  // Its parent hidden (to be shown by an entry animation): the code follows the parent to start the animation.
  if (!measure.parentVisible) return true;
  const seen = new IntersectionObserver(([entry]) => {
    if (!mayStart({ ready: true, inView: entry?.isIntersecting ?? false, parentVisible: true })) return;
    seen.disconnect();
    setTimeout(() => {
      // The code took over meanwhile: its view animates.
      if (host.matches(':defined')) return;
      const animations = animateLines(
        paths,
        measure.lines.map((line) => line.width),
        {
          animation: settings.animation as Animation,
          direction: settings.direction as Direction,
          duration: Number.parseFloat(settings.duration ?? '') || 0,
        },
      );
      state('animating');
      Promise.all(animations.map((each) => each.finished)).then(
        () => !host.matches(':defined') && state('done'),
        () => undefined,
      );
    }, REVEAL_DELAY_MS);
  });
  seen.observe(host);
  return false;
}

/** The thickness the server wrote: a number and its unit ("0.06em", "3px"). */
function thicknessOf(text = ''): Thickness {
  return { value: Number.parseFloat(text) || 0, unit: text.endsWith('px') ? 'px' : 'em' };
}

/**
 * Asks for the element's code once the measured lines may have moved: the
 * box around the text resized from the size it was drawn at, its text
 * changed, or a web font arrived.
 */
function followChanges(host: HTMLElement, load: () => void): void {
  const box = host.parentElement ?? host;
  const size = (width: number, height: number) => `${Math.round(width)}x${Math.round(height)}`;
  const drawnAt = size(box.getBoundingClientRect().width, box.getBoundingClientRect().height);
  const resized = new ResizeObserver(([entry]) => {
    const [border] = entry?.borderBoxSize ?? [];
    if (border && size(border.inlineSize, border.blockSize) !== drawnAt) changed();
  });
  const edited = new MutationObserver(changed);
  function changed() {
    resized.disconnect();
    edited.disconnect();
    document.fonts.removeEventListener('loadingdone', changed);
    load();
  }
  resized.observe(box, { box: 'border-box' });
  edited.observe(host, { childList: true, subtree: true, characterData: true });
  document.fonts.addEventListener('loadingdone', changed);
}
