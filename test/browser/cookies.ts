/** Reads and sets cookies from browser tests. */
import { executeServerCommand } from '@web/test-runner-commands';
import { type JarCookie, READ_COOKIES_COMMAND } from './cookie-commands.ts';

export type { JarCookie };

/** Every cookie in the browser's jar for this test page's context, with domain, path and expiry. */
export function jarCookies(): Promise<JarCookie[]> {
  return executeServerCommand<JarCookie[], undefined>(READ_COOKIES_COMMAND);
}

/** Sets a cookie as a page script would; `attributes` as in `document.cookie` (`path=/x`). */
export function setCookie(name: string, value: string, attributes = 'path=/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set up the cookies the platform's scripts would have set.
  document.cookie = `${name}=${value}; ${attributes}`;
}

/** Deletes every cookie this page can see, on `/` and on the given paths. */
export function clearCookies(paths: string[] = []): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of ['/', ...paths]) setCookie(name, '', `path=${path}; max-age=0`);
  }
}
