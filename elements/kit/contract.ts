import axe from 'axe-core';
import { expect } from 'chai';
import type * as z from 'zod/mini';
import { loadFrame } from '../../test/browser/frame.ts';
import {
  captureWarnings,
  cleanup,
  fixture,
  MODULE_LOAD_TIMEOUT_MS,
  ResourceTracker,
  settle,
  waitFor,
} from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import type { ElementApi } from './api.ts';
import { toKebabCase } from './attributes.ts';
import { fieldKind } from './describe.ts';
import { defaultOf } from './validate.ts';

/** One attribute value to round-trip, with the config value it must give. */
export interface AttributeSample {
  attribute: string;
  value: unknown;
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
  /** The module that defines the tag, as a page loads it; by default the element's `*.element.ts`. */
  module?: string;
  /** The element appears once per page (the runtime): server-rendered fixtures hydrate a page each. */
  onePerPage?: boolean;
  /**
   * False for an element the server does not render: one defined only
   * inside a test module (the kit's own test element), or a known gap that
   * the note of its issue names. The suite then checks that the server
   * leaves it to the browser, so it fails, and the flag must go, once the
   * element does render on the server.
   */
  serverRendered?: boolean;
}

/** A frame the size of a small laptop's window, in view (so nothing in it is throttled) but not seen. */
const PRERENDER_FRAME = 'position:fixed;left:0;top:0;width:1024px;height:768px;border:0;opacity:0;pointer-events:none';

const attributeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

type Configured = HTMLElement & { config: Record<string, unknown> } & Record<string, unknown>;

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

    it('renders into its shadow root', async () => {
      const element = make();
      await settle();
      expect(element.shadowRoot, 'shadow root').to.exist;
      expect(element.shadowRoot?.childElementCount, 'rendered children').to.be.greaterThan(0);
    });

    it('has no accessibility violations (axe)', async () => {
      const element = make();
      await settle();
      const results = await axe.run(element);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });

    it('has a sample for every field', () => {
      expect(Object.keys(samples).sort()).to.deep.equal(Object.keys(shape).sort());
    });

    for (const [name, sample] of Object.entries(samples)) {
      const attribute = toKebabCase(name);
      it(`round-trips the ${attribute} attribute, and removing it restores the default`, async () => {
        const element = make();
        await settle();
        const fallback = defaultOf(shape[name] as z.ZodMiniType);
        expect(element[name], `${name} before`).to.deep.equal(fallback);
        element.setAttribute(attribute, sample.attribute);
        await settle();
        expect(element[name], `${name} property`).to.deep.equal(sample.value);
        expect(element.config[name], `config.${name}`).to.deep.equal(sample.value);
        element.removeAttribute(attribute);
        await settle();
        expect(element[name], `${name} after removal`).to.deep.equal(fallback);
      });

      it(`takes ${name} from the config attribute, and the ${attribute} attribute wins`, async () => {
        const element = make(`config='${JSON.stringify({ [name]: sample.value }).replaceAll("'", '&#39;')}'`);
        await settle();
        expect(element[name]).to.deep.equal(sample.value);
        const fallback = defaultOf(shape[name] as z.ZodMiniType);
        if (fallback !== undefined) {
          element.setAttribute(attribute, typeof fallback === 'string' ? fallback : JSON.stringify(fallback));
          await settle();
          expect(element[name]).to.deep.equal(fallback);
        }
      });
    }

    for (const name of Object.keys(shape).filter((field) => fieldKind(shape[field] as z.ZodMiniType) === 'boolean')) {
      it(`reads a bare ${toKebabCase(name)} attribute as true`, async () => {
        const element = make(toKebabCase(name));
        await settle();
        expect(element[name]).to.equal(true);
      });
    }

    it('warns once about bad JSON and renders the defaults', async () => {
      let first: Configured | undefined;
      const warnings = await captureWarnings(async () => {
        first = make(`config='{"broken'`);
        make(`config='{"broken'`);
        await settle();
      });
      expect(warnings.filter((warning) => warning.includes(`${api.tag}: config: expected JSON`))).to.have.length(1);
      const defaults = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, defaultOf(field)]));
      expect(first?.config).to.deep.equal(defaults);
      expect(first?.shadowRoot?.childElementCount).to.be.greaterThan(0);
    });

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

        it('renders in Node with every sample, and hydrates that with no warning, no replaced node and no shift', async function () {
          this.timeout(options.onePerPage ? 120000 : 30000);
          const markup = [
            tagMarkup(),
            ...Object.entries(samples).map(([name, sample]) =>
              tagMarkup(`${toKebabCase(name)}="${attributeText(sample.attribute)}"`),
            ),
          ];
          // An element the page has once (the runtime) gets a page of its own per fixture.
          const pages = options.onePerPage ? markup.map((one) => [one]) : [markup];
          for (const fixtures of pages) {
            frame?.remove();
            const { report } = await hydratePage(fixtures);
            expect(report.unrendered, 'fixtures the server did not render').to.deep.equal([]);
            expect(report.unhydrated, 'fixtures that did not hydrate').to.deep.equal([]);
            expect(report.console, 'console errors and warnings while hydrating').to.deep.equal([]);
            expect(report.replaced, 'server-rendered nodes replaced instead of hydrated').to.deep.equal([]);
            expect(report.moved, 'boxes that changed size when the element hydrated').to.deep.equal([]);
          }
        });

        it('still follows its attributes after hydrating', async function () {
          this.timeout(30000);
          const [name, sample] = Object.entries(samples)[0] ?? [];
          if (!name || !sample) throw new Error(`${api.tag} has no attribute sample to set`);
          const { page } = await hydratePage([tagMarkup()]);
          const element = page.hosts()[0] as Configured;
          element.setAttribute(toKebabCase(name), sample.attribute);
          await waitFor(
            () => JSON.stringify(element[name]) === JSON.stringify(sample.value),
            `${name} to follow its attribute`,
          );
          expect(element.shadowRoot?.childElementCount, 'rendered children').to.be.greaterThan(0);
        });
      });

    it('leaves no listeners or timers behind after 20 connect/disconnect cycles', async () => {
      const tracker = new ResourceTracker().install();
      try {
        const element = make();
        const parent = element.parentElement as HTMLElement;
        await settle();
        element.remove();
        await settle();
        const before = tracker.snapshot();
        for (let cycle = 0; cycle < 20; cycle++) {
          parent.append(element);
          await settle();
          element.remove();
          await settle();
        }
        // Fewer is fine (a timer pending at the first count may have fired since); more is a leak.
        const after = tracker.snapshot();
        expect(after.listeners, 'live listeners').to.be.at.most(before.listeners);
        expect(after.timers, 'pending timers').to.be.at.most(before.timers);
      } finally {
        tracker.uninstall();
      }
    });
  });
}
