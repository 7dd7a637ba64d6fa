/**
 * The strict-CSP page: every element of custom-elements.json (see
 * all-elements-markup.ts) and a running list of policy violations.
 * The end-to-end test drives it through `window.allElements`.
 */
import { renderedSomething } from '../elements/kit/element/guardrails.ts';
import { awaitingHydration } from '../elements/kit/hydration/ledger/hydration.ts';
import { siteOwnerHtml } from '../lib/trusted-html.ts';
import { allElementsMarkup, declarations, fixtureOf, POPUP_ID } from './all-elements-markup.ts';
import { byId } from './dom.ts';
import { renderSiteForms } from './render-site-forms.ts';

const violations: string[] = [];
const violationList = byId('violations');
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample || 'inline'}`);
  violationList.textContent = violations.join('\n');
});

// Served server-rendered, the sections are in the page already; served as written, they are added here.
const list = byId('elements');
if (list.childElementCount === 0) {
  // The fixtures are markup the site owner wrote: they go in through our one Trusted Types policy.
  list.innerHTML = siteOwnerHtml(allElementsMarkup()) as unknown as string;
  renderSiteForms(list);
}

/**
 * The popup's button turns it on (overlay style 2): it opens then, never as the page loads. A popup the visitor
 * has closed stays closed, so a later press shows a new one in its place.
 */
list.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest(`[data-shows="${POPUP_ID}"]`)) return;
  let popup = byId(POPUP_ID);
  if (popup.dataset.state === 'closed') {
    const fresh = popup.cloneNode(true) as HTMLElement;
    popup.replaceWith(fresh);
    popup = fresh;
  }
  popup.setAttribute('overlay-style', '2');
});

/** What the end-to-end test asks of the page. */
const page = {
  tags: declarations.map((declaration) => declaration.tagName),
  violations,
  /** True when the tag's element shows what it should, and follows events (it has hydrated, if server-rendered). */
  rendered(tag: string): boolean {
    const element = document.querySelector<HTMLElement>(tag);
    return (
      element !== null && !awaitingHydration.has(element) && (fixtureOf(tag).rendered ?? renderedSomething)(element)
    );
  },
  /** Runs the tag's main interaction; resolves with null, or what went wrong. */
  async interact(tag: string): Promise<string | null> {
    const element = document.querySelector<HTMLElement>(tag);
    if (!element) return `no <${tag}> on the page`;
    try {
      await fixtureOf(tag).interact?.(element);
      return null;
    } catch (error) {
      return String(error);
    }
  },
};

Object.assign(window, { allElements: page });
