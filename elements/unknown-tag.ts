import { unknownTagMessage } from './unknown-tag.logic.ts';

/**
 * The autoloader's word on a `sq-*` tag it has no code for, loaded only when
 * it meets one (it asks once per tag): unless the page has defined the tag
 * itself by then, the nearest tag it knows, or the tags there are.
 */
export function warn(tag: string, loaders: Record<string, unknown>): void {
  if (customElements.get(tag)) return;
  const message = unknownTagMessage(tag, Object.keys(loaders));
  if (message) console.warn(message);
}
