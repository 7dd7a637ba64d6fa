/**
 * Each tag's modules, packed (`tag-modules.logic.ts`): the build writes
 * them over this placeholder, as the string of their JSON
 * (`scripts/element-stylesheets.ts`). A chunk of its own, which the
 * autoloader's part that waits loads with the first code it asks for: a
 * page that asks for none never fetches it. Left in place (development),
 * nothing is preloaded.
 */
export const TAG_MODULES: string = '__sq_tag_modules__';
