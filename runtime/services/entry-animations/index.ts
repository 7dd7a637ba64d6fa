/** runtime/services/entry-animations/: what the rest of the library uses of this part. */
export * from './entry-animations.ts';
