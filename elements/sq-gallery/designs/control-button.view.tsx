import { PAGINATION_DISABLED } from './carousel.logic.ts';
import controlsCss from './control-button.css?inline';

/** The buttons' styles, adopted with the design's own. */
export const CONTROLS_CSS = controlsCss;

/**
 * A moving design's button (previous, next, pause): a disabled one keeps its place in the tab
 * order (aria-disabled, with the pagination disabled class) so the focus is
 * not lost at an end.
 */
export function ControlButton(props: {
  part: string;
  label: string;
  disabled: boolean;
  icon: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      part={props.part}
      className={props.disabled ? PAGINATION_DISABLED : undefined}
      aria-label={props.label}
      aria-disabled={props.disabled || undefined}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={props.icon} />
      </svg>
    </button>
  );
}
