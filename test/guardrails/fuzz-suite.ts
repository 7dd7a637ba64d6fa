import { expect } from 'chai';
import { FUZZ_RUNS, FUZZ_SEED, TABLE_CASES, VALUE_KINDS } from './configs.ts';
import { guardrailsPageOpener } from './open-page.ts';
import { tagsOfPart } from './parts.ts';
import { manifestTags } from './targets.ts';

/** Bounded: an element's fuzzed fixtures (twice its cases) take a few seconds on a 2-core machine. */
const FUZZ_TIMEOUT_MS = 60_000;

/** Config fuzzing and the one-broken-of-fifty check for part `part` of `parts` of the manifest's elements. */
export function describeFuzzing(part: number, parts: number): void {
  const openPage = guardrailsPageOpener();
  const tags = tagsOfPart(manifestTags(), part, parts);

  describe(`config fuzzing: every field given each of ${VALUE_KINDS.length} kinds of value, then ${FUZZ_RUNS} random configs per element, seed ${FUZZ_SEED} (part ${part} of ${parts})`, () => {
    for (const tag of tags) {
      it(`${tag}: every config, as the config attribute and as field attributes, warns per bad field and renders`, async function () {
        this.timeout(FUZZ_TIMEOUT_MS);
        const report = await (await openPage()).fuzz(tag);
        expect([report.table, report.random]).to.deep.equal([TABLE_CASES, FUZZ_RUNS]);
        expect(report.failures, `seed ${report.seed}`).to.deep.equal([]);
      });
    }
  });

  describe(`fifty elements of one kind, one of them broken (part ${part} of ${parts})`, () => {
    for (const tag of tags) {
      it(`${tag}: the other 49 render as they would alone`, async () => {
        expect((await (await openPage()).oneBroken(tag)).failures).to.deep.equal([]);
      });
    }
  });
}

/** The fuzzer's own check: it fails elements that break each rule. */
export function describeFuzzerChecks(): void {
  const openPage = guardrailsPageOpener();

  describe('the fuzzer fails an element that breaks a rule', () => {
    // The table alone gives each broken element the values that break it; a few random configs beside it.
    const RUNS = 50;
    const fuzzBroken = async (tag: string) => (await openPage('?broken')).fuzz(tag, RUNS);

    it('one that throws while rendering or leaves a rejected promise', async function () {
      this.timeout(FUZZ_TIMEOUT_MS);
      const report = await fuzzBroken('sq-guardrails-throws');
      expect(report.broken).to.include.members(['console error', 'unhandled rejection', 'rendered nothing']);
      expect(report.failures.join('\n')).to.match(/console\.error: sq-guardrails-throws: error/);
    });

    it('one that lets a __proto__ key reach Object.prototype', async function () {
      this.timeout(FUZZ_TIMEOUT_MS);
      const report = await fuzzBroken('sq-guardrails-pollutes');
      expect(report.broken).to.include('Object.prototype changed');
      expect(report.failures.join('\n')).to.match(/Object\.prototype\.polluted was added or changed/);
    });

    it('one that swallows bad values without a warning', async function () {
      this.timeout(FUZZ_TIMEOUT_MS);
      const report = await fuzzBroken('sq-guardrails-silent');
      expect(report.broken).to.deep.equal(['missing warning']);
      expect(report.failures.join('\n')).to.match(/no warning names sq-guardrails-silent and config\.size/);
    });

    it('one whose broken config breaks the others on the page', async () => {
      const report = await (await openPage('?broken')).oneBroken('sq-guardrails-contagious');
      expect(report.broken).to.include('rendered nothing');
      expect(report.failures.join('\n')).to.match(/element \d+ rendered nothing/);
    });
  });
}
