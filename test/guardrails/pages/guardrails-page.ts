/**
 * The page the guardrail suites run in, one frame per element: uncaught
 * errors, prototype pollution and navigations stay inside the frame, away
 * from the test runner's page. `?broken` also defines the test-only broken
 * elements.
 */
import { fuzzElement } from '../fuzz.ts';
import { checkHostileUrls } from '../hostile-urls.ts';
import { checkOneBroken } from '../one-broken.ts';
import { type Target, targetOf } from '../targets.ts';

const broken = new URLSearchParams(location.search).has('broken')
  ? (await import('../broken-elements.tsx')).BROKEN_TARGETS
  : {};

const target = (tag: string): Promise<Target> => Promise.resolve(broken[tag] ?? targetOf(tag));

const page = {
  fuzz: async (tag: string, runs?: number) => fuzzElement(await target(tag), runs),
  hostileUrls: async (tag: string) => checkHostileUrls(await target(tag)),
  oneBroken: async (tag: string) => checkOneBroken(await target(tag)),
};

export type GuardrailsPage = typeof page;
Object.assign(window, { guardrailsPage: page });
