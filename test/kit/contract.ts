import axe from 'axe-core';
import { expect } from 'chai';
import type * as z from 'zod/mini';
import type { ElementApi } from '../../elements/kit/element/api.ts';
import { toKebabCase } from '../../elements/kit/element/attributes.ts';
import { problemsReported } from '../../elements/kit/element/custom-element.ts';
import { fieldKind } from '../../elements/kit/element/describe.ts';
import { DRAWN } from '../../elements/kit/element/drawn-key.ts';
import { defaultOf } from '../../elements/kit/element/validate.ts';
import { type BeforeUpgrade, beforeUpgradeOpener } from '../browser/before-upgrade.ts';
import { loadFrame } from '../browser/frame.ts';
import {
  captureWarnings,
  cleanup,
  fixture,
  MODULE_LOAD_TIMEOUT_MS,
  ResourceTracker,
  settle,
  updateComplete,
  waitFor,
} from '../browser/harness.ts';
import type { PrerenderedPage } from '../browser/pages/prerendered-page.ts';
import { prerender } from '../browser/prerender.ts';

/**
 * The checks before the upgrade load the element's code afresh, in a frame
 * of its own (React and every module again): on a loaded machine that takes
 * longer than the suite's 10 s.
 */
const BEFORE_UPGRADE_TIMEOUT_MS = 30000;

/** One attribute value to round-trip, with the config value it must give. */
export interface AttributeSample {
  attribute: string;
  value: unknown;
  /** A warning the element gives for this value wherever it renders (a field that needs another the fixture lacks): allowed once. */
  warns?: string;
}

export interface ContractOptions {
  api: ElementApi;
  /** Imports the element's module, which defines its tag. */
  load: () => Promise<unknown>;
  /** A valid, non-default attribute value for every field. */
  samples: Record<string, AttributeSample>;
  /** Markup inside the element, as a template author would write it. */
  content?: string;
  /** Attributes every fixture carries (for elements that need some to render). */
  attributes?: string;
  /**
   * Where the module that defines the tag is served, for fixtures made before
   * the tag is defined; the element's `*.element.ts` when not given.
   */
  module?: string;
  /** More fixtures whose box before the upgrade must be the box after it, as the element's README shows them. */
  boxes?: {
    name: string;
    attributes?: string;
    content?: string;
    /** A warning the element gives for this fixture wherever it renders (a design this version lacks): allowed once. */
    warns?: string;
  }[];
  /**
   * Fixtures whose first view shows pictures, rendered on the server and
   * hydrated with the samples: each picture must be an `<img>` of the
   * server's HTML that hydration adopts, never asked for twice.
   */
  pictures?: { name: string; attributes?: string; content?: string }[];
  /** CSS the page has before the upgrade besides sq-elements.css, for a test element that file does not know. */
  stylesheet?: string;
  /** The element appears once per page (the runtime): server-rendered fixtures hydrate a page each. */
  onePerPage?: boolean;
  /**
   * False for an element the server does not render: one defined only
   * inside a test module (the kit's own test element), or a known gap,
   * named beside the flag. The suite then checks that the server
   * leaves it to the browser, so it fails, and the flag must go, once the
   * element does render on the server.
   */
  serverRendered?: boolean;
}

/** A frame the size of a small laptop's window, in view (so nothing in it is throttled) but not seen. */
const PRERENDER_FRAME = 'position:fixed;left:0;top:0;width:1024px;height:768px;border:0;opacity:0;pointer-events:none';

const attributeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

type Configured = HTMLElement & { config: Record<string, unknown>; updateComplete: Promise<true> } & Record<
    string,
    unknown
  >;

/**
 * Sets a sample's attribute and checks that the moment `updateComplete` resolves, before anything else runs,
 * the element's view has drawn the config with it (or has failed: see DRAWN, where the view of the element's
 * page says what it drew), and had not when the promise was handed out.
 */
async function expectDrawnWhenComplete(element: Configured, drawn: symbol, name: string, sample: AttributeSample) {
  const view = element as unknown as Record<symbol, unknown>;
  element.setAttribute(toKebabCase(name), sample.attribute);
  const config = element.config;
  const whenResolved = element.updateComplete.then(() => view[drawn]);
  expect(view[drawn], `${name} drawn before the promise was handed out`).to.not.equal(config);
  expect([true, config], `${name} drawn when updateComplete resolved`).to.include(await whenResolved);
}

