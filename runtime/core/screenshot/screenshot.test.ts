import { describe, expect, it } from 'vitest';
import { isScreenshotPage } from './screenshot.ts';

describe('isScreenshotPage (spec 002 §2)', () => {
  it.each([
    ['', false],
    ['?sqsscreenshot=true', true],
    ['?a=1&sqsscreenshot=true', true],
    ['?sqsscreenshot=false', false],
    ['?sqsscreenshot=TRUE', false],
    ['?sqsscreenshot', false],
  ])('%s: %s', (search, screenshot) => {
    expect(isScreenshotPage(search)).toBe(screenshot);
  });
});
