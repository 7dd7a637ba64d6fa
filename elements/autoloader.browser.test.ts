import { expect } from 'chai';
import { cleanup, fixture, waitFor } from '../test/browser/harness.ts';
import { autoloader } from './autoloader.ts';

describe('the autoloader and a tag it has no code for', () => {
  let warnings: string[] = [];
  const original = console.warn;

  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = original;
    cleanup();
  });

  it('warns once of a misspelt tag, naming the tag meant', async () => {
    fixture('<sq-acordion><details><summary>Shipping</summary></details></sq-acordion><sq-acordion></sq-acordion>');
    const message = 'sq-elements: <sq-acordion> is not an sq-elements tag; did you mean <sq-accordion>?';
    await waitFor(() => warnings.includes(message), 'the warning', 10000);
    fixture('<sq-acordion></sq-acordion>');
    await autoloader.load('sq-acordion');
    expect(warnings).to.deep.equal([message]);
  });

  it('names the tags there are when none is near', async () => {
    fixture('<sq-carousel></sq-carousel>');
    await waitFor(() => warnings.length > 0, 'the warning', 10000);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /^sq-elements: <sq-carousel> is not an sq-elements tag \(the tags are <sq-accordion>, /,
    );
    expect(warnings[0]).to.include('<sq-gallery>');
  });

  it('takes no name on the loaders’ prototype for a tag', async () => {
    await autoloader.load('constructor');
    await autoloader.load('toString');
    expect(warnings).to.deep.equal([]);
  });

  it('says nothing of a sq-* tag the page defines itself', async () => {
    fixture('<sq-own-widget></sq-own-widget>');
    customElements.define('sq-own-widget', class extends HTMLElement {});
    await autoloader.load('sq-own-widget');
    expect(warnings).to.deep.equal([]);
  });
});
