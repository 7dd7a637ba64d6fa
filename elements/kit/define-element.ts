import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { reportElementError } from '../../runtime/element-errors.ts';
import type { ConfigOf, ElementApi, Emit } from './api.ts';
import { configFields, readConfigValue, readFieldAttribute } from './host-config.ts';
import { type MountProps, markPrerendered, sharedRenderer } from './renderer.tsx';
import { shareUnchanged } from './share-unchanged.ts';
import { adoptStyles } from './styles.ts';
import { formatProblem, type Problem, validateConfig } from './validate.ts';

/** What every element's view receives. */
export interface ViewProps<A extends ElementApi> {
  /** The validated config: every field present, defaults filled in. */
  config: ConfigOf<A>;
  /** The custom element itself. */
  host: HTMLElement;
  /** Dispatches one of the element's declared events from the host. */
  emit: Emit<A['events']>;
}

export interface ElementDefinition<A extends ElementApi> {
  api: A;
  view: ComponentType<ViewProps<A>>;
  /** CSS text adopted into every instance's shadow root. */
  styles?: string;
  /** How React views are mounted; the shared root unless a benchmark compares another. */
  renderer?: R2WCRenderer<MountProps, unknown>;
}

/** The class of an element defined by the kit. */
export interface SqElement<A extends ElementApi = ElementApi> extends HTMLElement {
  config: ConfigOf<A>;
}

// r2wc keeps an element's props and its render method under these
// registered symbols (@r2wc/core 1.3.1); the kit feeds them itself because
// r2wc's own attribute parsing cannot express this contract.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** Every element defined through the kit, by tag, also where there is no DOM to define it in. */
const definitions = new Map<string, ElementDefinition<ElementApi>>();

/** The definition of a tag made with `defineElement`, for the server renderer. */
export function elementDefinition(tag: string): ElementDefinition<ElementApi> | undefined {
  return definitions.get(tag);
}

/**
 * Defines a custom element from its API and React view: attributes and
 * properties are parsed and validated against the schema, the view renders
 * in an open shadow root, and nothing it does can throw into the page.
 * Defining a tag twice is harmless; the first definition stays. Where
 * there is no `customElements` (Node), it only records the definition.
 */
export function defineElement<A extends ElementApi>(definition: ElementDefinition<A>): CustomElementConstructor {
  const { api, view, styles, renderer = sharedRenderer as R2WCRenderer<MountProps, unknown> } = definition;
  if (!definitions.has(api.tag)) definitions.set(api.tag, definition as unknown as ElementDefinition<ElementApi>);
  // Imported without a DOM (a server rendering the page): there is no registry to define the tag in.
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const existing = customElements.get(api.tag);
  if (existing) return existing;

  const configShape = configFields(api);
  const { names: fields, kinds, fieldByAttribute } = configShape;

  // r2wc's class has the lifecycle callbacks; its declared type does not say so.
  const Base = r2wc(view as unknown as ComponentType<MountProps>, { shadow: 'open', props: [] }, renderer) as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Element extends Base {
    static get observedAttributes(): string[] {
      return ['config', ...fieldByAttribute.keys()];
    }

    /** Fields from the `config` attribute or property. */
    #fromConfig: Record<string, unknown> = {};
    /** Fields from their own attributes; these win over `config`. */
    #fromAttributes: Record<string, unknown> = {};
    /** Fields set as properties; an attribute change of the same field clears it. */
    #fromProperties: Record<string, unknown> = {};
    #problems: Problem[] = [];
    #config: ConfigOf<A> | null = null;
    #renderQueued = false;

    constructor() {
      super();
      adoptStyles(this.shadowRoot as ShadowRoot, styles);
    }

    /**
     * r2wc attaches the shadow root in its constructor; attaching again to a
     * root the server rendered (Declarative Shadow DOM) would empty it. Keep
     * it, and let the renderer hydrate it. Runs before this class's fields exist.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const prerendered = this.shadowRoot;
      if (!prerendered) return super.attachShadow(init);
      markPrerendered(prerendered);
      return prerendered;
    }

    get config(): ConfigOf<A> {
      return this.#resolve();
    }

    set config(value: unknown) {
      this.#guard(() => {
        this.#problems = this.#problems.filter((problem) => problem.path !== 'config');
        this.#fromConfig = this.#readConfig(value);
        this.#invalidate();
      });
    }

    override connectedCallback(): void {
      this.#guard(() => {
        this.#feedProps();
        super.connectedCallback();
      });
    }

    override disconnectedCallback(): void {
      this.#guard(() => super.disconnectedCallback());
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      this.#guard(() => {
        if (attribute === 'config') {
          this.#problems = this.#problems.filter((problem) => problem.path !== 'config');
          this.#fromConfig = value === null ? {} : this.#readConfig(value);
        } else {
          const name = fieldByAttribute.get(attribute);
          if (!name) return;
          delete this.#fromProperties[name];
          this.#problems = this.#problems.filter((problem) => problem.path !== `config.${name}`);
          if (value === null) {
            delete this.#fromAttributes[name];
          } else {
            const read = readFieldAttribute(name, value, kinds.get(name) ?? 'string');
            if (read.ok) this.#fromAttributes[name] = read.value;
            else {
              delete this.#fromAttributes[name];
              this.#problems.push(read.problem);
            }
          }
        }
        this.#invalidate();
      });
    }

    /** Sets one field as a property; undefined returns it to its attribute or default. */
    setField(name: string, value: unknown): void {
      if (value === undefined) delete this.#fromProperties[name];
      else this.#fromProperties[name] = value;
      this.#invalidate();
    }

    #readConfig(value: unknown): Record<string, unknown> {
      const { fields, problem } = readConfigValue(value, configShape);
      if (problem) this.#problems.push(problem);
      return fields;
    }

    /** The config last handed out: a field whose value is unchanged keeps its identity from it. */
    #shown: ConfigOf<A> | null = null;

    #resolve(): ConfigOf<A> {
      if (this.#config) return this.#config;
      const raw = { ...this.#fromConfig, ...this.#fromAttributes, ...this.#fromProperties };
      const { config, problems } = validateConfig(api.config, raw);
      for (const problem of [...this.#problems, ...problems]) warnOnce(formatProblem(api.tag, problem));
      this.#config = this.#shown = shareUnchanged(this.#shown, config as ConfigOf<A>);
      return this.#config;
    }

    #invalidate(): void {
      this.#config = null;
      if (this.#renderQueued) return;
      // Attributes arrive one callback at a time; validate and render once for all of them.
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this.#guard(() => {
          this.#feedProps();
          (this as unknown as Record<symbol, () => void>)[R2WC_RENDER]?.();
        });
      });
    }

    #emit = ((name: string, detail: unknown) =>
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))) as Emit<A['events']>;

    #feedProps(): void {
      const props = (this as unknown as Record<symbol, Record<string, unknown>>)[R2WC_PROPS];
      if (!props) return;
      props.config = this.#resolve();
      props.host = this;
      props.emit = this.#emit;
    }

    #guard(work: () => void): void {
      try {
        work();
      } catch (error) {
        reportElementError(api.tag, error);
      }
    }
  }

  for (const name of fields) {
    if (name in Element.prototype) continue;
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return (this.config as Record<string, unknown>)[name];
      },
      set(this: Element, value: unknown) {
        this.setField(name, value);
      },
    });
  }

  try {
    customElements.define(api.tag, Element);
  } catch (error) {
    // Another copy of the library defined the tag between our check and now.
    if (!customElements.get(api.tag)) throw error;
  }
  return customElements.get(api.tag) as CustomElementConstructor;
}
