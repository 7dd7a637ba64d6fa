import { browserTestConfig } from './test/browser/test-runner-config.mjs';

/**
 * The lite build's engine (preact/compat in place of React) under the tests
 * that prove the element contract for every element at once: the kit's
 * contract suite, hydration, the guardrails (every element fuzzed, fifty of a
 * kind with one broken, hostile addresses) and the engine check. Each
 * element's own browser tests run on React alone: on both they would double
 * the browser suite's time (see README, "The lite build").
 */
export default await browserTestConfig({
  engine: 'preact',
  files: [
    'elements/kit/kit.browser.test.tsx',
    'elements/kit/hydration.browser.test.ts',
    'test/guardrails/*.browser.test.ts',
    'test/lite/*.browser.test.ts',
  ],
});
