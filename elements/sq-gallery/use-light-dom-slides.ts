import { useLightDom } from '../kit/hooks/use-light-dom.ts';
import { readSlide, SLIDE_ATTRIBUTES, type Slide, type SlideSource } from './slides.logic.ts';

const WANTED: ReadonlySet<string> = new Set(SLIDE_ATTRIBUTES);
/** The slides while the light DOM is not read: one array, so what depends on it does not change. */
const NO_SLIDES: Slide[] = [];

/** The attributes a slide is read from: the ones the element has among those `readSlide` looks at. */
function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of element.getAttributeNames()) {
    if (WANTED.has(name)) attributes[name] = element.getAttribute(name) as string;
  }
  return attributes;
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
