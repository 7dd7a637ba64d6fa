import { loadFrame } from '../browser/frame.ts';
import type { GuardrailsPage } from './pages/guardrails-page.ts';

const PAGE = '/test/guardrails/pages/guardrails.html';

/**
 * For a guardrail suite: returns the function that opens a fresh guardrails
 * page in a frame (so one element's errors or prototype changes cannot be
 * blamed on another), and removes the frame after each test.
 */
export function guardrailsPageOpener(): (query?: string) => Promise<GuardrailsPage> {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });
  return async (query = '') => {
    frame = await loadFrame(`${PAGE}${query}`, 'guardrailsPage');
    return (frame.contentWindow as unknown as { guardrailsPage: GuardrailsPage }).guardrailsPage;
  };
}
