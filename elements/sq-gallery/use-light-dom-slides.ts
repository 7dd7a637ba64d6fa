import { useLightDom } from '../kit/react/hooks/page/use-light-dom.ts';
import type { Slide } from './slide.logic.ts';
import { readSlide, SLIDE_ATTRIBUTES, type SlideSource } from './slides.logic.ts';

/** The slides while the light DOM is not read: one array, so what depends on it does not change. */
const NO_SLIDES: Slide[] = [];

/** The attributes a slide is read from: those `readSlide` looks at, undefined where the element has none. */
function attributesOf(element: Element): Record<string, string | undefined> {
  return Object.fromEntries(SLIDE_ATTRIBUTES.map((name) => [name, element.getAttribute(name) ?? undefined]));
}

/** Reads the host's light-DOM children as slides. */
function readLightDomSlides(host: HTMLElement): Slide[] {
  const slides: Slide[] = [];
  for (const child of host.children) {
    const source: SlideSource = { tag: child.localName, attributes: attributesOf(child) };
    if (child.localName !== 'img') {
      const image = child.querySelector('img');
      if (image) source.image = attributesOf(image);
      const caption = child.querySelector('figcaption')?.textContent?.trim();
      if (caption) source.caption = caption;
    }
    const slide = readSlide(source, slides.length);
    if (slide) slides.push(slide);
  }
  return slides;
}

/**
 * The slides in the host's light DOM, read again whenever its children or the
 * attributes a slide is read from change (the page's classes and styles, or
 * the host's config, change no slide). An unchanged slide keeps its identity.
 */
export function useLightDomSlides(host: HTMLElement, enabled: boolean): Slide[] {
  return useLightDom(host, readLightDomSlides, { attributes: SLIDE_ATTRIBUTES, enabled }) ?? NO_SLIDES;
}
