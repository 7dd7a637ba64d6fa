/**
 * The kit's test element, `<sq-kit-test>`: one of every kind of field, an
 * event, a part and a light-DOM fallback. A module of its own, so that a page
 * can define it after its markup is parsed, as the autoloader defines a tag.
 */
import { useLayoutEffect, useState } from 'react';
import * as z from 'zod/mini';
import { defineApi, event } from '../../elements/kit/element/api.ts';
import { defineElement, type ViewProps } from '../../elements/kit/react/define-element.ts';
import { useDataState } from '../../elements/kit/react/hooks/use-data-state.ts';

export const testApi = defineApi({
  tag: 'sq-kit-test',
  summary: 'An element that exercises every part of the kit.',
  config: z.object({
    label: z._default(z.string(), 'Hello'),
    count: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10)), 1),
    open: z._default(z.boolean(), false),
    design: z._default(z.enum(['grid', 'list']), 'grid'),
    size: z._default(z.object({ width: z.number(), height: z.number() }), { width: 1, height: 1 }),
  }),
  load: ['interaction', 'change'],
  events: { 'sq-kit-press': event<{ presses: number }>('Fired on every press of the button.', '{ presses: number }') },
  slots: { '': 'Fallback content.' },
  parts: { button: 'The button.' },
  cssProperties: {},
});

/** One mark per view committed, to tell when the views were committed. */
export const commits: number[] = [];

/** How many times the views have rendered, all elements together. */
export const renders = { count: 0 };

export function KitTestView({ config, emit, host }: ViewProps<typeof testApi>) {
  const [presses, setPresses] = useState(0);
  renders.count++;
  useDataState(host, config.open ? 'open' : 'closed');
  useLayoutEffect(() => {
    commits.push(performance.now());
  }, []);
  if (config.label === 'explode') throw new Error('exploded on purpose');
  return (
    <button
      type="button"
      part="button"
      onClick={() => {
        setPresses(presses + 1);
        emit('sq-kit-press', { presses: presses + 1 });
      }}
    >
      {config.label} {config.count} {config.design} {config.size.width}x{config.size.height} pressed {presses}
    </button>
  );
}

/** Its box is fixed, so that the contract can compare it before and after the upgrade. */
export const TEST_STYLES = ':host { display: block; height: 40px; }';

defineElement({ api: testApi, view: KitTestView, styles: TEST_STYLES });
