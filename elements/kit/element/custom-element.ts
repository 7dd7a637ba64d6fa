import r2wc, { type R2WCOptions, type R2WCRenderer } from '@r2wc/core';
import { warnOnce } from '../../../lib/warn-once.ts';
import { reportElementError } from '../../../runtime/element-errors/index.ts';
import { markPrerendered } from '../hydration/ledger/hydration.ts';
import type { ConfigOf, ElementApi, Emit } from './api.ts';
import type * as Drawing from './drawn/drawn.ts';
import { DRAWN, type Drawn, VIEW_PROPS, type Viewed } from './drawn-key.ts';
import {
  configFields,
  INHERITED_DATA_PATH,
  inheritedDataText,
  readConfigValue,
  readFieldAttribute,
} from './host-config.ts';
import type * as ProblemText from './problem-text/problem-text.ts';
import { shareUnchanged } from './share-unchanged.ts';
import { adoptStyles } from './styles.ts';
import { type Problem, validateConfig } from './validate.ts';

/** What every element's view receives. */
export interface ViewProps<A extends ElementApi> {
  /** The validated config: every field present, defaults filled in. */
  config: ConfigOf<A>;
  /** The custom element itself. */
  host: HTMLElement;
  /** Dispatches one of the element's declared events from the host. */
  emit: Emit<A['events']>;
}

/** The props a renderer hands a view: ours, plus the shadow root r2wc gave it as `container`. */
export interface MountProps {
  container?: HTMLElement;
  [key: string]: unknown;
}

/**
 * The props a renderer hands the view, from those r2wc hands the renderer (the shadow root as `container`,
 * nothing else: the kit declares no prop to r2wc): the element's own, kept on its host. A new object each time.
 */
export function viewProps(props: MountProps): MountProps {
  return { ...props, ...((props.container as unknown as ShadowRoot).host as unknown as Viewed)[VIEW_PROPS] };
}

/**
 * Makes the class an element extends from its view: r2wc's, which mounts
 * the view in an open shadow root through a renderer (`@r2wc/core` with the
 * kit's renderer, or `@r2wc/react-to-web-component`, which brings its own).
 */
export type ElementBase = (view: never, options: R2WCOptions<MountProps>) => CustomElementConstructor;

/** How an element's view draws: React (also rendered on the server), or lit-html (drawn in the browser only). */
export type ViewKind = 'react' | 'lit';

/** What the kit needs to define an element, whatever draws its view. */
export interface KitElementDefinition<A extends ElementApi = ElementApi> {
  api: A;
  /** The view, as the base's renderer takes it: a React component or a lit view. */
  view: unknown;
  kind: ViewKind;
  /** CSS text adopted into every instance's shadow root. */
  styles?: string;
  /** The r2wc class the element extends. */
  base: ElementBase;
  /**
   * Defines the tag a task after the element's module has run, not in the same task: running its modules (the
   * kit, zod) and upgrading its element are then two tasks, each shorter than one doing both, which holds a slow
   * phone's main thread. What the module exports is the element's class all the same.
   */
  defineLater?: boolean;
}

/** An r2wc base from `@r2wc/core` and a renderer. */
export function r2wcBase(renderer: R2WCRenderer<MountProps, unknown>): ElementBase {
  return (view, options) => r2wc(view, options, renderer);
}

/** The class of an element defined by the kit. */
export interface SqElement<A extends ElementApi = ElementApi> extends HTMLElement {
  config: ConfigOf<A>;
  /** Resolves to true once the element's latest change has rendered: see `updateComplete` on its class. */
  readonly updateComplete: Promise<true>;
}

/**
 * Attributes most hosts carry that are no field (by their start: `data-*`, `aria-*`): a first look, before
 * loading what decides (attribute-names.logic.ts).
 */
const COMMON_ATTRIBUTE = /^(config|class|id|style|slot|data-|aria-)/;

/** Every element defined through the kit, by tag, also where there is no DOM to define it in. */
const definitions = new Map<string, KitElementDefinition>();

