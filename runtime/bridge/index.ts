/** runtime/bridge/: what the rest of the library uses of this part. */
export * from './bridge.ts';
export * from './info-bar.ts';
