import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './browser.ts';

const { baseUrl, open } = setupBrowser();

const WAIT = { timeout: 5000, interval: 50 };

/** A fresh page has no crumb cookie: its first call is refused once (401) and retried, as the platform does. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

describe('the popup page', () => {
  it('a newsletter sign-up inside the popup is stored, marks the record submitted, and the popup stays away after', async () => {
    const email = `popup-${randomUUID().slice(0, 8)}@example.com`;
    const { page, errors } = await open('/demo/elements/popup.html');
    const dialog = page.getByRole('dialog', { name: 'Letters from the studio' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    // The form is the popup's light-DOM content, slotted into the dialog.
    const popup = page.locator('sq-popup');
    await popup.getByLabel('Email Address').fill(email);
    await popup.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => popup.getByText('You’re on the list.').isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.locator('#record').textContent(), WAIT).toContain('"submitted":true');

    const saved = (await (await fetch(new URL('/__api/form-submissions?formId=newsletter', baseUrl))).json()) as {
      values: Record<string, unknown>;
    }[];
    expect(saved.some((submission) => Object.values(submission.values).includes(email))).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Letters from the studio' }).isVisible()).toBe(false);
    expect(realErrors(errors)).toEqual([]);
  });
});
