import { browserTestConfig } from './test/browser/test-runner-config.mjs';

/**
 * The lite build's engine (preact/compat in place of React) under every
 * element's browser tests, the kit's contract suite and hydration among them,
 * the guardrails (every element fuzzed, fifty of a kind with one broken,
 * hostile addresses) and the engine check. The runtime's and lib's files do
 * not render with React and run once, in the default run.
 */
export default await browserTestConfig({
  engine: 'preact',
  files: [
    // The longest first (from the timing report), so none is left running alone at the end.
    'elements/sq-lightbox/lightbox.browser.test.ts',
    'test/guardrails/fuzz-1.browser.test.ts',
    'elements/sq-gallery/designs/slideshow.browser.test.ts',
    'elements/sq-gallery/gallery.browser.test.ts',
    'elements/sq-gallery/designs/swipe.browser.test.ts',
    'elements/**/*.browser.test.{ts,tsx}',
    'test/guardrails/*.browser.test.ts',
    'test/lite/*.browser.test.ts',
  ],
});
