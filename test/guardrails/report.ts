/**
 * What the guardrail checks share: the rules and their report, a watch on
 * what the page prints and throws, fixtures, and waiting for the shared
 * React root.
 */

import { updateComplete, waitFor } from '../browser/harness.ts';
import type { Target } from './targets.ts';

/** At most this many failures are listed; the rest are counted. */
const MAX_LISTED = 12;

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

/** Collects failures: every rule broken, and the first few sentences. */
export class Failures {
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

/** What a page reports while a check runs: uncaught errors, rejections, console errors and warnings. */
export class PageWatch {
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
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => setTimeout(resolve));
}

/** The longest a batch of fixtures is given to render before those that have not are reported. */
export const RENDER_WAIT_MS = 5000;

/**
 * Waits, up to `RENDER_WAIT_MS`, for each of `elements` to show what it
 * should: the kit renders a batch of new elements over several tasks, more of
 * them on a busy machine. The checks that follow report any still empty.
 */
export async function untilRendered(
  elements: HTMLElement[],
  rendered: (element: HTMLElement) => boolean,
): Promise<void> {
  // Each drawn (or failed) first; the ceiling reports any that never is, as one still empty.
  let timer = 0;
  const ceiling = new Promise((resolve) => {
    timer = window.setTimeout(resolve, RENDER_WAIT_MS);
  });
  await Promise.race([Promise.all(elements.map(updateComplete)), ceiling]);
  clearTimeout(timer);
  await waitFor(() => elements.every(rendered), 'the batch to render', RENDER_WAIT_MS).catch(() => {});
}

/**
 * Renders one fixture of the tag and waits until it shows what it should:
 * an element whose view loads as it first mounts (a lit view) has it by
 * then, so the checks that follow see every element as a page sees one
 * after the first.
 */
export async function warmUp(
  target: Target,
  rendered: (element: HTMLElement) => boolean,
  container: HTMLElement,
): Promise<void> {
  const element = createFixture(target);
  container.append(element);
  // Not rendered by then: the checks that follow report it.
  await waitFor(() => rendered(element), `a first <${target.tag}> to render`, 10_000).catch(() => {});
  element.remove();
  await settle();
}

/** True when one of the warnings names the tag and `path` (`config.href`, `config.items.0`, or `config` itself). */
export function names(warnings: string[], tag: string, path: string): boolean {
  const prefix = `${tag}: ${path}`;
  return warnings.some(
    (warning) => warning.startsWith(`${prefix}:`) || (path !== 'config' && warning.startsWith(`${prefix}.`)),
  );
}

/** Own property names of Object.prototype with their values, to see it gain or change nothing. */
export function prototypeSnapshot(): Map<string, unknown> {
  const snapshot = new Map<string, unknown>();
  for (const name of Object.getOwnPropertyNames(Object.prototype)) {
    snapshot.set(name, Object.getOwnPropertyDescriptor(Object.prototype, name)?.value);
  }
  return snapshot;
}

export function prototypeChanges(before: Map<string, unknown>): string[] {
  const after = prototypeSnapshot();
  const changed = [...after.keys()].filter((name) => !before.has(name) || before.get(name) !== after.get(name));
  return changed.map((name) => `Object.prototype.${name} was added or changed`);
}

export type Configured = HTMLElement & { config: Record<string, unknown> };

/** A fixture element, not yet in the document, with the fixture's attributes and content. */
export function createFixture(target: Target): Configured {
  const template = document.createElement('template');
  template.innerHTML = `<${target.tag} ${target.fixture.attributes ?? ''}>${target.fixture.content ?? ''}</${target.tag}>`;
  const element = template.content.firstElementChild as Configured;
  document.adoptNode(element);
  customElements.upgrade(element);
  return element;
}

/** Short text for a case in a failure message. */
export function show(value: string): string {
  return value.length > 160 ? `${value.slice(0, 160)}... (${value.length} characters)` : value;
}
