import { CAPTCHA_STAND_IN_PATH } from '../../server/captcha-stand-in.ts';
import { SITE_FORMS } from '../site-forms.ts';

/**
 * Renders each form's config from the site's data, as a theme renders a
 * form block: the form's fields, ids and button text; the contact form also
 * gets the stand-in captcha the reference API serves.
 */
for (const element of document.querySelectorAll<HTMLElement & { config: unknown }>('sq-form[data-site-form]')) {
  const form = SITE_FORMS.find((candidate) => candidate.formId === element.dataset.siteForm);
  if (!form) continue;
  element.setAttribute(
    'config',
    JSON.stringify({
      ...form,
      ...(form.formId === 'contact' ? { captcha: { siteKey: 'demo-site-key', scriptUrl: CAPTCHA_STAND_IN_PATH } } : {}),
    }),
  );
}
