import { nearestName } from '../lib/nearest-name.ts';

/**
 * What the autoloader says of a `sq-*` tag it has no code for (a slip such
 * as `<sq-acordion>`): the nearest tag it knows, when one is near enough to
 * be meant, else the tags there are. Nothing for a tag it knows or one
 * outside the `sq-` prefix.
 */
export function unknownTagMessage(tag: string, known: readonly string[]): string | undefined {
  if (!tag.startsWith('sq-') || known.includes(tag)) return undefined;
  const nearest = nearestName(
    tag.slice(3),
    known.map((name) => name.slice(3)),
  );
  const said = `sq-elements: <${tag}> is not an sq-elements tag`;
  if (nearest !== undefined) return `${said}; did you mean <sq-${nearest}>?`;
  return `${said} (the tags are ${known.map((name) => `<${name}>`).join(', ')})`;
}
