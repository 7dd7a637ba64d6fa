import { expect } from 'chai';
import { html } from 'lit-html';
import type * as z from 'zod/mini';
import { setElementErrorReporter } from '../../../runtime/element-errors/element-errors.ts';
import { loadFrame } from '../../../test/browser/frame.ts';
import { cleanup, fixture } from '../../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../../test/browser/prerender.ts';
import { testApi } from '../../../test/kit/test-element.tsx';
import { defineLitElement, type LitView } from '../lit/define-lit-element.ts';
import type { SqElement } from './custom-element.ts';

type KitTest = SqElement<typeof testApi> & z.output<typeof testApi.config>;

const text = (element: Element) => element.shadowRoot?.querySelector('button')?.textContent ?? '';

/** Whether the promise has settled once the microtasks queued so far have run (and a task more). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve));
  return settled;
}

/** A lit view of the kit's test config: its label on a button; "explode" throws as it renders. */
const litView: LitView<typeof testApi> = () => ({
  render: ({ config }) => {
    if (config.label === 'explode') throw new Error('exploded on purpose');
    return html`<button type="button">${config.label} ${config.count}</button>`;
  },
});
defineLitElement({ api: { ...testApi, tag: 'sq-kit-lit' }, view: async () => litView });

/** Runs `work` with element errors reported to a list (and React's own logging of them silenced). */
async function reportingErrors(work: (reported: string[]) => Promise<void>): Promise<void> {
  const reported: string[] = [];
  const previous = setElementErrorReporter((tag) => reported.push(tag));
  const originalError = console.error;
  console.error = () => {};
  try {
    await work(reported);
  } finally {
    console.error = originalError;
    setElementErrorReporter(previous);
  }
}

