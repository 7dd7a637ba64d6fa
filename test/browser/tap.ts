/** Taps from browser tests: a finger's touch, not a mouse click. */
import { executeServerCommand } from '@web/test-runner-commands';
import {
  SWIPE_COMMAND,
  TAP_COMMAND,
  type TapPoint,
  TOUCHES_COMMAND,
  type TouchStep,
  WHEEL_COMMAND,
  type WheelTurn,
} from './tap-commands.ts';

/** Taps the middle of `element` with one finger (trusted touch pointer events, then the click). */
export async function tap(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  const point: TapPoint = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
  await executeServerCommand<true, TapPoint>(TAP_COMMAND, point);
}

/** Drags one finger from `from` to `to` (CSS pixels in the page) in `steps` moves, one `TOUCH_STEP_MS` apart. */
export async function swipe(from: TapPoint, to: TapPoint, steps = 8): Promise<void> {
  const path = Array.from({ length: steps + 1 }, (_, step) => ({
    x: Math.round(from.x + ((to.x - from.x) * step) / steps),
    y: Math.round(from.y + ((to.y - from.y) * step) / steps),
  }));
  await executeServerCommand<true, TapPoint[]>(SWIPE_COMMAND, path);
}

const between = (from: TapPoint, to: TapPoint, step: number, steps: number): TapPoint => ({
  x: Math.round(from.x + ((to.x - from.x) * step) / steps),
  y: Math.round(from.y + ((to.y - from.y) * step) / steps),
});

/**
 * Two fingers down at `from`, moved together to `to` in `steps` moves, then
 * lifted (one after the other, as hands do): a pinch, trusted touch input.
 */
export async function pinch(from: [TapPoint, TapPoint], to: [TapPoint, TapPoint], steps = 10): Promise<void> {
  const fingersAt = (step: number) =>
    from.map((start, id) => ({ ...between(start, to[id] as TapPoint, step, steps), id }));
  const moves = Array.from(
    { length: steps },
    (_, step): TouchStep => ({ type: 'touchMove', touchPoints: fingersAt(step + 1) }),
  );
  await executeServerCommand<true, TouchStep[]>(TOUCHES_COMMAND, [
    { type: 'touchStart', touchPoints: fingersAt(0) },
    ...moves,
    { type: 'touchEnd', touchPoints: fingersAt(steps).slice(0, 1) },
    { type: 'touchEnd', touchPoints: [] },
  ]);
}

/** Two taps of one finger at `point`, its four touch events one `TOUCH_STEP_MS` apart: a double tap. */
export async function doubleTap(point: TapPoint): Promise<void> {
  const finger = [{ ...point, id: 0 }];
  await executeServerCommand<true, TouchStep[]>(TOUCHES_COMMAND, [
    { type: 'touchStart', touchPoints: finger },
    { type: 'touchEnd', touchPoints: [] },
    { type: 'touchStart', touchPoints: finger },
    { type: 'touchEnd', touchPoints: [] },
  ]);
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
