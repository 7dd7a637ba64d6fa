import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { PLACES_AUTOCOMPLETE_URL, PLACES_DETAILS_URL } from '../../runtime/places/places.ts';
import { SITE_FORMS } from '../../site/forms.ts';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../test/browser/api.ts';
import { cleanup, fixture, settle, waitFor } from '../../test/browser/harness.ts';
import { SUGGESTIONS_DEBOUNCE_MS } from './address-suggestions.logic.ts';
import { SAVE_SUBMISSION_URL } from './form.logic.ts';

const load = () => import('./form.element.ts');

type FormElement = HTMLElement & { config: Record<string, unknown> };

const ADDRESS_FORM = SITE_FORMS.find((form) => form.formId === 'delivery');
const DRAFT_KEY = 'sq-form-draft:delivery';
/** Where the storage notes a draft written as the form goes away, until the write has landed (storage.ts). */
const DRAFT_NOTE = `sq-elements:${DRAFT_KEY}`;

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;
const inputs = (element: Element) => [
  ...shadow(element).querySelectorAll<HTMLInputElement>('[data-field-id=address] input'),
];
const line1 = (element: Element) => inputs(element)[0] as HTMLInputElement;
const listbox = (element: Element) => shadow(element).querySelector<HTMLElement>('[role=listbox]');
const options = (element: Element) => [...shadow(element).querySelectorAll<HTMLElement>('[role=option]')];
const expanded = (element: Element) => line1(element).getAttribute('aria-expanded') === 'true';
const active = (element: Element) => {
  const id = line1(element).getAttribute('aria-activedescendant');
  return id ? options(element).findIndex((option) => option.id === id) : -1;
};
const values = (element: Element) => inputs(element).map((input) => input.value);

async function addressForm(): Promise<FormElement> {
  const element = fixture<FormElement>('<sq-form></sq-form>');
  element.config = ADDRESS_FORM as unknown as Record<string, unknown>;
  // The combobox is in a chunk of its own, loaded once the form has mounted.
  await waitFor(() => !!listbox(element) && line1(element).getAttribute('role') === 'combobox', 'the combobox');
  return element;
}

/** The autocomplete calls made since `after`, from this test's page. */
const autocompleteCalls = async (after: number): Promise<Recorded[]> =>
  (await received(PLACES_AUTOCOMPLETE_URL, after)).filter((call) => call.query.productSection === 'address-field');

