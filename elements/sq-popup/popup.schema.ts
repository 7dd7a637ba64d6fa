import * as z from 'zod/mini';
import { defineApi, event } from '../kit/element/api.ts';
import {
  MOBILE_MAX_WIDTH_PX,
  POPUP_DEFAULTS,
  POPUP_STYLE_NONE,
  POPUP_STYLE_SHOW,
  SHOW_EVERY_TIME,
} from './popup.logic.ts';

/** How the popup was closed. */
export type PopupCloseReason = 'close-button' | 'escape' | 'outside';

export const popupApi = defineApi({
  tag: 'sq-popup',
  summary:
    'The popup overlay: a modal dialog around light-DOM content (a newsletter form), shown by a display-frequency rule.',
  config: z.object({
    overlayStyle: z
      ._default(z.union([z.literal(POPUP_STYLE_NONE), z.literal(POPUP_STYLE_SHOW)]), POPUP_DEFAULTS.style)
      .register(z.globalRegistry, {
        description:
          "The popup overlay style setting (the spec's `style`; named so it is not the HTML style attribute): 1 (none: never shown) or 2 (show).",
      }),
    enableMobile: z._default(z.boolean(), POPUP_DEFAULTS.enableMobile).register(z.globalRegistry, {
      description: `Show it on mobile widths (${MOBILE_MAX_WIDTH_PX}px or less) too.`,
    }),
    showUntilSignup: z._default(z.boolean(), POPUP_DEFAULTS.showUntilSignup).register(z.globalRegistry, {
      description: 'Stop showing it once the visitor has submitted the form inside.',
    }),
    displayFrequency: z
      ._default(z.number().check(z.int(), z.minimum(SHOW_EVERY_TIME)), POPUP_DEFAULTS.displayFrequency)
      .register(z.globalRegistry, {
        description: 'Days after the visitor closed it before it shows again; -1 shows it on every page.',
      }),
    version: z._default(z.number().check(z.int(), z.minimum(0)), POPUP_DEFAULTS.version).register(z.globalRegistry, {
      description: "The settings' version: raising it shows the popup again to visitors who closed an older one.",
    }),
    label: z._default(z.string(), '').register(z.globalRegistry, {
      description: 'The dialog\'s accessible name; empty takes the first heading of the content, else "Popup".',
    }),
  }),
  load: ['change'],
  events: {
    'sq-open': event<Record<string, never>>('The popup opened.', '{}'),
    'sq-close': event<{ reason: PopupCloseReason }>(
      'The popup closed; the closed date is recorded.',
      "{ reason: 'close-button' | 'escape' | 'outside' }",
    ),
  },
  slots: { '': 'The content: a heading, text, a newsletter form (`sq-form`).' },
  parts: {
    dialog: 'The modal dialog, over a backdrop.',
    panel: 'The box holding the content and the close button.',
    content: 'Where the content is shown.',
    'close-button': 'The close button.',
  },
  cssProperties: {
    '--sq-popup-width': { description: 'Width of the popup.', default: '480px' },
    '--sq-popup-background': { description: 'Background of the popup.', default: '#fff' },
    '--sq-popup-color': { description: 'Text colour of the popup.', default: '#1d1d1f' },
    '--sq-popup-padding': { description: 'Padding of the popup.', default: '32px' },
    '--sq-popup-backdrop': { description: 'Colour of the backdrop.', default: 'rgb(0 0 0 / 0.5)' },
  },
  // The platform's popup settings call it `style` (spec 002 §3); an attribute cannot be named so.
  configAliases: { style: 'overlayStyle' },
});
