import { type ServiceShare, sharedService } from '../core/index.ts';

/** What the console says of a font face that did not load. */
export function missingFontText(face: Pick<FontFace, 'family' | 'weight' | 'style'>): string {
  return `sq-runtime: the font "${face.family}" (${face.weight} ${face.style}) did not load`;
}

/**
 * Logs the page's missing fonts (spec 000 §8 "Other"): a font face that
 * fails to load, one of a typekit set or any other the page declares, is
 * only logged to the console, once, and never reported or shown to the
 * visitor. Faces that failed before the service started are logged when it
 * starts.
 */
export const installFontLog: () => ServiceShare = sharedService(() => {
  const logged = new WeakSet<FontFace>();
  const log = (face: FontFace) => {
    if (face.status !== 'error' || logged.has(face)) return;
    logged.add(face);
    console.warn(missingFontText(face));
  };
  const onError = (event: FontFaceSetLoadEvent) => event.fontfaces.forEach(log);
  document.fonts.forEach(log);
  document.fonts.addEventListener('loadingerror', onError);
  return { stop: () => document.fonts.removeEventListener('loadingerror', onError) };
});
