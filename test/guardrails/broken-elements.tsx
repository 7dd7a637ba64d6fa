/**
 * Test-only elements that each break one guardrail, so the suites show they
 * fail when a rule is broken. Loaded only by the guardrails page with
 * `?broken`, never by the library.
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { defineApi } from '../../elements/kit/element/api.ts';
import { linkUrl } from '../../elements/kit/element/url-field/url-field.ts';
import { defineElement, type ViewProps } from '../../elements/kit/react/define-element.ts';
import type { Target } from './targets.ts';

const none = { load: ['load'] as const, events: {}, slots: {}, parts: {}, cssProperties: {} };

/** Writes its href from the raw attribute, past the checked config. */
const rawLinkApi = defineApi({
  tag: 'sq-guardrails-raw-link',
  summary: 'Breaks the hostile-URL rule.',
  config: z.object({ href: z._default(linkUrl(), '/') }),
  ...none,
});
defineElement({
  api: rawLinkApi,
  view: ({ config, host }: ViewProps<typeof rawLinkApi>) => <a href={host.getAttribute('href') ?? config.href}>Go</a>,
});

/** Throws while rendering a large count, and leaves a rejected promise behind for a negative one. */
const throwsApi = defineApi({
  tag: 'sq-guardrails-throws',
  summary: 'Breaks the no-uncaught-errors rule.',
  config: z.object({ count: z._default(z.number(), 0) }),
  ...none,
});
defineElement({
  api: throwsApi,
  view: ({ config }: ViewProps<typeof throwsApi>) => {
    useEffect(() => {
      if (config.count < 0) void Promise.reject(new Error('a negative count'));
    }, [config.count]);
    if (config.count > 1000) throw new Error('a count too large to draw');
    return <span>{config.count}</span>;
  },
});

/** Deep-merges its options into a fresh object, `__proto__` keys included. */
const pollutesApi = defineApi({
  tag: 'sq-guardrails-pollutes',
  summary: 'Breaks the Object.prototype rule.',
  config: z.object({ options: z._default(z.looseObject({}), {}) }),
  ...none,
});
function carelessMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (typeof value === 'object' && value !== null) {
      target[key] ??= {};
      carelessMerge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
    } else target[key] = value;
  }
}
defineElement({
  api: pollutesApi,
  view: ({ config }: ViewProps<typeof pollutesApi>) => {
    const merged: Record<string, unknown> = {};
    carelessMerge(merged, config.options);
    return <span>{Object.keys(merged).length} options</span>;
  },
});

/** Swallows bad sizes with zod's catch instead of letting the kit warn. */
const silentApi = defineApi({
  tag: 'sq-guardrails-silent',
  summary: 'Breaks the warning rule.',
  config: z.object({ size: z._default(z.catch(z.number(), 4), 4) }),
  ...none,
});
defineElement({ api: silentApi, view: ({ config }: ViewProps<typeof silentApi>) => <span>{config.size}</span> });

/** One broken config poisons every instance that renders after it. */
let poisoned = false;
const contagiousApi = defineApi({
  tag: 'sq-guardrails-contagious',
  summary: 'Breaks the one-broken-of-fifty rule.',
  config: z.object({ label: z._default(z.string(), 'fine') }),
  ...none,
});
defineElement({
  api: contagiousApi,
  view: ({ config, host }: ViewProps<typeof contagiousApi>) => {
    if (host.getAttribute('config')?.startsWith('{"broken')) poisoned = true;
    return poisoned ? null : <span>{config.label}</span>;
  },
});

const loaded = async () => undefined;
const shapeOf = (api: { config: z.ZodMiniObject }) => api.config.def.shape as Target['shape'];

/** The broken elements as the suites see them. The silent one declares the schema it should have used. */
export const BROKEN_TARGETS: Record<string, Target> = Object.fromEntries(
  [
    { tag: rawLinkApi.tag, shape: shapeOf(rawLinkApi), linkFields: ['href'], load: loaded, fixture: {} },
    { tag: throwsApi.tag, shape: shapeOf(throwsApi), linkFields: [], load: loaded, fixture: {} },
    { tag: pollutesApi.tag, shape: shapeOf(pollutesApi), linkFields: [], load: loaded, fixture: {} },
    { tag: silentApi.tag, shape: { size: z._default(z.number(), 4) }, linkFields: [], load: loaded, fixture: {} },
    { tag: contagiousApi.tag, shape: shapeOf(contagiousApi), linkFields: [], load: loaded, fixture: {} },
  ].map((target) => [target.tag, target]),
);
