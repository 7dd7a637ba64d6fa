/**
 * The sign-in dialog's decisions (spec 002 §3, §4; spec 000 §2): its states
 * as a table, the checks before the login call, and the texts it shows. No
 * React, no DOM.
 */

import { checkEmail } from '../../lib/editor-checks.ts';
import { formatMessage } from '../../lib/editor-messages.ts';
import type { MachineTable } from '../../lib/state-machine/state-machine.ts';

/**
 * The dialog's named state, mirrored on the host as `data-state`: `closed`
 * (nothing shown), `editing`, `submitting` (the form locked, one call out),
 * `failure` (the API's words shown, what was typed kept) and `signed-in`
 * (closed again, the session's XSRF header set).
 */
export type SignInState = 'closed' | 'editing' | 'submitting' | 'failure' | 'signed-in';
export type SignInEvent = 'OPEN' | 'CLOSE' | 'SUBMIT' | 'SUCCEED' | 'FAIL';

/**
 * The transitions. While the call is out the dialog cannot be closed and a
 * second submit is ignored (as for a form, spec 000 §4), so the answer always
 * finds the dialog it belongs to.
 */
export const SIGN_IN_MACHINE: MachineTable<SignInState, SignInEvent> = {
  closed: { OPEN: 'editing' },
  editing: { SUBMIT: 'submitting', CLOSE: 'closed' },
  submitting: { SUCCEED: 'signed-in', FAIL: 'failure' },
  failure: { SUBMIT: 'submitting', CLOSE: 'closed' },
  'signed-in': { OPEN: 'editing' },
};

/** Whether the dialog is shown in this state. */
export function isDialogOpen(state: SignInState): boolean {
  return state === 'editing' || state === 'submitting' || state === 'failure';
}

/** The texts of the dialog (ours: the spec shows none but the email check's). */
export const SIGN_IN_TEXTS = {
  heading: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
  submitting: 'Signing in…',
  close: 'Close',
  signUp: 'Create an account',
  passwordRequired: 'Please enter your password.',
} as const;

/** What the visitor typed. */
export interface SignInFields {
  email: string;
  password: string;
}

/** A field's error, by field; empty when both pass. */
export type SignInErrors = Partial<Record<keyof SignInFields, string>>;

/**
 * The checks before the call: the email must have the shape the platform's
 * catalogue asks for ('Please enter a valid email.', spec 002 §5), the
 * password must not be empty. The password is not trimmed: spaces may be part of it.
 */
export function checkSignIn(fields: SignInFields): SignInErrors {
  const errors: SignInErrors = {};
  const email = checkEmail(fields.email.trim());
  if (email) errors.email = formatMessage(email);
  if (fields.password === '') errors.password = SIGN_IN_TEXTS.passwordRequired;
  return errors;
}

/** The field that takes the focus after a check or a refusal: the first with an error, else the password. */
export function fieldToFocus(errors: SignInErrors): keyof SignInFields {
  return errors.email ? 'email' : 'password';
}

/**
 * The event that asks for the sign-in flow: `LOGIN_REQUEST_EVENT` of
 * runtime/services/account-keys/escape-key.ts, fired on `document` for an anonymous Escape (spec
 * 000 §2). Named here again because importing it would load the runtime
 * element's services chunk into this element; a unit test holds the two equal.
 */
export const LOGIN_REQUEST = 'sq-login-request';
