/**
 * Where elements send their errors (render errors caught by an error boundary,
 * errors in their callbacks). The error reporter takes over when it is
 * installed; until then errors go to the console.
 */
export type ElementErrorReporter = (tag: string, error: unknown) => void;

let reporter: ElementErrorReporter = (tag, error) => {
  console.error(`${tag}: error`, error);
};

/** Sets where errors go; returns the previous reporter. */
export function setElementErrorReporter(next: ElementErrorReporter): ElementErrorReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/** Reports an element error, never throwing into the caller. */
export function reportElementError(tag: string, error: unknown): void {
  try {
    reporter(tag, error);
  } catch {
    // A broken reporter must not take the element down with it.
  }
}
