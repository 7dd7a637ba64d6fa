/**
 * A server-rendered highlight's first view: the server draws its shape for
 * the text on one line, which CSS animates, and draws nothing while the
 * text wraps over more than one line (see the README). Such a highlight is
 * drawn by `first-view-lines.ts`, loaded for it alone; the element's code
 * loads at once only when that cannot draw it.
 */
export default function firstView(host: HTMLElement, load: () => void): void {
  if (host.getClientRects().length <= 1) return;
  // Each highlight measured and drawn in a task of its own, as each first view is.
  import('./first-view-lines.ts').then(
    (lines) => setTimeout(() => lines.drawLines(host, load) && load()),
    () => load(),
  );
}
