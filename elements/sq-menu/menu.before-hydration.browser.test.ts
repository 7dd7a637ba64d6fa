import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../test/browser/hold-act-release.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
// Once imported it stays defined in this page, so the file holds one such test.
const load = () => import('./menu.element.ts');

const MENUS = [
  '<section><h3>Breakfast</h3><p>Porridge · 7</p></section>',
  '<section><h3>Lunch</h3><p>Soup · 9</p></section>',
  '<section><h3>Dinner</h3><p>Squash · 15</p></section>',
].join('');

const tabsOf = (host: Element) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
const selected = (host: Element) => tabsOf(host).findIndex((tab) => tab.ariaSelected === 'true');
const shown = (host: Element) => [...host.children].map((panel) => panel.checkVisibility());

describe('sq-menu: a tap before it hydrates', () => {
  afterEach(cleanup);

  it('a tap on a tab switches to its menu once the code is there', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [menu] = await serverRendered(`<sq-menu>${MENUS}</sq-menu>`);
    const host = menu as HTMLElement;
    expect(tabsOf(host), 'tabs drawn by the server').to.have.length(3);
    await sendMouse({ type: 'click', position: middleOf(tabsOf(host)[2] as Element) });
    await release(host, load);
    await waitFor(() => selected(host) === 2, 'the third tab chosen');
    expect(shown(host)).to.deep.equal([false, false, true]);
  });
});
