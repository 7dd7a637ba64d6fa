import { describe, expect, it } from 'vitest';
import { EDGE_MARGIN_PX, placeTooltip, TOOLTIP_GAP_PX } from './tooltip.logic.ts';

const viewport = { width: 1000, height: 800 };
const tip = { width: 250, height: 40 };

describe('placeTooltip', () => {
  it('goes above the trigger, centred, when there is room', () => {
    const trigger = { top: 400, left: 450, width: 100, height: 30 };
    expect(placeTooltip(trigger, tip, viewport)).toEqual({ side: 'top', top: 400 - TOOLTIP_GAP_PX - 40, left: 375 });
  });

  it('goes below when there is no room above', () => {
    const trigger = { top: 30, left: 450, width: 100, height: 30 };
    expect(placeTooltip(trigger, tip, viewport)).toEqual({ side: 'bottom', top: 60 + TOOLTIP_GAP_PX, left: 375 });
  });

  it('stays above, held at the margin, when it fits on neither side', () => {
    const trigger = { top: 30, left: 450, width: 100, height: 740 };
    expect(placeTooltip(trigger, tip, viewport)).toMatchObject({ side: 'top', top: EDGE_MARGIN_PX });
  });

  it.each([
    ['the left edge', 0, EDGE_MARGIN_PX],
    ['the right edge', 990, 1000 - EDGE_MARGIN_PX - 250],
  ])('keeps 20 px from %s', (_edge, left, expected) => {
    const trigger = { top: 400, left, width: 10, height: 10 };
    expect(placeTooltip(trigger, tip, viewport).left).toBe(expected);
  });

  it('keeps the left margin in a viewport narrower than the tooltip', () => {
    const trigger = { top: 400, left: 100, width: 10, height: 10 };
    expect(placeTooltip(trigger, tip, { width: 200, height: 800 }).left).toBe(EDGE_MARGIN_PX);
  });
});
