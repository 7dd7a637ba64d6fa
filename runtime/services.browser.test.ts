/**
 * Every page service is installed one way (runtime/shared-service.ts): one
 * check each that it starts on the first install and stops when the last
 * share is given back. The services with an outbox are checked in their own
 * files, which own their storage.
 */
import { expectStartsAndStops, expectStartsAndStopsListening } from '../test/browser/services.ts';
import { installCloseStack, registerClosable } from './close-stack.ts';
import { consentState, installConsent } from './consent.ts';
import { siteContext } from './context.ts';
import { installEntryAnimations } from './entry-animations.ts';
import { installFontLog } from './fonts.ts';
import { installKeyboard } from './keyboard.ts';

/** Puts an item on the close stack, does `act`, and says whether the item was closed for `reason`. */
function closesTop(reason: 'escape' | 'outside', act: () => void): boolean {
  let closedFor: string | undefined;
  const unregister = registerClosable({ contains: () => false, close: (why) => (closedFor = why) });
  act();
  unregister();
  return closedFor === reason;
}

const clickOutside = () => {
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
};
const pressEscape = () =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));

describe('page services: started by the first install, stopped with the last share', () => {
  afterEach(() => siteContext.set({}));

  it('the close stack: a click outside closes the top item', async () => {
    await expectStartsAndStops(installCloseStack, () => closesTop('outside', clickOutside));
  });

  it('the keyboard: Escape closes the top item', async () => {
    await expectStartsAndStops(installKeyboard, () => closesTop('escape', pressEscape));
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
    await expectStartsAndStops(installEntryAnimations, adopted);
  });

  it('the font log: it listens for fonts that fail to load', async () => {
    await expectStartsAndStopsListening(installFontLog);
  });
});
