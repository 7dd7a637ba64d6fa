import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../../core/context.ts';
import {
  type ButtonClick,
  type ButtonLink,
  buttonFields,
  buttonPayload,
  FORM_TYPE,
  formCall,
  formRenderPayload,
  hitPayload,
  holdsClick,
  isAdmin,
  isSearchPage,
  JSON_TYPE,
  jsonCall,
  landingQuery,
  overlayPayload,
  type PageFacts,
  PIXEL_EVENTS,
  PIXEL_TRIGGERS,
  type PixelCall,
  pageViewPixels,
  pixelData,
  recordEventPayload,
  recordsSession,
  recordsVisit,
  TRACKING_OUTBOX_RULES,
  TRACKING_PATHS,
  TRACKING_TIMEOUT_MS,
} from './tracking.logic.ts';

const page: PageFacts = {
  url: 'https://shop.example.com/about?x=1#team',
  pathname: '/about',
  hash: '#team',
  title: 'About us',
  referrer: 'https://search.example/',
  userAgent: 'UA/1.0',
  now: 1_700_000_000_000,
  viewport: { width: 1280, height: 720 },
  screen: { width: 1920, height: 1080 },
  locale: 'en-US',
};

const context: SiteContext = {
  website: { id: 'w1' },
  templateId: 't1',
  templateInstallation: { templateWebsite: { id: 'v1' } },
  pageType: 50,
  collectionId: 'c1',
  itemId: 'i1',
  memberAccountId: 'm1',
  memberLocale: 'fr-FR',
  websiteLocale: 'en-US',
};

const owner = (roles: Record<string, boolean>): SiteContext => ({
  authenticatedAccount: { id: 'a1' },
  websiteRoles: roles,
});

describe('who is recorded (spec 002 §4 "Visit recording", §6)', () => {
  it.each([
    ['an anonymous visitor', {}, '/', true],
    ['an anonymous visitor on a content page', {}, '/blog/post-1', true],
    ['an anonymous visitor on /search', {}, '/search', false],
    ['an anonymous visitor on /search/', {}, '/search/', false],
    ['a page whose path only starts like search', {}, '/searching', true],
    ['a logged-in owner (admin)', owner({ 1: true }), '/', false],
    ['a logged-in account with no role listed', owner({}), '/', false],
    ['a viewer-only account outside the config area', owner({ 10: true }), '/shop', true],
    ['a viewer-only account in the config area', owner({ 10: true }), '/config/pages', false],
    ['a viewer who is also an editor', owner({ 10: true, 4: true }), '/shop', false],
    ['a viewer role held false, editor true', owner({ 10: false, 4: true }), '/shop', false],
    ['a viewer-only account on /search', owner({ 10: true }), '/search', false],
  ])('%s on %s: recorded %s', (_, ctx, path, recorded) => {
    expect(recordsVisit(ctx as SiteContext, path as string)).toBe(recorded);
  });
});

const click = (overrides: Partial<ButtonClick & ButtonLink>): [ButtonLink, ButtonClick] => {
  const { href = 'https://shop.example.com/sale', target = '', ...rest } = overrides;
  return [
    { href, target },
    { ...clickDefaults, ...rest },
  ];
};
const clickDefaults: ButtonClick = {
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  button: 0,
  defaultPrevented: false,
};

describe('which clicks are held for their call (spec 002 §4 "Button click")', () => {
  it('waits at most the tracking time-out, 2500 ms', () => {
    expect(TRACKING_TIMEOUT_MS).toBe(2500);
  });

  it.each([
    ['a plain click in this window', {}, true],
    ['target _self', { target: '_self' }, true],
    ['target _SELF', { target: '_SELF' }, true],
    ['a new window without a modifier', { target: '_blank' }, false],
    ['a new window with ctrl', { target: '_blank', ctrlKey: true }, true],
    ['ctrl-click', { ctrlKey: true }, true],
    ['meta-click', { metaKey: true }, true],
    ['shift-click', { shiftKey: true }, true],
    ['alt-click', { altKey: true }, true],
    ['a mailto link', { href: 'mailto:hi@example.com' }, false],
    ['a MAILTO link with ctrl', { href: ' MAILTO:hi@example.com', ctrlKey: true }, false],
    ['a tel link', { href: 'tel:+123' }, true],
    ['the middle button', { button: 1 }, false],
    ['a click something else prevented', { defaultPrevented: true }, false],
    ['a link without an address', { href: '' }, false],
  ])('%s: held %s', (_, overrides, held) => {
    expect(holdsClick(...click(overrides))).toBe(held);
  });
});

