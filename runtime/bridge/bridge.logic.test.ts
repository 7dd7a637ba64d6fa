import { describe, expect, it } from 'vitest';
import {
  ANDROID_GLOBAL,
  BRIDGE_MESSAGES,
  type BridgeEnvelope,
  createRequestBook,
  deliveryFor,
  detectPlatform,
  isMobileApp,
  MOBILE_APP_BACK_URL,
  missingHandlerText,
  PLATFORM_ERROR,
  queryMarksMobileApp,
} from './bridge.logic.ts';

const sent: unknown[] = [];
const iosHandler = { postMessage: (value: unknown) => sent.push(['ios', value]) };
const ios = { webkit: { messageHandlers: { info: iosHandler, sendEvent: iosHandler, dismiss: iosHandler } } };
const android = {
  [ANDROID_GLOBAL]: {
    info: (text: string) => sent.push(['android', text]),
    sendEvent: (text: string) => sent.push(['android', text]),
    dismiss: (text: string) => sent.push(['android', text]),
  },
};

describe('the native container (spec 001 §2)', () => {
  it.each([
    ['the iOS message handlers', ios, 'ios'],
    ['the Android interface', android, 'android'],
    ['webkit without message handlers (Safari itself)', { webkit: {} }, undefined],
    ['an Android global that is not an object', { [ANDROID_GLOBAL]: 'yes' }, undefined],
    ['nothing injected', {}, undefined],
  ])('%s: %s', (_what, globals, platform) => {
    expect(detectPlatform(globals)).toBe(platform);
  });

  it.each([
    ['?platform=mobile-app', {}, true, true],
    ['?a=1&platform=mobile-app', {}, true, true],
    ['?platform=web', {}, false, false],
    ['?platform=mobile-app-x', {}, false, false],
    ['', {}, false, false],
    ['', ios, false, true],
    ['', android, false, true],
  ])('query %j with %j: marked by the query %s, in the app %s', (search, globals, marked, inApp) => {
    expect(queryMarksMobileApp(search)).toBe(marked);
    expect(isMobileApp(search, globals)).toBe(inApp);
  });

  it('the back address is on the mobile-app scheme', () => {
    expect(new URL(MOBILE_APP_BACK_URL).protocol).toBe('sq-mobile-app:');
  });
});

describe('delivering a message (spec 001 §3, §7, §8)', () => {
  const envelope: BridgeEnvelope = { id: 7, message: 'sendEvent', name: 'cart', body: { items: 2 } };

  it('hands iOS the envelope as an object, through the handler of its name', () => {
    sent.length = 0;
    const delivery = deliveryFor(ios, 'sendEvent');
    if (delivery.kind !== 'deliver') throw new Error('no delivery');
    delivery.send(envelope);
    expect(sent).toEqual([['ios', envelope]]);
  });

  it('hands Android the envelope as JSON text, through the method of its name', () => {
    sent.length = 0;
    const delivery = deliveryFor(android, 'sendEvent');
    if (delivery.kind !== 'deliver') throw new Error('no delivery');
    delivery.send(envelope);
    expect(sent).toEqual([['android', JSON.stringify(envelope)]]);
  });

  it.each(BRIDGE_MESSAGES)('a container without a handler for %s: missing-handler', (message) => {
    expect(deliveryFor({ webkit: { messageHandlers: {} } }, message)).toEqual({ kind: 'missing-handler' });
    expect(deliveryFor({ [ANDROID_GLOBAL]: {} }, message)).toEqual({ kind: 'missing-handler' });
    expect(missingHandlerText(message)).toContain(`"${message}"`);
  });

  it.each(BRIDGE_MESSAGES)("no container: %s throws 'mobile platform not correctly identified'", (message) => {
    expect(() => deliveryFor({}, message)).toThrow(new Error(PLATFORM_ERROR));
    expect(PLATFORM_ERROR).toBe('mobile platform not correctly identified');
  });
});

describe('requests by id (spec 001 §4)', () => {
  it('are pending until the native side resolves or rejects them, each by its own id', async () => {
    const book = createRequestBook();
    const first = book.open();
    const second = book.open();
    const third = book.open();
    expect([first.id, second.id, third.id]).toEqual([1, 2, 3]);
    expect(book.pending()).toEqual([1, 2, 3]);
    expect(book.settle(2, 'resolve', { version: '4.1' })).toBe(true);
    expect(book.settle('3', 'reject', 'refused')).toBe(true);
    await expect(second.answer).resolves.toEqual({ version: '4.1' });
    await expect(third.answer).rejects.toThrow('refused');
    expect(book.pending()).toEqual([1]);
  });

  it.each([
    ['an unknown id', 9],
    ['an id already settled', 1],
    ['no id', undefined],
    ['an id that is not a number', 'one'],
  ])('an answer for %s changes nothing', (_what, id) => {
    const book = createRequestBook();
    book.open();
    book.settle(1, 'resolve', 'first');
    book.open();
    expect(book.settle(id, 'resolve', 'late')).toBe(false);
    expect(book.pending()).toEqual([2]);
  });
});
