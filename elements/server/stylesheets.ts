import { stylesheetText } from '../kit/styles.ts';
import { elementDefinition, TAGS } from './definitions.ts';
import { stylesheetFile } from './render.tsx';

/**
 * The stylesheet file of every element, by file name, as a server-rendered
 * shadow root links it: the same CSS the element adopts in the browser.
 */
export function elementStylesheets(): Record<string, string> {
  return Object.fromEntries(
    TAGS.map((tag) => [stylesheetFile(tag), stylesheetText(elementDefinition(tag)?.styles)] as const),
  );
}
