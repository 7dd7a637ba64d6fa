/** Taps from browser tests: a finger's touch, not a mouse click. */
import { executeServerCommand } from '@web/test-runner-commands';
import { TAP_COMMAND, type TapPoint } from './tap-commands.ts';

/** Taps the middle of `element` with one finger (trusted touch pointer events, then the click). */
export async function tap(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  const point: TapPoint = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
  await executeServerCommand<true, TapPoint>(TAP_COMMAND, point);
}
