import axe from 'axe-core';
import { expect } from 'chai';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { injectFault, lastRequestId, type Recorded, received } from '../../test/browser/api.ts';
import { captureWarnings, cleanup, fixture, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { GALLERY_WIDGET_TYPE, NO_BLOCK_ID, WIDGET_RENDERING_PATH } from './async-block.logic.ts';

/** The reference API's test block (reference-api/widget-rendering.ts): three bare images. */
const STUDIO_SHELF = ['The kiln, still warm', 'Glaze tests on a shelf', 'A row of finished mugs'];

/** What a template has in the block before its content comes: one slide. */
const FALLBACK =
  '<img src="/api/images/async-fallback/800x600.svg" alt="The studio door" width="800" height="600" loading="lazy" data-image-dimensions="800x600">';

type Gallery = HTMLElement & { config: Record<string, unknown> };

const state = (gallery: Element) => gallery.getAttribute('data-async-rendering');
/** The names of the tiles the gallery draws (each tile's link or button is named by its image's alt). */
const tileNames = (gallery: Element) =>
  [...(gallery.shadowRoot?.querySelectorAll('[part~=slide] [part=link]') ?? [])].map((link) =>
    link.getAttribute('aria-label'),
  );
/** The alt texts of the light-DOM images, in order. */
const lightDomAlts = (gallery: Element) => [...gallery.querySelectorAll('img')].map((image) => image.alt);

/** The block rendering calls the API received after `after`, oldest first. */
const calls = (after: number): Promise<Recorded[]> => received(WIDGET_RENDERING_PATH, after);
/** A call of the test's own on the same path, recorded after anything the gallery sent before it. */
const mark = (marker: string) => fetch(`${WIDGET_RENDERING_PATH}?marker=${marker}`);

/** A gallery marked for async rendering, with the fallback slide, added to the page. */
function asyncGallery(attributes: string, content = FALLBACK): Gallery {
  return fixture<Gallery>(`<sq-gallery async-rendering ${attributes}>${content}</sq-gallery>`);
}

/** Makes the next block rendering call from this page answer as given. */
const answerNext = (fault: { status?: number; body?: unknown; contentType?: string; delayMs?: number }) =>
  injectFault({ path: WIDGET_RENDERING_PATH, times: 1, fromPage: location.href, ...fault });

describe('sq-gallery async blocks (spec 001 §7), over real HTTP', () => {
  before(async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    await import('./gallery.element.ts');
  });
  afterEach(() => {
    cleanup();
    forgetWarnings();
  });

  describe('The call', () => {
    it('POSTs widgetJSON form-encoded: the type, the id without block- and the block data', async () => {
      const after = await lastRequestId();
      const gallery = asyncGallery('id="block-studio-shelf" design="grid" slides-per-row="3"');
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      const sent = await calls(after);
      expect(sent.map((call) => [call.method, call.status])).to.deep.equal([['POST', 200]]);
      const [call] = sent as [Recorded];
      expect(call.headers['content-type']).to.contain('application/x-www-form-urlencoded');
      expect(Object.keys(call.form ?? {})).to.deep.equal(['widgetJSON']);
      const widget = JSON.parse(call.form?.widgetJSON ?? 'null');
      expect(widget.type).to.equal(GALLERY_WIDGET_TYPE);
      expect(widget.id).to.equal('studio-shelf');
      // The value is the block data: the gallery's config as read from its attributes.
      expect(widget.value).to.deep.equal(JSON.parse(JSON.stringify(gallery.config)));
      expect(widget.value).to.include({ design: 'grid', slidesPerRow: 3, asyncRendering: true });
    });

    it('sends the id as it is when it has no block- prefix', async () => {
      const after = await lastRequestId();
      const gallery = asyncGallery('id="studio-shelf"');
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      const [call] = await calls(after);
      expect(JSON.parse(call?.form?.widgetJSON ?? 'null').id).to.equal('studio-shelf');
    });

    it('asks once: a gallery moved in the page after its content came does not ask again', async () => {
      const after = await lastRequestId();
      const gallery = asyncGallery('id="block-studio-shelf"');
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      const elsewhere = fixture('<section></section>');
      elsewhere.append(gallery);
      await waitFor(() => tileNames(gallery).length === STUDIO_SHELF.length, 'the moved gallery drawn again');
      // A call the remounted gallery made would be on its way before this marked one, made after it drew.
      await mark('after-move');
      const sent = await calls(after);
      expect(sent.map((call) => call.query.marker ?? 'gallery')).to.deep.equal(['gallery', 'after-move']);
    });

    it('asks nothing for a gallery not marked, nor for one whose slides are items', async () => {
      const after = await lastRequestId();
      const plain = fixture<Gallery>(`<sq-gallery id="block-studio-shelf">${FALLBACK}</sq-gallery>`);
      const items = asyncGallery(
        `id="block-studio-shelf" items='[{"src":"/api/images/async-item/400x300.svg","alt":"An item"}]'`,
      );
      await waitFor(() => tileNames(plain).length === 1 && tileNames(items).length === 1, 'both galleries drawn');
      await mark('end');
      const sent = await calls(after);
      expect(sent.map((call) => call.query.marker ?? 'gallery')).to.deep.equal(['end']);
      expect(state(plain)).to.equal(null);
      expect(state(items)).to.equal(null);
    });
  });

  describe('The content', () => {
    it('puts data.html into the light DOM, and the gallery draws its slides from it', async () => {
      const gallery = asyncGallery('id="block-studio-shelf" design="grid"');
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      expect(lightDomAlts(gallery)).to.deep.equal(STUDIO_SHELF);
      expect(gallery.querySelector('img')?.getAttribute('data-image-dimensions')).to.equal('1400x1400');
      await waitFor(() => tileNames(gallery).length === STUDIO_SHELF.length, 'the tiles of the new slides');
      expect(tileNames(gallery)).to.deep.equal(STUDIO_SHELF);
      expect(gallery.hasAttribute('aria-busy')).to.equal(false);
    });

    it('keeps its inherited block data, which still configures it', async () => {
      const after = await lastRequestId();
      const gallery = fixture<Gallery>(
        `<sq-gallery id="block-studio-shelf"><script type="application/json">{"design":"list","asyncRendering":true}</script>${FALLBACK}</sq-gallery>`,
      );
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      expect(gallery.firstElementChild?.localName).to.equal('script');
      expect(lightDomAlts(gallery)).to.deep.equal(STUDIO_SHELF);
      await waitFor(() => tileNames(gallery).length === STUDIO_SHELF.length, 'the list rows');
      expect(gallery.dataset.design).to.equal('list');
      const [call] = await calls(after);
      expect(JSON.parse(call?.form?.widgetJSON ?? 'null').value.design).to.equal('list');
    });

    it('keeps its box and its slides while the answer is on the way, busy', async () => {
      await answerNext({
        status: 200,
        body: {
          data: { html: FALLBACK.replaceAll('async-fallback', 'async-late').replace('The studio door', 'Late') },
        },
        delayMs: 1500,
      });
      const gallery = asyncGallery('id="block-studio-shelf" design="grid" slides-per-row="2"');
      await waitFor(() => tileNames(gallery).length === 1, 'the fallback slide drawn');
      const before = gallery.getBoundingClientRect().height;
      expect(before).to.be.greaterThan(0);
      const heights: number[] = [];
      await waitFor(() => {
        if (state(gallery) === 'loading') {
          heights.push(gallery.getBoundingClientRect().height);
          expect(gallery.getAttribute('aria-busy')).to.equal('true');
          expect(lightDomAlts(gallery)).to.deep.equal(['The studio door']);
        }
        return state(gallery) === 'rendered';
      }, 'the late answer');
      expect(heights.length, 'frames seen while loading').to.be.greaterThan(0);
      expect(
        heights.every((height) => height === before),
        `heights while loading: ${heights}`,
      ).to.equal(true);
      expect(lightDomAlts(gallery)).to.deep.equal(['Late']);
      expect(gallery.hasAttribute('aria-busy')).to.equal(false);
    });
  });

  describe('Failure keeps the block', () => {
    const cases: [string, Parameters<typeof answerNext>[0], string][] = [
      ['a server error', { status: 500, body: {} }, 'the call failed (Internal server error. Please try again later.)'],
      ['an answer without data.html', { status: 200, body: { data: {} } }, 'the answer has no data.html'],
      [
        'an answer that is not JSON',
        { status: 200, body: '<html>Bad gateway</html>', contentType: 'text/html' },
        'the answer is not JSON',
      ],
    ];
    for (const [name, fault, why] of cases) {
      it(`keeps its slides, warns once and shows no overlay on ${name}`, async () => {
        await answerNext(fault);
        const made: Gallery[] = [];
        const warnings = await captureWarnings(async () => {
          const gallery = asyncGallery('id="block-studio-shelf"');
          made.push(gallery);
          await waitFor(() => state(gallery) === 'failed', 'the block failed', 15_000);
        });
        const failed = made[0] as Gallery;
        expect(warnings).to.deep.equal([
          `sq-gallery: block "studio-shelf" was not rendered: ${why}; showing the slides as they are`,
        ]);
        expect(lightDomAlts(failed)).to.deep.equal(['The studio door']);
        await waitFor(() => tileNames(failed).length === 1, 'the fallback slide drawn');
        expect(failed.hasAttribute('aria-busy')).to.equal(false);
        expect(document.querySelector('sq-runtime'), 'no error overlay or dialog').to.equal(null);
      });
    }

    it('keeps its slides for a block the platform does not know (404)', async () => {
      const warnings = await captureWarnings(async () => {
        const gallery = asyncGallery('id="block-nowhere"');
        await waitFor(() => state(gallery) === 'failed', 'the block failed', 15_000);
        expect(lightDomAlts(gallery)).to.deep.equal(['The studio door']);
      });
      expect(warnings).to.deep.equal([
        'sq-gallery: block "nowhere" was not rendered: the call failed (Unable to connect…); showing the slides as they are',
      ]);
    });

    it('asks nothing without a block id, and says so', async () => {
      const after = await lastRequestId();
      const warnings = await captureWarnings(async () => {
        const gallery = asyncGallery('');
        await waitFor(() => state(gallery) === 'failed', 'the block failed', 15_000);
        expect(lightDomAlts(gallery)).to.deep.equal(['The studio door']);
      });
      expect(warnings).to.deep.equal([`sq-gallery: ${NO_BLOCK_ID}`]);
      await mark('end');
      expect((await calls(after)).map((call) => call.query.marker ?? 'gallery')).to.deep.equal(['end']);
    });
  });

  describe('Accessibility', () => {
    it('axe finds nothing while loading and once rendered', async function () {
      this.timeout(30_000);
      await answerNext({ status: 200, body: { data: { html: FALLBACK } }, delayMs: 3000 });
      const gallery = asyncGallery('id="block-studio-shelf"');
      await waitFor(() => state(gallery) === 'loading' && tileNames(gallery).length === 1, 'the block loading');
      const loading = await axe.run(gallery);
      expect(loading.violations.map((violation) => violation.id)).to.deep.equal([]);
      await waitFor(() => state(gallery) === 'rendered', 'the block rendered', 15_000);
      const rendered = await axe.run(gallery);
      expect(rendered.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
