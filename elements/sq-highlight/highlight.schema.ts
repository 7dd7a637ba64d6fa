import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { SHAPES } from './shapes.logic.ts';

const positive = () => z.number().check(z.positive());

/** Text highlight attributes (spec 001 §3 "Text highlight attributes"). */
export const highlightApi = defineApi({
  tag: 'sq-highlight',
  summary: 'Draws a hand-drawn shape (a circle, an underline, a marker, …) over or behind the text it wraps.',
  config: z.object({
    shape: z._default(z.enum(SHAPES), 'wave').register(z.globalRegistry, {
      description: 'The shape drawn on each line of the text.',
    }),
    color: z
      .optional(
        expecting(
          z.string().check(z.refine((value) => typeof CSS === 'undefined' || CSS.supports('color', value))),
          'a CSS colour',
        ),
      )
      .register(z.globalRegistry, { description: "The shape's colour; by default the text's own colour." }),
    thickness: z
      ._default(z.object({ unit: z.enum(['em', 'px']), value: z.number().check(z.minimum(0)) }), {
        unit: 'em',
        value: 0.06,
      })
      .register(z.globalRegistry, {
        description:
          'The stroke width: `{"unit":"em","value":0.06}` is 6% of the font size, `{"unit":"px","value":3}` 3 px.',
      }),
    linecap: z._default(z.enum(['square', 'round']), 'square').register(z.globalRegistry, {
      description: 'The ends of the strokes.',
    }),
    blend: z
      ._default(
        z.enum([
          'none',
          'multiply',
          'screen',
          'overlay',
          'darken',
          'lighten',
          'color-dodge',
          'color-burn',
          'hard-light',
          'soft-light',
          'difference',
          'exclusion',
          'hue',
          'saturation',
          'color',
          'luminosity',
        ]),
        'none',
      )
      .register(z.globalRegistry, { description: 'How the shape blends with what is under it (a CSS blend mode).' }),
    opacity: z._default(z.number().check(z.minimum(0), z.maximum(1)), 1).register(z.globalRegistry, {
      description: "The shape's opacity, from 0 to 1.",
    }),
    fontSize: z
      .optional(z.union([positive(), z.object({ mobile: z.optional(positive()), desktop: z.optional(positive()) })]))
      .register(z.globalRegistry, {
        description:
          'The font size in px an em thickness is measured against, for every width or per breakpoint (`{"mobile":16,"desktop":24}`, mobile up to 432 px); by default the text\'s own.',
      }),
    isFront: z._default(z.boolean(), true).register(z.globalRegistry, {
      description: 'Draw the shape over the text; false draws it behind.',
    }),
    isAnimationEnabled: z._default(z.boolean(), false).register(z.globalRegistry, {
      description: 'Animate the shape in when it scrolls into view.',
    }),
    animation: z._default(z.enum(['draw', 'fade', 'fadeScale']), 'draw').register(z.globalRegistry, {
      description: 'draw: the stroke is drawn in; fade: it fades in; fadeScale: it fades in and grows from half size.',
    }),
    direction: z._default(z.enum(['right', 'left']), 'right').register(z.globalRegistry, {
      description: 'Which way the stroke is drawn: right draws it from its start, left from its end, last line first.',
    }),
    duration: z._default(positive(), 0.75).register(z.globalRegistry, {
      description: 'How long the animation lasts, in seconds, for all lines together.',
    }),
  }),
  load: ['change'],
  events: {},
  slots: { '': 'The text to highlight; rich text is fine.' },
  parts: {
    shape: 'The SVG that holds the drawing, one path per line of text.',
  },
  cssProperties: {},
});
