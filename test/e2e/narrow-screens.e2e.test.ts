import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from '../../scripts/demo-bar.ts';
import { setupBrowser } from './browser.ts';
import { loadEveryElement, notUpgraded, PAGE_TIMEOUT, painted, UPGRADED } from './late-upgrade.ts';

const { open } = setupBrowser();

/** A phone held upright: the narrowest width the demo is made for. */
const PHONE = { width: 390, height: 844 };

/** What sticks out past the right edge of the viewport, shadow roots included: the outermost such boxes. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Element | ShadowRoot, path: string) => {
      for (const element of root.children) {
        const box = element.getBoundingClientRect();
        const name = `${path} > ${element.localName}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
        const style = getComputedStyle(element);
        if (box.width > 0 && box.right > innerWidth + 0.5 && style.position !== 'fixed') {
          found.push(`${name.slice(3)}: ${Math.round(box.left)} to ${Math.round(box.right)} px`);
          continue;
        }
        // What a box clips cannot widen the page.
        if (style.overflowX !== 'visible') continue;
        walk(element, name);
        if (element.shadowRoot) walk(element.shadowRoot, `${name} #shadow`);
      }
    };
    walk(document.body, '');
    return found.slice(0, 10);
  });
}

describe('every demo page on a phone, 390 px wide', () => {
  for (const { href } of DEMO_PAGES) {
    it(
      `${href}: no sideways scroll once every element has upgraded`,
      async () => {
        const { page } = await open(href, { viewport: PHONE });
        await loadEveryElement(page);
        await expect.poll(() => notUpgraded(page), UPGRADED).toEqual([]);
        await page.waitForLoadState('networkidle');
        await painted(page);
        const { scrollWidth, viewport } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        const wider = scrollWidth > viewport ? { scrollWidth, overflowing: await overflowing(page) } : null;
        expect(wider, `no wider than the screen (${viewport} px), nothing past its right edge`).toBeNull();
      },
      PAGE_TIMEOUT,
    );
  }
});
