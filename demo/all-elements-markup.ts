/**
 * The strict-CSP page's sections: every element of custom-elements.json,
 * from its guardrails fixture (or bare). The dev server writes them into the
 * page before rendering it on the server; served as written
 * (`?prerender=off`), the page's script adds them.
 */
import manifest from '../custom-elements.json';
import type { ElementGuardrails } from '../elements/kit/guardrails.ts';

const fixtures = import.meta.glob<{ guardrails?: ElementGuardrails }>('../elements/sq-*/*.guardrails.ts', {
  eager: true,
});

interface Declaration {
  tagName?: string;
  description?: string;
}

/** Every element in the manifest, with its description. */
export const declarations = manifest.modules
  .flatMap((module) => module.declarations as Declaration[])
  .filter((declaration): declaration is Declaration & { tagName: string } => Boolean(declaration.tagName));

/** The guardrails fixture of a tag, or none. */
export function fixtureOf(tag: string): ElementGuardrails {
  const entry = Object.entries(fixtures).find(([path]) => path.includes(`/elements/${tag}/`));
  return entry?.[1].guardrails ?? {};
}

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page's sections, one per element; the fixtures are markup the site owner wrote. */
export function allElementsMarkup(): string {
  return declarations
    .map(({ tagName: tag, description }) => {
      const { attributes = '', content = '' } = fixtureOf(tag);
      return [
        `<section aria-labelledby="${tag}-title">`,
        `<h2 id="${tag}-title"><code>${text(`<${tag}>`)}</code></h2>`,
        `<p>${text(description ?? '')}</p>`,
        `<div class="all-elements__stage"><${tag} ${attributes}>${content}</${tag}></div>`,
        '</section>',
      ].join('');
    })
    .join('\n');
}
