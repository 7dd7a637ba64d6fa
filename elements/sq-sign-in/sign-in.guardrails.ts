import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/**
 * Closed, the sign-in shows its content (a "Sign in" link) and holds the
 * closed dialog in its shadow root. No interaction of its own: the
 * hostile-URL suite runs it 144 times within 30 s, and opening and closing a
 * modal dialog that often does not fit on a loaded 2-core machine; the
 * dialog's behaviour is `sign-in.browser.test.ts`'s. The link fields cannot
 * reach the page: a refused address falls back to none, and no link is drawn.
 */
export const guardrails: ElementGuardrails = {
  content: '<a href="#sign-in">Sign in</a>',
  rendered(element) {
    return element.shadowRoot?.querySelector('dialog[part=dialog]') != null;
  },
};
