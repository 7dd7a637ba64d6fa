/** The helpers page: text shrink on its heading, a time that starts now, and the scroll button. */
import { scrollToElement } from '../../lib/helpers/scroll.ts';
import { shrinkText } from '../../runtime/helpers/index.ts';

for (const heading of document.querySelectorAll<HTMLElement>('[data-shrink]')) shrinkText(heading);

// "now", then "5 seconds ago", "10 seconds ago": the page's own moment, set as it loads.
document.getElementById('just-now')?.setAttribute('datetime', new Date().toISOString());

for (const button of document.querySelectorAll<HTMLElement>('[data-scroll-to]')) {
  button.addEventListener('click', () => {
    const target = document.getElementById(button.dataset.scrollTo ?? '');
    if (target) scrollToElement(target);
  });
}
