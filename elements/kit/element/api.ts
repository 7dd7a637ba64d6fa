import * as z from 'zod/mini';

/** A config schema: a zod object whose every field has a default or is optional. */
export type ConfigSchema = z.ZodMiniObject;

/** One event an element dispatches; `Detail` types its `detail`. */
export interface EventSpec<Detail = unknown> {
  description: string;
  /** TypeScript text of the detail type, for the manifest and docs. */
  detailType: string;
  /** Phantom field carrying the detail type. */
  readonly __detail?: Detail;
}

/** Declares an event with its detail type. */
export function event<Detail>(description: string, detailType: string): EventSpec<Detail> {
  return { description, detailType };
}

/**
 * What makes a server-rendered element's code load (an element the server
 * did not render loads its code as soon as its tag is in the page):
 * - `load`: with the page (an overlay that must decide at once, the page services);
 * - `interaction`: the visitor reaches for it (pointer, touch, focus, a key, the mouse over it);
 * - `visible`: it comes into view;
 * - `change`: an attribute of it, or its `config` property, is set;
 * - an event name (`sq-…`): the page dispatches that event, one the element
 *   serves; it is sent again once the element has hydrated, so the element
 *   follows it (such events say what is, like a cart's contents: receiving
 *   one twice changes nothing).
 */
export type LoadTrigger = 'load' | 'interaction' | 'visible' | 'change' | `sq-${string}`;

/** The public API of one element, written once in its `*.schema.ts`. */
export interface ElementApi<S extends ConfigSchema = ConfigSchema, E extends EventMap = EventMap> {
  tag: `sq-${string}`;
  /** One sentence for the manifest and docs. */
  summary: string;
  config: S;
  /** When its code loads on a server-rendered page: the first of these triggers (see LoadTrigger). */
  load: readonly LoadTrigger[];
  events: E;
  /** Slot name ('' for the default slot) to description. */
  slots: Record<string, string>;
  /** CSS part name to description. */
  parts: Record<string, string>;
  /** Custom property name (`--sq-...`) to description and default. */
  cssProperties: Record<`--${string}`, { description: string; default?: string }>;
  /**
   * Other names a field has inside the `config` JSON, where the platform's
   * block data names it differently (the popup's `style` for `overlayStyle`):
   * alias to field name. The field's own name wins when both are given.
   */
  configAliases?: Record<string, string>;
}

export type EventMap = Record<`sq-${string}`, EventSpec>;

export type ConfigOf<A extends ElementApi> = z.output<A['config']>;

export type DetailOf<E> = E extends EventSpec<infer D> ? D : never;

/** Dispatches one of the element's declared events from its host. */
export type Emit<E extends EventMap> = <N extends keyof E & string>(name: N, detail: DetailOf<E[N]>) => boolean;

/** Declares an element's API with its types kept. */
export function defineApi<S extends ConfigSchema, E extends EventMap>(api: ElementApi<S, E>): ElementApi<S, E> {
  return api;
}

/**
 * Gives a config field its description, for the manifest and the docs; the
 * same as `.register(z.globalRegistry, { description })`, for a schema that
 * is not a zod method chain. The library build leaves both out.
 */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description });
  return schema;
}

/** The metadata key `named` lists a field's names under, which the manifest reads. */
export const NAMES_KEY = 'x-sq-names';

/**
 * Says which names a text field takes, where its schema takes any text (the
 * gallery's `design`, read in any case, warns in the spec's words of one it
 * does not have) or checks them itself: the manifest lists them (`enum`), so
 * the generated types give what a page sets their union and editors offer
 * them; the field reads back as the text it was given. The library build
 * leaves it out, as it does `described`.
 */
export function named<T extends z.ZodMiniType>(schema: T, names: readonly string[]): T {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), [NAMES_KEY]: [...names] });
  return schema;
}
