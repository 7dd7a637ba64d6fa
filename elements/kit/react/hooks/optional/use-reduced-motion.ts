import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reduced = () => matchMedia(QUERY).matches;

// The server cannot know the preference: it renders the motion, and the
// browser's first render after hydration applies the visitor's choice.
const onServer = () => false;

/** True while the visitor asks for reduced motion; follows changes of the preference. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, onServer);
}
