import { useEffect, useRef, useState } from 'react';
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
 * A number that stays the same until the current microtask ends. Elements
 * mount in one synchronous flush that runs their effects before it returns,
 * so a read and an effect that see the same number saw the same DOM.
 */
let turn = 0;
let turnOpen = false;
function currentTurn(): number {
  if (!turnOpen) {
    turnOpen = true;
    turn++;
    queueMicrotask(() => {
      turnOpen = false;
    });
  }
  return turn;
}

/** The slides in the host's light DOM, read again whenever its children or their attributes change. */
export function useLightDomSlides(host: HTMLElement, enabled: boolean): Slide[] {
  const readIn = useRef(-1);
  const [slides, setSlides] = useState<Slide[]>(() => {
    if (!enabled) return NO_SLIDES;
    readIn.current = currentTurn();
    return readLightDomSlides(host);
  });
  // `slides` seeds the comparison only; the observer keeps it from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!enabled) return;
    let key: string | undefined;
    const read = () => {
      const next = readLightDomSlides(host);
      const nextKey = JSON.stringify(next);
      key ??= JSON.stringify(slides);
      if (nextKey !== key) {
        key = nextKey;
        setSlides(next);
      }
    };
    // Read again unless the first read was moments ago, in this same flush: 500 slides take milliseconds.
    if (readIn.current !== currentTurn()) read();
    readIn.current = -1;
    const observer = new MutationObserver(read);
    // Only the attributes a slide is read from: the page's classes and styles, or the host's config, change no slide.
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [...SLIDE_ATTRIBUTES],
      characterData: true,
    });
    return () => observer.disconnect();
  }, [host, enabled]);
  return enabled ? slides : NO_SLIDES;
}
