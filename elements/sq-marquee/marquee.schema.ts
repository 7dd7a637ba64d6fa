import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';

/** Marquee props (spec 001 §3 "Marquee props"). */
export const marqueeApi = defineApi({
  tag: 'sq-marquee',
  summary: 'Scrolling text that loops seamlessly, along a straight line or a wave.',
  config: z.object({
    waveFrequency: z._default(z.number().check(z.minimum(0)), 1).register(z.globalRegistry, {
      description:
        'How many waves: the wave is 1000 px long at 1 and below, 1000 / frequency px above, 250 px at 4 and above.',
    }),
    waveIntensity: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0).register(z.globalRegistry, {
      description:
        'How tall the waves are, from 0 (a straight line) to 1 (an amplitude of a tenth of the wave length).',
    }),
    animationDirection: z._default(z.enum(['left', 'right']), 'left').register(z.globalRegistry, {
      description: 'Which way the text moves.',
    }),
    animationSpeed: z._default(z.number().check(z.positive()), 1).register(z.globalRegistry, {
      description: 'How fast the text moves: 1 is 60 px a second, 2 twice as fast.',
    }),
    pausedOnHover: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'Pause while the pointer is over the marquee or a finger touches it.',
    }),
  }),
  load: ['interaction', 'change'],
  events: {},
  slots: {
    '': 'The text, as plain text. It stays in the page for screen readers and search engines; the moving copies are hidden from them.',
  },
  parts: {
    track: 'The moving band that holds the copies of the text.',
    piece: 'One moving piece: a copy of the text on a straight marquee, a letter on a wave.',
  },
  cssProperties: {
    '--sq-marquee-gap': { description: 'Space between two copies of the text.', default: '1em' },
    '--sq-marquee-color': { description: 'Colour of the text.', default: 'currentColor' },
  },
});
