import { alert, confirm, type DialogResult, info, showSystemErrorOverlay } from '../runtime/index.ts';

/**
 * The runtime page: buttons that open each kind of dialog through the
 * runtime's API, as a theme's script would, and a list of their answers.
 */

const answers = document.getElementById('answers');

function record(what: string, result: DialogResult): void {
  const item = document.createElement('li');
  item.innerHTML = '<span></span> answered <code></code>';
  (item.querySelector('span') as HTMLElement).textContent = what;
  (item.querySelector('code') as HTMLElement).textContent = result;
  answers?.prepend(item);
}

const openers: Record<string, () => Array<[string, Promise<DialogResult>]>> = {
  confirm: () => [
    [
      'Confirm or cancel',
      confirm({ title: 'Remove the teapot?', message: 'It leaves your cart.', confirmLabel: 'Remove' }),
    ],
  ],
  reject: () => [
    [
      'Confirm or reject',
      confirm({
        title: 'Keep your saved cart?',
        message: 'You left three items in it last week.',
        style: 'confirm-or-reject',
        confirmLabel: 'Keep',
        rejectLabel: 'Discard',
      }),
    ],
  ],
  alert: () => [['Alert', alert({ title: 'Out of stock', message: 'The serving bowl sold out while you looked.' })]],
  info: () => [['Information', info({ title: 'Link copied', message: 'Share it with a friend.' })]],
  overlay: () => [['System error overlay', showSystemErrorOverlay('Internal server error. Please try again later.')]],
  stack: () => [
    ['First (alert)', alert({ title: 'First', message: 'Opened first; closes last.' })],
    ['Second (confirm)', confirm({ title: 'Second', message: 'Opened second.' })],
    ['Third (confirm)', confirm({ title: 'Third', message: 'Opened last; Escape closes it first.' })],
  ],
};

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-open]');
  const open = button && openers[button.dataset.open ?? ''];
  if (!open) return;
  for (const [what, answer] of open()) void answer.then((result) => record(what, result));
});

// What <sq-sign-in> says once the visitor is signed in (its detail never holds the password).
document.addEventListener('sq-sign-in', (event) => {
  const { email } = (event as CustomEvent<{ email: string }>).detail;
  const status = document.getElementById('signed-in');
  if (status) status.textContent = `Signed in as ${email}. Later calls carry the session's XSRF header.`;
});
