/**
 * When an element's code loads, decided from its tag's load triggers (its
 * schema's `load`, written into the registry) and whether the server
 * rendered it. Pure: the autoloader listens, this decides.
 */

/** What counts as the visitor reaching for an element; listened for on the document, in the capture phase. */
export const REACHING = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/** A tag's triggers as the registry writes them, separated by spaces; an unknown tag loads with the page. */
export function triggersOf(text: string | undefined): string[] {
  return (text ?? 'load').split(' ');
}

/**
 * Whether an element's code loads as soon as the element is found: one the
 * server did not render shows nothing without it; a rendered one waits for
 * a trigger unless its tag loads with the page.
 */
export function loadsAtOnce(triggers: readonly string[], serverRendered: boolean): boolean {
  return !serverRendered || triggers.includes('load');
}

/** The page events among a tag's triggers: every trigger that is an event name. */
export function eventTriggers(triggers: readonly string[]): string[] {
  return triggers.filter((trigger) => trigger.startsWith('sq-'));
}
