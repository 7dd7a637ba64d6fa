import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { account, CONFIG_AREA, PAGE, recordedNavigation } from '../../test/browser/account.ts';
import { cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { keydownsTaken, openTestLayer, removeTestLayers } from '../../test/browser/layers.ts';
import { siteContext } from '../core/context.ts';
import { type EscapeKey, installEscapeKey } from '../services/account-keys/escape-key.ts';
import { layerStack, openLayer, openModalDialog } from './layer-stack.ts';

type Watcher = EventTarget & { requestClose(): void; destroy(): void };
type WatcherClass = new () => Watcher;
const original = (globalThis as { CloseWatcher?: WatcherClass }).CloseWatcher;

let escapeKey: EscapeKey | undefined;
const undo: (() => void)[] = [];

/** Replaces the browser's CloseWatcher, for the rest of the test, with one that records every watcher made. */
function recordWatchers(): Watcher[] {
  if (!original) throw new Error('This Chromium has no CloseWatcher');
  const made: Watcher[] = [];
  class RecordedWatcher extends original {
    constructor() {
      super();
      made.push(this);
    }
  }
  Object.assign(globalThis, { CloseWatcher: RecordedWatcher });
  undo.push(() => Object.assign(globalThis, { CloseWatcher: original }));
  return made;
}

/** Takes CloseWatcher away for the rest of the test, as in a browser that has none. */
function withoutCloseWatcher(): void {
  Object.assign(globalThis, { CloseWatcher: undefined });
  undo.push(() => Object.assign(globalThis, { CloseWatcher: original }));
}

const press = (keys: string) => sendKeys({ press: keys });
const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('layer stack (spec 000 §4 "Close stack")', () => {
  beforeEach(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  afterEach(async () => {
    removeTestLayers();
    escapeKey?.uninstall();
    escapeKey = undefined;
    for (const step of undo.splice(0)) step();
    siteContext.set({});
    cleanup();
    await resetMouse();
  });

  describe('Close requests', () => {
    it('Escape closes three stacked layers newest first, and only then acts for the account', async () => {
      siteContext.set(account);
      const { navigation, navigations } = recordedNavigation(PAGE);
      escapeKey = installEscapeKey(navigation);
      const closed: string[] = [];
      const taken = keydownsTaken(undo);
      for (const name of ['first', 'second', 'third']) openTestLayer(name, closed);
      for (let count = 0; count < 3; count++) await press('Escape');
      expect(closed).to.deep.equal(['third:escape', 'second:escape', 'first:escape']);
      expect(layerStack.size()).to.equal(0);
      expect(navigations, 'nothing but closing while layers were open').to.deep.equal([]);
      await press('Escape');
      expect(navigations).to.deep.equal([CONFIG_AREA]);
      // A close request follows only a keydown nobody prevented; the account's Escape is taken.
      expect(taken).to.deep.equal([false, false, false, true]);
    });

    it('a layer that holds a native dialog keeps the dialog from also cancelling', async () => {
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Inside</button></dialog>');
      let cancels = 0;
      dialog.addEventListener('cancel', () => cancels++);
      const closed: string[] = [];
      const layer = openLayer({
        dialog,
        contains: (path) => path.includes(dialog),
        close: (reason) => {
          closed.push(`lightbox:${reason}`);
          // Off the stack, still on screen (as while animating out): the dialog must not have closed itself.
          layer.leave();
        },
      });
      undo.push(layer.remove);
      expect(dialog.matches(':modal')).to.equal(true);
      await press('Escape');
      expect(closed).to.deep.equal(['lightbox:escape']);
      expect(cancels).to.equal(0);
      expect(dialog.open).to.equal(true);
    });

    it("the page's own modal dialog opened after a layer is newer: Escape cancels the dialog and leaves the layer open", async () => {
      const closed: string[] = [];
      openTestLayer('popup', closed);
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Okay</button></dialog>');
      dialog.showModal();
      const dialogClosed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
      await press('Escape');
      await waitFor(() => !dialog.open, 'the dialog to cancel');
      expect(closed).to.deep.equal([]);
      // Its close event: the dialog is done closing, so the next Escape is the layer's.
      await dialogClosed;
      await press('Escape');
      expect(closed).to.deep.equal(['popup:escape']);
    });

    it("a held-down Escape's repeats are held (no close request follows them): one layer closes", async () => {
      const closed: string[] = [];
      for (const name of ['first', 'second', 'third']) openTestLayer(name, closed);
      await sendKeys({ down: 'Escape' });
      const repeat = new KeyboardEvent('keydown', { key: 'Escape', repeat: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(repeat);
      await sendKeys({ up: 'Escape' });
      expect(repeat.defaultPrevented, 'the repeat is held').to.equal(true);
      expect(closed).to.deep.equal(['third:escape']);
    });
  });

  describe('CloseWatcher (the Android back gesture)', () => {
    it('headless Chromium has CloseWatcher, so these tests use the real one', () => {
      expect(typeof original).to.equal('function');
    });

    it("the watcher's close request, the path the back gesture takes, closes the top layer only", async () => {
      const made = recordWatchers();
      const closed: string[] = [];
      openTestLayer('first', closed);
      openTestLayer('second', closed);
      // One watcher for the stack, made again as the stack changes: the live one is the newest.
      made.at(-1)?.requestClose();
      expect(closed).to.deep.equal(['second:escape']);
      expect(layerStack.size()).to.equal(1);
      made.at(-1)?.requestClose();
      expect(closed).to.deep.equal(['second:escape', 'first:escape']);
      expect(layerStack.size()).to.equal(0);
    });

    it("Escape reaches the top layer through the browser's close request to the stack's watcher", async () => {
      const made = recordWatchers();
      const closed: string[] = [];
      const taken = keydownsTaken(undo);
      openTestLayer('menu', closed);
      const watcher = made.at(-1);
      let watcherClosed = 0;
      watcher?.addEventListener('close', () => watcherClosed++);
      await press('Escape');
      expect(closed).to.deep.equal(['menu:escape']);
      expect(watcherClosed, 'closed by the watcher').to.equal(1);
      expect(taken, 'not by the keydown fallback').to.deep.equal([false]);
    });

    it('without CloseWatcher, the keydown fallback closes the top layer and takes the keydown', async () => {
      withoutCloseWatcher();
      const closed: string[] = [];
      const taken = keydownsTaken(undo);
      openTestLayer('first', closed);
      openTestLayer('second', closed);
      await press('Escape');
      expect(closed).to.deep.equal(['second:escape']);
      await press('Escape');
      expect(closed).to.deep.equal(['second:escape', 'first:escape']);
      expect(taken).to.deep.equal([true, true]);
    });

    it('without CloseWatcher, Escape in a modal layer does not let its dialog cancel itself', async () => {
      withoutCloseWatcher();
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Inside</button></dialog>');
      let cancels = 0;
      dialog.addEventListener('cancel', () => cancels++);
      const closed: string[] = [];
      openTestLayer('lightbox', closed, dialog, { dialog });
      await press('Escape');
      expect(closed).to.deep.equal(['lightbox:escape']);
      expect(cancels).to.equal(0);
    });
  });

  describe('Modal layers', () => {
    it('shows the dialog modally with its own close request off, keeps Tab inside, and returns focus', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Open</button>');
      opener.focus();
      const dialog = fixture<HTMLDialogElement>(
        '<dialog><button type="button">One</button><button type="button">Two</button></dialog>',
      );
      const layer = openTestLayer('dialog', [], dialog, { dialog });
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.getAttribute('closedby')).to.equal('none');
      const seen: (string | null | undefined)[] = [deepActive()?.textContent];
      for (let count = 0; count < 3; count++) {
        await sendKeys({ press: 'Tab' });
        seen.push(deepActive()?.textContent);
      }
      await sendKeys({ press: 'Shift+Tab' });
      seen.push(deepActive()?.textContent);
      expect(seen).to.deep.equal(['One', 'Two', 'One', 'Two', 'One']);
      layer.remove();
      expect(dialog.open).to.equal(false);
      expect(document.activeElement === opener, 'focus is back on the opener').to.equal(true);
    });

    it('a leaving layer is off the stack, inert and without focus, while it stays on screen', async () => {
      const closed: string[] = [];
      const below = openTestLayer('below', closed);
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Okay</button></dialog>');
      const layer = openTestLayer('dialog', closed, dialog, { dialog });
      expect(dialog.contains(deepActive())).to.equal(true);
      layer.leave();
      expect(dialog.open).to.equal(true);
      expect(dialog.inert).to.equal(true);
      expect(dialog.contains(deepActive())).to.equal(false);
      expect(layerStack.size()).to.equal(1);
      await press('Escape');
      expect(closed).to.deep.equal(['below:escape']);
      below.remove();
    });

    it('dialogs opened from each other and closed out of order give focus back to where it was before them all', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Open</button>');
      opener.focus();
      const first = fixture<HTMLDialogElement>('<dialog><button type="button">First</button></dialog>');
      const firstLayer = openTestLayer('first', [], first, { dialog: first });
      // The second opens from inside the first: its focus return target is the first's button.
      const second = fixture<HTMLDialogElement>('<dialog><button type="button">Second</button></dialog>');
      const secondLayer = openTestLayer('second', [], second, { dialog: second });
      firstLayer.remove();
      expect(second.contains(deepActive()), 'the second still has focus').to.equal(true);
      secondLayer.remove();
      expect(document.activeElement === opener, 'focus is back on the opener').to.equal(true);
    });
    it('a layer opened again on an open dialog takes it over: the dialog stays open, focus stays, and only the newer layer acts', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Open</button>');
      opener.focus();
      const dialog = fixture<HTMLDialogElement>(
        '<dialog><input aria-label="Name"><button type="button">Okay</button></dialog>',
      );
      const closed: string[] = [];
      const first = openTestLayer('first', closed, dialog, { dialog });
      const input = dialog.querySelector('input') as HTMLInputElement;
      input.focus();
      await sendKeys({ type: 'Ada' });
      const closes: string[] = [];
      dialog.addEventListener('close', () => closes.push('close'));

      const second = openModalDialog({
        dialog,
        panel: () => dialog,
        close: (reason) => closed.push(`second:${reason}`),
      });

      expect(dialog.matches(':modal'), 'still modal').to.equal(true);
      expect(closes, 'never closed on the way').to.deep.equal([]);
      expect(deepActive() === input, 'focus stays where the visitor is').to.equal(true);
      expect([input.selectionStart, layerStack.size()]).to.deep.equal([3, 1]);
      first.remove();
      expect(dialog.open, 'the older handle no longer closes it').to.equal(true);
      await press('Escape');
      expect(closed, 'a close request reaches the newer layer alone').to.deep.equal(['second:escape']);
      second.remove();
      expect(dialog.open).to.equal(false);
      expect(document.activeElement === opener, 'focus back where it was before the first layer').to.equal(true);
    });
  });

  describe('Outside clicks, with the mouse', () => {
    let outside: HTMLButtonElement;
    let other: HTMLButtonElement;
    let inner: HTMLButtonElement;
    let closed: string[];

    beforeEach(() => {
      const page = fixture(`
        <div style="position:fixed;inset:0 auto auto 0;width:420px;height:260px;z-index:2147483647;background:#fff">
          <button type="button" id="outside" style="position:absolute;left:10px;top:10px;width:120px;height:40px">Outside</button>
          <button type="button" id="other" style="position:absolute;left:240px;top:10px;width:120px;height:40px">Other</button>
          <div id="panel" style="position:absolute;left:10px;top:100px;width:300px;height:120px">
            <button type="button" id="inner" style="margin:20px;width:120px;height:40px">Inside</button>
          </div>
        </div>`);
      outside = page.querySelector('#outside') as HTMLButtonElement;
      other = page.querySelector('#other') as HTMLButtonElement;
      inner = page.querySelector('#inner') as HTMLButtonElement;
      closed = [];
      openTestLayer('menu', closed, page.querySelector('#panel') as HTMLElement);
    });

    it('a press and release on the same element outside closes the top layer', async () => {
      await sendMouse({ type: 'click', position: centre(outside) });
      expect(closed).to.deep.equal(['menu:outside']);
    });

    it('a press on one element released on another closes nothing', async () => {
      await sendMouse({ type: 'move', position: centre(outside) });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: centre(other) });
      await sendMouse({ type: 'up' });
      expect(closed).to.deep.equal([]);
      expect(layerStack.size()).to.equal(1);
    });

    it('a click inside the layer closes nothing', async () => {
      await sendMouse({ type: 'click', position: centre(inner) });
      expect(closed).to.deep.equal([]);
      expect(layerStack.size()).to.equal(1);
    });
  });
});
