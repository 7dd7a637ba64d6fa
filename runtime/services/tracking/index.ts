/** runtime/services/tracking/: what the rest of the library uses of this part. */

export type { PixelEvent } from './tracking.logic.ts';
export * from './tracking.ts';
export type { CommonEventFields } from './tracking-events.logic.ts';
