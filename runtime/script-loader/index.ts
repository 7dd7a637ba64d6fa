/** runtime/script-loader/: what the rest of the library uses of this part. */
export { loadScript } from './script-loader.ts';
