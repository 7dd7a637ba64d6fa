import { expect } from 'chai';
import * as z from 'zod/mini';
import { forgetWarnings } from '../../../../lib/warn-once.ts';
import { cleanup, fixture, waitFor } from '../../../../test/browser/harness.ts';
import { defineElement } from '../../react/define-element.ts';
import { defineApi } from '../api.ts';

/** An element with fields of several words, as `<sq-gallery>`'s `slides-per-row`. */
const spellingApi = defineApi({
  tag: 'sq-kit-spelling',
  summary: 'An element whose attributes are misspelt in tests.',
  config: z.object({
    slidesPerRow: z._default(z.number(), 4),
    autoplayDuration: z._default(z.number(), 5),
    loop: z._default(z.boolean(), false),
  }),
  load: ['change'],
  events: {},
  slots: {},
  parts: {},
  cssProperties: {},
});
defineElement({ api: spellingApi, view: () => <slot /> });

const TAG = spellingApi.tag;
const meant = (name: string, attribute: string) =>
  `${TAG}: ${name} is not an attribute of ${TAG}; did you mean ${attribute}?`;

describe('a misspelt attribute on a host', () => {
  let warnings: string[] = [];
  const original = console.warn;

  beforeEach(() => {
    forgetWarnings();
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = original;
    cleanup();
  });

  /** Waits until `message` has been warned. */
  const warned = (message: string) => waitFor(() => warnings.includes(message), message, 10000);

  it('is named with the attribute meant: a field in camelCase, or with a slip', async () => {
    fixture(`<${TAG} slidesPerRow="2" autoplay-duraton="3" lopp></${TAG}>`);
    await warned(meant('slidesperrow', 'slides-per-row'));
    await warned(meant('autoplay-duraton', 'autoplay-duration'));
    await warned(meant('lopp', 'loop'));
    expect(warnings).to.have.length(3);
  });

  it('is named once per tag and attribute, however many hosts carry it', async () => {
    fixture(`<${TAG} slidesPerRow="2"></${TAG}><${TAG} slidesPerRow="3"></${TAG}>`);
    await warned(meant('slidesperrow', 'slides-per-row'));
    // A later host with another slip: its warning comes after any for the hosts before it.
    fixture(`<${TAG} slidesPerRow="4" autoplayduration="1"></${TAG}>`);
    await warned(meant('autoplayduration', 'autoplay-duration'));
    expect(warnings).to.deep.equal([
      meant('slidesperrow', 'slides-per-row'),
      meant('autoplayduration', 'autoplay-duration'),
    ]);
  });

  it('leaves global attributes, data-* and aria-* alone, and the fields themselves', async () => {
    fixture(
      `<${TAG} class="a" id="b" style="color: red" slot="c" hidden title="d" role="group" tabindex="0" lang="en"
        dir="ltr" part="e" data-slides-per-row="2" aria-label="f" onclick="" itemprop="g" slides-per-row="2"
        autoplay-duration="3" loop config="{}"></${TAG}>`,
    );
    // One slip last, to know the element has been looked at.
    fixture(`<${TAG} lopp></${TAG}>`);
    await warned(meant('lopp', 'loop'));
    expect(warnings).to.deep.equal([meant('lopp', 'loop')]);
  });
});
