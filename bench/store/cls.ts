/** Cumulative layout shift from a page's layout-shift entries, as web-vitals and Chrome count it. */

/** A shift joins the open window when it comes within 1 s of the window's last shift... */
const WINDOW_GAP_MS = 1000;
/** ...and within 5 s of its first; otherwise a new window opens. */
const WINDOW_SPAN_MS = 5000;

/**
 * The largest sum of shift values within one session window, leaving out
 * shifts that follow the visitor's input. Entries in any order.
 */
export function cumulativeLayoutShift(
  shifts: readonly { time: number; value: number; hadRecentInput: boolean }[],
): number {
  let largest = 0;
  let sum = 0;
  let first = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].filter((entry) => !entry.hadRecentInput).sort((a, b) => a.time - b.time)) {
    if (shift.time - previous < WINDOW_GAP_MS && shift.time - first < WINDOW_SPAN_MS) {
      sum += shift.value;
    } else {
      sum = shift.value;
      first = shift.time;
    }
    previous = shift.time;
    largest = Math.max(largest, sum);
  }
  return largest;
}
