/** Which `<sq-runtime>` on the page is the one in charge: the first connected. */

let owner: object | null = null;

/** Claims the page for `candidate`; false when another runtime element has it. */
export function claimPage(candidate: object): boolean {
  if (owner !== null && owner !== candidate) return false;
  owner = candidate;
  return true;
}

/** Gives the page up, so a runtime element added later can take it. */
export function releasePage(candidate: object): void {
  if (owner === candidate) owner = null;
}

/** The warning a second runtime element gives. */
export const SECOND_RUNTIME_WARNING = 'sq-runtime: this page already has an <sq-runtime>; this one stays inert';
