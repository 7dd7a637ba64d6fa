import { describe, expect, it } from 'vitest';
import { type CodeRange, codeOf, inRange, nameOf } from './code-table.ts';
import {
  BADGE_TYPES,
  BLOCK_TYPE_RANGE,
  BLOCK_TYPES,
  BUY_NOW_PAY_LATER_FEATURES,
  COHORTS,
  COLLECTION_TYPE_RANGE,
  COLLECTION_VIEWS,
  CONTENT_VISIBILITIES,
  DESIGN_TWEAK_PAGE_TYPES,
  DEVICE_VIEWS,
  FORM_EDITOR_STEPS,
  GENERATOR_TYPES,
  GRID_POSITIONS,
  ITEM_TYPES,
  MEDIA_TYPES,
  MOBILE_INFO_BAR_STYLES,
  PAGE_TYPES,
  PLAN_FEATURE_RANGE,
  PLAN_FEATURES,
  POPUP_OVERLAY_STYLES,
  PRODUCT_TYPES,
  PUBLICATION_STATES,
  RECORD_TYPE_RANGE,
  RECORD_TYPES,
  SITE_ROLES,
  SLICES,
  SLIDE_TYPES,
  UNITS,
  VARIANT_BLOCK_CODE_RANGE,
  VARIANT_BLOCK_FAMILIES,
  WEBSITE_STATUSES,
  WEBSITE_TYPES,
} from './enumerations.ts';
import { MEASUREMENT_STANDARD, PRODUCT_TYPE_CODES } from './product.ts';

