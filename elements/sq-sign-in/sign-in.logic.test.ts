import { describe, expect, it } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  checkSignIn,
  fieldToFocus,
  isDialogOpen,
  SIGN_IN_MACHINE,
  SIGN_IN_TEXTS,
  type SignInEvent,
  type SignInState,
} from './sign-in.logic.ts';

describe('the sign-in dialog states', () => {
  it.each<[SignInState, SignInEvent, SignInState]>([
    ['closed', 'OPEN', 'editing'],
    ['editing', 'SUBMIT', 'submitting'],
    ['editing', 'CLOSE', 'closed'],
    ['submitting', 'SUCCEED', 'signed-in'],
    ['submitting', 'FAIL', 'failure'],
    ['failure', 'SUBMIT', 'submitting'],
    ['failure', 'CLOSE', 'closed'],
    ['signed-in', 'OPEN', 'editing'],
  ])('%s + %s -> %s', (state, event, next) => {
    expect(nextState(SIGN_IN_MACHINE, state, event)).toBe(next);
  });

  it.each<[SignInState, SignInEvent]>([
    ['submitting', 'SUBMIT'],
    ['submitting', 'CLOSE'],
    ['submitting', 'OPEN'],
    ['closed', 'SUBMIT'],
    ['closed', 'SUCCEED'],
    ['editing', 'OPEN'],
    ['signed-in', 'CLOSE'],
  ])('%s ignores %s', (state, event) => {
    expect(nextState(SIGN_IN_MACHINE, state, event)).toBe(state);
  });

  it.each<[SignInState, boolean]>([
    ['closed', false],
    ['editing', true],
    ['submitting', true],
    ['failure', true],
    ['signed-in', false],
  ])('the dialog is shown in %s: %s', (state, open) => {
    expect(isDialogOpen(state)).toBe(open);
  });
});

describe('the checks before the call', () => {
  it.each([
    [{ email: 'ada@harbour.example', password: 'x' }, {}],
    [{ email: '  ada@harbour.example ', password: ' ' }, {}],
    [{ email: '', password: 'x' }, { email: 'Please enter a valid email.' }],
    [{ email: 'ada', password: 'x' }, { email: 'Please enter a valid email.' }],
    [{ email: 'ada@harbour', password: 'x' }, { email: 'Please enter a valid email.' }],
    [{ email: 'ada@harbour.example', password: '' }, { password: SIGN_IN_TEXTS.passwordRequired }],
    [
      { email: '', password: '' },
      { email: 'Please enter a valid email.', password: 'Please enter your password.' },
    ],
  ])('%j gives %j', (fields, errors) => {
    expect(checkSignIn(fields)).toEqual(errors);
  });

  it.each([
    [{}, 'password'],
    [{ email: 'x' }, 'email'],
    [{ password: 'x' }, 'password'],
    [{ email: 'x', password: 'y' }, 'email'],
  ])('after %j the focus goes to %s', (errors, field) => {
    expect(fieldToFocus(errors)).toBe(field);
  });
});

describe('the event that opens the dialog', () => {
  it('is the one the Escape key fires for an anonymous visitor', async () => {
    const { LOGIN_REQUEST_EVENT } = await import('../../runtime/services/account-keys/escape-key.ts');
    const { LOGIN_REQUEST } = await import('./sign-in.logic.ts');
    expect(LOGIN_REQUEST).toBe(LOGIN_REQUEST_EVENT);
  });
});
