/**
 * The guardrail checks, run inside a page of their own (one frame per
 * element, see pages/guardrails.html): config fuzzing, hostile URLs, and
 * fifty elements of which one is broken. Each returns the rules an element
 * broke, as sentences naming the case; an empty list is a pass.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { coerceAttribute, isPlainObject, toKebabCase } from '../../elements/kit/attributes.ts';
import { forgetWarnings } from '../../elements/kit/define-element.ts';
import { fieldKind } from '../../elements/kit/describe.ts';
import { renderedSomething } from '../../elements/kit/guardrails.ts';
import type { Target } from './targets.ts';

/** The fuzzer's fixed seed; failures print it with the case, so a run can be repeated exactly. */
export const FUZZ_SEED = 20261123;
/** Random configs per element (issue 9). */
export const FUZZ_RUNS = 1000;
/** Elements created before the page renders and the batch is checked. */
const BATCH = 100;
/** At most this many failures are listed; the rest are counted. */
const MAX_LISTED = 12;

/** A case: config entries (written as JSON text, so `__proto__` stays an own key), or raw `config` text. */
export type FuzzCase = { entries: [string, unknown][] } | { text: string };

/** The rules a check holds an element to; a report names the ones broken. */
export type Rule =
  | 'uncaught error'
  | 'unhandled rejection'
  | 'console error'
  | 'missing warning'
  | 'warning about a valid field'
  | 'rendered nothing'
  | 'invalid config'
  | 'Object.prototype changed'
  | 'dangerous address written'
  | 'dangerous address followed'
  | 'address ran'
  | 'interaction failed'
  | 'differs from alone';

export interface Report {
  cases: number;
  /** The rules broken, each once. */
  broken: Rule[];
  /** The first failures, as sentences naming the case. */
  failures: string[];
}

export interface FuzzReport extends Report {
  seed: number;
}

/** Collects failures: every rule broken, and the first few sentences. */
class Failures {
  broken = new Set<Rule>();
  listed: string[] = [];
  #count = 0;

  add(rule: Rule, message: string): void {
    this.broken.add(rule);
    this.#count++;
    if (this.listed.length < MAX_LISTED) this.listed.push(message);
  }

  /** An error the page reported, filed under its rule. */
  addError(error: string, where: string): void {
    const rule: Rule = error.startsWith('uncaught')
      ? 'uncaught error'
      : error.startsWith('unhandled')
        ? 'unhandled rejection'
        : 'console error';
    this.add(rule, `${where}: ${error}`);
  }

  report(cases: number): Report {
    const more = this.#count - this.listed.length;
    return {
      cases,
      broken: [...this.broken],
      failures: more > 0 ? [...this.listed, `... and ${more} more`] : this.listed,
    };
  }
}

/** Keys that would reach prototypes if a config were merged carelessly. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Objects with an own `__proto__` key, as JSON.parse makes them: what a careless merge turns into pollution. */
const POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"a":{"__proto__":{"polluted":"yes"}}}'),
  { toString: 'not a function', valueOf: 1, hasOwnProperty: null },
];

/** Strings of 10,000 to 50,000 characters, cheap to make. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 10_000, max: 50_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Numbers no sensible field accepts: huge, negative, fractional, past the safe integers. */
const outOfRange = fc.oneof(
  fc.constantFrom(-1, -0.5, 0.5, 1e-9, 1e21, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 4294967296),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value a config field may be given. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', 'true', 'false', '0', '-1', '{}', '[]', '{"broken', 'null', ' 3 ', 'NaN', 'Infinity'),
  hugeString,
  outOfRange,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 6 }),
  fc.constantFrom(...POLLUTERS),
);

