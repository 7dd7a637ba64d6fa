import { useEffect, useState } from 'react';
import { readSlide, type Slide, type SlideSource } from './slides.logic.ts';

function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
  return attributes;
}

/** Reads the host's light-DOM children as slides. */
export function readLightDomSlides(host: HTMLElement): Slide[] {
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

/** The slides in the host's light DOM, read again whenever its children or their attributes change. */
export function useLightDomSlides(host: HTMLElement, enabled: boolean): Slide[] {
  const [slides, setSlides] = useState<Slide[]>(() => (enabled ? readLightDomSlides(host) : []));
  // `slides` seeds the comparison only; the observer keeps it from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!enabled) return;
    let key = JSON.stringify(slides);
    const read = () => {
      const next = readLightDomSlides(host);
      const nextKey = JSON.stringify(next);
      if (nextKey !== key) {
        key = nextKey;
        setSlides(next);
      }
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [host, enabled]);
  return enabled ? slides : [];
}
