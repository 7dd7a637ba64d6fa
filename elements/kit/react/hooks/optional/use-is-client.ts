import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and while hydrating what the server
 * rendered, true from the browser's first render on (after hydration, React
 * renders again with true). For what a server cannot know, such as an
 * overlay that only the visitor's storage says to show: the server renders
 * it closed, and it opens after hydration without a mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
