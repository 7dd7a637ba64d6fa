import { warnOnce } from '../../../lib/warn-once.ts';
import { unknownDesignMessage } from './unknown-design.logic.ts';

/**
 * Says once that a gallery has no design of this name (spec 001 §8), with the
 * designs there are (`names`); loaded only by a gallery given one.
 */
export function warn(design: string, names: readonly string[]): void {
  warnOnce(`sq-gallery: ${unknownDesignMessage(design, names)}`);
}
