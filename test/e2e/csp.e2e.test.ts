import { parseHTML } from 'linkedom';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { declarations } from '../../demo/all-elements-markup.ts';
import { STRICT_CSP } from '../../reference-api/csp.ts';
import { ON_DEMAND, setupBrowser, WAIT } from './browser.ts';
import { loadEveryElement, notUpgraded, UPGRADED } from './late-upgrade.ts';

const { open, baseUrl } = setupBrowser();

const PAGE = '/demo/all-elements.html';

/** Records every policy violation from the first byte, before any script of the page runs. */
function recordViolations(): void {
  const seen: string[] = [];
  Object.assign(window, { __cspViolations: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

interface AllElements {
  tags: string[];
  rendered(tag: string): boolean;
  interact(tag: string): Promise<string | null>;
}

const tagsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { allElements: AllElements }).allElements.tags);

describe('every element under a strict Content-Security-Policy with Trusted Types', () => {
  it('the page is served with the strict policy', async () => {
    const response = await fetch(new URL(PAGE, baseUrl));
    expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(STRICT_CSP).toBe(
      "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; " +
        "require-trusted-types-for 'script'; trusted-types sq-elements lit-html",
    );
  });

  it('the page arrives prerendered: every sq-* tag in its HTML as served carries a declarative shadow root', async () => {
    const response = await fetch(new URL(PAGE, baseUrl));
    const { document } = parseHTML(await response.text());
    const hosts = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('sq-'));
    const tags = new Set(hosts.map((host) => host.localName));
    // Every element of the manifest is on the page, the gallery among them.
    expect([...tags].sort()).toEqual(expect.arrayContaining(declarations.map(({ tagName }) => tagName).sort()));
    expect(tags.has('sq-gallery')).toBe(true);
    const withoutRoot = hosts
      .filter((host) => {
        const first = host.firstElementChild;
        return !(first?.localName === 'template' && first.getAttribute('shadowrootmode') === 'open');
      })
      .map((host) => host.localName);
    expect(withoutRoot).toEqual([]);
  });

  it('every element renders and its main interaction works, with zero violations and no default policy', async () => {
    const { page, errors } = await open(PAGE, { initScript: recordViolations });
    await expect.poll(() => page.evaluate(() => 'allElements' in window), WAIT).toBe(true);
    const tags = await tagsOn(page);
    expect(tags).toContain('sq-cart-link');
    // The page arrives server-rendered: each element's code waits for one of its triggers, which this stands for.
    await loadEveryElement(page);
    for (const tag of tags) {
      await expect
        .poll(
          () =>
            page.evaluate(
              (name) => (window as unknown as { allElements: AllElements }).allElements.rendered(name),
              tag,
            ),
          WAIT,
        )
        .toBe(true);
      const problem = await page.evaluate(
        (name) => (window as unknown as { allElements: AllElements }).allElements.interact(name),
        tag,
      );
      expect(problem, tag).toBeNull();
    }
    expect(await violations(page)).toEqual([]);
    expect(
      await page.evaluate(
        () => (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy ?? null,
      ),
    ).toBeNull();
    expect(await page.locator('#violations').textContent()).toBe('None.');
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 390]) {
    it(`at ${width}px opens no popup as it loads; its button opens the popup with its content, again after a close`, async () => {
      const { page, errors } = await open(PAGE, { viewport: { width, height: 844 }, initScript: recordViolations });
      await loadEveryElement(page);
      await expect.poll(() => notUpgraded(page), UPGRADED).toEqual([]);
      const popup = page.locator('sq-popup');
      await expect.poll(() => popup.getAttribute('data-state'), WAIT).toBe('hidden');
      // Playwright's locators look into shadow roots: no dialog of any element is open.
      expect(await page.locator('dialog[open]').count(), 'a dialog open as the page loaded').toBe(0);
      const dialog = page.getByRole('dialog', { name: 'Letters from the studio' });
      for (const time of ['first', 'second']) {
        await page.getByRole('button', { name: 'Show the popup' }).click();
        await expect.poll(() => dialog.isVisible(), { ...ON_DEMAND, message: `open, the ${time} time` }).toBe(true);
        // The content is the popup's light DOM, slotted into the dialog.
        expect(await popup.getByText('New glazes, kiln openings').isVisible()).toBe(true);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
      }
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('fails an element that breaks the policy: every offence is refused and reported', async () => {
    const { page } = await open(PAGE, { initScript: recordViolations });
    await expect.poll(() => page.evaluate(() => 'allElements' in window), WAIT).toBe(true);
    // As text: the test's own transform would rewrite an import() written in a function.
    await page.evaluate(
      "import('/test/e2e/fixtures/csp-offender.tsx').then(() => document.body.append(document.createElement('sq-csp-offender')))",
    );
    await expect.poll(async () => (await violations(page)).length, WAIT).toBeGreaterThanOrEqual(7);
    const seen = (await violations(page)).join('\n');
    expect(seen).toMatch(/^style-src-attr/m);
    expect(seen).toMatch(/^style-src-elem/m);
    // Trusted Types refuses the strings of eval, new Function and string timers before script-src sees them.
    expect(seen).toMatch(/^require-trusted-types-for trusted-types-sink eval\|1 \+ 1$/m);
    expect(seen).toMatch(/^require-trusted-types-for trusted-types-sink Function\|/m);
    expect(seen).toMatch(/^require-trusted-types-for trusted-types-sink Window setTimeout\|void 0$/m);
    expect(seen).toMatch(/^require-trusted-types-for trusted-types-sink Element innerHTML\|<b>raw markup<\/b>$/m);
    expect(seen).toMatch(/^trusted-types trusted-types-policy default$/m);
    expect(await page.locator('#violations').textContent()).not.toBe('None.');
  });
});
