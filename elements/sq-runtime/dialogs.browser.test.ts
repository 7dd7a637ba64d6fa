import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  alert,
  closeDialog,
  confirm,
  HIDE_FALLBACK_MS,
  INFO_AUTO_HIDE_MS,
  info,
  openDialogs,
  showSystemErrorOverlay,
} from '../../runtime/core/dialogs.ts';
import { cleanup, fixture, updateComplete, waitFor } from '../../test/browser/harness.ts';

const load = () => import('./runtime.element.ts');

/** The runtime's dialogs, oldest first. */
const dialogsIn = (runtime: Element) => [...(runtime.shadowRoot?.querySelectorAll<HTMLElement>('[part=dialog]') ?? [])];
const topDialog = (runtime: Element): HTMLElement => {
  const dialog = dialogsIn(runtime).at(-1);
  if (!dialog) throw new Error('No dialog is open');
  return dialog;
};
const labels = (dialog: Element) => [...dialog.querySelectorAll('button')].map((button) => button.textContent);
const button = (dialog: Element, label: string): HTMLButtonElement => {
  const found = [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent === label);
  if (!found) throw new Error(`No ${label} button`);
  return found;
};
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
/** Waits for the show animation, which scales the dialog up from 0.94. */
const shownFully = (dialog: HTMLElement) => Promise.all(dialog.getAnimations().map((animation) => animation.finished));
const destroyed = () => waitFor(() => openDialogs.get().length === 0, 'every dialog to be destroyed');

/** Opens the runtime and one dialog, and waits for it to be drawn. */
async function open<T>(show: () => Promise<T>): Promise<{ runtime: Element; dialog: HTMLElement; result: Promise<T> }> {
  const runtime = document.querySelector('sq-runtime') ?? fixture('<sq-runtime></sq-runtime>');
  await updateComplete(runtime);
  const before = dialogsIn(runtime).length;
  const result = show();
  await waitFor(() => dialogsIn(runtime).length > before, 'the dialog to be drawn');
  return { runtime, dialog: topDialog(runtime), result };
}

