import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, updateComplete, waitFor } from '../../test/browser/harness.ts';
import { serverRendered } from '../../test/browser/hold-act-release.ts';
import { whenHydrated } from '../kit/hydration/hydrated.ts';
import { wait } from '../waiting-elements.ts';

const form = (id: string, label: string, button: string) =>
  `<sq-form config='${JSON.stringify({ formId: id, submitButtonText: button, fields: [{ id: 'f', type: 'text', label }] })}'></sq-form>`;

describe('sq-form: its code loaded for another form of the page', () => {
  afterEach(cleanup);

  it('hydrates from its own attributes, though none of its own triggers fired', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    // Two server-rendered forms waiting as the autoloader has them: each holds its `config` property until it fires.
    const [reached, other] = (await serverRendered(
      form('reached', 'Name', 'Send') + form('other', 'Town', 'Join'),
    )) as [HTMLElement, HTMLElement];
    const load = () => void import('./form.element.ts');
    wait(reached, load);
    wait(other, load);

    // The visitor reaches for the first: the tag's code loads, and both upgrade.
    reached.shadowRoot?.querySelector('input')?.focus();
    await Promise.all([whenHydrated(reached), whenHydrated(other)]);

    const text = (host: HTMLElement, part: string) => host.shadowRoot?.querySelector(`[part=${part}]`)?.textContent;
    await waitFor(() => text(other, 'submit') === 'Join', 'the other form drawn from its config');
    // And it stays so once the properties set before the upgrade have been set again (a microtask after the
    // upgrade) and drawn: updateComplete resolves once each form's latest change has rendered.
    await Promise.all([updateComplete(other), updateComplete(reached)]);
    expect((other as HTMLElement & { config: { formId: string } }).config.formId).to.equal('other');
    expect([text(other, 'label'), text(reached, 'label'), text(reached, 'submit')]).to.deep.equal([
      'Town',
      'Name',
      'Send',
    ]);
  });
});
