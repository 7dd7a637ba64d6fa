/**
 * The experiment override (spec 002 §4 "Experiment override", §6, §9
 * "Internal host types"): what the address asks of the stored overrides,
 * honoured only on an internal site or host. Pure: no DOM, no storage.
 */
import type { SiteContext } from '../../../core/index.ts';
import { EXPERIMENT_OVERRIDE_PARAM } from '../tracking.logic.ts';

/** The site status of an internal site (spec 002 §3 "Website status"). */
export const INTERNAL_SITE_STATUS = 6;
/** The internal host types (spec 002 §9): a host label or part naming one is internal. */
export const INTERNAL_HOST_TYPES = ['stage', 'qa', 'dev'] as const;

/** Whether a host is internal: one of its labels, or a hyphenated part of one, is stage, qa or dev. */
export function isInternalHost(hostname: string): boolean {
  return hostname
    .toLowerCase()
    .split(/[.-]/)
    .some((part) => (INTERNAL_HOST_TYPES as readonly string[]).includes(part));
}

/** What the address asks of the stored experiment overrides. */
export type OverrideChange = { type: 'none' } | { type: 'reset' } | { type: 'set'; name: string; variant: string };

/**
 * The experiment override the address asks for (spec 002 §4 "Experiment
 * override", §6): honoured only on an internal site or host; `reset` clears
 * the overrides.
 */
export function experimentOverride(search: string, hostname: string, context: SiteContext): OverrideChange {
  const value = new URLSearchParams(search).get(EXPERIMENT_OVERRIDE_PARAM);
  if (value === null) return { type: 'none' };
  if (context.siteStatus?.value !== INTERNAL_SITE_STATUS && !isInternalHost(hostname)) return { type: 'none' };
  if (value === 'reset') return { type: 'reset' };
  const match = /^([\w-]{1,100}):([\w-]{1,100})$/.exec(value);
  return match ? { type: 'set', name: match[1] as string, variant: match[2] as string } : { type: 'none' };
}

/** The overrides after a change: one experiment's variant set, all cleared (undefined), or as they were. */
export function changedOverrides(
  overrides: Record<string, string> | undefined,
  change: OverrideChange,
): Record<string, string> | undefined {
  if (change.type === 'reset') return undefined;
  if (change.type === 'set') return { ...overrides, [change.name]: change.variant };
  return overrides;
}