/** Every coded table, as the spec writes it: [table, name, code] rows. */
const CODED: [string, Readonly<Record<string, number>>, [string, number][]][] = [
  [
    'page types (spec 002 §2)',
    PAGE_TYPES,
    [
      ['MAIN_CONTENT', 1],
      ['PAGE', 2],
      ['SPLASH_PAGE', 3],
      ['CONTENT_ITEM', 50],
      ['NOT_FOUND', 100],
      ['ERROR', 101],
      ['SEARCH', 102],
      ['LOCK_SCREEN', 103],
      ['POPUP_OVERLAY', 104],
      ['PROTECTED_CONTENT', 105],
      ['MEMBER_AREA_ACCESS_DENIED', 106],
      ['CART', 200],
      ['CHECKOUT', 201],
      ['ORDER_CONFIRMED', 202],
      ['DONATE', 203],
      ['CONTRIBUTION_CONFIRMED', 204],
      ['CART_V2', 205],
      ['SUBSCRIPTION_CONFIRMED', 206],
      ['ORDER_RECEIVED', 207],
      ['MEMBERSHIP_CONFIRMED', 208],
      ['REVIEWS_REQUEST', 209],
      ['DIGITAL_PRODUCT_COMPOSER_PREVIEW', 210],
      ['ORDER_STATUS', 211],
      ['NEWSLETTER_UNSUBSCRIBE', 300],
      ['COMMERCE_EMAIL_PREVIEW', 301],
    ],
  ],
  [
    'block types, the examples (spec 002 §3)',
    BLOCK_TYPES,
    [
      ['NAVIGATION', 1],
      ['HTML', 2],
      ['IMAGE', 5],
      ['FORM', 9],
      ['SUMMARY', 20],
      ['VIDEO', 32],
      ['PRODUCT', 43],
      ['BUTTON', 53],
      ['SUMMARY_V2', 55],
      ['MEMBER_AREA', 67],
      ['TOCK', 68],
      ['ACCORDION', 69],
      ['MARQUEE', 70],
      ['SHAPE', 71],
    ],
  ],
  [
    'product types (spec 002 §3)',
    PRODUCT_TYPES,
    [
      ['PHYSICAL', 1],
      ['DIGITAL', 2],
      ['SERVICE', 3],
      ['GIFT_CARD', 4],
      ['PAYWALL', 5],
    ],
  ],
  [
    'record types, the examples (spec 002 §3)',
    RECORD_TYPES,
    [
      ['TEXT', 1],
      ['IMAGE', 2],
      ['REVIEW', 10],
      ['STORE_ITEM', 11],
      ['EVENT', 12],
    ],
  ],
  [
    'website status (spec 002 §3)',
    WEBSITE_STATUSES,
    [
      ['EXPIRED', 1],
      ['PASTDUE', 2],
      ['TRIAL', 3],
      ['BETA', 4],
      ['REMOVED', 5],
      ['INTERNAL', 6],
      ['COMPED', 7],
      ['PAID', 8],
      ['V5_LINKED', 11],
      ['ACTIVE_PARKING_PAGE', 12],
      ['RESOLD', 13],
      ['RESOLD_GRACE_PERIOD', 14],
      ['ENTERPRISE', 15],
    ],
  ],
  [
    'website type (spec 002 §3)',
    WEBSITE_TYPES,
    [
      ['CLASSIC', 1],
      ['COVER_PAGE', 2],
      ['PARKING_PAGE', 3],
      ['COMMERCE', 4],
      ['ENTERPRISE', 5],
    ],
  ],
  [
    'publication state (spec 002 §3)',
    PUBLICATION_STATES,
    [
      ['PUBLISHED', 1],
      ['SCHEDULED', 2],
      ['NEEDS_REVIEW', 3],
      ['DRAFT', 4],
      ['PRIVATE', 5],
      ['DELETED', 6],
    ],
  ],
  [
    'mobile info bar style (spec 002 §3)',
    MOBILE_INFO_BAR_STYLES,
    [
      ['NONE', 1],
      ['LIGHT', 2],
      ['DARK', 3],
    ],
  ],
  [
    'popup overlay style (spec 002 §3)',
    POPUP_OVERLAY_STYLES,
    [
      ['NONE', 1],
      ['SHOW', 2],
    ],
  ],
  [
    'badge type (spec 002 §3)',
    BADGE_TYPES,
    [
      ['NONE', 1],
      ['BLACK', 2],
      ['WHITE', 3],
    ],
  ],
  [
    'units (spec 002 §3)',
    UNITS,
    [
      ['IMPERIAL', 1],
      ['METRIC', 2],
    ],
  ],
  [
    'site-wide roles (spec 002 §3)',
    SITE_ROLES,
    [
      ['ADMIN', 1],
      ['BILLING', 2],
      ['REPORTING', 3],
      ['EDITOR', 4],
      ['MODERATOR', 6],
      ['COMMENTER', 7],
      ['STORE_MANAGER', 8],
      ['SCHEDULING', 9],
      ['VIEWER', 10],
      ['CAMPAIGNS_EDITOR', 11],
      ['SCHEDULING_VIEWER', 12],
      ['SCHEDULING_EDITOR', 13],
      ['NONE', 14],
      ['WEBSITE_MANAGER', 15],
    ],
  ],
  [
    'plan features, the examples (spec 002 §3)',
    PLAN_FEATURES,
    [
      ['COMMERCE', 6],
      ['POPUP_OVERLAY', 21],
      ['CODE_INJECTION', 28],
      ['GIFT_CARDS', 40],
    ],
  ],
  [
    'generator types (spec 002 §3)',
    GENERATOR_TYPES,
    [
      ['DEFAULT', 0],
      ['ICON', 1],
    ],
  ],
  [
    'form editor steps (spec 002 §3)',
    FORM_EDITOR_STEPS,
    [
      ['BUILD', 1],
      ['STORAGE', 2],
      ['ADVANCED', 3],
      ['CAPTCHA', 4],
      ['DISCLAIMER', 5],
    ],
  ],
];

describe.each(CODED)('%s', (_name, table, rows) => {
  it('holds exactly the names and codes the spec gives', () => {
    expect(Object.entries(table)).toEqual(rows);
  });

  it.each(rows)('%s <-> %i', (name, code) => {
    expect(codeOf(table, name)).toBe(code);
    expect(nameOf(table, code)).toBe(name);
    expect(nameOf(table, String(code))).toBe(name);
  });

  it('gives each code one name', () => {
    expect(new Set(Object.values(table)).size).toBe(rows.length);
  });
});

