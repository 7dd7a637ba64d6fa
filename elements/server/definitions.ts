/**
 * Every element's definition, for rendering on the server: importing each
 * `*.element.ts` records its definition with the kit; without a DOM nothing
 * is defined.
 */
const modules = import.meta.glob('../sq-*/*.element.ts', { eager: true });

export { elementDefinition } from '../kit/element/custom-element.ts';

/** The tags the library has, found at build time. */
export const TAGS: readonly string[] = Object.keys(modules).map((path) => path.split('/')[1] as string);