describe('payloads (spec 002 §3 "Tracking payloads", §7)', () => {
  it('a hit: event, data as JSON with the page fields, and ss_cvr', () => {
    const payload = hitPayload(context, page, 'v|1|1|1|1');
    expect(Object.keys(payload)).toEqual(['event', 'data', 'ss_cvr']);
    expect(payload.ss_cvr).toBe('v|1|1|1|1');
    expect(JSON.parse(payload.data as string)).toEqual({
      websiteId: 'w1',
      templateId: 't1',
      pageType: 50,
      collectionId: 'c1',
      itemId: 'i1',
      userAgent: 'UA/1.0',
      clientTime: 1_700_000_000_000,
      viewportInnerWidth: 1280,
      viewportInnerHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      locale: 'en-US',
      title: 'About us',
      url: 'https://shop.example.com/about?x=1#team',
      referrer: 'https://search.example/',
    });
  });

  it.each([
    [
      '{"id":"b1","alignment":"center","size":"large","context":"block"}',
      '_blank',
      { id: 'b1', alignment: 'center', size: 'large', context: 'block', newWindow: true },
    ],
    ['', '', { id: '', newWindow: false }],
    ['{"id":7,"size":["x"]}', '', { id: '', size: undefined, newWindow: false }],
  ])('button fields from %j (target %j)', (json, target, expected) => {
    expect(buttonFields(json, { text: '  Shop now ', href: '/sale', target })).toMatchObject({
      buttonText: 'Shop now',
      clickthroughUrl: '/sale',
      ...expected,
    });
  });

  it.each(['{', '[1]', 'null', '"text"'])('no button from the malformed %j', (json) => {
    expect(buttonFields(json, { text: 'x', href: '/', target: '' })).toBeUndefined();
  });

  it('a button click: the button, visitorCookie, page title and path', () => {
    const button = buttonFields('{"id":"b1"}', { text: 'Go', href: '/go', target: '' });
    expect(buttonPayload(button as NonNullable<typeof button>, 'v|1|1|1|1', page)).toEqual({
      id: 'b1',
      buttonText: 'Go',
      clickthroughUrl: '/go',
      alignment: undefined,
      size: undefined,
      newWindow: false,
      context: undefined,
      visitorCookie: 'v|1|1|1|1',
      title: 'About us',
      path: '/about',
    });
  });

  it('a form render: formId, visitorCookie, page fields', () => {
    expect(formRenderPayload('f1', 'v', context)).toEqual({
      formId: 'f1',
      visitorCookie: 'v',
      websiteId: 'w1',
      templateId: 't1',
      pageType: 50,
      collectionId: 'c1',
      itemId: 'i1',
    });
  });

  it.each(['shown', 'closed', 'submitted'] as const)('an overlay %s event, with visitorCookie', (event) => {
    expect(overlayPayload(event, 'v', {})).toMatchObject({ event, visitorCookie: 'v' });
  });

  it('a record event: crumb, event, data with the page and site fields', () => {
    const payload = recordEventPayload('newsletterSubscribe', 'c1', context, page);
    expect(payload).toMatchObject({ crumb: 'c1', event: 'newsletterSubscribe' });
    expect(JSON.parse(payload.data as string)).toEqual({
      pagePath: '/about',
      pageHash: '#team',
      websiteId: 'w1',
      templateId: 't1',
      variantId: 'v1',
      memberAccountId: 'm1',
      member_locale: 'fr-FR',
      website_locale: 'en-US',
    });
  });

  it('names every call of spec 002 §7', () => {
    expect(TRACKING_PATHS).toMatchObject({
      hit: '/api/census/RecordHit',
      buttonClick: '/api/census/button-click',
      buttonRender: '/api/census/button-render',
      formRender: '/api/census/form-render',
      overlay: '/api/census/overlay',
      quickView: '/api/census/RecordQuickView/',
      recordEvent: '/api/events/RecordEvent',
      events: '/api/v1/events',
      track: '/api/track/Track',
      sessionRecording: '/api/commerce/fullstory/getId',
    });
  });
});

describe('the landing beacon (spec 002 §7 "Track")', () => {
  it.each([
    ['no marketing parameter: no beacon', 'https://s.example/?x=1', undefined],
    [
      'source and campaign',
      'https://s.example/p?source=mail&campaign=spring&x=1',
      { source: 'mail', campaign: 'spring' },
    ],
    [
      'every parameter',
      'https://s.example/?source=a&campaign=b&subcampaign=c&channel=d&subchannel=e&variation=f&mkwid=g',
      { source: 'a', campaign: 'b', subcampaign: 'c', channel: 'd', subchannel: 'e', variation: 'f', mkwid: 'g' },
    ],
  ])('%s', (_, url, marketing) => {
    const query = landingQuery(
      { url, referrer: 'https://r.example/', locale: 'de-DE', screen: { width: 800, height: 600 } },
      0.5,
    );
    if (!marketing) {
      expect(query).toBeUndefined();
      return;
    }
    expect(query).toEqual({
      landing: url,
      refer: 'https://r.example/',
      rk: '500000000',
      lang: 'de-DE',
      screen: '800x600',
      ...marketing,
    });
  });
});

