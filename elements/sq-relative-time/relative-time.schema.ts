import * as z from 'zod/mini';
import { defineApi, described } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { isLocale, parseDatetime } from './relative-time.logic.ts';

/** A time shown relative to now (spec 001 §9 "relative time"). */
export const relativeTimeApi = defineApi({
  tag: 'sq-relative-time',
  summary:
    'A date and time shown relative to now ("5 minutes ago", "in 2 days") in the page’s locale, kept up to date.',
  config: z.object({
    datetime: described(
      z.optional(
        expecting(
          z.string().check(z.refine((text) => parseDatetime(text) !== undefined)),
          'an ISO 8601 date or date and time (2026-11-24T08:05:00Z)',
        ),
      ),
      'The instant to show, in ISO 8601 as a `<time datetime>` takes it. Without one the light DOM shows.',
    ),
    locale: described(
      z.optional(expecting(z.string().check(z.refine(isLocale)), 'a language tag such as en-US or fr')),
      'The language to write in; the page’s (`<html lang>`), else the site’s, else en-US, unless given.',
    ),
  }),
  load: ['change'],
  events: {},
  slots: {
    '': 'What shows without scripts, or without a valid datetime: the time as the page wrote it.',
  },
  parts: {
    time: 'The `<time>` element holding the relative text.',
  },
  cssProperties: {},
});
