import axe from 'axe-core';
import { expect } from 'chai';
import { FOLLOW_STAND_IN_PATH } from '../../reference-api/follow-stand-in.ts';
import { injectFault, received, uniquePath } from '../../test/browser/api.ts';
import { cleanup, fixture, updateComplete, waitFor } from '../../test/browser/harness.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { FOLLOW_SCRIPT_TIMEOUT_MS, followButtonSettings } from './follow-button.logic.ts';
import { followButtonApi } from './follow-button.schema.ts';

const load = () => import('./follow-button.element.ts');
const LINK = '<a href="https://x.com/harbourbakery">Follow @harbourbakery</a>';

runElementContract({
  api: followButtonApi,
  load,
  content: LINK,
  samples: {
    username: { attribute: 'harbourbakery', value: 'harbourbakery' },
    profileUrl: { attribute: 'https://social.example/{username}', value: 'https://social.example/{username}' },
    // A script that is not there: the link stays, so the boxes hold still.
    scriptSrc: { attribute: '/api/follow/missing.js', value: '/api/follow/missing.js' },
  },
  boxes: [{ name: 'a username, no script', attributes: 'username="harbourbakery"', content: LINK }],
});

const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part=${name}]`) ?? null;
/** A script address of its own per test: the page loads each address once. */
const standIn = () => `${FOLLOW_STAND_IN_PATH}?test=${Math.random().toString(36).slice(2, 10)}`;

describe('sq-follow-button', () => {
  before(load);
  afterEach(() => {
    followButtonSettings.scriptTimeoutMs = FOLLOW_SCRIPT_TIMEOUT_MS;
    cleanup();
  });

  describe('Defaults', () => {
    it('without a script is the plain link to the profile, and loads nothing', async () => {
      const scripts = document.scripts.length;
      const element = fixture(`<sq-follow-button username="@harbourbakery">${LINK}</sq-follow-button>`);
      await waitFor(() => element.dataset.state === 'link', 'the link');
      const link = part(element, 'link') as HTMLAnchorElement;
      expect(link.href).to.equal('https://x.com/harbourbakery');
      expect(link.textContent).to.equal('Follow @harbourbakery');
      expect(link.checkVisibility()).to.equal(true);
      expect(document.scripts.length).to.equal(scripts);
    });

    it('without a username shows its light DOM', async () => {
      const element = fixture(`<sq-follow-button>${LINK}</sq-follow-button>`);
      await waitFor(() => element.dataset.state === 'empty', 'the empty state');
      expect(element.shadowRoot?.querySelector('span > slot')).to.exist;
      expect(part(element, 'link')).to.equal(null);
    });

    it('fills the username into the profile address', async () => {
      const element = fixture(
        `<sq-follow-button username="harbourbakery" profile-url="https://social.example/u/{username}"></sq-follow-button>`,
      );
      await waitFor(() => part(element, 'link') !== null, 'the link');
      expect((part(element, 'link') as HTMLAnchorElement).href).to.equal('https://social.example/u/harbourbakery');
    });
  });

  describe('The follow script (spec 000 §2, §9), over real HTTP', () => {
    it('loads the script from the reference API and shows the button it draws instead of the link', async () => {
      const src = standIn();
      const element = fixture(`<sq-follow-button username="harbourbakery" script-src="${src}"></sq-follow-button>`);
      await waitFor(() => element.dataset.state === 'widget', 'the script’s button', 8000);
      const drawn = part(element, 'widget')?.querySelector('[data-follow-widget]');
      expect(drawn?.textContent).to.equal('Follow @harbourbakery');
      expect(part(element, 'widget')?.checkVisibility()).to.equal(true);
      expect(part(element, 'link')?.checkVisibility()).to.equal(false);
      expect((await received(FOLLOW_STAND_IN_PATH)).length).to.be.greaterThan(0);
    });

    it('loads one script for every button of the page', async () => {
      const src = standIn();
      fixture(
        `<div><sq-follow-button username="one" script-src="${src}"></sq-follow-button><sq-follow-button username="two" script-src="${src}"></sq-follow-button></div>`,
      );
      const buttons = [...document.querySelectorAll<HTMLElement>('sq-follow-button')];
      await waitFor(() => buttons.every((button) => button.dataset.state === 'widget'), 'both buttons', 8000);
      expect([...document.scripts].filter((script) => script.src.endsWith(src)).length).to.equal(1);
    });

    it('keeps the link when the script never answers, once its time-out has passed', async () => {
      const never = `${uniquePath('follow-never')}.js`;
      // The answer comes far later than the time-out this test gives the element.
      await injectFault({ path: never, times: 1, delayMs: 20000, body: '', contentType: 'text/javascript' });
      followButtonSettings.scriptTimeoutMs = 300;
      const started = performance.now();
      const element = fixture(`<sq-follow-button username="harbourbakery" script-src="${never}"></sq-follow-button>`);
      await waitFor(() => element.dataset.state === 'loading', 'the load to start');
      await waitFor(() => element.dataset.state === 'fallback', 'the time-out', 5000);
      expect(performance.now() - started).to.be.at.least(300);
      expect(part(element, 'link')?.checkVisibility()).to.equal(true);
      expect(part(element, 'widget')?.childElementCount).to.equal(0);
    });

    it('keeps the link when the script fails to load', async () => {
      const element = fixture(
        `<sq-follow-button username="harbourbakery" script-src="${uniquePath('follow-missing')}.js"></sq-follow-button>`,
      );
      await waitFor(() => element.dataset.state === 'fallback', 'the failure', 8000);
      expect(part(element, 'link')?.checkVisibility()).to.equal(true);
    });

    it('draws again for a new username', async () => {
      const src = standIn();
      const element = fixture(`<sq-follow-button username="one" script-src="${src}"></sq-follow-button>`);
      await waitFor(() => element.dataset.state === 'widget', 'the first button', 8000);
      element.setAttribute('username', 'two');
      await waitFor(
        () => part(element, 'widget')?.textContent === 'Follow @two' && element.dataset.state === 'widget',
        'the second button',
      );
      expect(part(element, 'widget')?.childElementCount).to.equal(1);
    });
  });

  describe('Server rendering', () => {
    it('writes the link, which works without scripts', async () => {
      const html = await prerender(
        '<!doctype html><html><body><sq-follow-button username="harbourbakery" script-src="/api/follow/stand-in.js"></sq-follow-button></body></html>',
      );
      expect(html, html).to.match(/<a part="link" href="https:\/\/x\.com\/harbourbakery">Follow @harbourbakery<\/a>/);
    });
  });

  describe('Accessibility', () => {
    it('has no axe violations, as the link and as the drawn button', async () => {
      const element = fixture(
        `<sq-follow-button username="harbourbakery" script-src="${standIn()}"></sq-follow-button>`,
      );
      await updateComplete(element);
      expect((await axe.run(element)).violations.map((violation) => violation.id)).to.deep.equal([]);
      await waitFor(() => element.dataset.state === 'widget', 'the script’s button', 8000);
      expect((await axe.run(element)).violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