describe('reused tables', () => {
  it('product types and units are the tables lib/product.ts keeps', () => {
    expect(PRODUCT_TYPES).toBe(PRODUCT_TYPE_CODES);
    expect(UNITS).toBe(MEASUREMENT_STANDARD);
  });
});

describe('codes the spec leaves out', () => {
  it.each([
    ['website status', WEBSITE_STATUSES, 9],
    ['website status', WEBSITE_STATUSES, 10],
    ['site-wide roles', SITE_ROLES, 5],
    ['page types', PAGE_TYPES, 0],
    ['page types', PAGE_TYPES, 4],
  ])('%s has no name for %i', (_name, table, code) => {
    expect(nameOf(table, code)).toBeUndefined();
  });
});

describe('ranges given with examples only (spec 002 §3)', () => {
  const RANGES: [string, CodeRange, number, number, readonly number[]][] = [
    ['block types', BLOCK_TYPE_RANGE, 1, 71, Object.values(BLOCK_TYPES)],
    ['collection types', COLLECTION_TYPE_RANGE, 1, 25, []],
    ['record types', RECORD_TYPE_RANGE, 1, 63, Object.values(RECORD_TYPES)],
    ['plan features', PLAN_FEATURE_RANGE, 1, 70, [...Object.values(PLAN_FEATURES), ...BUY_NOW_PAY_LATER_FEATURES]],
    ['variant block codes', VARIANT_BLOCK_CODE_RANGE, 1000, 1019, []],
  ];

  it.each(RANGES)('%s run from %i to %i and hold their examples', (_name, range, first, last, examples) => {
    expect(range).toEqual({ first, last });
    expect(inRange(range, first - 1)).toBe(false);
    expect(inRange(range, last + 1)).toBe(false);
    for (const code of examples) expect(inRange(range, code)).toBe(true);
  });

  it('names the buy-now-pay-later features 64, 68, 70 and the variant block families', () => {
    expect(BUY_NOW_PAY_LATER_FEATURES).toEqual([64, 68, 70]);
    expect(VARIANT_BLOCK_FAMILIES).toEqual(['gallery', 'summary', 'chart', 'image layouts', 'reservation', 'events']);
  });
});

describe('named lists (spec 002 §2, §3)', () => {
  it.each([
    [
      'design-tweak page types',
      DESIGN_TWEAK_PAGE_TYPES,
      ['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE'],
    ],
    [
      'slices',
      SLICES,
      [
        'heading',
        'sub-heading',
        'body',
        'image',
        'gallery',
        'video',
        'social-icons',
        'buttons',
        'navigation',
        'custom-form',
        'newsletter',
        'album',
        'map',
        'lock',
        'password',
        'twitter',
        'logo',
        'action',
        'popup-overlay-action',
        'temp-lock-inject',
      ],
    ],
    ['slide types', SLIDE_TYPES, ['cover-page', 'lock-screen', 'popup-overlay']],
    ['media types', MEDIA_TYPES, ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']],
    ['collection views', COLLECTION_VIEWS, ['list', 'grid', 'product']],
    ['device views', DEVICE_VIEWS, ['desktop', 'phone', 'tablet']],
    ['cohorts', COHORTS, ['A', 'B', 'C', 'D', 'E']],
    ['content item visibility', CONTENT_VISIBILITIES, ['draft', 'published', 'needs_review', 'scheduled']],
    [
      'item types',
      ITEM_TYPES,
      ['album-track', 'event-item', 'gallery-image', 'portfolio-item', 'blog-post', 'gallery-video'],
    ],
  ])('%s', (_name, list, expected) => {
    expect(list).toEqual(expected);
  });

  it('the design-tweak names other than STYLE are page types', () => {
    for (const name of DESIGN_TWEAK_PAGE_TYPES) {
      expect(codeOf(PAGE_TYPES, name) === undefined).toBe(name === 'STYLE');
    }
  });

  it('grid positions are the nine combinations of top, center, bottom with left, center, right', () => {
    const combinations = ['top', 'center', 'bottom'].flatMap((v) =>
      ['left', 'center', 'right'].map((h) => `${v}-${h}`),
    );
    expect(GRID_POSITIONS).toEqual(combinations);
  });
});