/**
 * The contract every element keeps (DESIGN.md §3): it renders, axe finds
 * nothing, attributes round-trip, bare booleans mean true, removal restores
 * defaults, bad JSON warns once and renders the defaults, and connecting and
 * disconnecting leaves no listeners or timers behind.
 */
export function runElementContract(options: ContractOptions): void {
  const { api, samples } = options;
  const shape = api.config.def.shape as Record<string, z.ZodMiniType>;
  const make = (extra = '') =>
    fixture<Configured>(`<${api.tag} ${options.attributes ?? ''} ${extra}>${options.content ?? ''}</${api.tag}>`);

  describe(`${api.tag} contract`, () => {
    before(async function () {
      this.timeout(MODULE_LOAD_TIMEOUT_MS);
      await options.load();
    });
    afterEach(cleanup);
    const openBeforeUpgrade = beforeUpgradeOpener();

    it('renders into its shadow root', async () => {
      const element = make();
      // The first element of a tag whose view loads as it mounts (a lit view) waits for that load.
      await waitFor(() => (element.shadowRoot?.childElementCount ?? 0) > 0, 'rendered children', 10_000);
      expect(element.shadowRoot, 'shadow root').to.exist;
    });

    it('has no accessibility violations (axe)', async () => {
      const element = make();
      await element.updateComplete;
      const results = await axe.run(element);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });

    it('has updateComplete, which resolves once an attribute change is drawn, and not before', async () => {
      // One element, each field's attribute set in turn: each is a change of its own to draw.
      const element = make();
      expect(await element.updateComplete, 'its first render').to.equal(true);
      for (const [name, sample] of Object.entries(samples)) await expectDrawnWhenComplete(element, DRAWN, name, sample);
    });

    it('has a sample for every field', () => {
      expect(Object.keys(samples).sort()).to.deep.equal(Object.keys(shape).sort());
    });

    for (const [name, sample] of Object.entries(samples)) {
      const attribute = toKebabCase(name);
      it(`round-trips the ${attribute} attribute, and removing it restores the default`, async () => {
        const element = make();
        await element.updateComplete;
        const fallback = defaultOf(shape[name] as z.ZodMiniType);
        expect(element[name], `${name} before`).to.deep.equal(fallback);
        element.setAttribute(attribute, sample.attribute);
        await element.updateComplete;
        expect(element[name], `${name} property`).to.deep.equal(sample.value);
        expect(element.config[name], `config.${name}`).to.deep.equal(sample.value);
        element.removeAttribute(attribute);
        await element.updateComplete;
        expect(element[name], `${name} after removal`).to.deep.equal(fallback);
      });

      it(`takes ${name} from the config attribute, and the ${attribute} attribute wins`, async () => {
        const element = make(`config='${JSON.stringify({ [name]: sample.value }).replaceAll("'", '&#39;')}'`);
        await element.updateComplete;
        expect(element[name]).to.deep.equal(sample.value);
        const fallback = defaultOf(shape[name] as z.ZodMiniType);
        if (fallback !== undefined) {
          element.setAttribute(attribute, typeof fallback === 'string' ? fallback : JSON.stringify(fallback));
          await element.updateComplete;
          expect(element[name]).to.deep.equal(fallback);
        }
      });
    }

    for (const name of Object.keys(shape).filter((field) => fieldKind(shape[field] as z.ZodMiniType) === 'boolean')) {
      it(`reads a bare ${toKebabCase(name)} attribute as true`, async () => {
        const element = make(toKebabCase(name));
        await element.updateComplete;
        expect(element[name]).to.equal(true);
      });
    }

    it('warns once about bad JSON and renders the defaults', async () => {
      let first: Configured | undefined;
      const warnings = await captureWarnings(async () => {
        first = make(`config='{"broken'`);
        make(`config='{"broken'`);
        await Promise.all([first.updateComplete, problemsReported()]);
      });
      expect(warnings.filter((warning) => warning.includes(`${api.tag}: config: expected JSON`))).to.have.length(1);
      const defaults = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, defaultOf(field)]));
      expect(first?.config).to.deep.equal(defaults);
      expect(first?.shadowRoot?.childElementCount).to.be.greaterThan(0);
    });

    it('keeps properties set before its tag is defined', async function () {
      this.timeout(BEFORE_UPGRADE_TIMEOUT_MS);
      const page = await openBeforeUpgrade();
      const markup = `<${api.tag} ${options.attributes ?? ''}>${options.content ?? ''}</${api.tag}>`;
      const early = () => page.add(markup).firstElementChild as Configured;
      // Fields the kit gives an accessor; a field named like a property of every element keeps the browser's.
      const fields = Object.keys(samples).filter((name) => !(name in page.window.HTMLElement.prototype));
      const typed = early();
      const asText = early();
      const whole = early();
      for (const name of fields) {
        typed[name] = samples[name]?.value;
        asText[name] = samples[name]?.attribute;
      }
      whole.config = Object.fromEntries(fields.map((name) => [name, samples[name]?.value]));
      expect(page.window.customElements.get(api.tag), 'defined too early').to.equal(undefined);
      // The upgrade runs each constructor as the tag is defined: nothing to wait for after that.
      await page.define(api.tag, options.module);
      for (const [what, element] of [
        ['a value', typed],
        ['its attribute text', asText],
        ['config', whole],
      ] as const) {
        const left = ['config', ...fields].filter((name) => Object.hasOwn(element, name));
        expect(left, `own properties left after the upgrade (set as ${what})`).to.deep.equal([]);
        for (const name of fields) {
          expect(element.config[name], `${name} set as ${what}`).to.deep.equal(samples[name]?.value);
        }
      }
    });

    it('gives a property set before its tag is defined precedence over its attribute, as one set after', async function () {
      this.timeout(BEFORE_UPGRADE_TIMEOUT_MS);
      const page = await openBeforeUpgrade();
      // Fields with a default to set as the property, the sample (another value) as the attribute.
      const fields = Object.keys(samples).filter(
        (name) =>
          !(name in page.window.HTMLElement.prototype) &&
          defaultOf(shape[name] as z.ZodMiniType) !== undefined &&
          JSON.stringify(defaultOf(shape[name] as z.ZodMiniType)) !== JSON.stringify(samples[name]?.value),
      );
      const attributes = fields
        .map((name) => `${toKebabCase(name)}="${attributeText(samples[name]?.attribute ?? '')}"`)
        .join(' ');
      const element = page.add(
        `<${api.tag} ${options.attributes ?? ''} ${attributes}>${options.content ?? ''}</${api.tag}>`,
      ).firstElementChild as Configured;
      for (const name of fields) element[name] = defaultOf(shape[name] as z.ZodMiniType);
      // The upgrade reads every attribute after the constructor: the properties must still win.
      await page.define(api.tag, options.module);
      for (const name of fields) {
        expect(element.config[name], name).to.deep.equal(defaultOf(shape[name] as z.ZodMiniType));
      }
    });

    const boxes = [{ name: 'its fixture', attributes: '', content: options.content }, ...(options.boxes ?? [])];
    for (const box of boxes) {
      it(`takes the same box before the upgrade (sq-elements.css) as after it: ${box.name}`, async function () {
        this.timeout(BEFORE_UPGRADE_TIMEOUT_MS);
        const page = await openBeforeUpgrade();
        if (options.stylesheet) {
          const style = page.document.createElement('style');
          style.textContent = options.stylesheet;
          page.document.head.append(style);
        }
        const attributes = `${options.attributes ?? ''} ${box.attributes ?? ''}`;
        const container = page.add(`<${api.tag} ${attributes}>${box.content ?? ''}</${api.tag}><span>After</span>`);
        const element = container.firstElementChild as HTMLElement;
        const after = container.lastElementChild as HTMLElement;
        await page.document.fonts.ready;
        const before = boxesOf(element, after);
        const seen = watchBoxes(page, element, after);
        await page.define(api.tag, options.module);
        await waitFor(() => (element.shadowRoot?.childElementCount ?? 0) > 0, `${api.tag} to render`, 10000);
        // Every frame from the definition to one painted after the first render and its effects.
        await settleIn(page);
        const shown = seen.stop();
        for (const boxesThen of shown) {
          const moved = boxesThen.some((value, index) => Math.abs(value - (before[index] ?? 0)) >= SAME_BOX_TOLERANCE);
          expect(moved, `before: ${describeBoxes(before)}; after: ${describeBoxes(boxesThen)}`).to.equal(false);
        }
      });
    }

    if (options.serverRendered === false) {
      it('is left to the browser by the server renderer (not rendered on the server)', async () => {
        const html = await prerender(`<!doctype html><html><body><${api.tag}></${api.tag}></body></html>`);
        expect(html).to.contain(`<${api.tag}></${api.tag}>`);
        expect(html).not.to.contain('shadowrootmode');
      });
    }
    if (options.serverRendered !== false)
      describe('rendered on the server', () => {
        let frame: HTMLIFrameElement | undefined;
        afterEach(() => {
          frame?.remove();
          frame = undefined;
        });
        const tagMarkup = (extra = '') =>
          `<${api.tag} ${options.attributes ?? ''} ${extra}>${options.content ?? ''}</${api.tag}>`;
        const module = options.module ?? `/elements/${api.tag}/${api.tag.slice(3)}.element.ts`;
        const hydratePage = async (markup: string[]) => {
          const html = await prerender(`<!doctype html><html><head></head><body>${markup.join('\n')}</body></html>`);
          const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
          frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage', PRERENDER_FRAME);
          const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
          return { page, report: await page.hydrate(body, module) };
        };

        it('renders in Node with every sample, box and picture fixture, and hydrates that with no warning, no replaced node, no shift and no picture drawn or asked for again, sq-elements.css in the page', async function () {
          this.timeout(options.onePerPage ? 120000 : 30000);
          const markup = [
            tagMarkup(),
            ...Object.entries(samples).map(([name, sample]) =>
              tagMarkup(`${toKebabCase(name)}="${attributeText(sample.attribute)}"`),
            ),
            // The fixtures of the check before the upgrade: sq-elements.css applies to them until they are
            // defined, server-rendered or not, and must give a server-rendered one the box it has.
            ...[...(options.boxes ?? []), ...(options.pictures ?? [])].map(
              (box) =>
                `<${api.tag} ${options.attributes ?? ''} ${box.attributes ?? ''}>${box.content ?? ''}</${api.tag}>`,
            ),
          ];
          // An element the page has once (the runtime) gets a page of its own per fixture.
          const pages = options.onePerPage ? markup.map((one) => [one]) : [markup];
          // What a fixture's config warns about, it warns about in any render: not a hydration problem.
          const expected = [...(options.boxes ?? []), ...Object.values(samples)].flatMap((one) =>
            one.warns ? [one.warns] : [],
          );
          for (const fixtures of pages) {
            frame?.remove();
            const { report } = await hydratePage(fixtures);
            expect(report.unrendered, 'fixtures the server did not render').to.deep.equal([]);
            expect(report.unhydrated, 'fixtures that did not hydrate').to.deep.equal([]);
            const unexpected = report.console.filter(
              (line) => !expected.some((warning) => line.startsWith('console.warn:') && line.includes(warning)),
            );
            expect(unexpected, 'console errors and warnings while hydrating').to.deep.equal([]);
            expect(report.replaced, 'server-rendered nodes replaced instead of hydrated').to.deep.equal([]);
            expect(report.moved, 'boxes that changed size when the element hydrated').to.deep.equal([]);
            expect(report.missingPictures, 'pictures shown that the server’s HTML lacked as an <img>').to.deep.equal(
              [],
            );
            expect(report.changedPictures, 'server images whose source hydration changed').to.deep.equal([]);
            expect(report.repeatedPictures, 'pictures asked for again by hydration').to.deep.equal([]);
          }
        });

        it('loads no code of its own until one of its triggers fires, then hydrates at once', async function () {
          this.timeout(30000);
          const html = await prerender(`<!doctype html><html><head></head><body>${tagMarkup()}</body></html>`);
          frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage', PRERENDER_FRAME);
          const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
          await page.autoload(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
          const host = page.hosts()[0] as Configured;
          // Its code is its element module and what that imports: not its first view, nor the logic files a first
          // view shares with it (the popup's first view imports popup.logic.ts), which may be fetched by now.
          const ownCode = () =>
            page.elementModules().filter((path) => !path.endsWith('.first-view.ts') && !path.endsWith('.logic.ts'));
          if (api.load.includes('load')) {
            // An element that must decide at once loads its code with the page, and hydrates.
            expect(page.triggered(host), 'its code asked for at load').to.equal(true);
            await page.whenHydrated(host);
            return;
          }
          expect(page.triggered(host), 'a trigger fired at load (out of view, untouched, unchanged)').to.equal(false);
          expect(ownCode(), 'its code fetched before any trigger').to.deep.equal([]);
          const [name, sample] = Object.entries(samples)[0] ?? [];
          if (api.load.includes('interaction')) {
            const inside = host.shadowRoot?.firstElementChild ?? host;
            inside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
          } else if (api.load.includes('change') && name && sample) {
            host.setAttribute(toKebabCase(name), sample.attribute);
          } else {
            throw new Error(`${api.tag} has no trigger this check can fire: ${api.load.join(', ')}`);
          }
          await waitFor(() => page.triggered(host), 'the trigger to fire');
          await page.whenHydrated(host);
          expect(ownCode().length, 'its code fetched once a trigger fired').to.be.greaterThan(0);
        });

        it('still follows its attributes after hydrating, each drawn when updateComplete resolves', async function () {
          this.timeout(30000);
          const [name, sample] = Object.entries(samples)[0] ?? [];
          if (!name || !sample) throw new Error(`${api.tag} has no attribute sample to set`);
          const { page } = await hydratePage([tagMarkup()]);
          const element = page.hosts()[0] as Configured;
          expect(await element.updateComplete, 'hydrated').to.equal(true);
          // Where the page's views write what they draw: drawn.ts, loaded this way, gives the page's own.
          const { DRAWN: drawn } = await page.module<{ DRAWN: symbol }>('/elements/kit/element/drawn/drawn.ts');
          // Its own root draws a change in a task of its own (on React): a promise that did not wait sees none.
          for (const [other, otherSample] of Object.entries(samples)) {
            await expectDrawnWhenComplete(element, drawn, other, otherSample);
          }
          expect(JSON.stringify(element[name]), `${name} follows its attribute`).to.equal(JSON.stringify(sample.value));
          expect(element.shadowRoot?.childElementCount, 'rendered children').to.be.greaterThan(0);
        });
      });

    it('leaves no listeners or timers behind after 20 connect/disconnect cycles', async () => {
      const tracker = new ResourceTracker().install();
      try {
        const element = make();
        const parent = element.parentElement as HTMLElement;
        /** The element, on the page, drawn and its effects run; then taken off, and its view gone. */
        const cycle = async () => {
          await updateComplete(element);
          // Frames as well: the view's effects, which start the listeners and timers the disconnect must stop,
          // run after a paint on preact/compat, with nothing on the page to say they have.
          await settle();
          element.remove();
          // Off the page: resolved once its view has let go.
          await updateComplete(element);
        };
        await cycle();
        const before = tracker.snapshot(element);
        for (let count = 0; count < 20; count++) {
          parent.append(element);
          await cycle();
        }
        // Fewer is fine (a timer pending at the first count may have fired since); more is a leak. A one-off
        // timer set as the last cycle ends (a write kept after a request's answer came in) is not: it fires,
        // so the count is awaited; a timer that keeps itself going, or one per cycle left pending, stays.
        await waitFor(
          () => tracker.snapshot(element).timers <= before.timers,
          'the timers set during the cycles to fire or be cleared',
        ).catch(() => undefined);
        const after = tracker.snapshot(element);
        expect(after.listeners, 'live listeners').to.be.at.most(before.listeners);
        expect(after.timers, 'pending timers').to.be.at.most(before.timers);
      } finally {
        tracker.uninstall();
      }
    });
  });
}

