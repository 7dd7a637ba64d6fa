import { expect } from 'chai';
import { SITE_FORMS } from '../../demo/site-forms.ts';
import { cleanup, fixture, settle, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../kit/contract.ts';
import { formApi } from './form.schema.ts';

const load = () => import('./form.element.ts');

describe('smoke', () => {
  before(load);
  afterEach(cleanup);
  it('renders every field', async () => {
    const element = fixture('<sq-form></sq-form>') as HTMLElement & { config: unknown };
    element.config = SITE_FORMS[2];
    await settle();
    await waitFor(() => (element.shadowRoot?.querySelectorAll('[part=field]').length ?? 0) > 5, 'fields');
    expect(element.shadowRoot?.querySelectorAll('[part=field]').length).to.equal(17);
  });
});
void formApi;
void runElementContract;
