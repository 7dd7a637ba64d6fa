/** The message for a design the product does not have (spec 001 §8), followed by its name. */
export const UNKNOWN_DESIGN_MESSAGE = 'These are not the gallery designs you are looking for';

/**
 * What a gallery says of a design it does not have: the spec's words with the
 * name, the grid it shows, and the designs there are (`names`).
 */
export function unknownDesignMessage(design: string, names: readonly string[]): string {
  return `${UNKNOWN_DESIGN_MESSAGE} ${JSON.stringify(design)}; using grid (designs: ${names.join(', ')})`;
}
