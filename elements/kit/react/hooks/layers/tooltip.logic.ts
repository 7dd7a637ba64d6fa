/**
 * Where a tooltip goes (spec 000 §9 "Tooltip", "Edge margin for
 * positioning"): above its trigger when there is room, else below, centred
 * on it, and never closer than 20 px to the edges of the viewport.
 */

/** Hovering shows the tooltip after this long; focus shows it at once (spec 000 §9). */
export const TOOLTIP_DELAY_MS = 1200;
/** The tooltip's width (spec 000 §9). */
export const TOOLTIP_WIDTH_PX = 250;
/** Floating UI keeps this far from the viewport's edges (spec 000 §9). */
export const EDGE_MARGIN_PX = 20;
/** Space between the trigger and the tooltip. */
export const TOOLTIP_GAP_PX = 8;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

export function placeTooltip(
  trigger: Box,
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = EDGE_MARGIN_PX,
  gap = TOOLTIP_GAP_PX,
): Placement {
  const above = trigger.top - gap - tooltip.height;
  const below = trigger.top + trigger.height + gap;
  const fitsAbove = above >= margin;
  const fitsBelow = below + tooltip.height <= viewport.height - margin;
  const side = fitsAbove || !fitsBelow ? 'top' : 'bottom';
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  return {
    side,
    top: side === 'top' ? Math.max(margin, above) : below,
    left: clamp(centred, margin, viewport.width - margin - tooltip.width),
  };
}

/** Clamps into [min, max]; when the range is empty (a viewport narrower than the box), the minimum wins. */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
