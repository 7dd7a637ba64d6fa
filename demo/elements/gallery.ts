/**
 * The gallery page: shows the events the galleries send (slide changes, the
 * ends, lightbox requests) in a status line. A click on a slide opens the
 * lightbox: the page has no <sq-lightbox>, so the first request adds one and
 * the autoloader brings its code.
 */

const log = document.getElementById('event-log');

function show(event: Event): void {
  if (!log) return;
  const gallery = (event.target as HTMLElement).closest('sq-gallery');
  const where = gallery?.id ? `#${gallery.id}` : (gallery?.getAttribute('design') ?? 'gallery');
  const detail = (event as CustomEvent<{ index?: number; slideId?: string }>).detail;
  const slide = detail.slideId !== undefined ? ` (slide ${detail.slideId})` : '';
  log.textContent = `${event.type} from ${where}: index ${detail.index}${slide}`;
}

for (const name of ['sq-slide-change', 'sq-reached-end', 'sq-reached-beginning', 'sq-lightbox-request']) {
  document.addEventListener(name, show);
}
