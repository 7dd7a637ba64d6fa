import { SITE_FORMS } from '../site/forms.ts';

/** The contact form's captcha: the stand-in script the reference API serves, with a made-up site key. */
export const DEMO_CAPTCHA = { siteKey: 'demo-site-key', scriptUrl: '/api/captcha/stand-in.js' };

/**
 * Renders the config of every `<sq-form data-site-form="id">` on the page
 * from the site's data, as a theme renders a form block: the form's fields,
 * ids and button text; the contact form also gets the stand-in captcha the
 * reference API serves.
 */
export function renderSiteForms(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('sq-form[data-site-form]')) {
    const form = SITE_FORMS.find((candidate) => candidate.formId === element.dataset.siteForm);
    if (!form) continue;
    const captcha = form.formId === 'contact' ? DEMO_CAPTCHA : undefined;
    element.setAttribute('config', JSON.stringify({ ...form, ...(captcha ? { captcha } : {}) }));
  }
}
