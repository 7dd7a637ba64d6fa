import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CloseReason } from '../../runtime/layers/index.ts';
import { signIn } from '../../runtime/platform-clients/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useModalDialog } from '../kit/react/hooks/layers/use-modal-dialog.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { CloseButton } from '../kit/react/hooks/shadow-dialog/close-button.tsx';
import { useShadowDialog } from '../kit/react/hooks/shadow-dialog/use-shadow-dialog.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { pageDocument, useEventListener } from '../kit/react/hooks/use-event-listener.ts';
import {
  checkSignIn,
  fieldToFocus,
  isDialogOpen,
  LOGIN_REQUEST,
  SIGN_IN_MACHINE,
  type SignInErrors,
  SIGN_IN_TEXTS as TEXTS,
} from './sign-in.logic.ts';
import type { SignInCloseReason, signInApi } from './sign-in.schema.ts';

const DIALOG_ATTRIBUTES = { part: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'heading' };

export function SignInView({ config, host, emit }: ViewProps<typeof signInApi>) {
  const [state, dispatch] = useMachine(SIGN_IN_MACHINE, 'closed');
  const current = useRef(state);
  current.current = state;
  // What the visitor typed stays while the page lives: through a refusal, a close and a reopen.
  // The password only ever sits in this state: never stored, logged or put in an event.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(config.rememberMe);
  useEffect(() => setRemember(config.rememberMe), [config.rememberMe]);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState('');
  const open = isDialogOpen(state);
  const submitting = state === 'submitting';
  const panel = useRef<HTMLDivElement>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const { ref: dialog, element: dialogElement } = useShadowDialog(host, DIALOG_ATTRIBUTES);
  useDataState(host, state);

  const close = (reason: SignInCloseReason) => {
    // The call is out: the answer must find its dialog (Escape and the backdrop wait).
    if (!isDialogOpen(current.current) || current.current === 'submitting') return;
    dispatch('CLOSE');
    emit('sq-close', { reason });
  };
  const openDialog = () => {
    if (!isDialogOpen(current.current)) dispatch('OPEN');
  };

  useModalDialog({
    open,
    dialog,
    panel,
    onClose: (reason: CloseReason) => close(reason),
    // Where typing goes on: the email, or the password once an email is there.
    initialFocus: () => (email.trim() === '' ? inputs.email : inputs.password).current,
  });

  // Said in the commit that shows it open, with data-state: a passive effect runs a frame later on
  // preact/compat, after a script reading data-state has counted the dialog open.
  useLayoutEffect(() => {
    if (open) emit('sq-open', {});
  }, [open, emit]);

  // An anonymous Escape on a site that allows it (runtime/services/account-keys/escape-key.ts), or a theme's own request.
  useEventListener(pageDocument, LOGIN_REQUEST, openDialog);
  // A click on the content (the "Sign in" link or button) opens the dialog instead of following the link.
  useEventListener(host, 'click', (event: MouseEvent) => {
    if (event.defaultPrevented || (dialog.current && event.composedPath().includes(dialog.current))) return;
    event.preventDefault();
    openDialog();
  });

  const focusField = (field: 'email' | 'password') => inputs[field].current?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current.current === 'submitting') return;
    const found = checkSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) {
      focusField(fieldToFocus(found));
      return;
    }
    setFailure('');
    dispatch('SUBMIT');
    const address = email.trim();
    const call = signIn({ email: address, password, rememberMe: remember });
    void call.done.then(() => {
      if (!host.isConnected) return;
      if (call.error) {
        const { message, status } = call.error;
        dispatch('FAIL');
        setFailure(message);
        emit('sq-sign-in-error', { message, status });
        focusField('password');
        return;
      }
      setPassword('');
      dispatch('SUCCEED');
      emit('sq-close', { reason: 'signed-in' });
      emit('sq-sign-in', { email: address, rememberMe: remember });
      if (config.redirect) location.assign(config.redirect);
    });
  };

  useLayoutEffect(() => {
    if (open && failure) inputs.password.current?.select();
  }, [open, failure, inputs.password]);

  /** A labelled input with its error under it; the same for the email and the password. */
  const field = (name: 'email' | 'password', value: string, set: (value: string) => void, props: object) => (
    <div part="field">
      <label htmlFor={name}>{TEXTS[name]}</label>
      <input
        {...props}
        id={name}
        part="input"
        name={name}
        ref={inputs[name]}
        readOnly={submitting}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
      />
      {errors[name] && (
        <p part="field-error" id={`${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <slot />
      {dialogElement &&
        createPortal(
          open && (
            <div part="panel" ref={panel}>
              <h2 part="heading" id="heading">
                {config.heading}
              </h2>
              <form part="form" noValidate aria-busy={submitting} onSubmit={submit}>
                {field('email', email, setEmail, {
                  type: 'email',
                  autoComplete: 'username',
                  autoCapitalize: 'off',
                  spellCheck: false,
                })}
                {field('password', password, setPassword, { type: 'password', autoComplete: 'current-password' })}
                <label part="remember">
                  <input
                    type="checkbox"
                    name="rememberMe"
                    checked={remember}
                    onChange={(event) => {
                      if (!submitting) setRemember(event.currentTarget.checked);
                    }}
                  />
                  {TEXTS.rememberMe}
                </label>
                <p part="error" role="alert">
                  {failure}
                </p>
                <button part="submit" type="submit" aria-disabled={submitting || undefined}>
                  {submitting ? TEXTS.submitting : TEXTS.submit}
                </button>
                {config.signUpHref && (
                  <a part="sign-up" href={config.signUpHref}>
                    {TEXTS.signUp}
                  </a>
                )}
              </form>
              <CloseButton label={TEXTS.close} onClick={() => close('close-button')} />
            </div>
          ),
          dialogElement,
        )}
    </>
  );
}
