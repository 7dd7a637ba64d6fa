/**
 * The manifest's tags, dealt into `parts` hands in turn: hand `part` (from 1).
 * The fuzz runs are a large part of the browser suite's work, so they are split
 * over files that run in browser slots of their own, and neither waits on the other.
 */
export function tagsOfPart(tags: readonly string[], part: number, parts: number): string[] {
  if (!Number.isInteger(parts) || parts < 1 || !Number.isInteger(part) || part < 1 || part > parts) {
    throw new RangeError(`tagsOfPart: part ${part} of ${parts} is not a part`);
  }
  return tags.filter((_tag, index) => index % parts === part - 1);
}
