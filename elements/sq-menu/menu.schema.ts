import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';

/** The menu block (spec 001 §3 "Accordion and menu"): a set of tabs, one menu at a time. */
export const menuApi = defineApi({
  tag: 'sq-menu',
  summary: 'A menu block: one tab per menu, one menu shown at a time; every menu a plain section without scripts.',
  config: z.object({
    label: z.optional(z.string()).register(z.globalRegistry, {
      description: 'The name of the tab list for assistive technology (for example "Our menus").',
    }),
  }),
  load: ['interaction', 'change'],
  events: {},
  slots: {
    '': "The menus: one element each (a `<section>`), its first heading the tab's label.",
  },
  parts: {
    tabs: 'The row of tabs.',
    tab: 'One tab; the selected one has `aria-selected="true"`.',
  },
  cssProperties: {
    '--sq-menu-gap': { description: 'Space between the tabs and the menu.', default: '1em' },
    '--sq-menu-accent': { description: "Colour of the selected tab's underline.", default: 'currentColor' },
  },
});