/** The words for config problems, once loaded: every problem found after is said at once. */
let problemText: typeof ProblemText | undefined;
/** The config problems found before those words had loaded, on their way to the console. */
let reports: Promise<unknown> = Promise.resolve();

/** Loads the words for config problems (`problem-text.ts`): the first problem of a page loads them. */
export function loadProblemText(): Promise<typeof ProblemText> {
  return import('./problem-text/problem-text.ts').then((module) => {
    problemText = module;
    return module;
  });
}

/** What decides `updateComplete`, loaded the first time a page awaits an element. */
let drawing: Promise<typeof Drawing> | undefined;

/** Resolves once every config problem found so far is in the console (a test waits for it). */
export function problemsReported(): Promise<unknown> {
  return reports;
}

/** The definition of a tag defined through the kit, for the server renderer. */
export function elementDefinition(tag: string): KitElementDefinition | undefined {
  return definitions.get(tag);
}

/**
 * Defines a custom element from its API and view: attributes and
 * properties are parsed and validated against the schema, the view renders
 * in an open shadow root, and nothing it does can throw into the page.
 * Defining a tag twice is harmless; the first definition stays. Where
 * there is no `customElements` (Node), it only records the definition.
 * React elements call it through `defineElement`, lit ones through
 * `defineLitElement`.
 */
