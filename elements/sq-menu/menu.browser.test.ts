import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { menuApi } from './menu.schema.ts';

const load = () => import('./menu.element.ts');
const MENUS = [
  '<section><h3>Breakfast</h3><p>Porridge, oats and stewed plums · 7</p></section>',
  '<section><h3>Lunch</h3><p>Soup of the day with bread · 9</p></section>',
  '<section><h3>Dinner</h3><p>Roast squash, lentils and greens · 15</p></section>',
].join('');

runElementContract({
  api: menuApi,
  load,
  content: MENUS,
  samples: { label: { attribute: 'Our menus', value: 'Our menus' } },
  boxes: [
    {
      name: 'two menus of different heights',
      content: `${MENUS}<section><h3>Drinks</h3><p>Tea</p><p>Coffee</p></section>`,
    },
    { name: 'a larger font', attributes: 'style="font-size: 24px"', content: MENUS },
  ],
});

const tabsOf = (element: Element) => [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
const panelsOf = (element: Element) => [...element.children] as HTMLElement[];
const shown = (element: Element) => panelsOf(element).map((panel) => panel.checkVisibility());
const focusedTab = (element: Element) => tabsOf(element).indexOf(element.shadowRoot?.activeElement as HTMLElement);
const selected = (element: Element) => tabsOf(element).findIndex((tab) => tab.ariaSelected === 'true');

async function menu(attributes = ''): Promise<HTMLElement> {
  fixture(`<button id="before">Before</button><sq-menu ${attributes}>${MENUS}</sq-menu>`);
  const element = document.querySelector('sq-menu') as HTMLElement;
  await waitFor(() => tabsOf(element).length === 3 && !panelsOf(element)[1]?.checkVisibility(), 'the tabs');
  return element;
}

describe('sq-menu', () => {
  before(load);
  afterEach(cleanup);

  it('draws a tab per menu, labelled by its heading, and shows the first menu at the start', async () => {
    const element = await menu('label="Our menus"');
    expect(tabsOf(element).map((tab) => tab.textContent)).to.deep.equal(['Breakfast', 'Lunch', 'Dinner']);
    expect(element.shadowRoot?.querySelector('[role=tablist]')?.getAttribute('aria-label')).to.equal('Our menus');
    expect(selected(element)).to.equal(0);
    expect(shown(element)).to.deep.equal([true, false, false]);
    expect(panelsOf(element).map((panel) => panel.getAttribute('role'))).to.deep.equal(Array(3).fill('tabpanel'));
    expect(tabsOf(element)[1]?.ariaControlsElements).to.deep.equal([panelsOf(element)[1]]);
    expect(panelsOf(element)[2]?.ariaLabelledByElements).to.deep.equal([panelsOf(element)[2]?.querySelector('h3')]);
  });

  it('is worked with the keyboard alone: arrows move with wraparound, Home and End, Enter and Space select', async () => {
    const element = await menu();
    (document.getElementById('before') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedTab(element)).to.equal(0);
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(element), 'moved, not selected').to.equal(1);
    expect(selected(element)).to.equal(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => selected(element) === 1, 'Lunch selected');
    expect(shown(element)).to.deep.equal([false, true, false]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(element), 'wrapped to the first').to.equal(0);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(element), 'wrapped to the last').to.equal(2);
    await sendKeys({ press: 'Home' });
    expect(focusedTab(element)).to.equal(0);
    await sendKeys({ press: 'End' });
    expect(focusedTab(element)).to.equal(2);
    await sendKeys({ press: 'Space' });
    await waitFor(() => selected(element) === 2, 'Dinner selected');
    expect(shown(element)).to.deep.equal([false, false, true]);
    // Tab leaves the tab list for the shown menu.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(panelsOf(element)[2]);
  });

  it('keeps one tab in the Tab order, the selected one (roving tabindex)', async () => {
    const element = await menu();
    tabsOf(element)[2]?.click();
    await waitFor(() => selected(element) === 2, 'Dinner selected');
    expect(tabsOf(element).map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, 0]);
    (document.getElementById('before') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedTab(element)).to.equal(2);
  });

  it('hides the other menus whatever display the page gives them', async () => {
    const element = await menu();
    for (const panel of panelsOf(element)) panel.style.display = 'block';
    expect(shown(element)).to.deep.equal([true, false, false]);
  });

  it('follows menus added and removed', async () => {
    const element = await menu();
    element.insertAdjacentHTML('beforeend', '<section><h3>Drinks</h3><p>Tea</p></section>');
    await waitFor(() => tabsOf(element).length === 4, 'a fourth tab');
    expect(tabsOf(element)[3]?.textContent).to.equal('Drinks');
    expect(shown(element)).to.deep.equal([true, false, false, false]);
  });

  it('returns its menus to plain sections when it leaves the page', async () => {
    const element = await menu();
    const panels = panelsOf(element);
    element.remove();
    await waitFor(() => panels.every((panel) => !panel.hasAttribute('role') && !panel.hidden), 'plain sections');
  });

  it('has no accessibility violations with another menu selected (axe)', async () => {
    const element = await menu('label="Our menus"');
    tabsOf(element)[1]?.click();
    await waitFor(() => selected(element) === 1, 'Lunch selected');
    const results = await axe.run(element);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
  });
});
