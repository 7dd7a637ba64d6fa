import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS } from '../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../test/browser/hold-act-release.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
const load = () => import('./accordion.element.ts');

const ITEMS = [
  '<details><summary>Shipping</summary><p>Two days.</p></details>',
  '<details><summary>Returns</summary><p>Thirty days.</p></details>',
].join('');

describe('sq-accordion: a tap before it hydrates', () => {
  afterEach(cleanup);

  it('a tap on a summary opens its item natively, and it stays open, once, when the code arrives', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [accordion] = await serverRendered(`<sq-accordion>${ITEMS}</sq-accordion>`);
    const host = accordion as HTMLElement;
    const items = [...host.querySelectorAll('details')];
    const toggles: boolean[] = [];
    items[1]?.addEventListener('toggle', () => toggles.push((items[1] as HTMLDetailsElement).open));
    await sendMouse({ type: 'click', position: middleOf(items[1]?.querySelector('summary') as Element) });
    expect(
      items.map((item) => item.open),
      'opened by the platform',
    ).to.deep.equal([false, true]);
    await release(host, load);
    expect(items.map((item) => item.open)).to.deep.equal([false, true]);
    expect(toggles, 'toggled once, not again by a performed click').to.deep.equal([true]);
  });
});
