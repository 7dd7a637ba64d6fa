import { browserTestConfig } from './test/browser/test-runner-config.mjs';

/** Every browser test, on React (the default build's engine). */
export default await browserTestConfig();
