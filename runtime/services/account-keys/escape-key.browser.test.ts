import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { account, CONFIG_AREA, PAGE, recordedNavigation, site } from '../../../test/browser/account.ts';
import { lastRequestId, receivedHere } from '../../../test/browser/api.ts';
import { cleanup, fixture } from '../../../test/browser/harness.ts';
import { keydownsTaken, openTestLayer, removeTestLayers } from '../../../test/browser/layers.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, type SiteContext, siteContext } from '../../core/context.ts';
import {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  type EscapeKey,
  editorGuideOpen,
  installEscapeKey,
  LOGIN_REQUEST_EVENT,
} from './escape-key.ts';
import { LOGOUT_URL } from './logout.logic.ts';

let escapeKey: EscapeKey | undefined;
let navigations: string[] = [];
const undo: (() => void)[] = [];

/** Installs the service as the page would, with navigations recorded instead of followed. */
function install(context: SiteContext = {}, address = PAGE): void {
  escapeKey?.uninstall();
  siteContext.set(context);
  const recorded = recordedNavigation(address);
  navigations = recorded.navigations;
  escapeKey = installEscapeKey(recorded.navigation);
}

/** Events of `type` that reached `window`, after bubbling from wherever they were fired. */
function heard(type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  const listener = (event: Event) => seen.push(event as CustomEvent);
  window.addEventListener(type, listener);
  undo.push(() => window.removeEventListener(type, listener));
  return seen;
}

const press = (keys: string) => sendKeys({ press: keys });

describe('Escape key (spec 000 §2 "Escape-key behaviour", §6)', () => {
  beforeEach(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  afterEach(() => {
    escapeKey?.uninstall();
    escapeKey = undefined;
    navigations = [];
    removeTestLayers();
    for (const step of undo.splice(0)) step();
    siteContext.set({});
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    editorGuideOpen.set(false);
    cleanup();
  });

  describe('Escape with nothing open', () => {
    it('takes a logged-in account to /config/ on the identifier subdomain, with the path and query in frameUrl', async () => {
      install(account);
      await press('Escape');
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('leaves a viewer-only account on the page: Escape does not take it to the configuration area', async () => {
      install({ ...account, websiteRoles: { 10: true } });
      await press('Escape');
      expect(navigations).to.deep.equal([]);
      install({ ...account, websiteRoles: { 10: true, 4: true } });
      await press('Escape');
      expect(navigations, 'a viewer who also edits').to.deep.equal([CONFIG_AREA]);
    });

    for (const [where, context] of [
      ['website', { ...site, website: { ...site.website, useEscapeKeyToLogin: true } }],
      ['websiteSettings', { ...site, websiteSettings: { useEscapeKeyToLogin: true } }],
    ] as const) {
      it(`asks an anonymous visitor to sign in when ${where}.useEscapeKeyToLogin is on`, async () => {
        install(context);
        const requests = heard(LOGIN_REQUEST_EVENT);
        await press('Escape');
        expect(requests).to.have.length(1);
        expect(requests[0]?.target).to.equal(document);
        expect(requests[0]?.bubbles).to.equal(true);
        expect(requests[0]?.composed).to.equal(true);
        expect(navigations).to.deep.equal([]);
      });
    }

    it('does nothing for an anonymous visitor when useEscapeKeyToLogin is off', async () => {
      install({ ...site, website: { ...site.website, useEscapeKeyToLogin: false } });
      const requests = heard(LOGIN_REQUEST_EVENT);
      const taken = keydownsTaken(undo);
      await press('Escape');
      expect(requests).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      expect(taken).to.deep.equal([false]);
    });

    it('in the editor, toggles the full-screen preview, or closes the open guide', async () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(account);
      const toggles = heard(EDITOR_TOGGLE_PREVIEW_EVENT);
      const closes = heard(EDITOR_CLOSE_GUIDE_EVENT);
      await press('Escape');
      expect([toggles.length, closes.length]).to.deep.equal([1, 0]);
      editorGuideOpen.set(true);
      await press('Escape');
      expect([toggles.length, closes.length]).to.deep.equal([1, 1]);
      expect(closes[0]?.bubbles && closes[0]?.composed).to.equal(true);
      expect(toggles[0]?.bubbles && toggles[0]?.composed).to.equal(true);
      expect(navigations, 'the editor is the configuration area already').to.deep.equal([]);
    });
  });

  describe('Typing', () => {
    const typingTargets: [string, string][] = [
      ['an input', '<input aria-label="Name">'],
      ['a textarea', '<textarea aria-label="Message"></textarea>'],
      ['a select', '<select aria-label="Size"><option>S</option><option>M</option></select>'],
      ['editable text', '<div contenteditable="true">Notes</div>'],
    ];

    for (const [name, html] of typingTargets) {
      it(`Escape and Shift+Escape in ${name} do nothing but close what is open`, async () => {
        const after = await lastRequestId();
        install(account);
        const target = fixture(html);
        target.focus();
        await press('Escape');
        await press('Shift+Escape');
        expect(navigations).to.deep.equal([]);
        const closed: string[] = [];
        openTestLayer('popup', closed);
        await press('Escape');
        expect(closed).to.deep.equal(['popup:escape']);
        expect(navigations).to.deep.equal([]);
        expect(await receivedHere(LOGOUT_URL, after)).to.deep.equal([]);
      });
    }

    it('looks into shadow roots: an input inside an element counts as typing', async () => {
      install({ ...site, websiteSettings: { useEscapeKeyToLogin: true } });
      const requests = heard(LOGIN_REQUEST_EVENT);
      const host = fixture('<div></div>');
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search');
      host.attachShadow({ mode: 'open' }).append(input);
      input.focus();
      await press('Escape');
      expect(requests).to.deep.equal([]);
      (document.activeElement as HTMLElement).blur();
      await press('Escape');
      expect(requests).to.have.length(1);
    });
  });
});
