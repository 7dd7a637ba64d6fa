/** runtime/services/performance/: what the rest of the library uses of this part. */

export type { MetricName, PerformanceRecord, Rating, RecordMetric } from './performance.logic.ts';
export { RATING_BOUNDS, rate } from './performance.logic.ts';
export * from './performance.ts';
