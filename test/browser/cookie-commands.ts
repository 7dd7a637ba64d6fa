/**
 * A test-runner plugin that reads the browser's cookie jar for the test's
 * own page: names, values, domains, paths and expiry, which
 * `document.cookie` does not show. Runs in Node, loaded by
 * web-test-runner.config.mjs.
 */

/** One cookie as the browser keeps it (Playwright's shape). */
export interface JarCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** The command name the browser side sends (test/browser/cookies.ts). */
export const READ_COOKIES_COMMAND = 'sq-read-cookies';

interface CommandArgs {
  command: string;
  session: { id: string; browser: { type?: string; getPage?(id: string): unknown } };
}

interface PlaywrightPage {
  context(): { cookies(): Promise<JarCookie[]> };
}

export function cookieCommands() {
  return {
    name: 'sq-cookie-commands',
    async executeCommand({ command, session }: CommandArgs): Promise<JarCookie[] | undefined> {
      if (command !== READ_COOKIES_COMMAND) return undefined;
      if (session.browser.type !== 'playwright' || !session.browser.getPage) {
        throw new Error(`${READ_COOKIES_COMMAND} needs the Playwright launcher`);
      }
      const page = session.browser.getPage(session.id) as PlaywrightPage;
      return page.context().cookies();
    },
  };
}
