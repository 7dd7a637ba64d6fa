/**
 * What the benchmark page and its runner agree on: the page exposes
 * `window.sqBench`, the runner drives it through Playwright.
 */

/**
 * The mountings compared: a hand-written element, a Lit element, r2wc's root
 * per element, and the kit's shared root on React and on preact/compat (the
 * lite build; its page is built apart, with React's imports resolved to Preact).
 */
export type Kind = 'plain' | 'lit' | 'rpe' | 'shared' | 'lite';

/** Each mounting gets its own tag so one page could hold them all. */
export const TAGS = {
  plain: 'bench-plain-cart-link',
  lit: 'bench-lit-cart-link',
  rpe: 'sq-cart-link-rpe',
  shared: 'sq-cart-link',
  lite: 'sq-cart-link',
} as const satisfies Record<Kind, string>;

/** How the elements meet their definition: inserted after it, or upgraded by it. */
export type Mode = 'insert' | 'upgrade';

/** One timed run in a fresh page. */
export interface RunResult {
  /** ms from the insertion (or the define call) until every shadow root held its link. */
  rendered: number;
  /** ms until the first animation frame after that had done style and layout. */
  laidOut: number;
  /** The longest task (ms) overlapping the run; 0 when no task reached 50 ms. */
  longestTask: number;
  /**
   * ms from the insertion (or the define call) until the task that made it
   * ended, its microtasks included: the mount's own task, where the kits and
   * Lit render, measured below 50 ms too. An upper bound: a frame due then
   * runs before the message that ends it.
   */
  mountTask: number;
  /** How many tasks of 50 ms or more overlapped the run. */
  longTasks: number;
  /** Elements whose badge or state disagrees with their `items` attribute. */
  wrong: number;
}

/** The page's side of the protocol. */
export interface BenchApi {
  /** Defines one mounting's tag. */
  define(kind: Kind): void;
  /** Times `count` elements of an already-defined tag from insertion to rendered. */
  insert(kind: Kind, count: number): Promise<RunResult>;
  /** Times `count` undefined elements already in the document from define to rendered. */
  upgrade(kind: Kind, count: number): Promise<RunResult>;
  /** Creates `count` elements, waits for them to render, removes them; returns the shared root's entries left. */
  cycle(kind: Kind, count: number): Promise<number>;
  /** Runs one more shared-root flush with nothing changed: shows what the previous render still held. */
  flushShared(): void;
}

declare global {
  interface Window {
    sqBench?: BenchApi;
  }
}
