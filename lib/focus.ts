/**
 * Focus and typing, for the elements and the runtime alike: no React here,
 * so the runtime's services can load it without the kit.
 */

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Keeps Tab inside a modal's focusable elements (in order): from the last to
 * the first, and from the first to the last with Shift. A modal dialog makes
 * the page inert, but Tab would still leave it for the browser's interface.
 */
export function wrapTab(focusable: readonly HTMLElement[], event: { shiftKey: boolean; preventDefault(): void }): void {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = deepActiveElement();
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** What can take focus with Tab; hidden and disabled controls cannot. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements under `root` that Tab stops at, in order, shown ones only,
 * looking into the open shadow roots of the elements inside it (an
 * <sq-form>'s fields live in its shadow root).
 */
export function focusableIn(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(FOCUSABLE) && element.getClientRects().length > 0) found.push(element);
    if (element.shadowRoot) found.push(...focusableIn(element.shadowRoot));
  }
  return found;
}

/** An element on an event's path, as far as typing is concerned. */
export interface PathElement {
  localName?: string;
  isContentEditable?: boolean;
}

const TYPING_ELEMENTS = new Set(['input', 'textarea', 'select']);

/** Whether a key press happens while the visitor types: in a form control or editable text, shadow roots included. */
export function isTyping(path: readonly PathElement[]): boolean {
  return path.some((target) => TYPING_ELEMENTS.has(target.localName ?? '') || target.isContentEditable === true);
}

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
