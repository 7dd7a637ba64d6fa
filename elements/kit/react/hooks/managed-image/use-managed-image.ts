import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Puts an image element (an <img>, or a <div> for background mode) into
 * `container`, made by hand rather than by React: React gives every <img> it
 * renders load and error listeners of its own, which outlive the element's
 * removal, and the loader needs none of them. The same element is kept while
 * the container and the kind of image stay. An <img> that the view rendered
 * on the server (what a visitor without scripts sees) is taken over instead
 * of adding a second; it stays the view's to remove. No container, no image.
 */
export function useManagedImage(
  container: RefObject<HTMLElement | null> | null,
  alt: string,
  background = false,
): RefObject<HTMLElement | null> {
  const image = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const parent = container?.current;
    const rendered = background ? null : parent?.querySelector<HTMLImageElement>(':scope>img[part=image]');
    image.current = rendered ?? null;
    if (!parent || rendered) return;
    const element = document.createElement(background ? 'div' : 'img');
    element.setAttribute('part', 'image');
    parent.append(element);
    image.current = element;
    return () => element.remove();
  }, [container, background]);
  useLayoutEffect(() => {
    const element = image.current;
    if (!element) return;
    if (!background) (element as HTMLImageElement).alt = alt;
    else {
      // A background drawn for its text is an image named by it; a decorative one, an empty <div>, is nothing.
      element.role = alt ? 'img' : null;
      element.ariaLabel = alt || null;
    }
  }, [alt, background]);
  return image;
}
