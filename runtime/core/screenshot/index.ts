/** runtime/core/screenshot/: what the rest of the library uses of this part. */
export { isScreenshotPage } from './screenshot.ts';
