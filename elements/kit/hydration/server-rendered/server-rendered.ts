import type { ConfigOf, ElementApi } from '../../element/api.ts';
import {
  configFields,
  INHERITED_DATA_PATH,
  inheritedDataText,
  readConfigValue,
  readFieldAttribute,
} from '../../element/host-config.ts';
import { type Problem, validateConfig } from '../../element/validate.ts';
import { waiting } from '../waiting/waiting.ts';

/**
 * What the kit reads of a server-rendered element as it hydrates: whether
 * its code's trigger already fired, and the config it was rendered from (an
 * element's config read from its attributes alone, as the server renders
 * it). Not in the kit's chunk, which every element loads: a page rendered
 * in the browser alone never reads it.
 */

/**
 * The config an element has when its attributes are these and nothing was
 * set as a property: field attributes win over the `config` attribute,
 * which wins over the inherited block data (its `<script type="application/json">`).
 */
export function configFromAttributes<A extends ElementApi>(
  api: A,
  getAttribute: (name: string) => string | null,
  inheritedText: string | null = null,
): { config: ConfigOf<A>; problems: Problem[] } {
  const fields = configFields(api);
  const inherited = readConfigValue(inheritedText, fields, INHERITED_DATA_PATH);
  const fromConfig = readConfigValue(getAttribute('config'), fields);
  const problems: Problem[] = [inherited.problem, fromConfig.problem].filter((problem) => problem !== undefined);
  const raw: Record<string, unknown> = { ...inherited.fields, ...fromConfig.fields };
  for (const [attribute, name] of fields.fieldByAttribute) {
    const value = getAttribute(attribute);
    if (value === null) continue;
    const read = readFieldAttribute(fields, name, value);
    // An attribute that does not parse leaves the field to the `config` attribute or its default.
    if (read.ok) raw[name] = read.value;
    else problems.push(read.problem);
  }
  const validated = validateConfig(api.config, raw);
  return { config: validated.config as ConfigOf<A>, problems: [...problems, ...validated.problems] };
}

/**
 * The config a server-rendered element was rendered from: its attributes as
 * the autoloader found them, when it did (a change since, its code's
 * trigger, renders as an update once hydrated), else as they are now, and
 * its inherited block data.
 */
export function renderedConfig(host: Element, api: ElementApi): unknown {
  const rendered = waiting()?.rendered.get(host);
  const read = rendered ? (name: string) => rendered[name] ?? null : (name: string) => host.getAttribute(name);
  return configFromAttributes(api, read, inheritedDataText(host)).config;
}

/** Whether a trigger of the element's tag already fired: its code loaded for it to hydrate now. */
export function triggered(host: Element): boolean {
  return waiting()?.triggered.has(host) ?? false;
}
