import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { whenToHydrate } from './hydration.ts';

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
