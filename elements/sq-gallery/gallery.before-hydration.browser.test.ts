import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../test/browser/hold-act-release.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
const load = () => import('./gallery.element.ts');

const name = `early${Math.random().toString(36).slice(2, 8)}`;
const slide = (letter: string, alt: string) =>
  `<img src="/api/images/${name}-${letter}/900x600.svg" alt="${alt}" width="900" height="600" data-image-dimensions="900x600">`;

describe('sq-gallery: a tap before it hydrates', () => {
  afterEach(cleanup);

  it('a tap on a tile opens the lightbox at that slide, once', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [gallery] = await serverRendered(
      `<sq-gallery design="grid" slides-per-row="3">${slide('a', 'Harbour')}${slide('b', 'Boats')}${slide('c', 'Nets')}</sq-gallery>`,
    );
    const host = gallery as HTMLElement;
    const tiles = host.shadowRoot?.querySelectorAll('button[part=link]') ?? [];
    expect(tiles, 'tiles drawn by the server').to.have.length(3);
    const requests: { index: number }[] = [];
    host.addEventListener('sq-lightbox-request', (event) => requests.push((event as CustomEvent).detail));

    await sendMouse({ type: 'click', position: middleOf(tiles[1] as Element) });
    expect(requests, 'nothing asked before the code is there').to.deep.equal([]);

    await release(host, load);
    expect(requests.map((request) => request.index)).to.deep.equal([1]);
    // The gallery adds a lightbox to the page and asks again once it is defined: its code loads here as the
    // autoloader would load it.
    await import('../sq-lightbox/lightbox.element.ts');
    const lightbox = document.querySelector('sq-lightbox') as HTMLElement;
    await waitFor(() => lightbox.dataset.state === 'open', 'the lightbox to open', MODULE_LOAD_TIMEOUT_MS);
    const image = lightbox.shadowRoot?.querySelector('[part~=image]');
    expect(image?.getAttribute('alt')).to.equal('Boats');
    expect(document.querySelectorAll('sq-lightbox'), 'one lightbox').to.have.length(1);
  });
});
