import { keepEarlyActions } from '../kit/hydration/early-keeping.ts';

/**
 * The banner's first view as the server renderer writes it into a page, in
 * an inline script (elements/server/inline-first-views.ts): whether the
 * banner shows is one cookie read, which must not wait for any file. A
 * banner shown before any file of ours has arrived can be clicked before the
 * autoloader is in: from here on the clicks and keys are kept, as the
 * autoloader keeps them, and it takes the keeping over as it starts.
 */
keepEarlyActions(() => {});

export { default } from './cookie-banner.first-view.ts';