/** Random configs for the fields of `shape`: known fields with any value (the default now and then), unknown and prototype keys, and now and then text that is no JSON object. */
export function configArbitrary(shape: Record<string, z.ZodMiniType>): fc.Arbitrary<FuzzCase> {
  const fields = Object.keys(shape);
  const known =
    fields.length === 0
      ? fc.constant([] as [string, unknown][])
      : fc.uniqueArray(fc.tuple(fc.constantFrom(...fields), anyValue), {
          maxLength: fields.length,
          selector: ([key]) => key,
        });
  const unknownKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ minLength: 1, maxLength: 12 }));
  const unknown = fc.uniqueArray(fc.tuple(unknownKey, anyValue), { maxLength: 3, selector: ([key]) => key });
  const entries = fc
    .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: unknown }))
    .map(([good, extra]) => ({ entries: [...good, ...extra.filter(([key]) => !(key in shape))] }));
  const notAnObject = fc
    .oneof(
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('{"broken', '[1,2', '{}}', 'undefined', "{'single':1}"),
    )
    // An empty attribute is no config at all, not a bad one.
    .filter((text) => text !== '' && !isObjectText(text))
    .map((text) => ({ text }));
  return fc.oneof({ weight: 19, arbitrary: entries }, { weight: 1, arbitrary: notAnObject });
}

function isObjectText(text: string): boolean {
  try {
    return isPlainObject(JSON.parse(text));
  } catch {
    return false;
  }
}