/** The element's box and the box of what follows it: x, y, width and height in CSS px. */
function boxesOf(element: Element, after: Element): number[] {
  return [element, after].flatMap((target) => {
    const { x, y, width, height } = target.getBoundingClientRect();
    return [x, y, width, height];
  });
}

/**
 * Within a tenth of a pixel: layout works in 1/64 px and the designs round
 * their boxes to 1/100, so a box placed by script and the same box from CSS
 * may differ by a few hundredths, which nothing draws.
 */
const SAME_BOX_TOLERANCE = 0.1;

function describeBoxes(boxes: number[]): string {
  const [x, y, width, height, ...after] = boxes.map((value) => Math.round(value * 100) / 100);
  return `element at ${x},${y} ${width}x${height}, what follows at ${after[0]},${after[1]}`;
}

/** Records the boxes on every frame the page renders until stopped. */
function watchBoxes(page: BeforeUpgrade, element: Element, after: Element) {
  const seen: number[][] = [];
  let frame = page.window.requestAnimationFrame(function record() {
    seen.push(boxesOf(element, after));
    frame = page.window.requestAnimationFrame(record);
  });
  return {
    stop() {
      page.window.cancelAnimationFrame(frame);
      seen.push(boxesOf(element, after));
      return seen;
    },
  };
}

/** The harness's settle(), in the frame: a task, React's commit and one painted frame there. */
async function settleIn(page: BeforeUpgrade): Promise<void> {
  await new Promise((resolve) => page.window.setTimeout(resolve));
  await new Promise((resolve) => page.window.requestAnimationFrame(() => page.window.requestAnimationFrame(resolve)));
}
