/**
 * Developer warnings said once per page: the same bad value, in a gallery of
 * fifty slides or on fifty elements, is reported once. One list for the
 * kit, the elements and the runtime's services, so a test suite can forget
 * them all at once.
 */

/** Warnings already printed, by their text. */
const warned = new Set<string>();

/** Prints `message` with `console.warn` unless the same text was printed before on this page. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/**
 * Forgets the warnings already printed, so the same bad value warns again.
 * For test suites that check every bad value warns (the config fuzzer).
 */
export function forgetWarnings(): void {
  warned.clear();
}
