import { performEarlyActions, stopRecording } from '../early-actions/early-actions.ts';
import {
  type Caret,
  type FocusNow,
  refocus,
  rescroll,
  reselect,
  restoreStep,
  type Scroll,
  type ValueKind,
  valueKind,
} from './visitor-state.logic.ts';

/**
 * Keeps what a visitor did in a server-rendered shadow root through its
 * hydration (the decisions are visitor-state.logic.ts): taken just before
 * it hydrates, put back and told to the view once it has. Loaded with the
 * hydrating root.
 */

type Control = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/** A node of the shadow root, and its place in it: hydration keeps the node, a render from nothing the place. */
interface Place {
  node: Element;
  at: number[];
}

function placeOf(node: Element, root: ShadowRoot): Place {
  const at: number[] = [];
  for (let child: Node = node; child.parentNode && child !== root; child = child.parentNode)
    at.unshift([...child.parentNode.childNodes].indexOf(child as ChildNode));
  return { node, at };
}

/** The node now at a kept place: the same node, or the one of the same tag in its place. */
function find({ node, at }: Place, root: ShadowRoot): Element | undefined {
  if (node.getRootNode() === root) return node;
  const found = at.reduce<Node | undefined>((parent, index) => parent?.childNodes[index], root);
  return found instanceof Element && found.localName === node.localName ? found : undefined;
}

/** A control's value as a string: as it is now, or as the view rendered it (its default). */
function controlValue(control: Control, kind: ValueKind, now: boolean): string {
  if (kind === 'text') return now ? control.value : control.defaultValue;
  if (kind !== 'select') return String(now ? control.checked : control.defaultChecked);
  const picked = [...control.options].filter((option) => (now ? option.selected : option.defaultSelected));
  // A single select with no option chosen by the server shows its first.
  return (picked.length || control.multiple ? picked.map((option) => option.index) : [0]).join();
}

const fire = (control: Element, type: string) =>
  control.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

/** Puts a kept value back and tells the view, as the visitor's own change would. */
function tell(control: Control, kind: ValueKind, kept: string): void {
  if (kind === 'text') {
    // React follows a control's value through a setter of its own on the node: the view's value set through
    // it, then the kept one through the prototype's, is a change its onChange hears (Preact's hears the event).
    control.value = control.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, kept);
    fire(control, 'input');
  } else if (kind === 'select') {
    const picked = kept.split(',');
    for (const option of control.options) option.selected = picked.includes(String(option.index));
    fire(control, 'input');
    fire(control, 'change');
  } else {
    // React hears a check box change as a click, Preact as a change: a click from the view's state gives both.
    control.checked = kept !== 'true';
    control.click();
  }
}

function caretOf(node: Element): Caret | undefined {
  const { value, selectionStart, selectionEnd, selectionDirection } = node as HTMLInputElement;
  return typeof selectionStart === 'number'
    ? { value, selection: [selectionStart, selectionEnd ?? selectionStart, selectionDirection ?? 'none'] }
    : undefined;
}

/**
 * Takes what the visitor changed in `root` (values, the focus and its caret,
 * scroll positions) and stops recording their early actions: the view takes
 * events from now on. Returns what puts it back once hydrated, and then
 * performs the actions recorded before.
 */
export function keepVisitorState(root: ShadowRoot): () => void {
  stopRecording(root.host);
  const controls: (Place & { kind: ValueKind; kept: string })[] = [];
  for (const node of root.querySelectorAll<Control>('input, textarea, select')) {
    const kind = valueKind(node.localName, node.type);
    if (!kind) continue;
    const kept = controlValue(node, kind, true);
    if (kept !== controlValue(node, kind, false)) controls.push({ ...placeOf(node, root), kind, kept });
  }
  const active = root.activeElement;
  const focus = active && { ...placeOf(active, root), caret: caretOf(active) };
  const scrolls = [...root.querySelectorAll('*')]
    .filter((node) => node.scrollLeft || node.scrollTop)
    .map((node) => ({ ...placeOf(node, root), scroll: [node.scrollLeft, node.scrollTop] as Scroll }));

  return () => {
    for (const place of controls) {
      const control = find(place, root) as Control | undefined;
      const { kind, kept } = place;
      if (!control) continue;
      const moments = { kept, view: controlValue(control, kind, false), now: controlValue(control, kind, true) };
      if (restoreStep(kind, moments) === 'tell') tell(control, kind, kept);
    }
    const focused = focus && (find(focus, root) as HTMLInputElement | undefined);
    if (focus && focused) {
      const outside = document.activeElement;
      const now: FocusNow =
        root.activeElement === focused
          ? 'kept'
          : root.activeElement || (outside && outside !== document.body && !outside.contains(root.host))
            ? 'elsewhere'
            : 'lost';
      if (refocus(now)) focused.focus({ preventScroll: true });
      const caret = caretOf(focused);
      if (focus.caret && caret && root.activeElement === focused && reselect(focus.caret, caret))
        focused.setSelectionRange(...(focus.caret.selection as [number, number, 'none']));
    }
    for (const place of scrolls) {
      const node = find(place, root);
      const [left, top] = place.scroll;
      if (node && rescroll(place.scroll, [node.scrollLeft, node.scrollTop])) node.scrollTo(left, top);
    }
    // Then what they clicked, on a view that has their values: after the renders the values asked for
    // (preact/compat renders a change in a microtask, and a click handler reads the values it rendered with).
    // Queued before `whenHydrated` resolves, so it has happened by then.
    queueMicrotask(() => performEarlyActions(root.host));
  };
}
