/** What the runtime's options and site context say of the page marks. */
export interface PageMarksConfig {
  infoBarStyle: number;
  context: { websiteSettings?: { ssBadgeType?: number | undefined } | undefined };
}

/**
 * Whether `<sq-runtime>` loads the page marks (runtime/services/page-marks/page-marks.ts): only
 * when there is something to say, a style other than none (1) for the mobile
 * info bar or the badge (spec 002 §3). The codes are written here, not
 * imported, so that deciding loads none of the marks' code.
 */
export function pageMarksWanted(config: PageMarksConfig): boolean {
  return config.infoBarStyle > 1 || (config.context.websiteSettings?.ssBadgeType ?? 1) > 1;
}
