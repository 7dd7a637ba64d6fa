import { expect } from 'chai';
import { setCookie } from '../test/browser/cookies.ts';
import { waitFor } from '../test/browser/harness.ts';
import { prerender } from '../test/browser/prerender.ts';
import { whenHydrated } from './kit/hydration/hydrated.ts';
import { heldPicture } from './main-picture.browser-helpers.ts';
import { MAIN_PICTURE_WAIT_MS } from './main-picture.ts';

/*
 * A page of its own: the autoloader on a page whose main picture is still on
 * its way, and a visitor who acts before anything of the elements' code has
 * been asked for.
 */

const forgetChoice = () => setCookie('ss_cookieAllowed', '', 'path=/; max-age=0');

describe('a click before the autoloader has asked for anything', () => {
  before(forgetChoice);
  after(forgetChoice);

  it('is kept, asks for the element’s code at once, and is performed once as it hydrates', async function () {
    this.timeout(30000);
    const path = await heldPicture('autoloader-early-action');
    const html = await prerender(
      '<!doctype html><html><body><sq-cookie-banner cookie-banner-accept-type="OPT_IN_AND_OUT"></sq-cookie-banner></body></html>',
    );
    const container = document.createElement('div');
    container.setHTMLUnsafe(
      `<img alt="" src="${path}" fetchpriority="high">${/<body>([\s\S]*)<\/body>/.exec(html)?.[1]}`,
    );
    document.body.append(container);
    const picture = container.querySelector('img') as HTMLImageElement;
    const host = container.querySelector('sq-cookie-banner') as HTMLElement;
    const events: unknown[] = [];
    document.addEventListener('sq-consent', (event) => events.push((event as CustomEvent).detail));
    const arrived = performance.now();
    await import('./autoloader.ts');
    const waitingPart = () => (globalThis as Record<symbol, unknown>)[Symbol.for('sq-elements.waiting')];
    expect(waitingPart(), 'the part that waits, before the picture').to.equal(undefined);
    // Accept, clicked while nothing but the autoloader is in.
    const accept = host.shadowRoot?.querySelector<HTMLButtonElement>('[part=button][data-choice=accept]');
    expect(accept, 'the server-rendered Accept').to.not.equal(null);
    accept?.click();
    expect(events, 'nothing chosen before its code is there').to.deep.equal([]);
    await whenHydrated(host);
    await waitFor(() => host.dataset.state === 'decided', 'the choice to be made');
    expect(events, 'chosen once').to.deep.equal([{ allowed: true }]);
    expect(picture.complete, 'the picture is still on its way: the click opened the page to scripts').to.equal(false);
    // Opened by the click, not by the picture's time limit, which starts as the autoloader does: the part that
    // waits was asked for sooner than that limit after the autoloader was.
    const waiting = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.endsWith('/waiting-elements.ts'));
    expect(waiting, 'the part that waits asked for').to.not.equal(undefined);
    expect((waiting?.startTime ?? 0) - arrived, 'asked for, ms after the autoloader').to.be.lessThan(
      MAIN_PICTURE_WAIT_MS,
    );
    container.remove();
  });
});
