/** runtime/services/: what the rest of the library uses of this part. */

export type { ErrorReporter } from './error-reporter.ts';
export { installErrorReporter, reportServiceError } from './error-reporter.ts';
export { installFontLog } from './fonts.ts';
export type { RuntimeConfig } from './page-services.ts';
export { runPageServices, stopPageServices } from './page-services.ts';
export type { TraceEntry, TraceLog } from './trace-log.ts';
export { installTraceLog } from './trace-log.ts';
