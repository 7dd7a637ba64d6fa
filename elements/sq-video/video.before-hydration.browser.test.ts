import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { middleOf, release, serverRendered } from '../../test/browser/hold-act-release.ts';

// The element's module is imported by the test alone, after the visitor has acted: until then the tag is undefined.
const load = () => import('./video.element.ts');

const YOUTUBE = 'https://www.youtube.com/embed/M7lc1UVf-VE';

describe('sq-video: a tap before it hydrates', () => {
  afterEach(cleanup);

  it('a tap on the play button plays the video once the code is there', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const [video] = await serverRendered(
      `<sq-video html='<iframe src="${YOUTUBE}" width="640" height="360"></iframe>' video-title="Harbour"></sq-video>`,
    );
    const host = video as HTMLElement;
    const play = host.shadowRoot?.querySelector('[part=play]') as HTMLElement;
    expect(play, 'the play button drawn by the server').to.not.equal(null);
    await sendMouse({ type: 'click', position: middleOf(play) });
    expect(host.shadowRoot?.querySelector('[part=player]'), 'no player before the code').to.equal(null);
    await release(host, load);
    await waitFor(() => host.dataset.state === 'playing', 'the video to play');
    expect(host.shadowRoot?.querySelectorAll('[part=player]'), 'one player').to.have.length(1);
    const player = host.shadowRoot?.querySelector<HTMLIFrameElement>('[part=player]');
    expect(player?.src).to.contain('youtube-nocookie.com/embed/M7lc1UVf-VE');
  });
});
