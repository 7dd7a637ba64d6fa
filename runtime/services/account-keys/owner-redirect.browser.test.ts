import { expect } from 'chai';
import {
  ACCOUNT_PAGE,
  account,
  CONFIG_AREA,
  owner,
  PAGE,
  recordedNavigation,
  site,
} from '../../../test/browser/account.ts';
import { loadFrame } from '../../../test/browser/frame.ts';
import type { AccountPage } from '../../../test/browser/pages/account-page.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, type SiteContext, siteContext } from '../../core/context.ts';
import type { ServiceShare } from '../../core/shared-service.ts';
import { installOwnerRedirect, NO_REDIRECT_KEY } from './owner-redirect.ts';

let redirect: ServiceShare | undefined;
let navigations: string[] = [];
let frame: HTMLIFrameElement | undefined;

/** Installs the service as the page would, with navigations recorded instead of followed. */
function install(context: SiteContext = {}, address = PAGE): void {
  redirect?.uninstall();
  siteContext.set(context);
  const recorded = recordedNavigation(address);
  navigations = recorded.navigations;
  redirect = installOwnerRedirect(recorded.navigation);
}

const framePage = (): AccountPage => {
  if (!frame?.contentWindow) throw new Error('The account page is not loaded');
  return (frame.contentWindow as unknown as { accountPage: AccountPage }).accountPage;
};

describe('owner redirect (spec 000 §2, §6)', () => {
  afterEach(() => {
    redirect?.uninstall();
    redirect = undefined;
    navigations = [];
    siteContext.set({});
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    sessionStorage.removeItem(NO_REDIRECT_KEY);
    frame?.remove();
    frame = undefined;
  });

  describe('Owner redirect on arrival', () => {
    it('takes a logged-in owner on a published page to the configuration area, once', () => {
      install(owner);
      siteContext.set({ ...owner });
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('takes a logged-in account whose context lists no website roles to the configuration area', () => {
      install(account);
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('redirects an owner whose account arrives after the service', () => {
      install(site);
      expect(navigations).to.deep.equal([]);
      siteContext.set(owner);
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    const exceptions: [string, SiteContext, string][] = [
      ['on localhost', owner, 'http://localhost:8000/shop/boats?sort=price'],
      ['on a loopback address', owner, 'http://127.0.0.1:8000/shop/boats'],
      ['when the query has noredirect', owner, `${PAGE}&noredirect`],
      ['for a developer-mode site', { ...owner, website: { ...site.website, developerMode: true } }, PAGE],
      ['for a cloneable site', { ...owner, website: { ...site.website, cloneable: true } }, PAGE],
      ['for a viewer-only role', { ...owner, websiteRoles: { 10: true } }, PAGE],
      ['when nobody is logged in', { ...site, websiteRoles: { 1: true } }, PAGE],
      ['for an account whose only role on the site is none (14)', { ...account, websiteRoles: { 14: true } }, PAGE],
      ['in the configuration area itself', owner, 'https://harbour-shop.example-platform.com/config/pages'],
    ];
    for (const [name, context, address] of exceptions) {
      it(`is skipped ${name}`, () => {
        install(context, address);
        siteContext.set({ ...context });
        expect(navigations).to.deep.equal([]);
      });
    }

    it('is skipped in the editor', () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(owner);
      expect(navigations).to.deep.equal([]);
    });

    it('remembers noredirect for the rest of the session', () => {
      install(owner, `${PAGE}&noredirect`);
      expect(sessionStorage.getItem(NO_REDIRECT_KEY)).to.not.equal(null);
      install(owner, PAGE);
      expect(navigations).to.deep.equal([]);
      sessionStorage.removeItem(NO_REDIRECT_KEY);
      install(owner, PAGE);
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('is skipped when the page is framed', async () => {
      frame = await loadFrame(ACCOUNT_PAGE, 'accountReady');
      framePage().installOwnerRedirect(owner, PAGE);
      // The service decides as it installs, as in the tests above: a redirect would be recorded by now.
      expect(framePage().navigations).to.deep.equal([]);
    });
  });
});
