/** runtime/consent/choice/: what the rest of the library uses of this part. */

export type { ConsentChoice } from './consent-choice.logic.ts';
export { CONSENT_COOKIE, readChoice } from './consent-choice.logic.ts';
