/** runtime/services/missing-api-warning/: what the rest of the library uses of this part. */

export type { ApiService } from './missing-api.logic.ts';
export * from './missing-api-warning.ts';
