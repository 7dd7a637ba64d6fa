import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createKeeper, forget, readKept } from '../../runtime/core/storage.ts';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { release, serverRendered } from '../../test/browser/hold-act-release.ts';
import firstView from './form.first-view.ts';

// The element's module is imported by the last test alone: until then the tag is undefined, as on a page whose form waits.
const loadElement = () => import('./form.element.ts');

const FIELDS = JSON.stringify([{ id: 'email', type: 'email', label: 'Email Address' }]);
const uniqueId = () => `first-view-${Math.random().toString(36).slice(2)}`;

describe('sq-form: its first view on a server-rendered page', () => {
  afterEach(cleanup);

  it('tells the page it rendered, with its id, and asks for no code when no draft is kept', async () => {
    const formId = uniqueId();
    const host = (await serverRendered(`<sq-form form-id="${formId}" fields='${FIELDS}'></sq-form>`))[0] as HTMLElement;
    const heard: unknown[] = [];
    document.addEventListener('sq-form-render', (event) => heard.push((event as CustomEvent).detail), { once: true });
    let asked = 0;

    const kept = await firstView(host as HTMLElement, () => asked++);

    expect(heard, 'sq-form-render, heard on the document').to.deep.equal([{ formId }]);
    expect(host.dataset.formId).to.equal(formId);
    expect([kept, asked], 'no draft: the code waits for the visitor').to.deep.equal([false, 0]);
    expect(customElements.get('sq-form'), 'nothing defined the tag').to.equal(undefined);
  });

  it('finds the draft of a form without an id by the page and its place among the forms', async () => {
    const [, second] = await serverRendered(
      `<sq-form fields='${FIELDS}'></sq-form><sq-form fields='${FIELDS}'></sq-form>`,
    );
    const key = `sq-form-draft:${location.pathname}#1`;
    const keeper = createKeeper<{ values: Record<string, string> }>(key);
    keeper.write({ values: { email: 'grace@example.com' } });
    keeper.writeNow();
    let asked = 0;
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener('sq-form-render', listener);

    expect(await firstView(second as HTMLElement, () => asked++)).to.equal(true);
    document.removeEventListener('sq-form-render', listener);
    expect(asked).to.equal(1);
    expect(heard, 'a form without an id is not announced: tracking finds forms by id').to.have.length(0);
    await forget(key);
  });

  it('keeps what the visitor typed before the code arrived as the draft when the page is left, for the next load', async () => {
    const formId = uniqueId();
    const fields = JSON.stringify([
      { id: 'message', type: 'textarea', label: 'Message' },
      { id: 'topics', type: 'checkbox', label: 'Topics', options: ['News', 'Offers'] },
      { id: 'secret', type: 'password', label: 'Password' },
    ]);
    const host = (await serverRendered(`<sq-form form-id="${formId}" fields='${fields}'></sq-form>`))[0] as HTMLElement;
    expect(await firstView(host, () => {})).to.equal(false);
    const root = host.shadowRoot as ShadowRoot;
    (root.querySelector('textarea') as HTMLTextAreaElement).focus();
    await sendKeys({ type: 'Half a thought' });
    (root.querySelector('input[value=Offers]') as HTMLInputElement).click();
    (root.querySelector('input[type=password]') as HTMLInputElement).value = 'never kept';

    window.dispatchEvent(new PageTransitionEvent('pagehide'));

    expect(await readKept(`sq-form-draft:${formId}`)).to.deep.equal({
      values: { message: 'Half a thought', topics: ['Offers'] },
    });
    const next = (await serverRendered(`<sq-form form-id="${formId}" fields='${fields}'></sq-form>`))[0] as HTMLElement;
    expect(await firstView(next, () => {}), 'the next load asks for the code, to put it back').to.equal(true);
    await forget(`sq-form-draft:${formId}`);
  });

  it('asks for its code when a draft is kept in IndexedDB, and the fields show the draft once it hydrates', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const formId = uniqueId();
    const key = `sq-form-draft:${formId}`;
    const keeper = createKeeper<{ values: Record<string, string> }>(key);
    keeper.write({ values: { email: 'ada@example.com' } });
    keeper.writeNow();
    // Written now, the draft is noted in localStorage until IndexedDB has it: wait until it is read from there.
    await waitFor(() => localStorage.getItem(`sq-elements:${key}`) === null, 'the draft in IndexedDB');
    const host = (await serverRendered(`<sq-form form-id="${formId}" fields='${FIELDS}'></sq-form>`))[0] as HTMLElement;
    let asked = 0;

    expect(await firstView(host as HTMLElement, () => asked++)).to.equal(true);
    expect(asked).to.equal(1);

    await release(host, loadElement);
    const input = host.shadowRoot?.querySelector('input[name=email]') as HTMLInputElement;
    await waitFor(() => input.value === 'ada@example.com', 'the draft in the field');
    await forget(key);
  });
});
