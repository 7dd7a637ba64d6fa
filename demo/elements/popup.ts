/**
 * The popup page: a newsletter form standing in for `sq-form` (it says
 * `sq-submit-success` when submitted), and a readout of the popup's record.
 */

const RECORD_KEY = 'sq-popup-overlay';

function showRecord(): void {
  const target = document.getElementById('record');
  if (target) target.textContent = localStorage.getItem(RECORD_KEY) ?? 'nothing yet';
}

document.querySelector<HTMLFormElement>('[data-newsletter]')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget as HTMLFormElement;
  const status = form.querySelector('.newsletter__status');
  if (status) status.textContent = 'Thank you! Look for our next letter.';
  form.dispatchEvent(new CustomEvent('sq-submit-success', { bubbles: true, composed: true, detail: {} }));
  showRecord();
});

document.addEventListener('sq-close', showRecord);
document.getElementById('forget')?.addEventListener('click', () => {
  localStorage.removeItem(RECORD_KEY);
  location.reload();
});

showRecord();

export {};
