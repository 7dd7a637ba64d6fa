import * as z from 'zod/mini';
import { defineApi, described, event } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { imageUrl } from '../kit/element/web-address-fields/web-address-fields.ts';
import {
  AUTO_PLACEHOLDER_RATIO,
  MODE_EXPECTATION,
  readAspectRatio,
  VIDEO_MODES,
  VIDEO_PROVIDERS,
  type VideoProvider,
} from './video.logic.ts';

/** What `sq-video-play` and `sq-video-stop` carry. */
export interface VideoEventDetail {
  provider: VideoProvider | null;
}

/** The video facade (spec 001 §3 "Video embed", §4 "Video", §9 "Video"). */
export const videoApi = defineApi({
  tag: 'sq-video',
  summary:
    'A video embed shown as a poster and a play button; the player loads only when the visitor plays it, one video at a time.',
  config: z.object({
    html: described(
      z._default(z.string(), ''),
      'The embed code, as the video block gives it: the provider’s `<iframe>` (or an old `<object>`). Only its address and size are read; the code itself is never put in the page. Without it, the code in a `<template>` child.',
    ),
    providerName: described(
      z.optional(z.enum(VIDEO_PROVIDERS as unknown as [VideoProvider, ...VideoProvider[]])),
      'The video host; found from the embed’s address when missing. YouTube and Vimeo players take play and pause commands.',
    ),
    mode: described(
      z._default(
        z.nullable(expecting(z.enum(VIDEO_MODES as unknown as ['none', 'fit', 'fill']), MODE_EXPECTATION)),
        'none',
      ),
      'How the video sits in its box: none (or null) gives the box the video’s own ratio; fit shows it whole and fill covers the box, whose ratio is aspect-ratio.',
    ),
    aspectRatio: described(
      z._default(
        expecting(
          z.string().check(z.refine((text) => readAspectRatio(text) !== undefined)),
          'auto, a width-to-height number or W:H',
        ),
        'auto',
      ),
      `The box’s ratio with mode fit or fill: auto (${AUTO_PLACEHOLDER_RATIO} % as tall as wide), a width-to-height number (1.5) or W:H (16:9).`,
    ),
    poster: described(
      z._default(imageUrl(), ''),
      'The custom featured image shown on the overlay (from the site’s own images: nothing is asked of the video host before play).',
    ),
    videoTitle: described(
      z._default(z.string(), ''),
      'The video’s title: the play button says “Play <title>”, and the player is named after it.',
    ),
    accountType: described(
      z.optional(z.string()),
      'The host account’s type, from the embed data (Vimeo’s account_type); a Vimeo basic account is reported as unsupported.',
    ),
    needsConsent: described(
      z._default(z.boolean(), false),
      'The site counts video as non-essential: the player loads only while cookie consent allows it; otherwise play offers the cookie settings.',
    ),
  }),
  load: ['interaction', 'visible', 'change'],
  events: {
    'sq-video-play': event<VideoEventDetail>(
      'The player shows (the visitor played the video): a gallery stops its autoplay while a video shows.',
      '{ provider: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | null }',
    ),
    'sq-video-stop': event<VideoEventDetail>(
      'The video returned to its overlay (another video started): a gallery may restore its autoplay.',
      '{ provider: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | null }',
    ),
  },
  slots: {},
  parts: {
    frame: 'The box that keeps the video’s ratio, before and after play.',
    overlay: 'The poster and the play button, over the box until the visitor plays.',
    poster: 'The custom featured image.',
    play: 'The play button.',
    player: 'The provider’s player, created when the visitor plays.',
    message: 'The text shown instead of a video that cannot play, or asking for consent.',
    settings: 'The button that opens the cookie settings when consent is needed.',
  },
  cssProperties: {
    '--sq-video-background': { description: 'The box’s colour behind the poster and the player.', default: '#111' },
    '--sq-video-button-color': { description: 'The play button’s colour.', default: 'rgb(0 0 0 / 0.72)' },
    '--sq-video-button-hover-color': {
      description: 'The play button’s colour under the pointer.',
      default: 'var(--sq-accent, #1f5eff)',
    },
  },
});
