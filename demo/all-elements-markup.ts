/**
 * The strict-CSP page's sections: every element of custom-elements.json,
 * from its guardrails fixture (or bare). The dev server writes them into the
 * page before rendering it on the server; served as written
 * (`?prerender=off`), the page's script adds them.
 */
import manifest from '../custom-elements.json';
import type { ElementGuardrails } from '../elements/kit/element/guardrails.ts';

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

/** The strict-CSP page's popup, which its button shows (all-elements.ts). */
export const POPUP_ID = 'all-elements-popup';

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * What the page shows of an element whose guardrails fixture is bare: real
 * content, as a template author writes it, so the page (and a visitor with
 * scripts off) sees each element doing its job.
 */
const PAGE_CONTENT: Record<string, { attributes?: string; content?: string; after?: string }> = {
  'sq-accordion': {
    attributes: 'first-open',
    content:
      '<details><summary>Shipping</summary><p>Orders leave the studio within two working days.</p></details>' +
      '<details><summary>Returns</summary><p>Return any piece within 30 days, unused.</p></details>',
  },
  'sq-menu': {
    attributes: 'label="Café menus"',
    content:
      '<section><h3>Breakfast</h3><p>Porridge with stewed plums · $7</p></section>' +
      '<section><h3>Lunch</h3><p>Soup of the day with bread · $9</p></section>',
  },
  // Filled in from the site's forms as a theme's server would (demo/render-site-forms.ts).
  'sq-form': { attributes: 'data-site-form="newsletter"' },
  'sq-gallery': {
    // The reference API on the page's own origin serves sized images: named a CDN host (spec 001 §5).
    attributes: `design="grid" slides-per-row="3" loader-options='{"cdnHosts":["self"]}'`,
    content: [
      ['harbour', 1600, 1067, 'Harbour at dawn'],
      ['boats', 1200, 1600, 'Boats resting on the shingle'],
      ['kiln', 1400, 1400, 'The kiln, still warm'],
    ]
      .map(
        ([name, width, height, alt]) =>
          `<img src="/api/images/csp-${name}/${width}x${height}.svg?format=500w" alt="${alt}" width="${width}" height="${height}" loading="lazy" data-image-dimensions="${width}x${height}">`,
      )
      .join(''),
  },
  'sq-highlight': { content: 'drawn by hand' },
  'sq-image': {
    attributes: `src="/api/images/harbour/1200x800.svg" dimensions="1200x800" alt="A harbour at dawn" cdn-hosts='["self"]'`,
  },
  'sq-marquee': { content: 'Free shipping on orders over $50 · Handmade in small batches' },
  // A modal that opened as the page loaded would cover the page it is one section of: the popup is turned off
  // (overlay style 1, the platform's "none") until its button turns it on; then it shows every time (display
  // frequency -1), on a phone too.
  'sq-popup': {
    attributes: `overlay-style="1" display-frequency="-1" enable-mobile id="${POPUP_ID}"`,
    content:
      '<h2>Letters from the studio</h2>' +
      '<p>New glazes, kiln openings and studio sales, once a month. No spam, unsubscribe any time.</p>',
    after: `<button class="button button--small" type="button" data-shows="${POPUP_ID}">Show the popup</button>`,
  },
};

/** The page's sections, one per element; the fixtures are markup the site owner wrote. */
export function allElementsMarkup(): string {
  return declarations
    .map(({ tagName: tag, description }) => {
      const fixture = fixtureOf(tag);
      const page = fixture.attributes || fixture.content ? {} : (PAGE_CONTENT[tag] ?? {});
      const attributes = fixture.attributes ?? page.attributes ?? '';
      const content = fixture.content ?? page.content ?? '';
      return [
        `<section aria-labelledby="${tag}-title">`,
        `<h2 id="${tag}-title"><code>${text(`<${tag}>`)}</code></h2>`,
        `<p>${text(description ?? '')}</p>`,
        `<div class="all-elements__stage"><${tag} ${attributes}>${content}</${tag}>${page.after ?? ''}</div>`,
        '</section>',
      ].join('');
    })
    .join('\n');
}
