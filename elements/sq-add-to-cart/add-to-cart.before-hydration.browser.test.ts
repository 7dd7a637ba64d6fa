import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { lastRequestId, receivedHere } from '../../test/browser/api.ts';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../test/browser/hold-act-release.ts';
import { CART_ENTRIES_URL } from './add-to-cart.view.tsx';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
const load = () => import('./add-to-cart.element.ts');

describe('sq-add-to-cart: a tap before it hydrates', () => {
  afterEach(cleanup);

  it('a tap on the button adds the item once the code is there, once', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [button] = await serverRendered('<sq-add-to-cart product-id="teapot">Add the teapot</sq-add-to-cart>');
    const host = button as HTMLElement;
    const after = await lastRequestId();
    const added: unknown[] = [];
    host.addEventListener('sq-cart-add', (event) => added.push((event as CustomEvent).detail));
    await sendMouse({ type: 'click', position: middleOf(host.shadowRoot?.querySelector('button') as Element) });
    await release(host, load);
    await waitFor(() => added.length === 1, 'the item added', 10000);
    await waitFor(() => host.dataset.state === 'idle', 'the button to settle');
    const calls = (await receivedHere(CART_ENTRIES_URL, after)).filter((call) => call.status === 200);
    expect(calls.map((call) => call.json)).to.deep.equal([{ productId: 'teapot', quantity: 1 }]);
    expect(added).to.have.length(1);
  });
});
