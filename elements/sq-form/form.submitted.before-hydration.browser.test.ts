import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { lastRequestId, received, setCrumb } from '../../test/browser/api.ts';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { release, serverRendered } from '../../test/browser/hold-act-release.ts';
import { SAVE_SUBMISSION_URL } from './form.logic.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
// Once imported it stays defined in this page, so the file holds one such test.
const load = () => import('./form.element.ts');

describe('sq-form: submitted before it hydrates', () => {
  afterEach(cleanup);

  it('Enter in a field before the code is there posts nothing; once hydrated the form is sent once, with what was typed', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    // A visitor of its own: the reference API limits saves per visitor, and its calls are told apart by it.
    const crumb = `early-${Math.random().toString(36).slice(2, 10)}`;
    setCrumb(crumb);
    const [form] = await serverRendered(
      // The demo site's newsletter form, which the reference API knows.
      `<sq-form form-id="newsletter" collection-id="c-home" object-name="newsletter-block" is-newsletter fields='[{"id":"email","type":"email","label":"Email Address","required":true}]'></sq-form>`,
    );
    const host = form as HTMLElement;
    const root = host.shadowRoot as ShadowRoot;
    const submits: unknown[] = [];
    root.querySelector('form')?.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
    const after = await lastRequestId();

    (root.querySelector('input[name=email]') as HTMLInputElement).focus();
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Enter' });
    // The browser's implicit submission clicked the submit button; its native post was held (the page is still here).
    expect(submits, 'no native submission').to.deep.equal([]);

    await release(host, load);
    await waitFor(() => host.dataset.state === 'success', 'the form to be sent', 15000);
    const saves = (await received(SAVE_SUBMISSION_URL, after)).filter((call) => call.query.crumb === crumb);
    expect(saves, 'sent once').to.have.length(1);
    expect(saves[0]?.form?.form, 'with the typed address').to.contain('ada@example.com');
  });
});
