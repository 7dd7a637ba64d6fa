import * as z from 'zod/mini';
import { defineApi, event } from '../kit/element/api.ts';
import { linkUrl } from '../kit/element/url-field/url-field.ts';
import { redirectUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import { SIGN_IN_TEXTS } from './sign-in.logic.ts';

/** How the dialog was closed. */
export type SignInCloseReason = 'close-button' | 'escape' | 'outside' | 'signed-in';

export const signInApi = defineApi({
  tag: 'sq-sign-in',
  summary:
    'The site-visitor sign-in dialog: email, password and remember me, the API’s errors, the layer stack; opens on sq-login-request (Escape) or a click on its content.',
  config: z.object({
    heading: z._default(z.string(), SIGN_IN_TEXTS.heading).register(z.globalRegistry, {
      description: "The dialog's heading and accessible name.",
    }),
    rememberMe: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'Whether "Remember me" starts ticked.',
    }),
    signUpHref: z._default(linkUrl(), '').register(z.globalRegistry, {
      description: 'The sign-up page, linked under the form as "Create an account"; empty shows no link.',
    }),
    redirect: z._default(redirectUrl(), '').register(z.globalRegistry, {
      description: 'Where the browser goes once signed in; empty stays on the page.',
    }),
  }),
  load: ['interaction', 'change'],
  events: {
    'sq-open': event<Record<string, never>>('The dialog opened.', '{}'),
    'sq-close': event<{ reason: SignInCloseReason }>(
      'The dialog closed.',
      "{ reason: 'close-button' | 'escape' | 'outside' | 'signed-in' }",
    ),
    'sq-sign-in': event<{ email: string; rememberMe: boolean }>(
      'The visitor is signed in; later calls carry the session’s XSRF header. The detail never holds the password.',
      '{ email: string; rememberMe: boolean }',
    ),
    'sq-sign-in-error': event<{ message: string; status: number | undefined }>(
      'The sign-in call failed; the message is shown in the dialog.',
      '{ message: string; status: number | undefined }',
    ),
  },
  slots: {
    '': 'What opens the dialog when clicked (a "Sign in" link or button); its link, if any, is where visitors without scripts go.',
  },
  parts: {
    dialog: 'The modal dialog, over a backdrop.',
    panel: 'The box holding the form and the close button.',
    heading: 'The heading.',
    form: 'The form.',
    field: 'A label and its input (email, password).',
    input: 'The email and password inputs.',
    'field-error': "A field's error, under it.",
    remember: 'The "Remember me" checkbox and its label.',
    error: "The API's error, above the button.",
    submit: 'The submit button.',
    'sign-up': 'The "Create an account" link.',
    'close-button': 'The close button.',
  },
  cssProperties: {
    '--sq-sign-in-width': { description: 'Width of the dialog.', default: '400px' },
    '--sq-sign-in-background': { description: 'Background of the dialog.', default: '#fff' },
    '--sq-sign-in-color': { description: 'Text colour of the dialog.', default: '#1d1d1f' },
    '--sq-sign-in-error-color': { description: 'Colour of the error texts.', default: '#b3261e' },
    '--sq-sign-in-backdrop': { description: 'Colour of the backdrop.', default: 'rgb(0 0 0 / 0.5)' },
  },
});
