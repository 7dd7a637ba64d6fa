/** runtime/services/tracking/session-recording/: what the rest of the library uses of this part. */
export * from './session-recording.ts';
