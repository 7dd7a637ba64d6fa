/** Taps from browser tests: a finger's touch, not a mouse click. */
import { executeServerCommand } from '@web/test-runner-commands';
import { SWIPE_COMMAND, TAP_COMMAND, type TapPoint, WHEEL_COMMAND, type WheelTurn } from './tap-commands.ts';

/** Taps the middle of `element` with one finger (trusted touch pointer events, then the click). */
export async function tap(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  const point: TapPoint = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
  await executeServerCommand<true, TapPoint>(TAP_COMMAND, point);
}

/** Drags one finger from `from` to `to` (CSS pixels in the page) in `steps` moves, as fast as the browser takes them. */
export async function swipe(from: TapPoint, to: TapPoint, steps = 8): Promise<void> {
  const path = Array.from({ length: steps + 1 }, (_, step) => ({
    x: Math.round(from.x + ((to.x - from.x) * step) / steps),
    y: Math.round(from.y + ((to.y - from.y) * step) / steps),
  }));
  await executeServerCommand<true, TapPoint[]>(SWIPE_COMMAND, path);
}

/** Turns the mouse wheel over the middle of `element` by `deltaY` pixels (down positive), Ctrl held or not (trusted). */
export async function wheel(element: Element, deltaY: number, ctrl = false): Promise<void> {
  const box = element.getBoundingClientRect();
  const turn: WheelTurn = {
    x: Math.round(box.left + box.width / 2),
    y: Math.round(box.top + box.height / 2),
    deltaY,
    ctrl,
  };
  await executeServerCommand<true, WheelTurn>(WHEEL_COMMAND, turn);
}
