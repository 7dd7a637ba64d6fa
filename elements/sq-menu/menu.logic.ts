/**
 * The tab a key moves the focus to in the tab list (spec 001 §4 "Menu
 * block", the APG tabs pattern): left and right arrows to the previous and
 * next tab, wrapping around; Home and End to the first and last. Null for any
 * other key, and with no tabs. Moving does not select: Enter or Space on the
 * focused tab does (manual activation).
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The selected tab: the one chosen while it exists, else the last; the first at the start. */
export function activeTab(chosen: number, count: number): number {
  return Math.max(0, Math.min(chosen, count - 1));
}
