import { expect } from 'chai';
import { clearCookies, jarCookies, setCookie } from '../../test/browser/cookies.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import type { ConsentPage } from '../../test/browser/pages/consent/consent-page.ts';
import { CLEARED_COOKIES, CONSENT_COOKIE } from './consent.logic.ts';

const DIRECTORY = '/test/browser/pages/consent';
const PAGE = `${DIRECTORY}/consent.html`;
/** Cookies the clearing must leave alone: the crumb, a cart, an analytics id the spec does not list, the choice itself. */
const ESSENTIAL = ['crumb', 'CART', 'SS_ANALYTICS_ID'];

let frame: HTMLIFrameElement | undefined;

/** Sets every listed tracking cookie on `/` and on the page's directory, and the essential ones on `/`. */
function plantCookies(): void {
  for (const name of CLEARED_COOKIES) {
    setCookie(name, 'tracked', 'path=/');
    setCookie(name, 'tracked-deep', `path=${DIRECTORY}`);
  }
  for (const name of ESSENTIAL) setCookie(name, 'kept', 'path=/');
}

async function open(query: string): Promise<ConsentPage> {
  frame = await loadFrame(`${PAGE}?${query}`, 'consentReady');
  return (frame.contentWindow as unknown as { consentPage: ConsentPage }).consentPage;
}

const names = async () => (await jarCookies()).map((cookie) => `${cookie.name}@${cookie.path}`).sort();
const tracked = async () =>
  (await jarCookies()).filter((cookie) => (CLEARED_COOKIES as readonly string[]).includes(cookie.name));

describe('consent: the restrictive cookie policy (spec 002 §4, §9)', () => {
  beforeEach(plantCookies);
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    clearCookies([DIRECTORY]);
  });

  it('plants each listed cookie on two paths (the fixture the tests below rely on)', async () => {
    expect((await tracked()).length).to.equal(CLEARED_COOKIES.length * 2);
  });

  it('with a restrictive policy and no choice, clears each listed cookie at load on every path, keeping the essential ones', async () => {
    const page = await open('restrictive');
    expect(await tracked(), 'tracking cookies left').to.deep.equal([]);
    expect(await names()).to.include.members(ESSENTIAL.map((name) => `${name}@/`));
    expect(page.consent.allowed()).to.equal(false);
  });

  it('with an absolute restrictive policy, clears them too', async () => {
    await open('absolute');
    expect(await tracked()).to.deep.equal([]);
  });

  it('without a restrictive policy, leaves them', async () => {
    const page = await open('open');
    expect((await tracked()).length).to.equal(CLEARED_COOKIES.length * 2);
    expect(page.consent.allowed()).to.equal(true);
  });

  it('with a restrictive policy and a stored acceptance, leaves them and allows tracking', async () => {
    setCookie(CONSENT_COOKIE, 'true');
    const page = await open('restrictive');
    expect((await tracked()).length).to.equal(CLEARED_COOKIES.length * 2);
    expect(page.consent.allowed()).to.equal(true);
  });

  it('clears them again after a decline, and the choice is stored for 30 days', async () => {
    const page = await open('open');
    page.consent.choose(true);
    expect(page.consent.allowed()).to.equal(true);
    plantCookies();
    const before = Date.now() / 1000;
    page.consent.choose(false);
    expect(await tracked()).to.deep.equal([]);
    expect(page.consent.allowed()).to.equal(false);
    expect(page.consent.choice()).to.equal(false);
    const stored = (await jarCookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
    expect(stored?.value).to.equal('false');
    expect(stored?.path).to.equal('/');
    expect(stored?.sameSite).to.equal('Lax');
    expect(stored?.expires ?? 0).to.be.closeTo(before + 30 * 24 * 3600, 5);
    expect(await names()).to.include.members(ESSENTIAL.map((name) => `${name}@/`));
  });
});
