/** runtime/services/page-marks/: what the rest of the library uses of this part. */
export * from './page-marks.ts';
