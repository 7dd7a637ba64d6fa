/**
 * Every page service is installed one way (runtime/core/shared-service.ts): one
 * check each that it starts on the first install and stops when the last
 * share is given back. The services with an outbox are checked in their own
 * files, which own their storage.
 */
import { expectStartsAndStops, expectStartsAndStopsListening } from '../test/browser/services.ts';
import { consentState, installConsent } from './consent/consent.ts';
import { siteContext } from './core/context.ts';
import { installEscapeKey } from './services/account-keys/escape-key.ts';
import { installEntryAnimations } from './services/entry-animations/entry-animations.ts';
import { installFontLog } from './services/fonts.ts';

describe('page services: started by the first install, stopped with the last share', () => {
  afterEach(() => siteContext.set({}));

  it('the Escape key: it listens for keys on the page', async () => {
    await expectStartsAndStopsListening(installEscapeKey);
  });

  it('consent: a change of the site context reaches the consent state', async () => {
    await expectStartsAndStops(installConsent, () => {
      const restrictive = !consentState.get().policy.restrictive;
      siteContext.set({ cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive } });
      return consentState.get().policy.restrictive === restrictive;
    });
  });

  it('entry animations: their stylesheet is on the document', async () => {
    const adopted = () =>
      document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('--sq-animation-duration'));
    // It is added once there is an element to animate.
    const element = document.body.appendChild(
      Object.assign(document.createElement('div'), { className: 'sq-animate' }),
    );
    await expectStartsAndStops(installEntryAnimations, adopted);
    element.remove();
  });

  it('the font log: it listens for fonts that fail to load', async () => {
    await expectStartsAndStopsListening(installFontLog);
  });
});
