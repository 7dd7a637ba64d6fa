/**
 * Every tag the library defines, with the loader of its code: one per
 * `sq-*` folder with an `*.element.ts`, found at build time, so a new
 * element needs no registration.
 */
const modules = import.meta.glob<unknown>('./sq-*/*.element.ts');

export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[1] as string, load]),
);
