import { useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useReducedMotion } from '../kit/react/hooks/optional/use-reduced-motion.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import { type AccordionEvent, ANIMATION_MS, accordionStep, initialOpen } from './accordion.logic.ts';
import type { accordionApi } from './accordion.schema.ts';

/**
 * The accordion keeps its state in the light DOM: each item's `open`. The
 * view renders a slot; a click on a summary is taken over so that the item
 * moves (the height of the `<details>`, by the Web Animations API) and the
 * others close. The host's `data-state` is `moving` while items move, then `still`.
 */
export function AccordionView({ config, host }: ViewProps<typeof accordionApi>) {
  const reducedMotion = useReducedMotion();
  const options = useRef({ multipleOpen: config.multipleOpen, reducedMotion });
  options.current = { multipleOpen: config.multipleOpen, reducedMotion };
  const [state, setState] = useState<'still' | 'moving'>('still');
  useDataState(host, state);
  const [items] = useState(
    () =>
      new Items(
        host,
        () => options.current.multipleOpen,
        (moving) => setState(moving ? 'moving' : 'still'),
      ),
  );
  const firstOpen = useRef(config.firstOpen);

  // The first item opens at the start when asked; one at a time keeps only the first open one.
  useLayoutEffect(() => {
    const list = items.list();
    initialOpen(
      list.map((item) => item.open),
      firstOpen.current,
      options.current.multipleOpen,
    ).forEach((open, i) => {
      items.set(list[i] as HTMLDetailsElement, open);
    });
  }, [items]);

  useEventListener<MouseEvent>(host, 'click', (event) => {
    const target = event.target as Element;
    const summary = target.closest('summary');
    const item = summary?.parentElement;
    if (!summary || !item || item.parentElement !== host || item.querySelector(':scope > summary') !== summary) return;
    // A link or a control inside the summary does its own thing.
    const control = target.closest('a[href], button, input, select, textarea');
    if (control && summary.contains(control)) return;
    event.preventDefault();
    const index = items.list().indexOf(item as HTMLDetailsElement);
    items.step({ type: 'toggle', index, animate: !options.current.reducedMotion });
  });

  // An item opened by find-in-page or a script closes the others (toggle does not bubble: heard as it descends).
  // A layout effect, like the click's: in place once the accordion shows, on both engines.
  useLayoutEffect(() => {
    const onToggle = (event: Event) => items.toggled(event.target as HTMLDetailsElement);
    host.addEventListener('toggle', onToggle, true);
    return () => host.removeEventListener('toggle', onToggle, true);
  }, [host, items]);

  return <slot />;
}

/** The host's `<details>` children, opened and closed by the accordion's rules. */
class Items {
  private animating = false;
  /** Items whose next `toggle` event is the accordion's own doing. */
  private readonly own = new WeakSet<HTMLDetailsElement>();

  constructor(
    private readonly host: HTMLElement,
    private readonly multipleOpen: () => boolean,
    /** Told when items start moving (true) and when they have all settled (false). */
    private readonly onMoving: (moving: boolean) => void,
  ) {}

  list(): HTMLDetailsElement[] {
    return [...this.host.children].filter((child): child is HTMLDetailsElement => child.localName === 'details');
  }

  set(item: HTMLDetailsElement, open: boolean): void {
    if (item.open === open) return;
    this.own.add(item);
    item.open = open;
  }

  /** Applies an event; the items that change move when it animates. */
  step(event: AccordionEvent): void {
    const items = this.list();
    const before = { open: items.map((item) => item.open), animating: this.animating };
    const next = accordionStep(before, event, this.multipleOpen());
    if (next === before) return;
    const moving: Promise<void>[] = [];
    items.forEach((item, i) => {
      const open = next.open[i] as boolean;
      if (!next.animating) this.set(item, open);
      else if (item.open !== open) {
        this.own.add(item);
        moving.push(move(item, open));
      }
    });
    if (!next.animating) return;
    this.animating = true;
    this.onMoving(true);
    Promise.all(moving).then(() => {
      this.animating = accordionStep(next, { type: 'settled' }, false).animating;
      this.onMoving(false);
    });
  }

  /** An item's `toggle` event: one opened from elsewhere closes the others. */
  toggled(item: HTMLDetailsElement): void {
    if (item.parentElement !== this.host || this.own.delete(item) || !item.open) return;
    this.step({ type: 'opened', index: this.list().indexOf(item) });
  }
}

/**
 * Opens or closes an item by animating its height for ANIMATION_MS; a closing
 * item stays open (its content shown) until the end. Resolves when it ends,
 * or is cancelled (the element leaving the page).
 */
function move(item: HTMLDetailsElement, open: boolean): Promise<void> {
  const from = item.getBoundingClientRect().height;
  item.open = !item.open;
  const to = item.getBoundingClientRect().height;
  item.open = true;
  const animation = item.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'], boxSizing: ['border-box', 'border-box'] },
    { duration: ANIMATION_MS, easing: 'ease-out' },
  );
  const end = () => {
    item.open = open;
  };
  return animation.finished.then(end, end);
}
