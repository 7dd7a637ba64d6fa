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

/** Attributes every HTML element has, which name no field of ours: a theme's script styling or labelling the host. */
const GLOBAL_ATTRIBUTE = /^(?:data-|aria-)|^(?:class|style|id|slot|part|hidden|inert|role|tabindex|lang|dir|title)$/;

/**
 * Whether setting an attribute asks a waiting element to change: a field's
 * attribute does; its own state (`data-state`, which a first view writes),
 * a class, a style or another global attribute does not.
 */
export function asksForChange(attribute: string): boolean {
  return !GLOBAL_ATTRIBUTE.test(attribute);
}
