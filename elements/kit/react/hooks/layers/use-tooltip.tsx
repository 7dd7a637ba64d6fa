import {
  type FocusEvent,
  type ReactElement,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { placeTooltip, TOOLTIP_DELAY_MS } from './tooltip.logic.ts';
import { useLayer } from './use-layer.ts';

/** The tooltip's CSS; an element that uses tooltips appends it to its own styles. */
export { default as tooltipStyles } from './tooltip.css?inline';

/** What to spread on the element the tooltip describes. */
export interface TooltipTriggerProps {
  ref: RefCallback<HTMLElement>;
  'aria-describedby': string;
  onPointerEnter(): void;
  onPointerLeave(): void;
  onFocus(event: FocusEvent): void;
  onBlur(): void;
}

export interface Tooltip {
  triggerProps: TooltipTriggerProps;
  /** The tooltip itself; render it anywhere in the element's shadow root. */
  tooltip: ReactElement;
  open: boolean;
}

/**
 * A tooltip for an element's control (spec 000 §9 "Tooltip"): it shows after
 * 1200 ms of hovering and at once on keyboard focus, is 250 px wide, fades in
 * over 0.3 s (not with reduced motion), and keeps 20 px from the viewport's
 * edges. Escape hides it without moving focus (it is the newest layer on the
 * page's layer stack while it shows, so Escape closes it and nothing below
 * it), and it stays while the pointer is over it (WCAG 1.4.13). Add
 * `tooltipStyles` to the element's styles.
 */
export function useTooltip(text: string): Tooltip {
  const id = `sq-tooltip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  useLayer(open, bubble, (reason) => {
    // A click elsewhere hides it through pointer-leave or blur already; only a close request hides it here.
    if (reason === 'escape') hide();
  });

  useLayoutEffect(() => {
    const anchor = trigger.current;
    const element = bubble.current;
    if (!open || !anchor || !element) return;
    const place = () => {
      const { top, left, side } = placeTooltip(
        anchor.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
      element.dataset.side = side;
    };
    place();
    // Scrolling moves the trigger; the tooltip follows rather than floating away from it.
    addEventListener('scroll', place, { capture: true, passive: true });
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, { capture: true });
      removeEventListener('resize', place);
    };
  }, [open]);

  const triggerProps: TooltipTriggerProps = {
    ref: (element) => {
      trigger.current = element;
    },
    'aria-describedby': id,
    onPointerEnter() {
      if (open || timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpen(true);
      }, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: hide,
    onFocus(event) {
      // Keyboard focus shows it at once; focus that follows a click does not.
      if ((event.target as Element).matches(':focus-visible')) {
        cancel();
        setOpen(true);
      }
    },
    onBlur: hide,
  };

  const tooltip = (
    <span
      ref={bubble}
      id={id}
      role="tooltip"
      part="tooltip"
      hidden={!open}
      onPointerEnter={cancel}
      onPointerLeave={hide}
    >
      {text}
    </span>
  );

  return { triggerProps, tooltip, open };
}
