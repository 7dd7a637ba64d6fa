import { siteOwnerScriptUrl } from '../../lib/trusted-html.ts';

/** The loads under way or done, by address: a script is added to the page once. */
const loads = new Map<string, Promise<void>>();

/** The rejection of a script that answered with an error. */
export const scriptFailedText = (src: string): string => `Could not load the script ${src}`;
/** The rejection of a script that did not load within its time-out. */
export const scriptTimedOutText = (src: string, timeoutMs: number): string =>
  `The script ${src} did not load within ${timeoutMs} ms`;

/**
 * Loads the third-party script at `src` (a `<script async>` in the head,
 * its address through the library's Trusted Types policy), once per address
 * for the whole page. Resolves when it has run; rejects when it fails to
 * load (a later call tries again) or, given `timeoutMs`, when it has not
 * loaded by then: that caller gives up, the script may still arrive for
 * the next.
 */
export function loadScript(src: string, timeoutMs?: number): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = siteOwnerScriptUrl(src) as string;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(src);
        script.remove();
        reject(new Error(scriptFailedText(src)));
      });
      document.head.append(script);
    });
    loads.set(src, load);
  }
  if (timeoutMs === undefined) return load;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(scriptTimedOutText(src, timeoutMs))), timeoutMs);
    load.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
