import { injectFault, uniquePath } from '../test/browser/api.ts';

/** Resolves once `element` has the attribute `name`. */
export function attributeSet(element: Element, name: string): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(name)) return resolve();
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute(name)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [name] });
  });
}

/** Whether the page has asked for a file whose path ends so. */
export const asked = (file: string): boolean =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(file));

/** The address of a main picture the reference API holds far longer than a test runs. */
export async function heldPicture(name: string): Promise<string> {
  const path = `${uniquePath(name)}.svg`;
  await injectFault({ path, times: 1, delayMs: 20000, status: 200, body: '<svg/>', contentType: 'image/svg+xml' });
  return path;
}
