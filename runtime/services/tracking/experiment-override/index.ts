/** runtime/services/tracking/experiment-override/: what the rest of the library uses of this part. */
export * from './experiment-override.ts';
