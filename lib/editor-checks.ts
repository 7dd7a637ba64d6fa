/**
 * The email check of the editor catalogue (spec 002 §5): the message to
 * show, or undefined when the address passes. Format it with
 * `formatMessage` (lib/editor-messages.ts).
 */
import type { EditorMessage } from './editor-messages.ts';
import { isProperMailto } from './link-rules.ts';

/** 'Please enter a valid email.' unless the address has one @ and a dotted suffix. */
export function checkEmail(value: string): EditorMessage | undefined {
  return isProperMailto(value) ? undefined : { key: 'INVALID_EMAIL' };
}
