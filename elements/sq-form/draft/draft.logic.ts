/** The draft's storage key: per form id, or per page and position for a form without one. */
export function draftKey(formId: string, path: string, index: number): string {
  return formId ? `sq-form-draft:${formId}` : `sq-form-draft:${path}#${index}`;
}

/** What the key of a form without an id is read from: the page's path and its forms, in order. */
export interface DraftPage {
  location: { pathname: string };
  querySelectorAll(selector: 'sq-form'): Iterable<unknown>;
}

/**
 * Where a form's draft is kept in `page`: by its id, or for a form without
 * one by the page's path and the form's place among the page's forms.
 * Shared by the form's view and its first view, which looks for a draft
 * before the form's code loads.
 */
export function draftKeyIn(page: DraftPage, host: unknown, formId: string): string {
  return draftKey(formId, page.location.pathname, formId ? 0 : [...page.querySelectorAll('sq-form')].indexOf(host));
}
