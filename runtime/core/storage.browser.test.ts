import { expect } from 'chai';
import { loadFrame, reloadFrame } from '../../test/browser/frame.ts';
import { waitFor } from '../../test/browser/harness.ts';
import type { KeeperPage } from '../../test/browser/pages/keeper-page.ts';
import { createKeeper, forget, readKept, takeSaved } from './storage.ts';

const PAGE = '/test/browser/pages/keeper.html';
const token = () => `keeper-${Math.random().toString(36).slice(2, 10)}`;
const noted = (key: string) => localStorage.getItem(`sq-elements:${key}`);

let frame: HTMLIFrameElement | undefined;
const pageIn = (loaded: HTMLIFrameElement) =>
  (loaded.contentWindow as unknown as { keeperPage: KeeperPage }).keeperPage;

describe('storage: a value kept through the page going away', () => {
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('a value written as the page goes away is there on the next load (an IndexedDB write begun then never lands)', async () => {
    const key = token();
    frame = await loadFrame(`${PAGE}?key=${key}`, 'keeperReady');
    pageIn(frame).atHide = 'typed just before leaving';
    await reloadFrame(frame, 'keeperReady');
    expect(await readKept(key)).to.equal('typed just before leaving');
    await forget(key);
  });

  it('and when the page is taken away', async () => {
    const key = token();
    frame = await loadFrame(`${PAGE}?key=${key}`, 'keeperReady');
    pageIn(frame).atHide = 'left behind';
    frame.remove();
    expect(await takeSaved(key)).to.equal('left behind');
    expect(await readKept(key), 'taken').to.equal(undefined);
  });

  it('a value whose IndexedDB write had begun, not landed, when the page went is there on the next load', async () => {
    const key = token();
    const loaded = await loadFrame(`${PAGE}?key=${key}`, 'keeperReady');
    const gone = new Promise<void>((resolve) => {
      new MutationObserver((_, observer) => {
        if (loaded.isConnected) return;
        observer.disconnect();
        resolve();
      }).observe(document.body, { childList: true, subtree: true });
    });
    pageIn(loaded).writeThenLeave('typed, then the page was left');
    await gone;
    expect(await takeSaved(key)).to.equal('typed, then the page was left');
  });

  it('a value written at once is noted until IndexedDB has it, then only IndexedDB holds it', async () => {
    const key = token();
    const keeper = createKeeper<number[]>(key);
    keeper.write([1, 2]);
    keeper.writeNow();
    expect(noted(key), 'noted at once').to.equal('{"value":[1,2]}');
    await waitFor(() => noted(key) === null, 'the note to go once IndexedDB has the value');
    expect(await readKept(key)).to.deep.equal([1, 2]);
    keeper.write(undefined);
    keeper.writeNow();
    expect(await readKept(key), 'a note saying none is kept wins over IndexedDB').to.equal(undefined);
    await waitFor(() => noted(key) === null, 'the note to go');
    expect(await readKept(key)).to.equal(undefined);
  });

  it('a write in the next task is not noted', async () => {
    const key = token();
    const keeper = createKeeper<string>(key);
    keeper.write('soon');
    expect(noted(key)).to.equal(null);
    let kept: string | undefined;
    await waitFor(() => {
      void readKept<string>(key).then((value) => (kept = value));
      return kept === 'soon';
    }, 'the value in IndexedDB');
    expect(noted(key)).to.equal(null);
    await forget(key);
  });
});
