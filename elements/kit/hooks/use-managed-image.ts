import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Puts an image element (an <img>, or a <div> for background mode) into
 * `container`, made by hand rather than by React: React gives every <img> it
 * renders load and error listeners of its own, which outlive the element's
 * removal, and the loader needs none of them. The same element is kept while
 * the container and the kind of image stay. An <img> that the view rendered
 * on the server (what a visitor without scripts sees) is taken over instead
 * of adding a second; it stays the view's to remove.
 */
export function useManagedImage(
  container: RefObject<HTMLElement | null>,
  alt: string,
  background = false,
): RefObject<HTMLElement | null> {
  const image = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const rendered = background ? null : parent.querySelector<HTMLImageElement>(':scope > img[part="image"]');
    if (rendered) {
      image.current = rendered;
      return () => {
        image.current = null;
      };
    }
    const element = document.createElement(background ? 'div' : 'img');
    element.setAttribute('part', 'image');
    if (!background) (element as HTMLImageElement).decoding = 'async';
    parent.append(element);
    image.current = element;
    return () => {
      element.remove();
      image.current = null;
    };
  }, [container, background]);
  useLayoutEffect(() => {
    const element = image.current;
    if (!element) return;
    if (!background) {
      element.setAttribute('alt', alt);
      return;
    }
    if (alt) {
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', alt);
      element.removeAttribute('aria-hidden');
    } else {
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
      element.setAttribute('aria-hidden', 'true');
    }
  }, [alt, background]);
  return image;
}
