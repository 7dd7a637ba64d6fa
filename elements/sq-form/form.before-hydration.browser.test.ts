import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { release, serverRendered } from '../../test/browser/hold-act-release.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
const load = () => import('./form.element.ts');

const FIELDS = JSON.stringify([
  { id: 'name', type: 'text', label: 'Name' },
  { id: 'topics', type: 'checkbox', label: 'Topics', options: ['News', 'Offers'] },
  { id: 'size', type: 'select', label: 'Size', options: ['Small', 'Large'] },
]);

describe('sq-form: what a visitor does before it hydrates', () => {
  afterEach(cleanup);

  it('keeps typed text, a checked box, a chosen option, the focus and the caret, and the view follows them', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [form] = await serverRendered(
      `<sq-form form-id="early-${Math.random().toString(36).slice(2)}" fields='${FIELDS}'></sq-form>`,
    );
    const host = form as HTMLElement;
    const root = host.shadowRoot as ShadowRoot;
    const name = root.querySelector('input[name=name]') as HTMLInputElement;
    const offers = root.querySelector('input[name=topics][value=Offers]') as HTMLInputElement;
    const size = root.querySelector('select[name=size]') as HTMLSelectElement;

    // The visitor, before the code is there: ticks a box, picks an option, types a name and moves the caret back.
    offers.click();
    size.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    name.focus();
    await sendKeys({ type: 'Ada Lovelace' });
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowLeft' });
    expect([name.value, offers.checked, size.value, name.selectionStart]).to.deep.equal([
      'Ada Lovelace',
      true,
      'Large',
      8,
    ]);

    await release(host, load);

    expect(name.value, 'the typed name').to.equal('Ada Lovelace');
    expect(offers.checked, 'the ticked box').to.equal(true);
    expect(size.value, 'the chosen option').to.equal('Large');
    expect(root.activeElement, 'the focus').to.equal(name);
    expect([name.selectionStart, name.selectionEnd], 'the caret').to.deep.equal([8, 8]);

    // The view has them too: a render of the fields (the button's text changed) draws the visitor's values.
    host.setAttribute('submit-button-text', 'Send now');
    const button = root.querySelector('[part=submit]') as HTMLButtonElement;
    await waitFor(() => button.textContent === 'Send now', 'the form to render again');
    expect([name.value, offers.checked, size.value]).to.deep.equal(['Ada Lovelace', true, 'Large']);
    // And the visitor types on where they left the caret.
    await sendKeys({ type: 'X' });
    await waitFor(() => name.value === 'Ada LoveXlace', 'the next letter at the caret');
  });
});
