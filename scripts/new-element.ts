/**
 * Scaffolds a new element in its own folder: `npm run new-element sq-<name>`.
 * Everything an element is and needs is written into `elements/sq-<name>/`
 * (its schema, view, rules with their table test, styles, pre-upgrade
 * rules, budget, guardrails sample, README and browser test, which runs the
 * contract suite); then `npm run manifest` writes the files generated from
 * the folders (the autoloader's list, the types, the editor data,
 * `sq-elements.css`, the lists of elements in the docs). Nothing else is
 * edited by hand: the build, the package exports, the server renderer and
 * the demo's strict-CSP page find the folder by themselves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A tag the scaffold takes: `sq-` and lower-case words of letters and digits joined by hyphens. */
const TAG = /^sq-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The names a new element's files and code use, from its tag. */
export function namesOf(tag: string): { tag: string; name: string; camel: string; pascal: string } {
  if (!TAG.test(tag)) {
    throw new Error(`new-element: "${tag}" is not a tag: write sq- and lower-case words joined by hyphens (sq-rating)`);
  }
  const name = tag.slice('sq-'.length);
  const words = name.split('-');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return { tag, name, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1), pascal };
}

/** Every file of a new element's folder, by path relative to the repository root. */
export function scaffold(tag: string): Record<string, string> {
  const { name, camel, pascal } = namesOf(tag);
  const api = `${camel}Api`;
  const folder = `elements/${tag}`;
  return {
    [`${folder}/${name}.schema.ts`]: `import * as z from 'zod/mini';
import { defineApi, described } from '../kit/element/api.ts';

/** <${tag}>'s public API: its config (each field an attribute and a property), events, parts and styling. */
export const ${api} = defineApi({
  tag: '${tag}',
  summary: 'Shows a text.',
  config: z.object({
    text: described(z._default(z.string(), ''), 'The text it shows.'),
  }),
  // What loads its code on a server-rendered page: the visitor reaching for it, or a script setting it.
  load: ['interaction', 'change'],
  events: {},
  slots: {},
  parts: { text: 'The text.' },
  cssProperties: {},
});
`,
    [`${folder}/${name}.logic.ts`]: `/** What <${tag}> shows, as its \`data-state\`: \`empty\` without a text, else \`ready\`. */
export type ${pascal}State = 'empty' | 'ready';

/** Its state for a text. */
export function ${camel}State(text: string): ${pascal}State {
  return text.trim() === '' ? 'empty' : 'ready';
}
`,
    [`${folder}/${name}.logic.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${camel}State } from './${name}.logic.ts';

describe('${camel}State', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Hello', 'ready'],
  ])('%j -> %s', (text, state) => {
    expect(${camel}State(text)).toBe(state);
  });
});
`,
    [`${folder}/${name}.view.tsx`]: `import type { ViewProps } from '../kit/react/define-element.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { ${camel}State } from './${name}.logic.ts';
import type { ${api} } from './${name}.schema.ts';

export function ${pascal}View({ config, host }: ViewProps<typeof ${api}>) {
  useDataState(host, ${camel}State(config.text));
  return <span part="text">{config.text}</span>;
}
`,
    [`${folder}/${name}.element.ts`]: `import { defineElement } from '../kit/react/define-element.ts';
import styles from './${name}.css?inline';
import { ${api} } from './${name}.schema.ts';
import { ${pascal}View } from './${name}.view.tsx';

export const ${pascal}Element = defineElement({ api: ${api}, view: ${pascal}View, styles });
`,
    [`${folder}/${name}.css`]: `/* Inline text, like the light-DOM text it stands for. */
:host {
  display: inline;
}
`,
    [`${folder}/${name}.pre-upgrade.css`]: `/*
 * No rule: its light-DOM text is inline, as an element is before it is defined and as the element draws it. A rule
 * here would outrank a page's own rule for the tag until the code came. An element of another box sets it here
 * (\`${tag}:not(:defined) { display: block; }\`), the same box its :host takes.
 */
`,
    [`${folder}/${name}.budget.json`]: `${JSON.stringify({ brotli: 1024, what: `<${tag}>: its view` }, null, 2)}\n`,
    [`${folder}/${name}.guardrails.ts`]: `import type { ElementGuardrails } from '../kit/element/guardrails.ts';

type Rendering = HTMLElement & { updateComplete: Promise<unknown> };
const text = (element: HTMLElement) => element.shadowRoot?.querySelector('[part=text]')?.textContent ?? null;

/** A text in its light DOM as the element shows it; a new text is its main change. */
export const guardrails: ElementGuardrails = {
  attributes: 'text="Hello"',
  content: 'Hello',
  async interact(element) {
    element.setAttribute('text', 'Goodbye');
    await (element as Rendering).updateComplete;
    if (text(element) !== 'Goodbye') throw new Error(\`${tag}: a new text shows \${text(element)}\`);
  },
};
`,
    [`${folder}/${name}.browser.test.ts`]: `import { expect } from 'chai';
import { cleanup, fixture, updateComplete } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { ${api} } from './${name}.schema.ts';

const load = () => import('./${name}.element.ts');

runElementContract({
  api: ${api},
  load,
  samples: { text: { attribute: 'Hello', value: 'Hello' } },
  boxes: [{ name: 'a text', attributes: 'text="Hello"', content: 'Hello' }],
});

const shown = (element: Element) => element.shadowRoot?.querySelector('[part=text]')?.textContent ?? null;

describe('${tag}', () => {
  before(load);
  afterEach(cleanup);

  it('shows its text, and says whether it has one', async () => {
    const element = fixture('<${tag} text="Hello">Hello</${tag}>');
    await updateComplete(element);
    expect(shown(element)).to.equal('Hello');
    expect(element.dataset.state).to.equal('ready');
    element.setAttribute('text', '');
    await updateComplete(element);
    expect(shown(element)).to.equal('');
    expect(element.dataset.state).to.equal('empty');
  });
});
`,
    [`${folder}/README.md`]: `# \`<${tag}>\`

Shows a text.

\`\`\`html
<${tag} text="Hello">Hello</${tag}>
\`\`\`

## What it shows

Its \`text\`, inline, in the page's font. Write the same text in its light DOM:
the page shows it before the element's code arrives and without scripts.
`,
  };
}

/** Writes a new element's folder under `root`; throws when the tag is not one or its folder exists. */
export function writeElement(root: string, tag: string): string[] {
  if (existsSync(join(root, 'elements', namesOf(tag).tag))) {
    throw new Error(`new-element: elements/${tag}/ exists already`);
  }
  const files = scaffold(tag);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}

/** `new-element sq-<name>`: writes the folder, then the files generated from the folders. */
export function main(args: string[]): number {
  const [tag, ...rest] = args;
  if (!tag || rest.length > 0) {
    console.error('usage: npm run new-element sq-<name>');
    return 2;
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    const written = writeElement(root, tag);
    console.log(`new-element: wrote ${written.join(', ')}`);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const manifest = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/manifest.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (manifest.status !== 0) return manifest.status ?? 1;
  console.log(
    `new-element: <${tag}> is defined, built, exported and listed. Next: its summary and fields in ` +
      `${namesOf(tag).name}.schema.ts, its view, its README; \`npm test\` runs its contract suite.`,
  );
  return 0;
}