describe('runtime dialogs', () => {
  before(load);
  afterEach(async () => {
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    await destroyed();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    cleanup();
  });

  describe('Styles', () => {
    it('confirm-or-cancel: Cancel and Confirm, focus on Cancel, Confirm resolves confirm', async () => {
      const { dialog, result } = await open(() =>
        confirm({ title: 'Remove the item?', message: 'It leaves the cart.' }),
      );
      expect(dialog.dataset.style).to.equal('confirm-or-cancel');
      expect(labels(dialog)).to.deep.equal(['Cancel', 'Confirm']);
      expect(deepActive()?.textContent).to.equal('Cancel');
      button(dialog, 'Confirm').click();
      expect(await result).to.equal('confirm');
    });

    it('confirm-or-cancel: the second button cancels', async () => {
      const { dialog, result } = await open(() =>
        confirm({ title: 'Leave?', confirmLabel: 'Leave', rejectLabel: 'Stay' }),
      );
      expect(labels(dialog)).to.deep.equal(['Stay', 'Leave']);
      button(dialog, 'Stay').click();
      expect(await result).to.equal('cancel');
    });

    it('confirm-or-reject: the second button rejects', async () => {
      const { dialog, result } = await open(() =>
        confirm({ title: 'Keep the draft?', style: 'confirm-or-reject', confirmLabel: 'Keep', rejectLabel: 'Discard' }),
      );
      expect(dialog.dataset.style).to.equal('confirm-or-reject');
      expect(labels(dialog)).to.deep.equal(['Discard', 'Keep']);
      button(dialog, 'Discard').click();
      expect(await result).to.equal('reject');
    });

    it("confirm-only: the alert has one button, 'Okay', and takes focus", async () => {
      const { dialog, result } = await open(() => alert({ title: 'Saved', message: 'Your changes are live.' }));
      expect(dialog.dataset.style).to.equal('confirm-only');
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(labels(dialog)).to.deep.equal(['Okay']);
      expect(deepActive()?.textContent).to.equal('Okay');
      button(dialog, 'Okay').click();
      expect(await result).to.equal('confirm');
    });

    it('no-buttons: the information dialog shows top right, leaves focus alone and hides itself after 2000 ms as confirm', async () => {
      const field = fixture<HTMLInputElement>('<input aria-label="Name">');
      field.focus();
      const opened = performance.now();
      const { dialog, result } = await open(() => info({ title: 'Copied', message: 'The link is on your clipboard.' }));
      expect(dialog.dataset.style).to.equal('no-buttons');
      expect(dialog.getAttribute('role')).to.equal('status');
      expect(dialog.matches(':modal')).to.equal(false);
      expect(labels(dialog)).to.deep.equal([]);
      expect(document.activeElement === field, 'focus stays in the field').to.equal(true);
      await shownFully(dialog);
      const box = dialog.getBoundingClientRect();
      expect(box.top).to.equal(20);
      expect(Math.round(innerWidth - box.right)).to.equal(20);
      expect(box.width).to.equal(350);
      expect(await result).to.equal('confirm');
      const took = performance.now() - opened;
      expect(took).to.be.at.least(INFO_AUTO_HIDE_MS - 20);
      expect(took).to.be.below(INFO_AUTO_HIDE_MS + 500);
    });

    it('is 350px wide with 20px of padding, labelled by its title and described by its message', async () => {
      const { dialog } = await open(() => confirm({ title: 'Remove?', message: 'For good.' }));
      await shownFully(dialog);
      expect(dialog.getBoundingClientRect().width).to.equal(350);
      expect(getComputedStyle(dialog.querySelector('[part=panel]') as Element).padding).to.equal('20px');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      const title = dialog.querySelector('[part=title]');
      const message = dialog.querySelector('[part=message]');
      expect(dialog.getAttribute('aria-labelledby')).to.equal(title?.id);
      expect(dialog.getAttribute('aria-describedby')).to.equal(message?.id);
      expect(getComputedStyle(dialog).zIndex).to.equal('30000');
    });
  });

  describe('Keyboard', () => {
    it('Enter on a button activates it', async () => {
      const { dialog, result } = await open(() => confirm({ title: 'Go on?' }));
      button(dialog, 'Confirm').focus();
      await sendKeys({ press: 'Enter' });
      expect(await result).to.equal('confirm');
    });

    it('Space on a button activates it', async () => {
      const { result } = await open(() => confirm({ title: 'Go on?' }));
      // Focus starts on Cancel.
      await sendKeys({ press: 'Space' });
      expect(await result).to.equal('cancel');
    });

    it('Escape cancels, and focus goes back where it was', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Open</button>');
      opener.focus();
      const { result } = await open(() => alert({ title: 'Heads up' }));
      await sendKeys({ press: 'Escape' });
      expect(await result).to.equal('cancel');
      await destroyed();
      expect(document.activeElement === opener, 'focus is back on the opener').to.equal(true);
    });

    it('Escape closes stacked dialogs newest first', async () => {
      const first = await open(() => alert({ title: 'First' }));
      const second = await open(() => confirm({ title: 'Second' }));
      const third = await open(() => showSystemErrorOverlay('Third'));
      const order: string[] = [];
      void first.result.then(() => order.push('first'));
      void second.result.then(() => order.push('second'));
      void third.result.then(() => order.push('third'));
      for (let press = 0; press < 3; press++) await sendKeys({ press: 'Escape' });
      await Promise.all([first.result, second.result, third.result]);
      expect(order).to.deep.equal(['third', 'second', 'first']);
      expect(await third.result).to.equal('clear');
      expect(await second.result).to.equal('cancel');
    });
  });

  describe('Overlay clicks', () => {
    it('a click on the overlay cancels', async () => {
      const { result } = await open(() => confirm({ title: 'Remove?' }));
      await sendMouse({ type: 'click', position: [5, 5] });
      expect(await result).to.equal('cancel');
    });

    it('a click inside the dialog does not', async () => {
      const { dialog } = await open(() => confirm({ title: 'Remove?', message: 'Click me' }));
      const message = (dialog.querySelector('[part=message]') as Element).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(message.left + 5), Math.round(message.top + 5)] });
      // The click is handled before the command returns, and a close it asked for is in the store at once.
      expect(openDialogs.get().map((open) => open.state)).to.deep.equal(['shown']);
      expect(dialog.dataset.state).to.equal('shown');
    });

    it('a press inside the dialog released on the overlay does not', async () => {
      const { dialog } = await open(() => confirm({ title: 'Remove?', message: 'Drag from here' }));
      const message = (dialog.querySelector('[part=message]') as Element).getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(message.left + 5), Math.round(message.top + 5)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [5, 5] });
      await sendMouse({ type: 'up' });
      // The release, and its click, are handled before the command returns; a close would be in the store at once.
      expect(openDialogs.get().map((open) => open.state)).to.deep.equal(['shown']);
      expect(dialog.dataset.state).to.equal('shown');
    });
  });

  describe('States', () => {
    it('goes shown, then hiding while it animates out, then is destroyed', async () => {
      const { runtime, dialog, result } = await open(() => alert({ title: 'Bye' }));
      expect(dialog.dataset.state).to.equal('shown');
      // What the dialog was doing at each animation event: a log, not a look at a 0.3 s animation in flight.
      const seen: string[] = [];
      for (const type of ['animationstart', 'animationend']) {
        dialog.addEventListener(type, (event) => {
          if (event.target === dialog)
            seen.push(`${type} ${(event as AnimationEvent).animationName} ${dialog.dataset.state}`);
        });
      }
      button(dialog, 'Okay').click();
      expect(await result).to.equal('confirm');
      await destroyed();
      await waitFor(() => seen.includes('animationend sq-dialog-out hiding'), 'the hiding animation to end');
      expect(seen).to.include.members(['animationstart sq-dialog-out hiding', 'animationend sq-dialog-out hiding']);
      expect(dialogsIn(runtime).length).to.equal(0);
    });

    it('with reduced motion, does not animate and is destroyed at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { runtime, dialog, result } = await open(() => alert({ title: 'Bye' }));
      expect(dialog.getAnimations()).to.deep.equal([]);
      const animated: string[] = [];
      dialog.addEventListener('animationstart', (event) => animated.push((event as AnimationEvent).animationName));
      const closed = performance.now();
      button(dialog, 'Okay').click();
      await result;
      // Destroyed at once: with no hide animation started (which it would wait out), long before the fallback.
      await destroyed();
      expect(animated, 'animations started').to.deep.equal([]);
      expect(performance.now() - closed).to.be.below(HIDE_FALLBACK_MS);
      expect(openDialogs.get()).to.deep.equal([]);
      expect(dialogsIn(runtime).length).to.equal(0);
    });

    it('is destroyed by the 600 ms fallback when its hide animation does not end', async () => {
      const { runtime, dialog } = await open(() => alert({ title: 'Stuck' }));
      const slow = new CSSStyleSheet();
      slow.replaceSync('dialog[data-state="hiding"] { animation-duration: 60s !important; }');
      const shadow = runtime.shadowRoot as ShadowRoot;
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, slow];
      try {
        const closed = performance.now();
        button(dialog, 'Okay').click();
        await destroyed();
        const took = performance.now() - closed;
        expect(took).to.be.at.least(HIDE_FALLBACK_MS - 20);
        expect(took).to.be.below(HIDE_FALLBACK_MS + 400);
      } finally {
        shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((sheet) => sheet !== slow);
      }
    });

    it('ignores a second close while hiding', async () => {
      const { dialog, result } = await open(() => confirm({ title: 'Once' }));
      const id = openDialogs.get()[0]?.id ?? -1;
      closeDialog(id, 'confirm');
      closeDialog(id, 'cancel');
      expect(await result).to.equal('confirm');
      await waitFor(
        () => dialog.querySelectorAll('button:disabled').length === 2,
        'both buttons disabled while hiding',
      );
    });
  });
});
