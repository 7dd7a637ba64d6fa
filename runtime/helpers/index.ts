/** runtime/helpers/: what the rest of the library uses of this part. */
export { shrinkText, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX } from './text-shrink.ts';
