import * as z from 'zod/mini';
import { defineApi, described } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { scriptUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import { isBusinessSlug, isReservationScriptAddress } from './reservation.logic.ts';

/** The reservation widget (spec 002 §3 block type tock 68, §7). */
export const reservationApi = defineApi({
  tag: 'sq-reservation',
  summary:
    'A reservation widget: the page’s own link to book, replaced by the provider’s widget once its script, initialized with the business slug, has drawn it; after cookie consent.',
  config: z.object({
    business: described(
      z._default(
        expecting(
          z.string().check(z.refine((text) => text === '' || isBusinessSlug(text))),
          'a business slug of letters, digits, dots, hyphens or underscores',
        ),
        '',
      ),
      'The business slug the provider’s widget is initialized with. Without one the light DOM shows.',
    ),
    scriptSrc: described(
      z._default(scriptUrl(isReservationScriptAddress, 'an http(s) address or a path on this site, of a .js file'), ''),
      'The provider’s widget script (http(s) or a path on this site, of a .js file); it defines `sqReservationWidgets.createReservationWidget(business, target)`. None: the light DOM alone.',
    ),
    needsConsent: described(
      z._default(z.boolean(), true),
      'The widget comes from another site, which may set cookies: its script loads only while cookie consent allows it.',
    ),
  }),
  load: ['interaction', 'visible', 'change'],
  events: {},
  slots: {
    '': 'The page’s own content, a link to book with the provider: what shows until the widget is drawn, and when it cannot be.',
  },
  parts: {
    fallback: 'The box around the light DOM; hidden once the widget is drawn.',
    widget: 'Where the provider’s script draws its widget; hidden until it has.',
  },
  cssProperties: {},
});
