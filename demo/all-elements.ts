/**
 * The strict-CSP page: every element of custom-elements.json, from its
 * guardrails fixture (or bare), and a running list of policy violations.
 * The end-to-end test drives it through `window.allElements`.
 */
import manifest from '../custom-elements.json';
import { type ElementGuardrails, renderedSomething } from '../elements/kit/guardrails.ts';
import { siteOwnerHtml } from '../lib/trusted-html.ts';
import { byId, element } from './dom.ts';

const fixtures = import.meta.glob<{ guardrails?: ElementGuardrails }>('../elements/sq-*/*.guardrails.ts', {
  eager: true,
});

interface Declaration {
  tagName?: string;
  description?: string;
}

const declarations = manifest.modules
  .flatMap((module) => module.declarations as Declaration[])
  .filter((declaration): declaration is Declaration & { tagName: string } => Boolean(declaration.tagName));

function fixtureOf(tag: string): ElementGuardrails {
  const entry = Object.entries(fixtures).find(([path]) => path.includes(`/elements/${tag}/`));
  return entry?.[1].guardrails ?? {};
}

const violations: string[] = [];
const violationList = byId('violations');
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample || 'inline'}`);
  violationList.textContent = violations.join('\n');
});

const list = byId('elements');
for (const { tagName: tag, description } of declarations) {
  const stage = element('div', { class: 'all-elements__stage' });
  const { attributes = '', content = '' } = fixtureOf(tag);
  // The fixture is markup the site owner wrote: it goes in through our one Trusted Types policy.
  stage.innerHTML = siteOwnerHtml(`<${tag} ${attributes}>${content}</${tag}>`) as unknown as string;
  list.append(
    element(
      'section',
      { 'aria-labelledby': `${tag}-title` },
      element('h2', { id: `${tag}-title` }, element('code', {}, `<${tag}>`)),
      element('p', {}, description ?? ''),
      stage,
    ),
  );
}

/** What the end-to-end test asks of the page. */
const page = {
  tags: declarations.map((declaration) => declaration.tagName),
  violations,
  /** True when the tag's element shows what it should. */
  rendered(tag: string): boolean {
    const element = document.querySelector<HTMLElement>(tag);
    return element !== null && (fixtureOf(tag).rendered ?? renderedSomething)(element);
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
