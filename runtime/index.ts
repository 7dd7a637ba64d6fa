/** The page services, for themes that script: `import { ... } from 'sq-elements/runtime'`. */
export { type ElementErrorReporter, reportElementError, setElementErrorReporter } from './element-errors.ts';
