/**
 * Every element's definition, for rendering on the server: importing each
 * `*.element.ts` records its definition with the kit; without a DOM nothing
 * is defined.
 */
import.meta.glob('../sq-*/*.element.ts', { eager: true });

export { elementDefinition } from '../kit/define-element.ts';

/** The tags the library has, found at build time. */
export const TAGS: readonly string[] = Object.keys(import.meta.glob('../sq-*/*.element.ts')).map(
  (path) => path.split('/')[1] as string,
);
