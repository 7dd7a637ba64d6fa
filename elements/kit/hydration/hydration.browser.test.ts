import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadFrame } from '../../../test/browser/frame.ts';
import { cleanup, fixture, waitFor } from '../../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../../test/browser/prerender.ts';
import { whenToHydrate } from './when-to-hydrate.ts';

/** An idle period the test sets off itself. */
function manualIdle() {
  let pending: (() => void) | undefined;
  let cancelled = 0;
  return {
    onIdle: (callback: () => void) => {
      pending = callback;
      return () => {
        cancelled += 1;
        pending = undefined;
      };
    },
    fire: () => pending?.(),
    get cancelled() {
      return cancelled;
    },
  };
}

/** A host far below the fold, so only what the test does can hydrate it. */
function hostBelowTheFold(): HTMLElement {
  const spacer = fixture(`<div style="height: 300vh"></div><button id="below">Below</button>`);
  return spacer.nextElementSibling as HTMLElement;
}

describe('whenToHydrate', () => {
  afterEach(cleanup);

  it('waits while the element is out of view, and hydrates once it comes into view', async () => {
    const idle = manualIdle();
    const host = hostBelowTheFold();
    let calls = 0;
    whenToHydrate(host, () => calls++, idle.onIdle);
    // The observer reports "not in view" first; nothing may hydrate from it.
    await new Promise((resolve) =>
      new IntersectionObserver((_, observer) => resolve(observer.disconnect())).observe(host),
    );
    expect(calls).to.equal(0);
    host.scrollIntoView();
    await waitFor(() => calls === 1, 'hydration when in view');
    expect(idle.cancelled, 'the idle wait is cancelled').to.equal(1);
  });

  it('hydrates when the visitor reaches for it (focus), before it is in view', async () => {
    const idle = manualIdle();
    const host = hostBelowTheFold();
    let calls = 0;
    whenToHydrate(host, () => calls++, idle.onIdle);
    host.focus({ preventScroll: true });
    expect(calls).to.equal(1);
    await sendKeys({ press: 'Tab' });
    expect(calls, 'once only').to.equal(1);
  });

  it('hydrates in an idle period, once', () => {
    const idle = manualIdle();
    const host = hostBelowTheFold();
    let calls = 0;
    whenToHydrate(host, () => calls++, idle.onIdle);
    idle.fire();
    idle.fire();
    expect(calls).to.equal(1);
  });

  it('stops waiting when told: no interaction, view or idle period hydrates it after', async () => {
    const idle = manualIdle();
    const host = hostBelowTheFold();
    let calls = 0;
    const stop = whenToHydrate(host, () => calls++, idle.onIdle);
    stop();
    host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    idle.fire();
    host.scrollIntoView();
    await new Promise((resolve) =>
      new IntersectionObserver((_, observer) => resolve(observer.disconnect())).observe(host),
    );
    expect(calls).to.equal(0);
    expect(idle.cancelled).to.equal(1);
  });
});

describe('hydrating an element whose properties were set before it was defined', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('hydrates what the server rendered from its attributes, then renders the properties as an update', async function () {
    this.timeout(30000); // The element's code loads afresh in the frame.
    const html = await prerender(
      '<!doctype html><html><body><sq-cart-link items="3" subtotal="$3.00"></sq-cart-link></body></html>',
    );
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    expect(body, 'rendered on the server').to.contain('shadowrootmode');
    frame = await loadFrame(
      '/test/browser/pages/prerendered.html',
      'prerenderedPage',
      'position:fixed;left:0;top:0;width:800px;height:600px;border:0;opacity:0;pointer-events:none',
    );
    const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
    const report = await page.hydrate(body, '/elements/sq-cart-link/cart-link.element.ts', ([host]) => {
      // A field over its attribute, and config for a field with no attribute (a field's attribute wins over config).
      Object.assign(host as HTMLElement, { items: 7, subtotal: '$7.00', config: { href: '/basket' } });
    });
    // A hydration from the properties would differ from the server's text: React says so and renders again.
    expect(report.console, 'console errors and warnings while hydrating').to.deep.equal([]);
    expect(report.replaced, 'server-rendered nodes replaced instead of hydrated').to.deep.equal([]);
    expect(report.unhydrated, 'not hydrated').to.deep.equal([]);
    const host = page.hosts()[0] as HTMLElement & { items: number; subtotal: string };
    const text = (part: string) => host.shadowRoot?.querySelector(`[part=${part}]`)?.textContent;
    await waitFor(() => text('count') === '7', 'the count set as a property');
    expect(text('subtotal')).to.equal('$7.00');
    expect(host.shadowRoot?.querySelector('[part=link]')?.getAttribute('href')).to.equal('/basket');
    expect([host.items, host.subtotal]).to.deep.equal([7, '$7.00']);
    expect(
      ['items', 'subtotal', 'config'].filter((name) => Object.hasOwn(host, name)),
      'own properties left',
    ).to.deep.equal([]);
  });
});
