/**
 * The demo site's forms, as the platform stores them: the reference API
 * knows a form by its id from this list (and checks required fields and
 * email addresses against it); the demo's form page renders its forms from
 * the same data, as a theme renders a form block's config. Data of the site,
 * not code of either: it lives below both (`site/`), since the reference API
 * shares nothing with the demo, nor the demo with the reference API.
 */

/** One field as the site stores it; the same shape `<sq-form>`'s `fields` take. */
export interface SiteFormField {
  id: string;
  type: string;
  label: string;
  required?: boolean;
  name?: string;
  description?: string;
  placeholder?: string;
  options?: string[];
  maxLength?: number;
  showCountryCode?: boolean;
  currencySymbol?: string;
  questions?: string[];
  value?: string;
  suggestions?: boolean;
}

export interface SiteForm {
  formId: string;
  collectionId: string;
  objectName: string;
  isNewsletter?: boolean;
  submitButtonText: string;
  fields: SiteFormField[];
}

export const SITE_FORMS: SiteForm[] = [
  {
    formId: 'contact',
    collectionId: 'c-contact',
    objectName: 'contact-form-block',
    submitButtonText: 'Send message',
    fields: [
      { id: 'name', type: 'name', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true, placeholder: 'you@example.com' },
      { id: 'phone', type: 'phone', label: 'Phone', description: 'Only if you would like a call back.' },
      {
        id: 'topic',
        type: 'select',
        label: 'Topic',
        options: ['A custom order', 'An order I placed', 'Studio visits', 'Something else'],
      },
      { id: 'message', type: 'textarea', label: 'Message', required: true, maxLength: 500 },
      { id: 'source', type: 'hidden', label: 'Source', name: 'utm_source', value: 'direct' },
    ],
  },
  {
    formId: 'newsletter',
    collectionId: 'c-home',
    objectName: 'newsletter-block',
    isNewsletter: true,
    submitButtonText: 'Sign up',
    fields: [{ id: 'email', type: 'email', label: 'Email Address', required: true, placeholder: 'you@example.com' }],
  },
  {
    formId: 'every-field',
    collectionId: 'c-survey',
    objectName: 'survey-form-block',
    submitButtonText: 'Submit',
    fields: [
      { id: 'text', type: 'text', label: 'Favourite glaze', required: true },
      { id: 'textarea', type: 'textarea', label: 'Tell us more', maxLength: 120 },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'currency', type: 'currency', label: 'Budget', currencySymbol: '$' },
      { id: 'number', type: 'number', label: 'How many pieces' },
      { id: 'website', type: 'website', label: 'Website' },
      { id: 'password', type: 'password', label: 'Pick a pass phrase' },
      { id: 'twitter', type: 'twitter', label: 'Twitter' },
      { id: 'date', type: 'date', label: 'Preferred visit date' },
      { id: 'time', type: 'time', label: 'Preferred visit time' },
      { id: 'name', type: 'name', label: 'Name' },
      { id: 'address', type: 'address', label: 'Shipping address' },
      { id: 'phone', type: 'phone', label: 'Phone', showCountryCode: true },
      { id: 'section', type: 'section', label: 'About your visit', description: 'A few questions about the studio.' },
      { id: 'radio', type: 'radio', label: 'How did you hear of us?', options: ['A friend', 'Instagram', 'A market'] },
      { id: 'checkbox', type: 'checkbox', label: 'What do you collect?', options: ['Mugs', 'Bowls', 'Vases'] },
      { id: 'select', type: 'select', label: 'Favourite colour', options: ['Oat', 'Celadon', 'Cobalt'] },
      {
        id: 'likert',
        type: 'likert',
        label: 'Your visit',
        questions: ['The studio was easy to find', 'The staff were helpful'],
      },
      { id: 'campaign', type: 'hidden', label: 'Campaign', value: 'none' },
    ],
  },
  {
    formId: 'delivery',
    collectionId: 'c-delivery',
    objectName: 'delivery-form-block',
    submitButtonText: 'Book a delivery',
    fields: [
      { id: 'name', type: 'text', label: 'Name' },
      {
        id: 'address',
        type: 'address',
        label: 'Delivery address',
        description: 'Start typing the street: places are suggested under it.',
        suggestions: true,
      },
    ],
  },
];
