import { describe, expect, it } from 'vitest';
import { checkEmail } from './editor-checks.ts';
import { type EditorMessage, formatMessage } from './editor-messages.ts';

const text = (message: EditorMessage | undefined) => (message === undefined ? undefined : formatMessage(message));

describe('the email check returns the catalogue message (spec 002 §5)', () => {
  it.each([
    ['a@b.co', undefined],
    ['mailto:a@b.co', undefined],
    ['a@b', 'Please enter a valid email.'],
    ['', 'Please enter a valid email.'],
  ])('email %j: %s', (value, message) => {
    expect(text(checkEmail(value))).toBe(message);
  });
});
