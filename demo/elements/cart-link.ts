/**
 * The cart link page: buttons that send `sq-cart-sync`, and beside each
 * variant a readout of what the element says about itself (its state and
 * its link's accessible name), kept current as it changes.
 */

const CART_SYNC_EVENT = 'sq-cart-sync';

function readout(list: HTMLElement, element: HTMLElement): void {
  const link = element.shadowRoot?.querySelector('[part=link]');
  const rows: [string, string][] = [
    ['data-state', element.dataset.state ?? '…'],
    ['name', link?.getAttribute('aria-label') ?? '…'],
  ];
  const items = rows.map(([term, value]) => {
    const row = document.createElement('div');
    const dt = document.createElement('dt');
    const dd = document.createElement('dd');
    dt.textContent = term;
    dd.textContent = value;
    row.append(dt, dd);
    return row;
  });
  list.replaceChildren(...items);
}

/** Shows and follows the state of the element each readout names. */
async function followReadouts(): Promise<void> {
  const lists = [...document.querySelectorAll<HTMLElement>('[data-readout]')];
  const pairs = lists.flatMap((list) => {
    const element = document.getElementById(list.dataset.readout ?? '');
    return element ? [{ list, element }] : [];
  });
  for (const { list, element } of pairs) readout(list, element);
  await customElements.whenDefined('sq-cart-link');
  for (const { list, element } of pairs) {
    const update = () => readout(list, element);
    const observer = new MutationObserver(update);
    observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
    if (element.shadowRoot) {
      observer.observe(element.shadowRoot, { subtree: true, childList: true, attributes: true });
    }
    update();
  }
}

function wireButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sync-items]')) {
    button.addEventListener('click', () => {
      const items = Number(button.dataset.syncItems);
      const subtotal = button.dataset.syncSubtotal;
      document.dispatchEvent(new CustomEvent(CART_SYNC_EVENT, { detail: { items, subtotal } }));
    });
  }
  document.querySelector('[data-reload]')?.addEventListener('click', () => location.reload());
}

wireButtons();
void followReadouts();

export {};
