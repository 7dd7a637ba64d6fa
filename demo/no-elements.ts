/**
 * The laziness page's one button: it adds a cart link, so a visitor can watch
 * the autoloader fetch the element's code only then. Imports nothing.
 */
const stage = document.getElementById('stage');

document.getElementById('add-element')?.addEventListener('click', () => {
  const link = document.createElement('sq-cart-link');
  link.setAttribute('items', String((stage?.childElementCount ?? 0) + 1));
  stage?.append(link);
});

export {};
