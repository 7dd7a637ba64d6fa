/**
 * A static page with `<sq-runtime>` as docs/platform-api.md writes it, loaded in an
 * iframe by a test that has made the platform's endpoints answer 404 for
 * this page alone. It keeps what the page says in the console, and what is
 * thrown, from before the runtime's code runs; it prints nothing.
 */
import type { ErrorReporter } from '../../../runtime/services/error-reporter.ts';

const said = { errors: [] as string[], warnings: [] as string[] };
const keep =
  (list: string[]) =>
  (...args: unknown[]) => {
    list.push(args.map(String).join(' '));
  };
console.error = keep(said.errors);
console.warn = keep(said.warnings);
addEventListener('error', (event) => said.errors.push(`uncaught: ${event.message}`));
addEventListener('unhandledrejection', (event) => said.errors.push(`unhandled rejection: ${String(event.reason)}`));

// Imported once the console is watched: what the runtime says as it starts is kept too.
const { installErrorReporter } = await import('../../../runtime/services/error-reporter.ts');
await import('../../../elements/sq-runtime/runtime.element.ts');
await customElements.whenDefined('sq-runtime');

const page: NoApiPage = { said, reporter: installErrorReporter() };
Object.assign(window, { noApiPage: page, noApiReady: true });

export interface NoApiPage {
  /** What the page said with console.error (and what was thrown), and with console.warn, in order. */
  said: { errors: string[]; warnings: string[] };
  /** A share of the page's error reporter, the one `<sq-runtime>` runs. */
  reporter: ErrorReporter;
}