describe('updateComplete', () => {
  afterEach(cleanup);

  describe('React view', () => {
    it('resolves once an attribute change is drawn, not before', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      await element.updateComplete;
      element.setAttribute('label', 'Changed');
      element.setAttribute('design', 'list');
      const complete = element.updateComplete;
      expect(text(element), 'not drawn yet').to.equal('Hello 1 grid 1x1 pressed 0');
      await complete;
      expect(text(element)).to.equal('Changed 1 list 1x1 pressed 0');
    });

    it('resolves once a property change is drawn: a field, and the whole config', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      await element.updateComplete;
      element.count = 4;
      await element.updateComplete;
      expect(text(element)).to.equal('Hello 4 grid 1x1 pressed 0');
      element.config = { label: 'Whole', count: 2 } as never;
      await element.updateComplete;
      expect(text(element)).to.equal('Whole 4 grid 1x1 pressed 0');
    });

    it('covers a change made while a render is pending with the promise handed out after it', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      await element.updateComplete;
      element.setAttribute('label', 'First');
      const before = element.updateComplete;
      // The element has handed its renderer the label by now, and the renderer has not drawn it yet.
      await null;
      element.count = 5;
      // What each shows the moment it resolves.
      const [drawnBefore, drawnAfter] = await Promise.all(
        [before, element.updateComplete].map((complete) => complete.then(() => text(element))),
      );
      expect(drawnBefore, 'the promise from before the change').to.match(/^First /);
      expect(drawnAfter).to.equal('First 5 grid 1x1 pressed 0');
    });

    it('resolves at once when nothing is waiting to render', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      await element.updateComplete;
      expect(await settledYet(element.updateComplete)).to.equal(true);
      element.setAttribute('label', 'Hello');
      expect(await settledYet(element.updateComplete), 'a change that leaves the config as it was').to.equal(true);
      const apart = document.createElement('sq-kit-test') as KitTest;
      expect(await settledYet(apart.updateComplete), 'an element not on the page').to.equal(true);
    });

    it('a promise still waiting when its element leaves the page resolves once it is back and drawn', async () => {
      const element = fixture<KitTest>('<sq-kit-test></sq-kit-test>');
      const parent = element.parentElement as HTMLElement;
      await element.updateComplete;
      element.setAttribute('label', 'Away');
      const waiting = element.updateComplete;
      // Taken off the page after the promise has started waiting, before the change is drawn.
      queueMicrotask(() => element.remove());
      expect(await settledYet(waiting), 'settled while off the page').to.equal(false);
      parent.append(element);
      expect(await waiting.then(() => text(element))).to.equal('Away 1 grid 1x1 pressed 0');
    });

    it('waits again for the render once the element is connected', async () => {
      const element = document.createElement('sq-kit-test') as KitTest;
      element.setAttribute('label', 'Later');
      fixture('<div></div>').append(element);
      await element.updateComplete;
      expect(text(element)).to.equal('Later 1 grid 1x1 pressed 0');
    });

    it('resolves when the view threw, with the light-DOM fallback shown', async () => {
      await reportingErrors(async (reported) => {
        const element = fixture<KitTest>('<sq-kit-test><p>Fallback text</p></sq-kit-test>');
        await element.updateComplete;
        element.setAttribute('label', 'explode');
        expect(await element.updateComplete).to.equal(true);
        expect(reported).to.deep.equal(['sq-kit-test']);
        expect(element.shadowRoot?.querySelector('slot'), 'the fallback').to.exist;
        element.setAttribute('label', 'Again');
        expect(await element.updateComplete, 'a change after the failure').to.equal(true);
      });
    });
  });

  describe('lit view', () => {
    it('resolves once the view has loaded and drawn, and once each change is drawn', async () => {
      const element = fixture<KitTest>('<sq-kit-lit label="Lit"></sq-kit-lit>');
      expect(await element.updateComplete).to.equal(true);
      expect(text(element)).to.equal('Lit 1');
      element.setAttribute('label', 'Changed');
      element.count = 3;
      expect(text(element), 'not drawn yet').to.equal('Lit 1');
      await element.updateComplete;
      expect(text(element)).to.equal('Changed 3');
    });

    it('resolves when the view threw, and for every change after', async () => {
      await reportingErrors(async (reported) => {
        const element = fixture<KitTest>('<sq-kit-lit></sq-kit-lit>');
        await element.updateComplete;
        element.setAttribute('label', 'explode');
        expect(await element.updateComplete).to.equal(true);
        expect(reported).to.deep.equal(['sq-kit-lit']);
        expect(element.shadowRoot?.querySelector('slot'), 'the fallback').to.exist;
        element.setAttribute('label', 'Again');
        expect(await element.updateComplete).to.equal(true);
      });
    });
  });

  describe('server-rendered element', () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });

    /** A server-rendered `<sq-cart-link items="3">` in a page of its own, defined and waiting to hydrate. */
    async function serverRendered() {
      const rendered = await prerender(
        '<!doctype html><html><body><sq-cart-link items="3" subtotal="$3.00"></sq-cart-link></body></html>',
      );
      frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:800px;height:600px;border:0;opacity:0;pointer-events:none',
      );
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.define(
        /<body>([\s\S]*)<\/body>/.exec(rendered)?.[1] ?? '',
        '/elements/sq-cart-link/cart-link.element.ts',
      );
      const host = page.hosts()[0] as HTMLElement & { items: number; updateComplete: Promise<true> };
      expect(await page.awaitingHydration(host), 'waiting to hydrate').to.equal(true);
      return { page, host, count: () => host.shadowRoot?.querySelector('[part=count]')?.textContent };
    }

    it('resolves once it has hydrated what the server rendered', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const { page, host, count } = await serverRendered();
      expect(await host.updateComplete).to.equal(true);
      await page.whenHydrated(host);
      expect(count()).to.equal('3');
    });

    it('resolves once it has hydrated and drawn a change made before, and once each change after is drawn', async function () {
      this.timeout(30000); // The element's code loads afresh in the frame.
      const { host, count } = await serverRendered();
      host.items = 7;
      await host.updateComplete;
      expect(count(), 'the change made before it hydrated (the server drew 3)').to.equal('7');
      host.items = 9;
      const changed = host.updateComplete;
      expect(count(), 'not drawn yet').to.equal('7');
      await changed;
      expect(count()).to.equal('9');
    });
  });
});
