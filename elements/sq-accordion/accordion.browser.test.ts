import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { ANIMATION_MS } from './accordion.logic.ts';
import { accordionApi } from './accordion.schema.ts';

const load = () => import('./accordion.element.ts');
const ITEMS = [
  '<details><summary>Shipping</summary><p>Orders leave the studio within two working days.</p></details>',
  '<details><summary>Returns</summary><p>Return any piece within 30 days, unused.</p></details>',
  '<details><summary>Care</summary><p>Dishwasher safe; the glaze keeps its colour.</p></details>',
].join('');

runElementContract({
  api: accordionApi,
  load,
  content: ITEMS,
  samples: {
    multipleOpen: { attribute: 'true', value: true },
    firstOpen: { attribute: 'true', value: true },
  },
  boxes: [
    { name: 'the first item open at the start', attributes: 'first-open', content: ITEMS },
    { name: 'an item written open', content: ITEMS.replace('<details>', '<details open>') },
  ],
});

const itemsOf = (element: Element) => [...element.querySelectorAll<HTMLDetailsElement>(':scope > details')];
const openOf = (element: Element) => itemsOf(element).map((item) => item.open);
const summaryOf = (element: Element, index: number) =>
  element.querySelectorAll<HTMLElement>(':scope > details > summary')[index] as HTMLElement;
/**
 * Every animation of the items ended (they end by themselves; nothing here waits a fixed time), and the
 * element done with them.
 */
async function finished(element: HTMLElement): Promise<void> {
  await Promise.all(itemsOf(element).flatMap((item) => item.getAnimations().map((animation) => animation.finished)));
  await waitFor(() => element.dataset.state === 'still', 'the accordion to be still');
}

async function accordion(attributes = ''): Promise<HTMLElement> {
  const element = fixture(`<button id="before">Before</button><sq-accordion ${attributes}>${ITEMS}</sq-accordion>`);
  const host = element.id === 'before' ? (element.nextElementSibling as HTMLElement) : element;
  await waitFor(() => (host.shadowRoot?.childElementCount ?? 0) > 0, 'the accordion to render');
  return host;
}

describe('sq-accordion', () => {
  before(load);
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('starts with every item closed, or the first open with first-open', async () => {
    expect(openOf(await accordion())).to.deep.equal([false, false, false]);
    cleanup();
    expect(openOf(await accordion('first-open'))).to.deep.equal([true, false, false]);
  });

  it('is worked with the keyboard alone: Tab to a summary, Enter and Space toggle, one item open at a time', async () => {
    const element = await accordion();
    (element.previousElementSibling as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(summaryOf(element, 0));
    await sendKeys({ press: 'Enter' });
    await finished(element);
    expect(openOf(element)).to.deep.equal([true, false, false]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(summaryOf(element, 1));
    await sendKeys({ press: 'Space' });
    await finished(element);
    expect(openOf(element)).to.deep.equal([false, true, false]);
    await sendKeys({ press: 'Enter' });
    await finished(element);
    expect(openOf(element)).to.deep.equal([false, false, false]);
  });

  it('animates an item open and the other closed for 250 ms, the closing one showing its content until the end', async () => {
    const element = await accordion('first-open');
    const [first, second] = itemsOf(element) as [HTMLDetailsElement, HTMLDetailsElement];
    const closedHeight = second.getBoundingClientRect().height;
    summaryOf(element, 1).click();
    const [closing] = first.getAnimations();
    const [opening] = second.getAnimations();
    expect(closing?.effect?.getTiming().duration).to.equal(ANIMATION_MS);
    expect(opening?.effect?.getTiming().duration).to.equal(ANIMATION_MS);
    expect(first.open, 'the closing item, while it moves').to.equal(true);
    (opening as Animation).pause();
    (opening as Animation).currentTime = ANIMATION_MS / 2;
    const halfway = second.getBoundingClientRect().height;
    expect(halfway).to.be.greaterThan(closedHeight);
    (opening as Animation).play();
    await finished(element);
    expect(openOf(element)).to.deep.equal([false, true, false]);
    expect(second.getBoundingClientRect().height).to.be.greaterThan(halfway);
  });

  it('ignores clicks while an item animates (the 250 ms lock), and takes them again once it has ended', async () => {
    const element = await accordion();
    summaryOf(element, 0).click();
    expect(itemsOf(element)[0]?.getAnimations()).to.have.length(1);
    summaryOf(element, 1).click();
    summaryOf(element, 0).click();
    expect(openOf(element), 'while it moves').to.deep.equal([true, false, false]);
    await finished(element);
    expect(openOf(element)).to.deep.equal([true, false, false]);
    summaryOf(element, 1).click();
    await finished(element);
    expect(openOf(element)).to.deep.equal([false, true, false]);
  });

  it('keeps several items open with multiple-open', async () => {
    const element = await accordion('multiple-open');
    summaryOf(element, 0).click();
    await finished(element);
    summaryOf(element, 2).click();
    await finished(element);
    expect(openOf(element)).to.deep.equal([true, false, true]);
  });

  it('toggles at once, with no animation and no lock, under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = await accordion();
    await waitFor(() => matchMedia('(prefers-reduced-motion: reduce)').matches, 'reduced motion');
    summaryOf(element, 0).click();
    expect(openOf(element)).to.deep.equal([true, false, false]);
    expect(itemsOf(element).flatMap((item) => item.getAnimations())).to.have.length(0);
    summaryOf(element, 1).click();
    expect(openOf(element)).to.deep.equal([false, true, false]);
  });

  it('closes the others when an item is opened from elsewhere (find-in-page, a script)', async () => {
    const element = await accordion('first-open');
    (itemsOf(element)[2] as HTMLDetailsElement).open = true;
    await waitFor(() => !itemsOf(element)[0]?.open, 'the first item to close');
    expect(openOf(element)).to.deep.equal([false, false, true]);
  });

  it('leaves a button inside a summary to itself', async () => {
    const element = fixture(
      '<sq-accordion><details><summary>Sizes <button type="button">Chart</button></summary><p>S M L</p></details></sq-accordion>',
    );
    await waitFor(() => (element.shadowRoot?.childElementCount ?? 0) > 0, 'the accordion to render');
    let clicked = false;
    element.querySelector('button')?.addEventListener('click', () => {
      clicked = true;
    });
    element.querySelector('button')?.click();
    expect(clicked).to.equal(true);
    expect(openOf(element)).to.deep.equal([false]);
    expect(element.dataset.state).to.equal('still');
  });

  it('has no accessibility violations with an item open (axe)', async () => {
    const element = await accordion('first-open');
    const results = await axe.run(element);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
  });
});
