import { type MarkupHost, markupField, markupGiven } from '../../lib/markup-field/markup-field.ts';
import { DEFAULT_RUNTIME_OPTIONS } from '../../runtime/core/index.ts';
import type { RuntimeConfig } from '../../runtime/services/index.ts';
import { INFO_BAR_STYLES, isOrigin, isSecureOrigin } from './shared/runtime.logic.ts';

/*
 * The runtime's config read from its markup, for its first view alone
 * (runtime.first-view.ts): apart from runtime.logic.ts, which its element
 * loads, so the element does not load the markup reader. Pure.
 */

/** How the runtime's markup gives each field, and what a value of it must be (the schema's rules). */
const FIELDS: {
  [F in keyof RuntimeConfig]: [kind: 'boolean' | 'number' | 'string' | 'json', valid?: (value: never) => boolean];
} = {
  context: ['json', (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)],
  apiOrigin: ['string', (value: string) => value === '' || isOrigin(value)],
  secureOrigin: ['string', isSecureOrigin],
  app: ['string'],
  errorReporter: ['boolean'],
  traceLog: ['boolean'],
  keyboard: ['boolean'],
  editor: ['boolean'],
  performance: ['boolean'],
  tracking: ['boolean'],
  infoBarStyle: ['number', (value: number) => (INFO_BAR_STYLES as readonly number[]).includes(value)],
};

/**
 * The runtime's config read from its markup as the kit reads it, each field
 * not given taking its default, for the page services to start with before
 * the element's code (and zod) arrives; undefined when a field is given
 * with a value the element's validation would refuse (its code then says
 * which). The site context is taken as the markup gives it, an object: the
 * server that rendered the page has checked it against its schema.
 */
export function runtimeConfigFromMarkup(host: MarkupHost): RuntimeConfig | undefined {
  const config: Record<string, unknown> = { ...DEFAULT_RUNTIME_OPTIONS, context: {} };
  for (const [field, [kind, valid]] of Object.entries(FIELDS)) {
    if (!markupGiven(host, field)) continue;
    const value = markupField(host, field, kind);
    if (value === undefined || (valid && !(valid as (value: unknown) => boolean)(value))) return undefined;
    config[field] = value;
  }
  return config as unknown as RuntimeConfig;
}
