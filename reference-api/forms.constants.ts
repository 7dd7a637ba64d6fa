/** The reference API's form limits and texts; free of Node imports, so browser tests can read them. */

/** Saves one visitor may make in the window before answers turn to 429 (ours: the spec gives no figure). */
export const FORM_RATE_LIMIT = { saves: 5, windowMs: 60_000 };

/** The errors the reference API answers with, in a platform's words. */
export const FORM_SERVER_TEXTS = {
  badKey: 'The submission key is missing.',
  unparsable: 'Could not parse the form fields.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Submission rate limit exceeded.',
  required: (label: string) => `${label} is required.`,
  email: 'Email is not valid.',
} as const;
