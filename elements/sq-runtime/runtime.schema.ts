import * as z from 'zod/mini';
import { siteContextSchema } from '../../lib/site-context.schema.ts';
import { defineApi } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { INFO_BAR_STYLES, isOrigin, isSecureOrigin } from './shared/runtime.logic.ts';

const origin = () =>
  z._default(
    expecting(
      z.string().check(z.refine((value) => value === '' || isOrigin(value))),
      'an origin such as "https://secure.example.com", or ""',
    ),
    '',
  );

export const runtimeApi = defineApi({
  tag: 'sq-runtime',
  summary: 'Configures the page services from the site context and draws the system dialogs; once per page.',
  config: z.object({
    context: z
      ._default(siteContextSchema, {})
      .register(z.globalRegistry, { description: 'The site context as JSON (website, page type, settings, ...).' }),
    apiOrigin: origin().register(z.globalRegistry, {
      description: "Origin of the platform API; empty for the page's own origin.",
    }),
    secureOrigin: z
      ._default(
        expecting(
          z.string().check(z.refine(isSecureOrigin)),
          'an https origin such as "https://secure.example.com", or ""',
        ),
        '',
      )
      .register(z.globalRegistry, {
        description: 'Origin for secure calls made from a custom domain, over https only; empty for none.',
      }),
    app: z._default(z.string(), 'sq-elements').register(z.globalRegistry, {
      description: 'The name reported as `app` with JavaScript errors.',
    }),
    errorReporter: z._default(z.boolean(), true).register(z.globalRegistry, {
      description: 'Report uncaught errors to the platform.',
    }),
    traceLog: z._default(z.boolean(), true).register(z.globalRegistry, {
      description: 'Send trace log entries to the platform.',
    }),
    keyboard: z._default(z.boolean(), true).register(z.globalRegistry, {
      description:
        'The account keys: Escape and Shift+Escape for the account and the editor, the owner redirect, the logout confirmation. Open layers close on Escape either way.',
    }),
    editor: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'The page is in the backend editor: Escape toggles the preview or closes the guide.',
    }),
    performance: z._default(z.boolean(), true).register(z.globalRegistry, {
      description: 'Send the page-speed records (web-vitals, rated) to the platform.',
    }),
    tracking: z._default(z.boolean(), true).register(z.globalRegistry, {
      description:
        'Record visits, button clicks, form renders, popup events and ad-pixel events, as far as consent allows; `tracking="false"` turns it off and its code never loads.',
    }),
    infoBarStyle: z
      // The styles of spec 002 §3: 1 none, 2 light, 3 dark.
      ._default(z.literal(INFO_BAR_STYLES), 1)
      .register(z.globalRegistry, {
        description:
          'The mobile info bar’s style: 1 none, 2 light, 3 dark. On mobile (the app shell or a mobile browser) at 1024 px wide or less, `<html data-sq-info-bar>` says `light` or `dark` for the theme’s bar.',
      }),
  }),
  load: ['change'],
  events: {},
  slots: {},
  parts: {
    dialog: 'A dialog; `data-kind`, `data-style` and `data-state` say which, and how far in its life.',
    panel: "The dialog's box; a click outside it dismisses the dialog.",
    title: 'The title of a dialog.',
    message: 'The message of a dialog.',
    buttons: 'The row of buttons of a dialog.',
    button: 'A dialog button.',
  },
  cssProperties: {
    '--sq-dialog-width': { description: 'Width of a system dialog.', default: '350px' },
    '--sq-dialog-padding': { description: 'Padding of a system dialog.', default: '20px' },
    '--sq-dialog-backdrop': { description: 'Colour of the backdrop behind dialogs.', default: 'rgb(0 0 0 / 0.45)' },
  },
});
