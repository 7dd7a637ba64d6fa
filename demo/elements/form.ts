import { renderSiteForms } from '../render-site-forms.ts';

renderSiteForms();
