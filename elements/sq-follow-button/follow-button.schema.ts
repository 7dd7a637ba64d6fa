import * as z from 'zod/mini';
import { defineApi, described } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { linkUrl } from '../kit/element/url-field/url-field.ts';
import { scriptUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import { DEFAULT_PROFILE_URL, isFollowScriptAddress, isUsername } from './follow-button.logic.ts';

/** The follow button (spec 000 §2 "Overlays and dialogs", §5 "The follow button takes a username", §9). */
export const followButtonApi = defineApi({
  tag: 'sq-follow-button',
  summary:
    'A follow button for a social profile: a plain link that works without scripts, replaced by the platform’s button once its script loads (10 s time-out).',
  config: z.object({
    username: described(
      z._default(
        expecting(
          z.string().check(z.refine((text) => text === '' || isUsername(text))),
          'a username of letters, digits, dots, hyphens or underscores (a leading @ is dropped)',
        ),
        '',
      ),
      'The profile to follow. Without one the light DOM shows.',
    ),
    profileUrl: described(
      z._default(linkUrl(), DEFAULT_PROFILE_URL),
      'The profile page the link opens; `{username}` is replaced by the username.',
    ),
    scriptSrc: described(
      z._default(scriptUrl(isFollowScriptAddress, 'an http(s) address or a path on this site, of a .js file'), ''),
      'The follow script (http(s) or a path on this site, of a .js file); it defines `sqFollowWidgets.createFollowButton(username, target)`. None: the link alone.',
    ),
  }),
  load: ['interaction', 'change'],
  events: {},
  slots: {
    '': 'What shows without a username: the link as the page wrote it.',
  },
  parts: {
    link: 'The link to the profile: what shows before the script draws its button, and when it cannot.',
    widget: 'Where the script draws its button; hidden until it has.',
  },
  cssProperties: {
    '--sq-follow-button-color': { description: 'Colour of the link.', default: 'LinkText' },
  },
});
