import { expect } from 'chai';
import type * as z from 'zod/mini';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { setElementErrorReporter } from '../../runtime/element-errors/element-errors.ts';
import { captureWarnings, cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { commits, KitTestView, renders, testApi } from '../../test/kit/test-element.tsx';
import { problemsReported } from './element/custom-element.ts';
import { defineElement, type ViewProps } from './react/define-element.ts';
import { useEventListener } from './react/hooks/use-event-listener.ts';
import { sharedRenderer } from './react/renderer.tsx';

type KitTest = HTMLElement &
  z.output<typeof testApi.config> & { config: unknown; readonly updateComplete: Promise<true> };

/** The clicks a `<sq-kit-listens>` heard, through the kit's listener hook. */
const heard: string[] = [];
function ListeningView({ host }: ViewProps<typeof testApi>) {
  useEventListener(host, 'click', () => heard.push('click'));
  return <slot />;
}

const text = (element: Element) => element.shadowRoot?.querySelector('button')?.textContent ?? '';

runElementContract({
  api: testApi,
  serverRendered: false,
  load: async () => undefined,
  module: new URL('../../test/kit/test-element.tsx', import.meta.url).pathname,
  stylesheet: 'sq-kit-test:not(:defined) { display: block; height: 40px; }',
  samples: {
    label: { attribute: 'Bye', value: 'Bye' },
    count: { attribute: '7', value: 7 },
    open: { attribute: '', value: true },
    design: { attribute: 'list', value: 'list' },
    size: { attribute: '{"width":3,"height":2}', value: { width: 3, height: 2 } },
  },
});

describe('element kit', () => {
  afterEach(cleanup);

  describe('Attributes and properties', () => {
    it('keeps a field’s identity while its value is unchanged, so views can list it as a dependency', async () => {
      const element = fixture<KitTest>(`<sq-kit-test size='{"width":4,"height":5}'></sq-kit-test>`);
      const first = element.config as z.output<typeof testApi.config>;
      element.setAttribute('count', '2');
      element.setAttribute('size', '{"height":5,"width":4}');
      const second = element.config as z.output<typeof testApi.config>;
      expect(second).to.not.equal(first);
      expect(second.count).to.equal(2);
      expect(second.size).to.equal(first.size);
      element.setAttribute('size', '{"width":4,"height":6}');
      const third = element.config as z.output<typeof testApi.config>;
      expect(third.size).to.not.equal(first.size);
      expect(third.size).to.deep.equal({ width: 4, height: 6 });
      element.setAttribute('label', 'Hello');
      expect(element.config, 'every field as it was: the config itself').to.equal(third);
    });

    it('coerces numbers, booleans and JSON from attributes', async () => {
      const element = fixture<KitTest>(
        `<sq-kit-test count="3" open design="list" size='{"width":4,"height":5}'></sq-kit-test>`,
      );
      await element.updateComplete;
      expect(text(element)).to.equal('Hello 3 list 4x5 pressed 0');
      expect(element.open).to.equal(true);
      element.setAttribute('open', 'false');
      await element.updateComplete;
      expect(element.open).to.equal(false);
    });

    it('spec 001 §3 block data "or from inherited data": a child <script type="application/json"> under the config attribute', async () => {
      const element = fixture<KitTest>(
        `<sq-kit-test config='{"count":3}'><script type="application/json">{"label":"Inherited","count":9,"design":"list"}</script></sq-kit-test>`,
      );
      await element.updateComplete;
      expect(text(element)).to.equal('Inherited 3 list 1x1 pressed 0');
      element.setAttribute('design', 'grid');
      await element.updateComplete;
      expect(text(element)).to.equal('Inherited 3 grid 1x1 pressed 0');
      const warnings = await captureWarnings(async () => {
        fixture('<sq-kit-test><script type="application/json">{"label":</script></sq-kit-test>');
        await problemsReported();
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(/^sq-kit-test: block data: expected JSON, got .* using the defaults$/);
    });

    it('takes the whole config as a property object and as JSON text', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      element.config = { label: 'Hi', count: 9 };
      await element.updateComplete;
      expect(text(element)).to.equal('Hi 9 grid 1x1 pressed 0');
      element.config = '{"label":"Yo"}';
      await element.updateComplete;
      expect(text(element)).to.equal('Yo 1 grid 1x1 pressed 0');
    });

    it('lets a field property override until that field attribute changes again', async () => {
      const element = fixture<KitTest>('<sq-kit-test count="2"></sq-kit-test>');
      element.count = 5;
      await element.updateComplete;
      expect(text(element)).to.contain('Hello 5');
      element.setAttribute('count', '6');
      await element.updateComplete;
      expect(element.count).to.equal(6);
    });

    it('validates attributes set before the element is connected, then renders when connected', async () => {
      const element = document.createElement('sq-kit-test') as KitTest;
      element.setAttribute('label', 'Early');
      await element.updateComplete;
      expect(element.label).to.equal('Early');
      fixture('<div></div>').append(element);
      await element.updateComplete;
      expect(text(element)).to.equal('Early 1 grid 1x1 pressed 0');
    });

    it('warns once for the same bad value, again for a different one, and uses the default', async () => {
      const warnings = await captureWarnings(async () => {
        fixture('<sq-kit-test count="99"></sq-kit-test>');
        fixture('<sq-kit-test count="99"></sq-kit-test>');
        fixture('<sq-kit-test count="-4"></sq-kit-test>');
        await problemsReported();
      });
      expect(warnings).to.deep.equal([
        'sq-kit-test: config.count: expected a whole number from 0 to 10, got 99; using 1',
        'sq-kit-test: config.count: expected a whole number from 0 to 10, got -4; using 1',
      ]);
      expect((document.querySelector('sq-kit-test') as KitTest).count).to.equal(1);
    });

    it('warns about a field attribute that is not JSON and keeps the other fields', async () => {
      const warnings = await captureWarnings(async () => {
        const element = fixture<KitTest>(`<sq-kit-test label="Kept" size="{width"></sq-kit-test>`);
        await Promise.all([element.updateComplete, problemsReported()]);
        expect(text(element)).to.equal('Kept 1 grid 1x1 pressed 0');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(
        /^sq-kit-test: config\.size: expected JSON, got "\{width" \(.+\); using the default$/,
      );
    });

    it('reads a string set as a field property as the attribute would: numbers, booleans, JSON', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      const set = element as unknown as Record<string, unknown>;
      set.count = '3';
      set.open = 'true';
      set.size = '{"width":4,"height":5}';
      set.label = '7';
      await element.updateComplete;
      expect(text(element)).to.equal('7 3 grid 4x5 pressed 0');
      expect(element.open).to.equal(true);
      set.open = 'false';
      await element.updateComplete;
      expect(element.open).to.equal(false);
      set.open = '';
      await element.updateComplete;
      expect(element.open, 'an empty string, as a bare attribute').to.equal(true);
      element.count = 4;
      set.open = false;
      await element.updateComplete;
      expect([element.count, element.open], 'typed values as they are').to.deep.equal([4, false]);
    });

    const refused: [string, string][] = [
      ['count', 'many'],
      ['count', '99'],
      ['open', 'yes'],
      ['design', 'mosaic'],
      ['size', '{width'],
      ['size', '[1,2]'],
    ];
    for (const [name, value] of refused) {
      it(`warns about ${name} = ${JSON.stringify(value)} as a property as it does as an attribute`, async () => {
        const attribute = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        forgetWarnings();
        const fromAttribute = await captureWarnings(async () => {
          fixture(`<sq-kit-test ${attribute}='${value}'></sq-kit-test>`);
          await problemsReported();
        });
        forgetWarnings();
        let element: KitTest | undefined;
        const fromProperty = await captureWarnings(async () => {
          element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
          (element as unknown as Record<string, unknown>)[name] = value;
          await problemsReported();
        });
        expect(fromAttribute).to.have.length(1);
        expect(fromProperty).to.deep.equal(fromAttribute);
        const defaults = { count: 1, open: false, design: 'grid', size: { width: 1, height: 1 } };
        expect(element?.[name as keyof typeof defaults]).to.deep.equal(defaults[name as keyof typeof defaults]);
      });
    }

    it('keeps properties set before its tag is defined, through its accessors', async () => {
      const tag = 'sq-kit-late';
      const early = fixture<KitTest>(`<${tag}></${tag}>`);
      const set = early as unknown as Record<string, unknown>;
      set.config = { label: 'Early', design: 'list' };
      set.count = '3';
      set.open = 'false';
      set.size = { width: 2, height: 9 };
      expect(customElements.get(tag), 'not defined yet').to.equal(undefined);
      defineElement({ api: { ...testApi, tag }, view: KitTestView });
      await early.updateComplete;
      for (const name of ['config', 'count', 'open', 'size']) {
        expect(Object.hasOwn(early, name), `own ${name} left on the instance`).to.equal(false);
      }
      expect(text(early)).to.equal('Early 3 list 2x9 pressed 0');
      expect(early.open).to.equal(false);
      early.count = 5;
      await early.updateComplete;
      expect(text(early), 'the accessor works after the upgrade').to.equal('Early 5 list 2x9 pressed 0');
    });

    it('warns about a config that is not an object', async () => {
      const warnings = await captureWarnings(async () => {
        const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
        element.config = 5;
        await problemsReported();
      });
      expect(warnings[0]).to.contain('sq-kit-test: config: expected JSON, got "5" (not an object)');
    });
  });

  describe('Rendering', () => {
    it('shares one constructable stylesheet between instances', async () => {
      const first = fixture('<sq-kit-test></sq-kit-test>');
      const second = fixture('<sq-kit-test></sq-kit-test>');
      await Promise.all([first, second].map((element) => (element as KitTest).updateComplete));
      const sheets = [first, second].map((element) => element.shadowRoot?.adoptedStyleSheets ?? []);
      expect(sheets[0]).to.have.length(2);
      expect(sheets[0]?.[1]).to.equal(sheets[1]?.[1]);
      expect(getComputedStyle(first).display).to.equal('block');
    });

    it('mirrors the named state on the host as data-state', async () => {
      const element = fixture('<sq-kit-test open></sq-kit-test>');
      await (element as KitTest).updateComplete;
      expect(element.dataset.state).to.equal('open');
    });

    it('commits many elements inserted in one task together, within that task', async () => {
      commits.length = 0;
      fixture(`<div>${'<sq-kit-test></sq-kit-test>'.repeat(200)}</div>`);
      // Only microtasks run here, no other task: a root per element would
      // have committed at most one root by now.
      for (let turn = 0; turn < 10; turn++) await null;
      expect(commits).to.have.length(200);
    });

    it('renders each element inserted with attributes once, not again when its attributes are read', async () => {
      renders.count = 0;
      const many = fixture(`<div>${'<sq-kit-test label="Once" count="2" open></sq-kit-test>'.repeat(200)}</div>`);
      await (many.querySelectorAll('sq-kit-test')[199] as KitTest).updateComplete;
      expect(many.querySelectorAll('sq-kit-test')[199]?.shadowRoot?.textContent).to.contain('Once 2');
      expect(renders.count, 'renders of 200 elements').to.equal(200);
      (many.firstElementChild as KitTest).setAttribute('count', '3');
      await (many.firstElementChild as KitTest).updateComplete;
      expect(renders.count, 'one more for the one changed').to.equal(201);
    });

    it('keeps React state when the element moves in the DOM', async () => {
      const element = fixture('<sq-kit-test></sq-kit-test>');
      await (element as KitTest).updateComplete;
      element.shadowRoot?.querySelector('button')?.click();
      await waitFor(() => text(element).includes('pressed 1'), 'the press drawn');
      expect(text(element)).to.contain('pressed 1');
      const elsewhere = fixture('<section></section>');
      elsewhere.append(element);
      await (element as KitTest).updateComplete;
      expect(text(element)).to.contain('pressed 1');
    });

    it('keeps the state and nodes of the elements after one that is removed (both engines)', async () => {
      const [first, second, third] = ['One', 'Two', 'Three'].map((label) =>
        fixture<KitTest>(`<sq-kit-test label="${label}"></sq-kit-test>`),
      );
      await Promise.all([first, second, third].map((element) => element?.updateComplete));
      for (const element of [second, third]) element?.shadowRoot?.querySelector('button')?.click();
      await waitFor(
        () => [second, third].every((element) => element && text(element).includes('pressed 1')),
        'the presses drawn',
      );
      const buttons = [second, third].map((element) => element?.shadowRoot?.querySelector('button'));
      const committed = commits.length;
      first?.remove();
      await waitFor(() => sharedRenderer.size === 2, 'the removed entry to be dropped');
      expect([second, third].map((element) => (element ? text(element) : ''))).to.deep.equal([
        'Two 1 grid 1x1 pressed 1',
        'Three 1 grid 1x1 pressed 1',
      ]);
      expect(
        [second, third].map((element, index) => element?.shadowRoot?.querySelector('button') === buttons[index]),
        'the same buttons',
      ).to.deep.equal([true, true]);
      expect(commits.length, 'no view mounted again').to.equal(committed);
    });

    it('lets go of removed elements: the shared root keeps only those still in the page, and no root once none is', async () => {
      const many = fixture(`<div>${'<sq-kit-test></sq-kit-test>'.repeat(50)}</div>`);
      const stays = fixture<KitTest>('<sq-kit-test label="Stays"></sq-kit-test>');
      await Promise.all([many.lastElementChild as KitTest, stays].map((element) => element.updateComplete));
      expect(sharedRenderer.size, 'mounted entries').to.equal(51);
      expect(sharedRenderer.rooted, 'a root while elements are mounted').to.equal(true);
      many.remove();
      await waitFor(() => sharedRenderer.size === 1, 'the 50 removed entries to be dropped');
      expect(text(stays)).to.equal('Stays 1 grid 1x1 pressed 0');
      stays.remove();
      await waitFor(() => sharedRenderer.size === 0, 'the last entry to be dropped');
      expect(sharedRenderer.rooted, 'a root once no element is mounted').to.equal(false);
      const again = fixture<KitTest>('<sq-kit-test label="Again"></sq-kit-test>');
      await waitFor(() => text(again) === 'Again 1 grid 1x1 pressed 0', 'an element mounted after that to render');
      expect(sharedRenderer.rooted).to.equal(true);
    });

    it('shows the light-DOM fallback and reports the error when the view throws', async () => {
      const reported: [string, unknown][] = [];
      const previous = setElementErrorReporter((tag, error) => reported.push([tag, error]));
      const originalError = console.error;
      console.error = () => {}; // React logs caught errors too; the reporter is what counts here.
      try {
        const element = fixture('<sq-kit-test label="explode"><p>Fallback text</p></sq-kit-test>');
        const sibling = fixture('<sq-kit-test label="Fine"></sq-kit-test>');
        await Promise.all([element, sibling].map((one) => (one as KitTest).updateComplete));
        expect(reported).to.have.length(1);
        expect(reported[0]?.[0]).to.equal('sq-kit-test');
        expect(String(reported[0]?.[1])).to.contain('exploded on purpose');
        const slot = element.shadowRoot?.querySelector('slot');
        expect(slot?.assignedElements().map((node) => node.textContent)).to.deep.equal(['Fallback text']);
        expect(text(sibling)).to.equal('Fine 1 grid 1x1 pressed 0');
      } finally {
        console.error = originalError;
        setElementErrorReporter(previous);
      }
    });
  });

  describe('Events', () => {
    it('dispatches declared events from the host, bubbling and composed, with a typed detail', async () => {
      const element = fixture('<sq-kit-test></sq-kit-test>');
      await (element as KitTest).updateComplete;
      const received: CustomEvent[] = [];
      document.addEventListener('sq-kit-press', (event) => received.push(event as CustomEvent), { once: true });
      element.shadowRoot?.querySelector('button')?.click();
      expect(received).to.have.length(1);
      expect(received[0]?.detail).to.deep.equal({ presses: 1 });
      expect(received[0]?.bubbles).to.equal(true);
      expect(received[0]?.composed).to.equal(true);
      expect(received[0]?.target).to.equal(element);
    });

    it('has a view’s listeners in place once it has rendered, before another task runs (both engines)', async () => {
      heard.length = 0;
      defineElement({ api: { ...testApi, tag: 'sq-kit-listens' }, view: ListeningView });
      const element = fixture('<sq-kit-listens></sq-kit-listens>');
      // Microtasks only: the shared root renders in one, and no frame or task comes between.
      for (let turn = 0; turn < 10 && !element.shadowRoot?.childElementCount; turn++) await null;
      expect(element.shadowRoot?.childElementCount, 'rendered within the task').to.equal(1);
      element.click();
      expect(heard).to.deep.equal(['click']);
    });
  });
});