/** The case as `config` attribute text. */
export function configText(fuzzCase: FuzzCase): string {
  if ('text' in fuzzCase) return fuzzCase.text;
  return `{${fuzzCase.entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** A field's attribute text for a value: strings as they are, anything else as JSON. */
export function attributeText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a page reports while a check runs: uncaught errors, rejections, console errors and warnings. */
class PageWatch {
  errors: string[] = [];
  warnings: string[] = [];
  #restore: (() => void)[] = [];

  start(): this {
    const onError = (event: ErrorEvent) => this.errors.push(`uncaught error: ${event.message}`);
    const onRejection = (event: PromiseRejectionEvent) =>
      this.errors.push(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const { warn, error } = console;
    console.warn = (...args: unknown[]) => this.warnings.push(args.map(String).join(' '));
    console.error = (...args: unknown[]) =>
      this.errors.push(
        `console.error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`,
      );
    this.#restore.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      Object.assign(console, { warn, error });
    });
    return this;
  }

  stop(): void {
    for (const restore of this.#restore.splice(0)) restore();
  }

  /** Warnings printed while `work` ran. */
  warningsDuring(work: () => void): string[] {
    const from = this.warnings.length;
    work();
    return this.warnings.slice(from);
  }
}

/** Waits for the shared React root's flush and the effects it runs. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => setTimeout(resolve));
}

/** True when one of the warnings names the tag and `path` (`config.href`, `config.items.0`, or `config` itself). */
function names(warnings: string[], tag: string, path: string): boolean {
  const prefix = `${tag}: ${path}`;
  return warnings.some(
    (warning) => warning.startsWith(`${prefix}:`) || (path !== 'config' && warning.startsWith(`${prefix}.`)),
  );
}

/** Own property names of Object.prototype with their values, to see it gain or change nothing. */
function prototypeSnapshot(): Map<string, unknown> {
  const snapshot = new Map<string, unknown>();
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    snapshot.set(name, Object.getOwnPropertyDescriptor(Object.prototype, name)?.value);
  }
  return snapshot;
}

function prototypeChanges(before: Map<string, unknown>): string[] {
  const after = prototypeSnapshot();
  const changed = [...after.keys()].filter((name) => !before.has(name) || before.get(name) !== after.get(name));
  return changed.map((name) => `Object.prototype.${name} was added or changed`);
}

type Configured = HTMLElement & { config: Record<string, unknown> };

/** A fixture element, not yet in the document, with the fixture's attributes and content. */
function createFixture(target: Target): Configured {
  const template = document.createElement('template');
  template.innerHTML = `<${target.tag} ${target.fixture.attributes ?? ''}>${target.fixture.content ?? ''}</${target.tag}>`;
  const element = template.content.firstElementChild as Configured;
  document.adoptNode(element);
  customElements.upgrade(element);
  return element;
}

/** Short text for a case in a failure message. */
function show(value: string): string {
  return value.length > 160 ? `${value.slice(0, 160)}... (${value.length} characters)` : value;
}

/** The rules the element broke in the fields of its config, as the element resolved it. */
function configProblems(target: Target, element: Configured): string[] {
  const problems: string[] = [];
  let config: Record<string, unknown>;
  try {
    config = element.config;
  } catch (error) {
    return [`reading config threw ${String(error)}`];
  }
  for (const [name, schema] of Object.entries(target.shape)) {
    if (!schema.safeParse(config[name]).success) {
      problems.push(
        `config.${name} resolved to ${show(attributeText(config[name]) ?? 'undefined')}, not a valid value`,
      );
    }
  }
  return problems;
}

/**
 * Fuzzes one element: each of `runs` random configs is set once as the
 * `config` attribute and once as per-field attributes, on fresh elements
 * created in batches. Pass: no uncaught error, rejection or console error;
 * every invalid field (and unparsable config) warns naming the tag and the
 * field, valid ones do not; Object.prototype is unchanged; every element
 * renders, with a valid config.
 */
export async function fuzzElement(target: Target, runs = FUZZ_RUNS, seed = FUZZ_SEED): Promise<FuzzReport> {
  await target.load();
  const cases = fc.sample(configArbitrary(target.shape), { seed, numRuns: runs });
  const failures = new Failures();
  const rendered = target.fixture.rendered ?? renderedSomething;
  const prototypeBefore = prototypeSnapshot();
  const container = document.createElement('div');
  document.body.append(container);
  const watch = new PageWatch().start();
  try {
    for (const mode of ['config attribute', 'field attributes'] as const) {
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch: { element: Configured; label: string }[] = [];
        cases.slice(start, start + BATCH).forEach((fuzzCase, offset) => {
          const index = start + offset;
          const label = `${target.tag} case ${index} as ${mode} (seed ${seed}): ${show(configText(fuzzCase))}`;
          forgetWarnings();
          let element: Configured | undefined;
          const warnings = watch.warningsDuring(() => {
            element = createFixture(target);
            if (mode === 'config attribute') setConfig(target, element, fuzzCase);
            else setFieldAttributes(target, element, fuzzCase);
            // Reading the config validates it now, so its warnings belong to this case.
            void element.config;
          });
          const expected =
            mode === 'config attribute' ? expectedForConfig(target, fuzzCase) : expectedForAttributes(target, fuzzCase);
          for (const path of expected.invalid) {
            if (!names(warnings, target.tag, path)) {
              failures.add('missing warning', `${label}: no warning names ${target.tag} and ${path}`);
            }
          }
          for (const path of expected.valid) {
            const about = warnings.filter((warning) => !warning.includes(' not a field of '));
            if (names(about, target.tag, path)) {
              failures.add('warning about a valid field', `${label}: warned about ${path}, which is valid`);
            }
          }
          if (element) {
            container.append(element);
            batch.push({ element, label });
          }
        });
        await settle();
        for (const { element, label } of batch) {
          if (!rendered(element)) failures.add('rendered nothing', `${label}: rendered nothing`);
          for (const problem of configProblems(target, element)) failures.add('invalid config', `${label}: ${problem}`);
        }
        for (const change of prototypeChanges(prototypeBefore)) {
          failures.add('Object.prototype changed', `${mode} batch from case ${start}: ${change}`);
        }
        container.replaceChildren();
        await settle();
        for (const error of watch.errors.splice(0)) {
          failures.addError(error, `${target.tag} ${mode} batch from case ${start} (seed ${seed})`);
        }
      }
    }
  } finally {
    watch.stop();
    container.remove();
  }
  return { seed, ...failures.report(cases.length) };
}

interface Expected {
  /** Paths that must be named by a warning. */
  invalid: string[];
  /** Paths no warning may name. */
  valid: string[];
}

/** Sets the case as `config`; the fixture's own attribute of a field in the case goes, or it would win. */
function setConfig(target: Target, element: Configured, fuzzCase: FuzzCase): void {
  if ('entries' in fuzzCase) {
    for (const [key] of fuzzCase.entries)
      if (Object.hasOwn(target.shape, key)) element.removeAttribute(toKebabCase(key));
  }
  element.setAttribute('config', configText(fuzzCase));
}

function expectedForConfig(target: Target, fuzzCase: FuzzCase): Expected {
  if ('text' in fuzzCase) return { invalid: ['config'], valid: [] };
  const invalid: string[] = [];
  const valid: string[] = [];
  for (const [key, value] of fuzzCase.entries) {
    const schema = target.shape[key];
    if (schema && Object.hasOwn(target.shape, key) && schema.safeParse(value).success) valid.push(`config.${key}`);
    else invalid.push(`config.${key}`);
  }
  return { invalid, valid };
}

/** Known fields become their own attributes; unknown keys too where they are valid attribute names (nothing observes them). */
function setFieldAttributes(target: Target, element: Configured, fuzzCase: FuzzCase): void {
  if ('text' in fuzzCase) {
    element.setAttribute('config', fuzzCase.text);
    return;
  }
  for (const [key, value] of fuzzCase.entries) {
    const attribute = Object.hasOwn(target.shape, key) ? toKebabCase(key) : key;
    try {
      element.setAttribute(attribute, attributeText(value));
    } catch {
      // Not a valid attribute name: HTML could not carry it either.
    }
  }
}

function expectedForAttributes(target: Target, fuzzCase: FuzzCase): Expected {
  if ('text' in fuzzCase) return { invalid: ['config'], valid: [] };
  const invalid: string[] = [];
  const valid: string[] = [];
  for (const [key, value] of fuzzCase.entries) {
    if (!Object.hasOwn(target.shape, key)) continue;
    const schema = target.shape[key] as z.ZodMiniType;
    const coerced = coerceAttribute(attributeText(value), fieldKind(schema));
    if (coerced.ok && schema.safeParse(coerced.value).success) valid.push(`config.${key}`);
    else invalid.push(`config.${key}`);
  }
  return { invalid, valid };
}

/** Set on the page by a hostile address that ran. */
const HOSTILE_FLAG = '__sqHostileRan';
const RUN = `window.${HOSTILE_FLAG}=1`;

/** `javascript:`, `data:` and `vbscript:`, plain and disguised (issue 9 §3). */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `  javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  `\u0001javascript:${RUN}`,
  `java\u0000script:${RUN}`,
  `\u200bjavascript:${RUN}`,
  `&#106;avascript:${RUN}`,
  `&#x6A;avascript:${RUN}`,
  `&#0000106;avascript:${RUN}`,
  `javascript&colon;${RUN}`,
  `java&Tab;script:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  'DaTa:text/html;base64,PHNjcmlwdD53aW5kb3cuX19zcUhvc3RpbGVSYW49MTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload="window.__sqHostileRan=1"/>',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
];

/** How a hostile address reaches the element. */
export const HOSTILE_MODES = ['attribute', 'config attribute', 'markup', 'property'] as const;
type HostileMode = (typeof HOSTILE_MODES)[number];

/** Attributes through which a browser loads or follows an address. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'srcset',
  'data',
  'ping',
  'cite',
];

/** True when a browser would run script or open a document from the address. */
function isDangerous(address: string): boolean {
  // What a URL parser reads as the scheme: without controls, spaces and invisible characters.
  const squeezed = [...address]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/[\s\u007f-\u00a0\u200b-\u200d\ufeff]/.test(char))
    .join('')
    .toLowerCase();
  if (/^(javascript|vbscript|data):/.test(squeezed)) return true;
  try {
    return ['javascript:', 'vbscript:', 'data:'].includes(new URL(address, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** Every element in a shadow tree, through the shadow roots of elements inside it. */
function* shadowTree(root: ShadowRoot | null | undefined): Generator<Element> {
  if (!root) return;
  for (const element of root.querySelectorAll('*')) {
    yield element;
    yield* shadowTree(element.shadowRoot);
  }
}

/** Addresses the element wrote into its shadow DOM that a browser would follow into script, with what carries them. */
function dangerousAddresses(element: HTMLElement, hostile: string): string[] {
  const found: string[] = [];
  for (const node of shadowTree(element.shadowRoot)) {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && (value === hostile || isDangerous(value))) {
        found.push(`<${node.localName} ${name}="${show(value)}">`);
      }
    }
  }
  return found;
}

/** Records where the page would go: followed links (stopped before they go) and navigations. */
class NavigationWatch {
  targets: string[] = [];
  #restore: (() => void)[] = [];

  start(): this {
    const onClick = (event: MouseEvent) => {
      const link = event
        .composedPath()
        .find((node) => node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement);
      if (link) {
        this.targets.push((link as HTMLAnchorElement).href);
        event.preventDefault();
      }
    };
    window.addEventListener('click', onClick, true);
    this.#restore.push(() => window.removeEventListener('click', onClick, true));
    const navigation = (window as { navigation?: EventTarget }).navigation;
    if (navigation) {
      const onNavigate = (event: Event) => {
        const { destination, cancelable } = event as Event & { destination: { url: string } };
        this.targets.push(destination.url);
        if (cancelable) event.preventDefault();
      };
      navigation.addEventListener('navigate', onNavigate);
      this.#restore.push(() => navigation.removeEventListener('navigate', onNavigate));
    }
    return this;
  }

  stop(): void {
    for (const restore of this.#restore.splice(0)) restore();
  }
}

/** Clicks every link and button in the shadow tree. */
async function clickEverything(element: HTMLElement): Promise<void> {
  for (const node of shadowTree(element.shadowRoot)) {
    if (node.matches('a[href], area[href], button, [role=button], [role=link]')) (node as HTMLElement).click();
  }
}

/** Sets the hostile address on the field one way; markup is parsed, so its character references are decoded first. */
function hostileFixture(target: Target, field: string, hostile: string, mode: HostileMode): Configured {
  const attribute = toKebabCase(field);
  if (mode === 'markup') {
    const template = document.createElement('template');
    const value = hostile.replaceAll('"', '&quot;');
    template.innerHTML = `<${target.tag} ${target.fixture.attributes ?? ''} ${attribute}="${value}">${target.fixture.content ?? ''}</${target.tag}>`;
    const element = template.content.firstElementChild as Configured;
    document.adoptNode(element);
    customElements.upgrade(element);
    return element;
  }
  const element = createFixture(target);
  if (mode === 'attribute') element.setAttribute(attribute, hostile);
  if (mode === 'config attribute') {
    element.removeAttribute(attribute);
    element.setAttribute('config', JSON.stringify({ [field]: hostile }));
  }
  if (mode === 'property') (element as unknown as Record<string, unknown>)[field] = hostile;
  return element;
}

/**
 * Feeds every link field every hostile address, each way it can arrive.
 * Pass: a warning names the tag and the field; nothing in the shadow DOM
 * carries a script-running address; the element's interaction (or a click on
 * everything clickable) follows none and runs none; no error escapes.
 */
export async function checkHostileUrls(target: Target): Promise<Report> {
  await target.load();
  const failures = new Failures();
  const container = document.createElement('div');
  document.body.append(container);
  const watch = new PageWatch().start();
  const navigation = new NavigationWatch().start();
  // The element's own interaction, then a click on everything clickable, which follows every link it drew.
  const interact = async (element: HTMLElement) => {
    await target.fixture.interact?.(element);
    await clickEverything(element);
  };
  const flags = window as unknown as Record<string, unknown>;
  let cases = 0;
  try {
    for (const field of target.linkFields) {
      for (const mode of HOSTILE_MODES) {
        for (const hostile of HOSTILE_URLS) {
          cases++;
          const label = `${target.tag}.${field} = ${JSON.stringify(hostile)} as ${mode}`;
          forgetWarnings();
          navigation.targets.length = 0;
          let element: Configured | undefined;
          const warnings = watch.warningsDuring(() => {
            element = hostileFixture(target, field, hostile, mode);
            void element.config;
          });
          if (!element) continue;
          if (!names(warnings, target.tag, `config.${field}`)) {
            failures.add('missing warning', `${label}: no warning names the field`);
          }
          container.append(element);
          await settle();
          for (const carrier of dangerousAddresses(element, hostile)) {
            failures.add('dangerous address written', `${label}: wrote ${carrier}`);
          }
          try {
            await interact(element);
          } catch (error) {
            failures.add('interaction failed', `${label}: the interaction failed: ${String(error)}`);
          }
          await settle();
          for (const address of navigation.targets.filter(isDangerous)) {
            failures.add('dangerous address followed', `${label}: followed ${show(address)}`);
          }
          if (flags[HOSTILE_FLAG]) failures.add('address ran', `${label}: the address ran`);
          delete flags[HOSTILE_FLAG];
          container.replaceChildren();
          for (const error of watch.errors.splice(0)) failures.addError(error, label);
        }
      }
    }
  } finally {
    navigation.stop();
    watch.stop();
    container.remove();
  }
  return failures.report(cases);
}

/** How many elements share the page in the one-broken check (issue 9 §2). */
export const CROWD = 50;

/** A config no field accepts, with unparsable JSON: the broken one of the crowd. */
function breakElement(target: Target, element: Configured): void {
  element.setAttribute('config', '{"broken');
  for (const [name, schema] of Object.entries(target.shape)) {
    const wrong = fieldKind(schema) === 'number' ? 'not a number' : fieldKind(schema) === 'string' ? '' : '{"broken';
    element.setAttribute(toKebabCase(name), wrong);
  }
}

/**
 * Fifty elements of the tag from the same markup, one of them given a broken
 * config. Pass: the other 49 render, resolve the same config as an element
 * alone; the broken one warns and still renders; nothing reports an error.
 */
export async function checkOneBroken(target: Target): Promise<Report> {
  await target.load();
  const failures = new Failures();
  const rendered = target.fixture.rendered ?? renderedSomething;
  const container = document.createElement('div');
  document.body.append(container);
  const watch = new PageWatch().start();
  try {
    forgetWarnings();
    const alone = createFixture(target);
    container.append(alone);
    await settle();
    const expected = JSON.stringify(alone.config);
    alone.remove();
    await settle();
    watch.warnings.length = 0;
    const broken = Math.floor(CROWD / 3);
    const crowd = Array.from({ length: CROWD }, (_, index) => {
      const element = createFixture(target);
      if (index === broken) breakElement(target, element);
      return element;
    });
    container.append(...crowd);
    await settle();
    crowd.forEach((element, index) => {
      if (!rendered(element)) {
        failures.add(
          'rendered nothing',
          `element ${index}${index === broken ? ' (the broken one)' : ''} rendered nothing`,
        );
      }
      if (index !== broken && JSON.stringify(element.config) !== expected) {
        failures.add(
          'differs from alone',
          `element ${index} resolved ${show(JSON.stringify(element.config))}, alone it is ${show(expected)}`,
        );
      }
    });
    if (!watch.warnings.some((warning) => warning.startsWith(`${target.tag}: config`))) {
      failures.add('missing warning', 'the broken element did not warn');
    }
    for (const error of watch.errors) failures.addError(error, `${CROWD} of ${target.tag}`);
  } finally {
    watch.stop();
    container.remove();
  }
  return failures.report(CROWD);
}
