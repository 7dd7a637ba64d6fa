import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';

/** Accordion options (spec 001 §3 "Accordion and menu"). */
export const accordionApi = defineApi({
  tag: 'sq-accordion',
  summary: 'Items that open and close, built on the native <details> and <summary> of its content.',
  config: z.object({
    multipleOpen: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'Let several items be open at once; otherwise opening one closes the others.',
    }),
    firstOpen: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'Open the first item at the start.',
    }),
  }),
  load: ['interaction', 'change'],
  events: {},
  slots: {
    '': 'The items: `<details>` elements, each with its `<summary>` first. They open, close and are found by find-in-page without scripts too.',
  },
  parts: {},
  cssProperties: {},
});
