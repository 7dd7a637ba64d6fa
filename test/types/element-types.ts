/**
 * What the generated element types (`types/`, written by `npm run manifest`)
 * refuse, checked by `npm run typecheck`: each `@ts-expect-error` fails the
 * check if the error it expects does not happen. Never run. The host apps
 * check the same types as an installed package (test/hosts/apps/react/checks.tsx).
 */
import type { SqFormConfig } from '../../types/sq-form.d.ts';
import type { SqGalleryConfig, SqGalleryElement } from '../../types/sq-gallery.d.ts';

export const designs: SqGalleryConfig[] = [
  { design: 'grid' },
  { design: 'auto-columns' },
  { design: 'stacked' },
  { design: 'new-swipe', designOptions: { boundaries: 'hard' } },
  { design: 'slideshow', designOptions: { transition: 'ken-burns' } },
  // @ts-expect-error: "gird" is no design
  { design: 'gird' },
  // @ts-expect-error: no such transition
  { design: 'slideshow', designOptions: { transition: 'cube' } },
  // @ts-expect-error: no such boundary
  { design: 'new-swipe', designOptions: { boundaries: 'soft' } },
];

export function setDesign(gallery: SqGalleryElement): void {
  gallery.design = 'carousel';
  // @ts-expect-error: "carousell" is no design
  gallery.design = 'carousell';
}

export const forms: SqFormConfig[] = [
  { formId: 'contact', errorsPosition: 'below', fields: [{ id: 'email', type: 'email' }] },
  // @ts-expect-error: the form's message shows above or below it
  { formId: 'contact', errorsPosition: 'beside' },
  // @ts-expect-error: no such field type
  { formId: 'contact', fields: [{ id: 'email', type: 'e-mail' }] },
];
