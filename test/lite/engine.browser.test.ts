import { expect } from 'chai';
import * as compat from 'preact/compat';
import { createRoot as compatCreateRoot } from 'preact/compat/client';
import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cleanup, fixture, waitFor } from '../browser/harness.ts';

/**
 * Run by web-test-runner.lite.config.mjs alone: the tests beside it (the
 * contract suite, hydration, the guardrails) prove the lite build only when
 * React's imports really are preact/compat there.
 */
describe('the lite engine', () => {
  afterEach(cleanup);

  it("resolves react, react-dom, react-dom/client and the JSX runtime to preact/compat's", () => {
    expect(React.useState).to.equal(compat.useState);
    expect(React.createElement).to.equal(compat.createElement);
    expect(ReactDOM.createPortal).to.equal(compat.createPortal);
    expect(ReactDOM.flushSync).to.equal(compat.flushSync);
    expect(createRoot).to.equal(compatCreateRoot);
    // preact/compat's JSX runtime makes Preact's vnodes, which carry no React element marker of React 19's.
    expect((jsx('b', {}) as unknown as { $$typeof: symbol }).$$typeof).to.not.equal(
      Symbol.for('react.transitional.element'),
    );
  });

  it('mounts an element of the kit with it', async () => {
    await import('../../elements/sq-cart-link/cart-link.element.ts');
    const link = fixture('<sq-cart-link items="2"></sq-cart-link>');
    await waitFor(() => Boolean(link.shadowRoot?.querySelector('a')), 'the link rendered');
    expect(link.shadowRoot?.querySelector('a')?.getAttribute('href')).to.equal('/cart');
  });
});
