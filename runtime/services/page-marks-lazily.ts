import { lazyService } from './lazy-service.ts';

/**
 * The page marks (runtime/services/page-marks/page-marks.ts) as `<sq-runtime>` installs them:
 * their chunk loads with the first install, when `pageMarksWanted` says so.
 */
export const installPageMarksLazily = lazyService(() =>
  import('./page-marks/index.ts').then((module) => module.installPageMarks),
);
