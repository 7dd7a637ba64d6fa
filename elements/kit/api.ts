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

/** The public API of one element, written once in its `*.schema.ts`. */
export interface ElementApi<S extends ConfigSchema = ConfigSchema, E extends EventMap = EventMap> {
  tag: `sq-${string}`;
  /** One sentence for the manifest and docs. */
  summary: string;
  config: S;
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
  z.globalRegistry.add(schema, { description });
  return schema;
}
