import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOAD_TRIGGERS } from '../../load-triggers.ts';
import { WAITING_KEY as AUTOLOADER_KEY, EARLY_KEY as WAITING_EARLY_KEY } from '../../waiting-elements.ts';
import { WAITING_KEY as EARLY_ACTIONS_KEY, EARLY_EVENTS } from './early-actions/early-actions.ts';
import { EARLY_KEY as ENTRY_EARLY_KEY, WAITING_KEY as ENTRY_KEY, KEPT } from './early-keeping.ts';
import { asksForChange, eventTriggers, loadsAtOnce, REACHING, triggersOf } from './load-triggers.logic.ts';
import { WAITING_KEY as KIT_KEY } from './waiting/waiting.ts';
import { INTERACTIONS } from './when-to-hydrate.ts';

describe('when an element loads its code', () => {
  it('reads the triggers the registry writes, an unknown tag loading with the page', () => {
    expect(triggersOf('interaction change sq-cart-sync')).toEqual(['interaction', 'change', 'sq-cart-sync']);
    expect(triggersOf(undefined)).toEqual(['load']);
  });

  it('loads at once an element the server did not render, whatever its triggers', () => {
    expect(loadsAtOnce(['interaction'], false)).toBe(true);
    expect(loadsAtOnce(['change'], false)).toBe(true);
  });

  it('lets a server-rendered element wait for a trigger unless its tag loads with the page', () => {
    expect(loadsAtOnce(['interaction', 'change'], true)).toBe(false);
    expect(loadsAtOnce(['load'], true)).toBe(true);
  });

  it('tells the page events among the triggers', () => {
    expect(eventTriggers(['interaction', 'sq-cart-sync', 'visible', 'sq-lightbox-request'])).toEqual([
      'sq-cart-sync',
      'sq-lightbox-request',
    ]);
  });

  it("takes a field's attribute for a change asked, and not the element's own state or a global attribute", () => {
    for (const name of ['items', 'config', 'shape', 'is-cookie-banner-enabled'])
      expect(asksForChange(name), name).toBe(true);
    for (const name of ['data-state', 'data-theme', 'class', 'style', 'aria-label', 'id', 'hidden', 'tabindex'])
      expect(asksForChange(name), name).toBe(false);
  });

  it('counts every attribute of every element in the manifest as a change asked', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../custom-elements.json', import.meta.url), 'utf8')) as {
      modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
    };
    const attributes = manifest.modules.flatMap((module) =>
      (module.declarations ?? []).flatMap((declaration) => declaration.attributes ?? []),
    );
    expect(attributes.length).toBeGreaterThan(100);
    for (const { name } of attributes) expect(asksForChange(name), name).toBe(true);
  });

  it('gives every tag of the registry known triggers', () => {
    for (const [tag, text] of Object.entries(LOAD_TRIGGERS)) {
      for (const trigger of triggersOf(text)) {
        expect(['load', 'interaction', 'visible', 'change'].includes(trigger) || trigger.startsWith('sq-'), tag).toBe(
          true,
        );
      }
    }
  });

  it('shares its list of interactions and its key with the kit, which keeps its own copies', () => {
    expect([...INTERACTIONS]).toEqual([...REACHING]);
    expect(KIT_KEY).toBe(AUTOLOADER_KEY);
    expect(ENTRY_KEY).toBe(AUTOLOADER_KEY);
    expect(EARLY_ACTIONS_KEY).toBe(AUTOLOADER_KEY);
  });

  it('keeps the clicks done before the part that waits arrived under the key that part takes them from', () => {
    expect(ENTRY_EARLY_KEY).toBe(WAITING_EARLY_KEY);
    expect(KEPT).toEqual(EARLY_EVENTS);
  });

  it('is said per element in docs/loading.md, as the schemas say it', () => {
    const doc = readFileSync(new URL('../../../docs/loading.md', import.meta.url), 'utf8');
    const said: Record<string, string> = {};
    for (const [, tags, triggers] of doc.matchAll(/^\| ((?:`<sq-[a-z-]+>`(?:, )?)+) +\| ([^|]+?) +\|$/gm)) {
      for (const [, tag] of (tags ?? '').matchAll(/`<(sq-[a-z-]+)>`/g)) {
        said[tag as string] = (triggers ?? '').replaceAll('`', '').split(', ').join(' ');
      }
    }
    expect(said).toEqual(LOAD_TRIGGERS);
  });
});
