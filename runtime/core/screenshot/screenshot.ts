/** The query parameter of a page being captured as a screenshot (spec 002 §2). */
export const SCREENSHOT_PARAM = 'sqsscreenshot';

/** Whether the page is being captured: `sqsscreenshot=true` shows no popup overlay and no cookie banner (spec 002 §2). */
export function isScreenshotPage(search: string): boolean {
  return new URLSearchParams(search).get(SCREENSHOT_PARAM) === 'true';
}
