import { expect } from 'chai';
import manifest from '../../custom-elements.json';
import { URL_KIND_KEY } from '../../elements/kit/element/url-field/url-field.ts';
import { HOSTILE_MODES, HOSTILE_URLS } from './hostile-urls.ts';
import { guardrailsPageOpener } from './open-page.ts';
import { manifestLinkFields, manifestTags } from './targets.ts';

const TIMEOUT_MS = 30_000;

const openPage = guardrailsPageOpener();

/** Field names that say they hold an address. */
const ADDRESS_NAME = /(href|url|link|redirect|src|action)$/i;

interface Attribute {
  name: string;
  fieldName?: string;
  [URL_KIND_KEY]?: string;
}

describe(`hostile URLs: ${HOSTILE_URLS.length} addresses, each as ${HOSTILE_MODES.join(', ')}`, () => {
  it('every field named like an address is marked as one (built with linkUrl())', () => {
    const unmarked = manifest.modules.flatMap((module) =>
      module.declarations.flatMap((declaration) =>
        ((declaration as { attributes?: Attribute[] }).attributes ?? [])
          .filter((attribute) => attribute.name !== 'config' && ADDRESS_NAME.test(attribute.fieldName ?? ''))
          .filter((attribute) => attribute[URL_KIND_KEY] === undefined)
          .map((attribute) => `${declaration.tagName}.${attribute.fieldName}`),
      ),
    );
    expect(unmarked).to.deep.equal([]);
  });

  for (const tag of manifestTags().filter((candidate) => manifestLinkFields(candidate).length > 0)) {
    const linkFields = manifestLinkFields(tag);
    it(`${tag}: ${linkFields.join(', ')} refuse them with a warning, write none and follow none`, async function () {
      this.timeout(TIMEOUT_MS);
      const report = await (await openPage()).hostileUrls(tag);
      expect(report.cases).to.equal(linkFields.length * HOSTILE_URLS.length * HOSTILE_MODES.length);
      expect(report.failures).to.deep.equal([]);
    });
  }

  it('fails an element that writes its link from the raw attribute', async function () {
    this.timeout(TIMEOUT_MS);
    const report = await (await openPage('?broken')).hostileUrls('sq-guardrails-raw-link');
    expect(report.broken).to.include('dangerous address written');
    expect(report.broken).to.include('dangerous address followed');
    expect(report.failures.join('\n')).to.match(/sq-guardrails-raw-link\.href = .* wrote <a href="/);
  });
});
