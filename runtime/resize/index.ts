/** runtime/resize/: what the rest of the library uses of this part. */

export type { ResizeService, WindowResizeDetail } from './resize.ts';
export { installResize, RESIZE_EMITTER_MS, WINDOW_RESIZE_DISPATCH_MS, WINDOW_RESIZE_EVENT } from './resize.ts';
