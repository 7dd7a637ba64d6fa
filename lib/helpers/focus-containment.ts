/**
 * Focus containment (spec 001 §5, §8): focus kept inside a region, an
 * element or a test on elements, built on the focus helpers of lib/focus/focus.ts
 * (what Tab stops at, Tab wrapped inside a modal, the focused element through
 * shadow roots). Its own module: the pages that never contain focus do not
 * load it.
 */
import { deepActiveElement, FOCUSABLE, focusableIn, wrapTab } from '../focus/focus.ts';

/** Thrown when focus containment gets both or neither of its region's descriptions (spec 001 §5, §8). */
export const CONTAINMENT_ONE_OF = 'One and only one of container and predicate must be set';
/** Thrown when focus containment's container is not an element of the page (spec 001 §8). */
export const CONTAINMENT_NO_ELEMENT = 'No valid HTMLElement node was supplied';

export interface FocusContainmentOptions {
  /** The element focus stays inside (its shadow roots and slotted content count as inside). */
  container?: unknown;
  /** Says whether an element is inside the region, for a region that is not one element. */
  predicate?: unknown;
  /** What Tab cycles through, in order; the region's focusable elements unless given. */
  focusable?: () => readonly HTMLElement[];
}

/**
 * Which kind of region the options describe, or the error they earn (spec
 * 001 §5: exactly one of container or predicate; §8: the messages). Kept
 * apart from the DOM so the rule is tested on its own.
 */
export function containmentRegion(
  options: { container?: unknown; predicate?: unknown },
  isElement: (value: unknown) => boolean,
): 'container' | 'predicate' | typeof CONTAINMENT_ONE_OF | typeof CONTAINMENT_NO_ELEMENT {
  const hasContainer = options.container !== undefined && options.container !== null;
  const hasPredicate = options.predicate !== undefined && options.predicate !== null;
  if (hasContainer === hasPredicate) return CONTAINMENT_ONE_OF;
  if (hasPredicate) return typeof options.predicate === 'function' ? 'predicate' : CONTAINMENT_ONE_OF;
  return isElement(options.container) ? 'container' : CONTAINMENT_NO_ELEMENT;
}

/** Whether `target` is `container` or inside it, through slots and shadow roots. */
function within(container: Element, target: Element): boolean {
  let node: Node | null = target;
  while (node) {
    if (node === container) return true;
    node = (node instanceof Element ? node.assignedSlot : null) ?? node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return false;
}

/**
 * The elements Tab stops at inside `container`, in the order the visitor
 * meets them: through its own shadow root (if it has one) and the content
 * slotted there, as the page is drawn.
 */
function tabOrderIn(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element) => {
    if (element !== container && element.matches(FOCUSABLE) && element.getClientRects().length > 0) {
      found.push(element as HTMLElement);
    }
    const children =
      element instanceof HTMLSlotElement && element.assignedElements().length > 0
        ? element.assignedElements({ flatten: true })
        : [...(element.shadowRoot ?? element).children];
    for (const child of children) visit(child);
  };
  visit(container);
  return found;
}

/**
 * Keeps focus inside a region until the returned function is called: Tab
 * wraps from its last focusable element to its first (Shift+Tab the other
 * way, as `wrapTab` does for a modal), and focus that lands outside (a
 * click on the page, a script) goes back to where it was inside, or to the
 * region's first focusable element. The region is an element (`container`)
 * or a test on elements (`predicate`), exactly one of them; anything else
 * throws 'One and only one of container and predicate must be set' or 'No
 * valid HTMLElement node was supplied' (spec 001 §5, §8).
 */
export function containFocus(options: FocusContainmentOptions): () => void {
  const region = containmentRegion(options, (value) => value instanceof HTMLElement);
  if (region !== 'container' && region !== 'predicate') throw new TypeError(region);
  const inside =
    region === 'container'
      ? (element: Element) => within(options.container as HTMLElement, element)
      : (element: Element) => (options.predicate as (element: Element) => boolean)(element);
  const focusable = () =>
    options.focusable?.() ??
    (region === 'container'
      ? tabOrderIn(options.container as HTMLElement)
      : focusableIn(document.body).filter((element) => inside(element)));
  let last: HTMLElement | undefined;
  const active = deepActiveElement();
  if (active instanceof HTMLElement && inside(active)) last = active;

  const onKeyDown = (event: KeyboardEvent) => {
    const current = deepActiveElement();
    if (event.key === 'Tab' && current && inside(current)) wrapTab(focusable(), event);
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLElement)) return;
    if (inside(target)) {
      last = target;
      return;
    }
    const back = last?.isConnected && inside(last) ? last : focusable()[0];
    back?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}
