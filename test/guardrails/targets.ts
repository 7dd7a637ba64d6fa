/**
 * What the guardrail suites test: every element of custom-elements.json,
 * with its schema (the oracle of what is valid), its address fields as the
 * manifest marks them, its loader and its optional `*.guardrails.ts` fixture.
 */
import type * as z from 'zod/mini';
import manifest from '../../custom-elements.json';
import type { ElementApi } from '../../elements/kit/element/api.ts';
import type { ElementGuardrails } from '../../elements/kit/element/guardrails.ts';
import { URL_KIND_KEY } from '../../elements/kit/element/url-field/url-field.ts';
import { ELEMENT_LOADERS } from '../../elements/registry.ts';

/** One element as the suites see it. */
export interface Target {
  tag: string;
  /** Each top-level config field's schema: a value is valid when it parses. */
  shape: Record<string, z.ZodMiniType>;
  /** Fields the manifest marks as links (`"x-sq-url": "link"`). */
  linkFields: string[];
  /** Defines the tag (the runtime's is defined a task after its module runs). */
  load: () => Promise<unknown>;
  fixture: ElementGuardrails;
}

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  [URL_KIND_KEY]?: string;
}

interface ManifestDeclaration {
  tagName?: string;
  attributes?: ManifestAttribute[];
}

/** The tags in custom-elements.json, in its order. */
export function manifestTags(): string[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations as ManifestDeclaration[]).flatMap((declaration) =>
      declaration.tagName ? [declaration.tagName] : [],
    ),
  );
}

function declarationOf(tag: string): ManifestDeclaration {
  const found = manifest.modules
    .flatMap((module) => module.declarations as ManifestDeclaration[])
    .find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`guardrails: ${tag} is not in custom-elements.json`);
  return found;
}

/** The fields of a tag that the manifest marks as links. */
export function manifestLinkFields(tag: string): string[] {
  return (declarationOf(tag).attributes ?? [])
    .filter((attribute) => attribute[URL_KIND_KEY] === 'link' && attribute.fieldName)
    .map((attribute) => attribute.fieldName as string);
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../../elements/sq-*/*.schema.ts');
const fixtureModules = import.meta.glob<{ guardrails?: ElementGuardrails }>('../../elements/sq-*/*.guardrails.ts');

/** The modules of one element's folder, by the glob's keys. */
function inFolder<T>(modules: Record<string, () => Promise<T>>, tag: string): (() => Promise<T>)[] {
  return Object.entries(modules)
    .filter(([path]) => path.includes(`/elements/${tag}/`))
    .map(([, load]) => load);
}

function isApiOf(value: unknown, tag: string): value is ElementApi {
  return typeof value === 'object' && value !== null && (value as { tag?: unknown }).tag === tag;
}

/** Builds the target of a tag from the manifest and the element's folder. */
export async function targetOf(tag: string): Promise<Target> {
  const load = ELEMENT_LOADERS[tag];
  if (!load) throw new Error(`guardrails: ${tag} has no elements/${tag}/*.element.ts`);
  let api: ElementApi | undefined;
  for (const loadSchema of inFolder(schemaModules, tag)) {
    api ??= Object.values(await loadSchema()).find((value) => isApiOf(value, tag));
  }
  if (!api) throw new Error(`guardrails: no schema module in elements/${tag} exports the API of ${tag}`);
  let fixture: ElementGuardrails = {};
  for (const loadFixture of inFolder(fixtureModules, tag)) fixture = (await loadFixture()).guardrails ?? fixture;
  return {
    tag,
    shape: api.config.def.shape as Record<string, z.ZodMiniType>,
    linkFields: manifestLinkFields(tag),
    load: () => load().then(() => customElements.whenDefined(tag)),
    fixture,
  };
}