describe('session recording eligibility (spec 002 §4 "Session recording")', () => {
  it.each([
    [true, true, 4, true],
    [true, true, 3, true],
    [true, true, 2, false],
    [true, true, undefined, false],
    [false, true, 8, false],
    [true, false, 8, false],
    [true, 'true', 8, false],
  ])('toggle %s, variant %j, %s cores: asks %s', (toggle, variant, cores, asks) => {
    expect(recordsSession(toggle, variant, cores)).toBe(asks);
  });
});

describe('admin broadcast (spec 002 §4 "Visit recording")', () => {
  it.each([
    [[2], true],
    [['2'], true],
    [[1, 11], false],
    [undefined, false],
  ])('permissions %j: admin %s', (permissions, admin) => {
    expect(isAdmin({ accessPermissions: permissions })).toBe(admin);
  });
});

describe('the tracking calls, as the outbox keeps them (spec 002 §7)', () => {
  it.each([
    [
      'the hit, form-encoded',
      formCall(TRACKING_PATHS.hit, { event: 'pageView', data: '{"a":1}', ss_cvr: 'v|1|1|1|1' }),
      {
        url: '/api/census/RecordHit',
        body: 'event=pageView&data=%7B%22a%22%3A1%7D&ss_cvr=v%7C1%7C1%7C1%7C1',
        type: FORM_TYPE,
      },
    ],
    [
      'a button click, as JSON',
      jsonCall(TRACKING_PATHS.buttonClick, { id: 'b1' }),
      { url: '/api/census/button-click', body: '{"id":"b1"}', type: JSON_TYPE },
    ],
    [
      'a quick view, with no body',
      formCall(`${TRACKING_PATHS.quickView}i1`, {}),
      { url: '/api/census/RecordQuickView/i1', body: '', type: FORM_TYPE },
    ],
  ])('%s', (_case, call, expected) => {
    expect(call).toEqual(expected);
  });

  it('one call a request, sent in the next task, a hundred kept at most', () => {
    expect(TRACKING_OUTBOX_RULES).toEqual({ maxPerSend: 1, quietMs: 0, maxWaiting: 100, maxKept: 100 });
  });
});

describe('the ad-pixel events (spec 002 §7 "Other calls")', () => {
  const product: SiteContext = { itemId: 'p1', item: { title: 'Mug', recordType: 11 }, pageType: 50 };
  const at = (url: string) => ({ url, pathname: new URL(url).pathname });

  it.each<[string, SiteContext, string, PixelCall[]]>([
    ['a page', { pageType: 2 }, 'https://shop.example/about', []],
    ['a search', {}, 'https://shop.example/search?q=blue+mug', [{ event: 'search', data: { query: 'blue mug' } }]],
    [
      'a search, the path with a slash',
      {},
      'https://shop.example/search/?q=mug',
      [{ event: 'search', data: { query: 'mug' } }],
    ],
    [
      'a search by page type',
      { pageType: 102 },
      'https://shop.example/find?q=mug',
      [{ event: 'search', data: { query: 'mug' } }],
    ],
    ['the search page without words', {}, 'https://shop.example/search', []],
    ['the search page with blank words', {}, 'https://shop.example/search?q=%20', []],
    ['words elsewhere are no search', {}, 'https://shop.example/blog?q=mug', []],
    [
      "a store item's page",
      product,
      'https://shop.example/shop/p/mug',
      [{ event: 'view-product', data: { productId: 'p1', title: 'Mug' } }],
    ],
    ["a blog post's page", { itemId: 'b1', item: { recordType: 1 } }, 'https://shop.example/blog/b1', []],
    ['a store item without an id', { item: { recordType: 11 } }, 'https://shop.example/shop/p/mug', []],
  ])('a page view: %s', (_case, context, url, pixels) => {
    expect(pageViewPixels(context, at(url))).toEqual(pixels);
  });

  it.each([
    ['sq-cart-add', 'add-to-cart'],
    ['sq-newsletter-subscribe', 'newsletter-subscribe'],
    ['sq-account-create', 'create-account'],
  ])('%s is the %s event', (type, event) => {
    expect(PIXEL_TRIGGERS[type as keyof typeof PIXEL_TRIGGERS]).toBe(event);
    expect(PIXEL_EVENTS).toContain(event);
  });

  it.each([
    [
      { productId: 'p1', items: 2, subtotalCents: 1200 },
      { productId: 'p1', items: 2, subtotalCents: 1200 },
    ],
    [null, {}],
    [undefined, {}],
    ['text', {}],
  ])('the detail %j is the data %j', (detail, data) => {
    expect(pixelData(detail)).toEqual(data);
  });

  it.each([
    ['/search', true],
    ['/search/', true],
    ['/search/results', false],
    ['/', false],
  ])('%s is the search page: %s', (path, expected) => {
    expect(isSearchPage(path)).toBe(expected);
  });
});
