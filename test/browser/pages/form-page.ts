/**
 * A page with one <sq-form> of the demo site, loaded in an iframe by browser
 * tests so it can be reloaded and can navigate. Query: `form` (the site
 * form's id), `redirect` (its success redirect), `success` (its success message).
 */
import { SITE_FORMS } from '../../../site/forms.ts';
import '../../../elements/sq-form/form.element.ts';

const query = new URLSearchParams(location.search);
const site = SITE_FORMS.find((form) => form.formId === query.get('form')) ?? SITE_FORMS[0];
const element = document.createElement('sq-form') as HTMLElement & { config: unknown };
element.config = {
  ...site,
  successRedirect: query.get('redirect') ?? '',
  ...(query.has('success') ? { successMessage: query.get('success') } : {}),
};
document.querySelector('main')?.append(element);

const ready = () => Boolean(element.shadowRoot?.querySelector('[part=form]'));
const poll = () => (ready() ? Object.assign(window, { formReady: true }) : requestAnimationFrame(poll));
poll();