export function defineKitElement<A extends ElementApi>(definition: KitElementDefinition<A>): CustomElementConstructor {
  const { api, view, styles, base } = definition;
  if (!definitions.has(api.tag)) definitions.set(api.tag, definition as unknown as KitElementDefinition);
  // Imported without a DOM (a server rendering the page): there is no registry to define the tag in.
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const existing = customElements.get(api.tag);
  if (existing) return existing;

  const configShape = configFields(api);
  const { names: fields, fieldByAttribute } = configShape;

  // A React view says on its host which config it draws as it renders (see drawn.ts): called in its place, it
  // adds no component to the tree, which stays the one the server rendered. Its root commits in the same task
  // (the shared root in one flushSync, a hydrating root in the task it renders in), whether the view draws or
  // fails, before anything that awaits the element runs.
  const drawingView =
    definition.kind === 'react'
      ? (props: MountProps) => {
          try {
            (props.host as Drawn)[DRAWN] = props.config;
            return (view as (props: MountProps) => unknown)(props);
          } catch (error) {
            // Its error boundary shows the light DOM from now on, and no later change: each is as drawn as it will be.
            (props.host as Drawn)[DRAWN] = true;
            throw error;
          }
        }
      : view;
  // r2wc's class has the lifecycle callbacks; its declared type does not say so.
  const Base = base(drawingView as never, { shadow: 'open', props: [] }) as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Element extends Base {
    static get observedAttributes(): string[] {
      return ['config', ...fieldByAttribute.keys()];
    }

    /** Fields from the inherited block data (a child `<script type="application/json">`), read at connect. */
    #fromInherited: Record<string, unknown> = {};
    /** The inherited block data's text last read, so an unchanged one is not read again. */
    #inheritedText: string | null = null;
    /** Fields from the `config` attribute or property. */
    #fromConfig: Record<string, unknown> = {};
    /** Fields from their own attributes; these win over `config`. */
    #fromAttributes: Record<string, unknown> = {};
    /** Fields set as properties; an attribute change of the same field clears it. */
    #fromProperties: Record<string, unknown> = {};
    #problems: Problem[] = [];
    #config: ConfigOf<A> | null = null;
    #renderQueued = false;
    /** Between connectedCallback and disconnectedCallback: a change then is rendered by itself. */
    #connected = false;
    /** Properties set before the upgrade, until they are set again through their accessors. */
    #early: [string, unknown][] = [];
    /** What the view is given (see viewProps): r2wc reads no attribute for the kit, which declares it no prop. */
    [VIEW_PROPS]: Record<string, unknown> = {};

    constructor() {
      super();
      adoptStyles(this.shadowRoot as ShadowRoot, styles);
      this.#takeEarlyProperties();
    }

    /**
     * A property set before the tag was defined (by lit-html's `.config=${}`,
     * Vue's `.prop` or a script while the autoloader was still fetching) is an
     * own property of the instance that hides the accessor: take it off, to
     * set it again through the accessor once the upgrade has read the
     * attributes (it was set after them, so it wins over its attribute).
     */
    #takeEarlyProperties(): void {
      for (const name of accessors) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        // Undefined is no value set: the accessor the autoloader holds `config` with while nobody has set it.
        if (value !== undefined) this.#early.push([name, value]);
      }
      // An element upgraded while not connected (customElements.upgrade) gets no connectedCallback.
      if (this.#early.length > 0) queueMicrotask(() => this.#setEarlyProperties());
    }

    /** Sets the properties taken before the upgrade through their accessors, `config` first so a field wins. */
    #setEarlyProperties(): void {
      for (const [name, value] of this.#early.splice(0)) (this as unknown as Record<string, unknown>)[name] = value;
    }

    /**
     * r2wc attaches the shadow root in its constructor; attaching again to a
     * root the server rendered (Declarative Shadow DOM) would empty it. Keep
     * it, and let the renderer hydrate it from the config the server rendered
     * it from: its attributes (as the autoloader found them, see
     * renderedAttributes, read as it hydrates) and inherited block data, as
     * the server read them (properties set before the upgrade, kept above,
     * and attributes changed since the autoloader found it render as an
     * update once it has hydrated). Runs before this class's fields exist.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const prerendered = this.shadowRoot;
      if (!prerendered) return super.attachShadow(init);
      markPrerendered(prerendered, api);
      return prerendered;
    }

    get config(): ConfigOf<A> {
      return this.#resolve();
    }

    set config(value: unknown) {
      this.#setConfig(value);
    }

    /**
     * Resolves to true once the element's latest change has rendered in its shadow root: its first render once
     * connected (a server-rendered element's hydration), and each change of an attribute or property since. At
     * once when nothing waits to render; a view that failed counts as rendered. What decides loads only now.
     */
    get updateComplete(): Promise<true> {
      drawing ??= import('./drawn/drawn.ts');
      return drawing.then(
        (part) => part.complete(this),
        () => true,
      );
    }

    override connectedCallback(): void {
      this.#connected = true;
      this.#guard(() => {
        this.#readInherited();
        // The upgrade calls attributeChangedCallback for every attribute first, then this.
        this.#setEarlyProperties();
        this.#feedProps();
        super.connectedCallback();
        // An attribute that is no field, nor one most hosts carry: a field misspelt, perhaps. What decides and
        // says so (attribute-names.ts) loads only then.
        if (this.getAttributeNames().some((name) => !fieldByAttribute.has(name) && !COMMON_ATTRIBUTE.test(name))) {
          void import('./attribute-names/attribute-names.ts').then((part) => part.warn(this, api));
        }
      });
    }

    override disconnectedCallback(): void {
      this.#connected = false;
      this.#guard(() => super.disconnectedCallback());
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const name = fieldByAttribute.get(attribute);
      if (attribute === 'config') this.#setConfig(value);
      else if (name) {
        // An attribute set after a property of the same field wins over it.
        delete this.#fromProperties[name];
        this.#setIn(this.#fromAttributes, name, value ?? undefined);
      }
    }

    /**
     * Sets one field as a property; undefined returns it to its attribute or
     * default. A string is read as the field's attribute would read it
     * (`"3"` is 3, `"false"` is false, JSON is parsed), with the same warnings.
     */
    setField(name: string, value: unknown): void {
      this.#setIn(this.#fromProperties, name, value);
    }

    /** Sets one field in the attributes' or the properties' fields: a string read as its attribute, undefined removed. */
    #setIn(fields: Record<string, unknown>, name: string, value: unknown): void {
      this.#guard(() => {
        this.#drop(`config.${name}`);
        delete fields[name];
        if (typeof value === 'string') {
          const read = readFieldAttribute(configShape, name, value);
          if (read.ok) fields[name] = read.value;
          else this.#problems.push(read.problem);
        } else if (value !== undefined) fields[name] = value;
        this.#invalidate();
      });
    }

    /** The `config` attribute or property; null or undefined (a removed attribute) gives no fields. */
    #setConfig(value: unknown): void {
      this.#guard(() => {
        this.#fromConfig = this.#read(value, 'config');
        this.#invalidate();
      });
    }

    #readInherited(): void {
      const text = inheritedDataText(this);
      if (text === this.#inheritedText) return;
      this.#inheritedText = text;
      this.#fromInherited = this.#read(text, INHERITED_DATA_PATH);
      this.#config = null;
    }

    /** The fields of a `config` value or of the inherited block data; its problem replaces the last one at `path`. */
    #read(value: unknown, path: string): Record<string, unknown> {
      this.#drop(path);
      const { fields, problem } = readConfigValue(value, configShape, path);
      if (problem) this.#problems.push(problem);
      return fields;
    }

    /** Forgets the problem at `path`, read again. */
    #drop(path: string): void {
      if (this.#problems.length > 0) this.#problems = this.#problems.filter((problem) => problem.path !== path);
    }

    /** The config last handed out: a field whose value is unchanged keeps its identity from it. */
    #shown: ConfigOf<A> | null = null;

    #resolve(): ConfigOf<A> {
      if (this.#config) return this.#config;
      const raw = { ...this.#fromInherited, ...this.#fromConfig, ...this.#fromAttributes, ...this.#fromProperties };
      const { config, problems } = validateConfig(api.config, raw);
      const reported = [...this.#problems, ...problems];
      // The words come with their own small file, loaded only when there is something to say.
      const say = ({ formatProblem }: typeof ProblemText) => {
        for (const problem of reported) warnOnce(formatProblem(api.tag, problem));
      };
      if (reported.length > 0) {
        if (problemText) say(problemText);
        else reports = Promise.all([reports, loadProblemText().then(say)]);
      }
      this.#config = this.#shown = shareUnchanged(this.#shown, config as ConfigOf<A>);
      return this.#config;
    }

    #invalidate(): void {
      this.#config = null;
      // Not connected yet (its attributes read as it upgrades, or set before it is inserted) or no longer:
      // connecting gives the view the config as it is then, so a render now would be wasted.
      if (this.#renderQueued || !this.#connected) return;
      // Attributes arrive one callback at a time; validate and render once for all of them.
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this.#guard(() => {
          // Unchanged since the view was last given it (an element connected after its attributes were read
          // renders with them as it mounts): a render now would draw every element of a page twice.
          // r2wc's connectedCallback renders a mounted element again, its one public way to; an element that left
          // meanwhile is given its config as it connects again.
          if (this.#connected && this.#feedProps()) super.connectedCallback();
        });
      });
    }

    #emit = ((name: string, detail: unknown) =>
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))) as Emit<A['events']>;

    /** Gives the view's props the config as it is now; says whether that differs from the last one given. */
    #feedProps(): boolean {
      const props = this[VIEW_PROPS];
      const config = this.#resolve();
      const changed = props.config !== config;
      props.config = config;
      props.host = this;
      props.emit = this.#emit;
      return changed;
    }

    #guard(work: () => void): void {
      try {
        work();
      } catch (error) {
        reportElementError(api.tag, error);
      }
    }
  }

  /** The properties the kit gives an accessor: `config`, and every field the element's base has no property for. */
  const accessors = ['config', ...fields.filter((name) => !(name in Element.prototype))];
  for (const name of accessors.slice(1)) {
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

  const define = () => {
    try {
      customElements.define(api.tag, Element);
    } catch (error) {
      // Another copy of the library defined the tag between our check and now.
      if (!customElements.get(api.tag)) throw error;
    }
  };
  if (!definition.defineLater) {
    define();
    return customElements.get(api.tag) as CustomElementConstructor;
  }
  setTimeout(define);
  return Element;
}