describe('sq-form: address suggestions (APG combobox, the places calls over real HTTP)', () => {
  before(load);
  beforeEach(() => setCrumb(`address-${Math.random().toString(36).slice(2, 10)}`));
  afterEach(async () => {
    // A form writes its draft at once as it unmounts, noted in localStorage until the write has landed: the
    // draft is forgotten after that, or the write would bring it back. A note left from before goes first.
    localStorage.removeItem(DRAFT_NOTE);
    const forms = [...document.querySelectorAll<FormElement>('sq-form')];
    cleanup();
    await waitFor(() => forms.every((form) => !shadow(form).querySelector('[part=form]')), 'the forms to unmount');
    await waitFor(() => localStorage.getItem(DRAFT_NOTE) === null, 'the draft written on unmount to land');
    const { forget } = await import('../../runtime/core/storage.ts');
    await forget(DRAFT_KEY);
  });

  describe('Keyboard', () => {
    it('asks once typing rests, then Down, Up, Home/End, Escape and Enter work as the APG combobox says', async () => {
      const element = await addressForm();
      const after = await lastRequestId();
      const submitted: unknown[] = [];
      element.addEventListener('sq-submit', (event) => submitted.push(event));
      let typed = 0;
      line1(element).addEventListener('input', () => {
        typed = performance.now();
      });
      line1(element).focus();
      await sendKeys({ type: 'harb' });
      await waitFor(() => expanded(element), 'the suggestions', 5000);
      expect(performance.now() - typed, 'ms from the last key to the list').to.be.at.least(
        SUGGESTIONS_DEBOUNCE_MS - 20,
      );
      // Nothing asked for fewer than three characters; the last call is for what was typed, with the context.
      const calls = await autocompleteCalls(after);
      expect(calls.every((call) => (call.query.input ?? '').length >= 3)).to.equal(true);
      expect(calls.at(-1)?.query).to.include({ input: 'harb', productPage: 'forms', productSection: 'address-field' });
      expect(options(element).map((option) => option.textContent)).to.deep.equal([
        '12 Quay Street Auckland, New Zealand',
        '3 Harbour View Road Sydney, Australia',
        '235 Queens Quay West Toronto, Canada',
      ]);
      expect(active(element), 'no option focused yet').to.equal(-1);

      await sendKeys({ press: 'ArrowDown' });
      expect(active(element)).to.equal(0);
      expect(options(element)[0]?.getAttribute('aria-selected')).to.equal('true');
      await sendKeys({ press: 'ArrowDown' });
      expect(active(element)).to.equal(1);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expect(active(element), 'Up from the first wraps to the last').to.equal(2);
      await sendKeys({ press: 'ArrowDown' });
      expect(active(element), 'Down from the last wraps to the first').to.equal(0);
      // Home and End move the caret in the text, and focus goes back to the text box.
      await sendKeys({ press: 'Home' });
      expect(line1(element).selectionStart).to.equal(0);
      expect(active(element)).to.equal(-1);
      expect(expanded(element)).to.equal(true);
      await sendKeys({ press: 'End' });
      expect(line1(element).selectionStart).to.equal(4);
      // Escape closes the list (the layer stack's close request) and keeps what was typed.
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !expanded(element), 'the list to close');
      expect(listbox(element)?.hidden).to.equal(true);
      expect(line1(element).value).to.equal('harb');
      await sendKeys({ press: 'Escape' });
      expect(line1(element).value, 'a second Escape clears nothing').to.equal('harb');
      // Down opens it again on the first option; Enter chooses it and fills the address in.
      await sendKeys({ press: 'ArrowDown' });
      expect(expanded(element)).to.equal(true);
      expect(active(element)).to.equal(0);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => values(element)[2] === 'Auckland', 'the place’s details');
      expect(values(element)).to.deep.equal(['12 Quay Street', '', 'Auckland', 'Auckland', '1010', 'New Zealand']);
      expect(expanded(element)).to.equal(false);
      expect(shadow(element).activeElement).to.equal(line1(element));
      expect(submitted, 'Enter on an option does not submit').to.deep.equal([]);
      const [details] = (await received(PLACES_DETAILS_URL, after)).filter(
        (call) => call.query.placeId === 'harbour-bakery',
      );
      expect(details?.query).to.include({ productPage: 'forms', productSection: 'address-field' });
      expect(details?.query.sessionToken, 'the details close the typing session').to.equal(
        calls.at(-1)?.query.sessionToken,
      );
    });

    it('has no axe violations with the list open and an option focused', async () => {
      const element = await addressForm();
      line1(element).focus();
      await sendKeys({ type: 'harbour' });
      await waitFor(() => expanded(element), 'the suggestions', 5000);
      await sendKeys({ press: 'ArrowDown' });
      const results = await axe.run(element);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });
  });

  describe('Mouse', () => {
    it('chooses the option clicked, keeps focus in the text box, and a click outside closes the list', async () => {
      const element = await addressForm();
      line1(element).focus();
      await sendKeys({ type: 'harbour' });
      await waitFor(() => expanded(element), 'the suggestions', 5000);
      const second = (options(element)[1] as HTMLElement).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(second.left + 20), Math.round(second.top + 8)] });
      await waitFor(() => values(element)[2] === 'Sydney', 'the place’s details');
      expect(values(element)).to.deep.equal(['3 Harbour View Road', '', 'Sydney', 'NSW', '2000', 'Australia']);
      expect(shadow(element).activeElement).to.equal(line1(element));

      await sendKeys({ type: ' ' });
      await waitFor(() => expanded(element), 'the suggestions again', 5000);
      await sendMouse({ type: 'click', position: [5, 5] });
      await waitFor(() => !expanded(element), 'the list to close on a click outside');
      expect(values(element)[0]).to.equal('3 Harbour View Road ');
      await sendMouse({ type: 'move', position: [0, 0] });
    });
  });

  describe('Nothing lost', () => {
    it('keeps what was typed when the suggestions call fails, shows no overlay, and the form still submits', async function () {
      this.timeout(30_000);
      const element = await addressForm();
      await injectFault({
        path: PLACES_AUTOCOMPLETE_URL,
        times: 1,
        status: 500,
        body: {},
        fromPage: location.href,
      });
      const after = await lastRequestId();
      line1(element).focus();
      await sendKeys({ type: '7 Unknown Lane' });
      await waitFor(
        () =>
          performance
            .getEntriesByType('resource')
            .some((entry) => decodeURIComponent(entry.name.replace(/\+/g, ' ')).includes('input=7 Unknown Lane')),
        'the failed call',
        5000,
      );
      const [failed] = await autocompleteCalls(after);
      expect(failed?.status).to.equal(500);
      // Nothing to wait for: the failure must change nothing, and these frames give it the time to (wrongly) do so.
      await settle();
      expect(line1(element).value).to.equal('7 Unknown Lane');
      expect(expanded(element)).to.equal(false);
      expect(document.querySelector('sq-runtime'), 'no error overlay').to.equal(null);

      (shadow(element).querySelector('[part=submit]') as HTMLButtonElement).click();
      await waitFor(
        () => element.dataset.state === 'success',
        `the submission (${element.dataset.state}: ${shadow(element).querySelector('[part=message]')?.textContent})`,
        8000,
      );
      // Other test files, run at the same time, submit forms too: this one's is the one with the address.
      const saves = await received(SAVE_SUBMISSION_URL, after);
      const save = saves.find((one) => (one.form?.form ?? '').includes('7 Unknown Lane'));
      const sent = JSON.parse(save?.form?.form ?? '{}') as Record<string, unknown>;
      expect(sent.address).to.deep.equal(['7 Unknown Lane', '', '', '', '', '']);
    });
  });
});
