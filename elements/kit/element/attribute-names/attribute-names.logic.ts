import { editDistance, nearestName } from '../../../../lib/nearest-name.ts';

/**
 * Attributes any element may carry that are none of its fields: the global
 * HTML attributes (`class`, `id`, `style`, `slot`, `hidden`, `role`, ...),
 * every `data-*` and `aria-*`, event handlers (`onclick`) and microdata
 * (`itemprop`). Never taken for a misspelt field.
 */
const GLOBAL_ATTRIBUTE =
  /^(?:accesskey|anchor|autocapitalize|autocorrect|autofocus|class|contenteditable|dir|draggable|enterkeyhint|exportparts|hidden|id|inert|inputmode|is|lang|nonce|part|popover|role|slot|spellcheck|style|tabindex|title|translate|writingsuggestions|xml:lang|xmlns|(?:data|aria)-.*|on[a-z]+|item[a-z]+)$/;

/** True for an attribute every element may have (see GLOBAL_ATTRIBUTE). */
export function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTE.test(name);
}

/** Two attribute names apart, hyphens aside: `slidesperrow` (camelCase, lowercased by the HTML parser) is `slides-per-row`. */
function apart(name: string, attribute: string): number {
  return Math.min(editDistance(name, attribute), editDistance(name.replaceAll('-', ''), attribute.replaceAll('-', '')));
}

/**
 * The field attribute an attribute on an element's host was meant to be:
 * one of `attributes` spelt in camelCase (`slidesPerRow`, which HTML reads
 * as `slidesperrow`) or with a slip or two (`slides-per-rw`). Undefined for
 * a field attribute, `config`, a global attribute, or a name near none.
 */
export function meantAttribute(name: string, attributes: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'config' || attributes.includes(lower) || isGlobalAttribute(lower)) return undefined;
  return nearestName(lower, attributes, apart);
}

/** The warning for an attribute meant to be `meant`. */
export function misspeltAttributeMessage(tag: string, name: string, meant: string): string {
  return `${tag}: ${name} is not an attribute of ${tag}; did you mean ${meant}?`;
}
