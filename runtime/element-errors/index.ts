/** runtime/element-errors/: what the rest of the library uses of this part. */

export type { ElementErrorReporter } from './element-errors.ts';
export { reportElementError, setElementErrorReporter } from './element-errors.ts';
