/**
 * The name a mistyped one was meant to be: the nearest of a list by edit
 * distance, when it is near enough to be a slip of the keyboard rather than
 * another name. For developer warnings ("did you mean <sq-accordion>?").
 */

/**
 * The number of single-character insertions, deletions, substitutions and
 * swaps of two neighbours that turn `a` into `b` (the optimal string
 * alignment distance): `acordion` is 1 from `accordion`, `galelry` 1 from `gallery`.
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many slips a name of this length may hold and still be taken for a slip: 1 up to 4 characters, 2 up to 8, then 3. */
export function slipsAllowed(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

/**
 * The candidate nearest to `name` (the first of equally near ones), when it
 * is within the slips a name of its length may hold; undefined when none is,
 * or when `name` is itself a candidate. `distance` measures two names
 * (editDistance unless given).
 */
export function nearestName(
  name: string,
  candidates: readonly string[],
  distance: (name: string, candidate: string) => number = editDistance,
): string | undefined {
  if (candidates.includes(name)) return undefined;
  let nearest: string | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const apart = distance(name, candidate);
    if (apart < best && apart <= slipsAllowed(Math.max(name.length, candidate.length))) {
      nearest = candidate;
      best = apart;
    }
  }
  return nearest;
}
