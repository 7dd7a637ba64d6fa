/**
 * A page that keeps a value under `key=` (from its address), written when
 * the page is hidden, as the form's draft and the outboxes write theirs:
 * the test sets `keeperPage.atHide`. Its IndexedDB store is open before it
 * says it is ready, as a page that has been running a while has it.
 */
import { onPageHidden } from '../../../runtime/core/page-hidden.ts';
import { createKeeper, readKept } from '../../../runtime/core/storage.ts';

const key = new URLSearchParams(location.search).get('key') ?? 'keeper-test';
const keeper = createKeeper<string>(key);
const keeperPage = {
  atHide: undefined as string | undefined,
  /**
   * Writes `value` as a change does (in the next task), then takes the page away in the task
   * after: its IndexedDB write has begun and not landed.
   */
  writeThenLeave(value: string) {
    keeper.write(value);
    setTimeout(() => window.frameElement?.remove());
  },
};
onPageHidden(() => {
  if (keeperPage.atHide !== undefined) keeper.write(keeperPage.atHide);
  keeper.writeNow();
});

void readKept(key).then(() => Object.assign(window, { keeperPage, keeperReady: true }));

export type KeeperPage = typeof keeperPage;
