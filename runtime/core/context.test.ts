import { describe, expect, it } from 'vitest';
import { contextKnown, siteContext } from './context.ts';

describe('the site context, known or still to come', () => {
  it('is known once it is set, and says so to those who wait for it', () => {
    contextKnown.set(false);
    const heard: boolean[] = [];
    const stop = contextKnown.subscribe((known) => heard.push(known));
    siteContext.set({ websiteLocale: 'fr-FR' });
    expect(contextKnown.get()).toBe(true);
    expect(heard).toEqual([true]);
    siteContext.set({ websiteLocale: 'de-DE' });
    expect(heard, 'known once').toEqual([true]);
    stop();
  });
});
