import { describe, expect, it } from 'vitest';
import {
  commonEventData,
  editorUsageData,
  eventsServiceError,
  eventsServiceRecord,
  FIRST_SESSION_KEY,
  type FlagStorage,
  HAS_LANDED_KEY,
  readEntry,
  SESSION_STORAGE_WARNING,
  sessionInfo,
  writeEntry,
} from './tracking-events.logic.ts';

describe('the events service status rule (spec 002 §7, §8)', () => {
  it.each([
    [200, undefined],
    [202, undefined],
    [201, 'Error tracking event: HTTP Status 201'],
    [204, 'Error tracking event: HTTP Status 204'],
    [400, 'Error tracking event: HTTP Status 400'],
    [500, 'Error tracking event: HTTP Status 500'],
    [0, 'Error tracking event: HTTP Status 0'],
  ])('status %i: %s', (status, message) => {
    expect(eventsServiceError(status)?.message).toBe(message);
  });
});

describe('events service builders (spec 002 §3)', () => {
  it('the common fields, without those left undefined', () => {
    expect(
      commonEventData({
        actor: 'visitor',
        action: 'click',
        event_owner_team: 'growth',
        event_source: 'web',
        object_type: 'button',
        object_id: undefined,
        product_area: 'store',
        session_id: 's1',
      }),
    ).toEqual({
      actor: 'visitor',
      action: 'click',
      event_owner_team: 'growth',
      event_source: 'web',
      object_type: 'button',
      product_area: 'store',
      session_id: 's1',
    });
  });

  it('an editor usage event: the common fields and the editor fields', () => {
    expect(
      editorUsageData({
        actor: 'owner',
        action: 'open',
        event_owner_team: 'editor',
        event_source: 'web',
        object_type: 'panel',
        product_page: 'pages',
        product_section: 'design',
        event_name: 'panel_open',
        frame_url: '/config/pages',
        connection_speed: '4g',
        device_orientation: 'landscape',
        display_mode: 'browser',
      }),
    ).toMatchObject({
      event_name: 'panel_open',
      frame_url: '/config/pages',
      connection_speed: '4g',
      display_mode: 'browser',
    });
  });

  it('a record: analyticsId, commonData and customData as JSON, customSchemaName', () => {
    expect(eventsServiceRecord('a1', { actor: 'x' }, { n: 1 }, 'schema_v1')).toEqual({
      analyticsId: 'a1',
      commonData: '{"actor":"x"}',
      customData: '{"n":1}',
      customSchemaName: 'schema_v1',
    });
  });
});

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('session flags (spec 002 §4 "Session storage, first landing and first session")', () => {
  it('isFirstLanding once per browser session, isFirstSession once per browser', () => {
    const browser = memoryStorage();
    const tab = memoryStorage();
    const storage = (): FlagStorage => ({ session: tab, browser });
    const views = [sessionInfo(storage, 's1'), sessionInfo(storage, 's1')];
    const laterSession = memoryStorage();
    views.push(sessionInfo(() => ({ session: laterSession, browser }), 's2'));
    expect(views.map((view) => [view.info.isFirstLanding, view.info.isFirstSession, view.warning])).toEqual([
      [true, true, undefined],
      [false, false, undefined],
      [true, false, undefined],
    ]);
    expect([...tab.items.keys(), ...browser.items.keys()]).toEqual([HAS_LANDED_KEY, FIRST_SESSION_KEY]);
  });

  it.each([
    [
      'storage cannot be opened',
      () => {
        throw new Error('SecurityError');
      },
    ],
    [
      'storage refuses writes',
      () => ({
        session: {
          getItem: () => null,
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        browser: memoryStorage(),
      }),
    ],
  ])('%s: false flags and a warning', (_, open) => {
    expect(sessionInfo(open as () => FlagStorage, 's1')).toEqual({
      info: { isFirstLanding: false, isFirstSession: false, sessionId: 's1' },
      warning: SESSION_STORAGE_WARNING,
    });
  });
});

describe('session storage entries with an optional expiry (spec 002 §3)', () => {
  it.each([
    ['no expiry', writeEntry({ a: 1 }, 1000), 10_000_000, { a: 1 }],
    ['not yet expired', writeEntry('x', 1000, 500), 1499, 'x'],
    ['expired', writeEntry('x', 1000, 500), 1500, undefined],
    ['nothing stored', null, 0, undefined],
    ['not JSON', '{', 0, undefined],
    ['not an entry', '{"other":1}', 0, undefined],
  ])('%s', (_, text, now, value) => {
    expect(readEntry(text, now)).toEqual(value);
  });
});
