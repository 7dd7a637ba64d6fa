/**
 * A page with a popup overlay, its config from `?config=`, and a clock set
 * by `?now=` (milliseconds since the epoch), so browser tests can reload it
 * "days later". The content is a newsletter form that announces a
 * successful submission with `sq-submit-success`, as `sq-form` does.
 */

const query = new URLSearchParams(location.search);
const now = Number(query.get('now'));
if (Number.isFinite(now) && now > 0) Date.now = () => now;

const popup = document.createElement('sq-popup');
popup.setAttribute('config', query.get('config') ?? '{}');
popup.innerHTML = `
  <h2>Join the studio letter</h2>
  <form>
    <label>Email <input type="email" name="email" required></label>
    <button type="submit">Sign up</button>
  </form>`;
popup.querySelector('form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  event.target?.dispatchEvent(new CustomEvent('sq-submit-success', { bubbles: true, composed: true, detail: {} }));
});
document.body.append(popup);

const scope = window as unknown as { popupReady: boolean };
await import('../../../../elements/sq-popup/popup.element.ts');
const ready = () => {
  if (popup.dataset.state) scope.popupReady = true;
  else requestAnimationFrame(ready);
};
ready();

export {};
