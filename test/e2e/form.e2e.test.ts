import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from './api.ts';
import { setupBrowser, WAIT } from './browser.ts';

const { baseUrl, open } = setupBrowser();

/** Polls for up to 5 s: React renders asynchronously and the inspector polls every second. */

const stored = (formId: string) => formSubmissions(baseUrl, formId);

/** A fresh page has no crumb cookie: its first call is refused once (401) and retried, as the platform does. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

async function fillContact(page: Page, email: string): Promise<void> {
  const form = page.locator('#contact-form');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Do you take commissions for a dinner set?');
}

describe('the form page', () => {
  it('submits the contact form to the reference API; the inspector lists what it received', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const { page, errors } = await open('/demo/elements/form.html?utm_source=e2e');
    const form = page.locator('#contact-form');
    await fillContact(page, email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => form.locator('[part=message]').textContent(), WAIT)
      .toBe('Complete CAPTCHA before submitting.');
    await form.getByLabel("I'm not a robot").check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#contact-form').getAttribute('data-state'), WAIT).toBe('success');
    expect(await form.locator('[part=success]').textContent()).toContain('Thanks, we got your message.');
    expect(
      await form
        .locator('[part=success]')
        .evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);

    const submission = (await stored('contact')).find((entry) => entry.values.email === email);
    expect(submission?.values).toMatchObject({ name: ['Ada', 'Lovelace'], source: 'e2e', phone: ['', '', '', ''] });

    const inspector = (await open('/demo/inspector.html', { waitUntil: 'load' })).page;
    const row = inspector.locator('#requests > li').filter({ hasText: email });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.locator('.request__path').textContent()).toBe('/api/form/SaveFormSubmission');
    expect(await row.locator('.status').textContent()).toBe('200');
    expect(realErrors(errors)).toEqual([]);
  });

  it('signs up to the newsletter, firing sq-newsletter-subscribe', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const { page, errors } = await open('/demo/elements/form.html');
    await page.evaluate(() => {
      document.addEventListener('sq-newsletter-subscribe', (event) => {
        (window as unknown as { subscribed: unknown }).subscribed = (event as CustomEvent).detail;
      });
    });
    const form = page.locator('#newsletter-form');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => form.getAttribute('data-state'), WAIT).toBe('success');
    expect(await form.locator('[part=success]').textContent()).toContain('You’re on the list.');
    expect(await page.evaluate(() => (window as unknown as { subscribed: unknown }).subscribed)).toEqual({
      formId: 'newsletter',
    });
    expect((await stored('newsletter')).some((entry) => entry.values.email === email)).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  });

  it('keeps a half-written message across a reload', async () => {
    const { page } = await open('/demo/elements/form.html');
    const message = page.locator('#contact-form').getByLabel('Message');
    await message.fill('Half a thought about celadon');
    // A visitor reloads after the draft has been written, not in the same instant: wait for it to be in IndexedDB.
    await expect.poll(() => page.evaluate(storedTexts), WAIT).toContain('Half a thought about celadon');
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => page.locator('#contact-form').getByLabel('Message').inputValue(), WAIT)
      .toBe('Half a thought about celadon');
  });
});

/** Everything the library's IndexedDB store holds, as one JSON text (run in the page). */
function storedTexts(): Promise<string> {
  return new Promise((resolve) => {
    const request = indexedDB.open('sq-elements');
    // Not there yet: opening it must not create it empty, which would leave the library's store out of it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve('');
    request.onsuccess = () => {
      const database = request.result;
      const done = (text: string) => {
        database.close();
        resolve(text);
      };
      if (!database.objectStoreNames.contains('keyval')) return done('');
      const all = database.transaction('keyval', 'readonly').objectStore('keyval').getAll();
      all.onsuccess = () => done(JSON.stringify(all.result));
      all.onerror = () => done('');
    };
  });
}
