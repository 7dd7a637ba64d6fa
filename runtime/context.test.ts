import { describe, expect, it } from 'vitest';
import { contextKnown, siteContext, whenContextKnown } from './context.ts';

describe('the site context, known or still to come', () => {
  it('decides nothing while it is to come, then once it is set, and again at each change', () => {
    contextKnown.set(false);
    const decided: unknown[] = [];
    const stop = whenContextKnown((context) => decided.push(context.websiteLocale));
    expect(decided).toEqual([]);
    siteContext.set({ websiteLocale: 'fr-FR' });
    expect(contextKnown.get()).toBe(true);
    expect(decided).toEqual(['fr-FR']);
    siteContext.set({ websiteLocale: 'de-DE' });
    expect(decided).toEqual(['fr-FR', 'de-DE']);
    stop();
    siteContext.set({});
    expect(decided).toHaveLength(2);
  });

  it('decides at once when it is known already', () => {
    siteContext.set({ websiteLocale: 'en-GB' });
    const decided: unknown[] = [];
    whenContextKnown((context) => decided.push(context.websiteLocale))();
    expect(decided).toEqual(['en-GB']);
  });
});
