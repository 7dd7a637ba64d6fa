/**
 * A server-rendered highlight's first view: the server draws its shape for
 * the text on one line, which CSS animates, and hides it while the text
 * wraps over more than one line (see the README). Such a highlight needs
 * its code to measure the lines: true asks the autoloader for it now.
 */
export default function firstView(host: HTMLElement): boolean {
  return host.getClientRects().length > 1;
}
