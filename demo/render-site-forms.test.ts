import { describe, expect, it } from 'vitest';
import { CAPTCHA_STAND_IN_PATH } from '../reference-api/captcha-stand-in.ts';
import { DEMO_CAPTCHA } from './render-site-forms.ts';

describe("the demo's contact form", () => {
  it('asks for the captcha script where the reference API serves its stand-in', () => {
    expect(DEMO_CAPTCHA.scriptUrl).toBe(CAPTCHA_STAND_IN_PATH);
  });
});
