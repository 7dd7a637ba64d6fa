import { renderSiteForms } from '../render-site-forms.ts';

/**
 * The popup page: the site's newsletter form inside the popup (a successful
 * sign-up marks the popup's record submitted), and a readout of the record.
 */

const RECORD_KEY = 'sq-popup-overlay';

function showRecord(): void {
  const target = document.getElementById('record');
  if (target) target.textContent = localStorage.getItem(RECORD_KEY) ?? 'nothing yet';
}

renderSiteForms();
document.addEventListener('sq-submit-success', () => queueMicrotask(showRecord));
document.addEventListener('sq-close', showRecord);
document.getElementById('forget')?.addEventListener('click', () => {
  localStorage.removeItem(RECORD_KEY);
  location.reload();
});

showRecord();
