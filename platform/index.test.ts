import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../scripts/dependency-rule.ts';
import * as platform from './index.ts';

const ROOT = join(import.meta.dirname, '..');

/** What the entry gives at run time, by name: its functions and its constants. */
const FUNCTIONS = [
  'accessPermission',
  'badgeStyle',
  'blogUrlProblem',
  'checkDataset',
  'checkDuplicateTag',
  'checkEmail',
  'checkFileName',
  'checkFileSize',
  'checkFileType',
  'checkListSelected',
  'checkOption',
  'checkPageUrl',
  'checkStarRating',
  'checkSubtotal',
  'checkWebAddress',
  'classifyLink',
  'codeOf',
  'colourModel',
  'contentLinkPath',
  'deviceBreakpoints',
  'dimensionUnit',
  'displayPrice',
  'fillPlaceholders',
  'formatColour',
  'formatMessage',
  'formatMoney',
  'fromPriceText',
  'generateSku',
  'hasMinimumFontMarker',
  'highlightBreakpoint',
  'humanFileSize',
  'inRange',
  'infoBarShown',
  'isCategoryLengthOk',
  'isCurrency',
  'isDark',
  'isDarkByLuma',
  'isFileLink',
  'isOneOf',
  'isPagePath',
  'isPriceCents',
  'isProperMailto',
  'isProperSms',
  'isProperTel',
  'isProperUrl',
  'isSoldOut',
  'isTagLengthOk',
  'isUsZip',
  'isValidSku',
  'kindOfCode',
  'linkLengthRule',
  'luma',
  'nameOf',
  'parseColour',
  'productPrice',
  'readColour',
  'readContentLink',
  'readPaletteColour',
  'splitValueUnit',
  'subscriptionText',
  'sumMinorUnits',
  'systemColourProperty',
  'toDecimalText',
  'totalStock',
  'truncateDataset',
  'urlSafe',
  'weightUnit',
  'withinLinkLength',
  'workflowLabel',
];
const CONSTANTS = [
  'INFO_BAR_MAX_WIDTH_PX',
  'MINIMUM_FONT_MARKER_MAX_PX',
  'MINIMUM_FONT_ATTRIBUTE',
  'FOOD_ORDERING_LINK_TITLE',
  'TABLET_WIDTHS',
  'PHONE_MAX_HEIGHT',
  'HIGHLIGHT_MOBILE_MAX_WIDTH',
  'HIGHLIGHT_DESKTOP_MIN_WIDTH',
  'DEVICE_MEDIA_QUERIES',
  'DESKTOP_WIDTHS',
  'ACCESS_PERMISSIONS',
  'ACCESS_PERMISSION_RANGES',
  'BADGE_TYPES',
  'BILLING_UNITS',
  'BLOCK_TYPES',
  'BLOCK_TYPE_RANGE',
  'BLOG_URL_TOKENS',
  'BUY_NOW_PAY_LATER_FEATURES',
  'BYTES_PER_MB',
  'COHORTS',
  'COLLECTION_TYPE_RANGE',
  'COLLECTION_VIEWS',
  'CONTENT_VISIBILITIES',
  'CURRENCIES',
  'CURRENCY_DECIMALS',
  'DARK_BRIGHTNESS_THRESHOLD',
  'DEFAULT_CURRENCY',
  'DESIGN_TWEAK_PAGE_TYPES',
  'DEVICE_VIEWS',
  'EDITOR_MESSAGES',
  'FILE_SIZE_BASE',
  'FILE_SIZE_UNITS',
  'FORM_EDITOR_STEPS',
  'GALLERY_SERVICE_COUNT',
  'GALLERY_SERVICE_SIZE',
  'GENERATED_SKU_DIGITS',
  'GENERATED_SKU_PREFIX',
  'GENERATOR_TYPES',
  'GRID_POSITIONS',
  'ITEM_TYPES',
  'LINK_KINDS',
  'LINK_LENGTH_LIMITS',
  'LUMA_THRESHOLD',
  'MAX_BLOCKS_PER_LAYOUT',
  'MAX_CATEGORY_LENGTH',
  'MAX_INTEGER_PLACES',
  'MAX_ORDERABLE_COLLECTION_ITEMS',
  'MAX_PRICE_CENTS',
  'MAX_PRODUCTS_PER_COLLECTION',
  'MAX_SKU_LENGTH',
  'MAX_TAG_LENGTH',
  'MAX_TRACKS_PER_ALBUM',
  'MEDIA_TYPES',
  'MOBILE_INFO_BAR_STYLES',
  'NESTED_CATEGORIES_LIMIT',
  'PAGE_TYPES',
  'PALETTE_FORMATS',
  'PLAN_FEATURES',
  'PLAN_FEATURE_RANGE',
  'POPUP_OVERLAY_STYLES',
  'PRODUCT_KINDS',
  'PRODUCT_TYPES',
  'PUBLICATION_STATES',
  'RECORD_TYPES',
  'RECORD_TYPE_RANGE',
  'NOT_HEX_ALPHA',
  'NO_STRING_SUPPORT',
  'SEED_COLOUR_FALLBACK',
  'SEED_COLOUR_ID',
  'UNKNOWN_MODEL',
  'SITE_ROLES',
  'SLICES',
  'SLIDE_TYPES',
  'SYSTEM_COLOUR_IDS',
  'UNITS',
  'US_ZIP_LENGTH',
  'VARIANT_BLOCK_CODE_RANGE',
  'VARIANT_BLOCK_FAMILIES',
  'WEBSITE_STATUSES',
  'WEBSITE_TYPES',
];

/** Every module the entry loads, by path from the repository root, and the packages it imports. */
function moduleGraph(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of importsOf({ path, source: readFileSync(join(ROOT, path), 'utf8') })) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else
        visit(
          relative(ROOT, join(ROOT, dirname(path), specifier))
            .split('\\')
            .join('/'),
        );
    }
  };
  visit('platform/index.ts');
  return { files: [...files].sort(), packages: [...packages].sort() };
}

describe('sq-elements/platform', () => {
  it('exports these functions and constants by name, and nothing else at run time', () => {
    const exported = Object.entries(platform);
    expect(exported.map(([name]) => name).sort()).toEqual([...FUNCTIONS, ...CONSTANTS].sort());
    const functions = exported.filter(([, value]) => typeof value === 'function').map(([name]) => name);
    expect(functions.sort()).toEqual(FUNCTIONS);
  });

  it('loads lib/ alone and the colour names: no React, lit-html, page service or element', () => {
    const { files, packages } = moduleGraph();
    expect(files.filter((file) => file !== 'platform/index.ts' && !file.startsWith('lib/'))).toEqual([]);
    expect(files).toContain('lib/money.ts');
    expect(packages).toEqual(['color-name']);
  });
});

describe('money (spec 000 §1, §9)', () => {
  it('has the 27 currencies, USD by default, JPY without decimals', () => {
    expect(platform.CURRENCIES).toHaveLength(27);
    expect(platform.DEFAULT_CURRENCY).toBe('USD');
    expect(platform.CURRENCY_DECIMALS.JPY).toBe(0);
    expect(platform.isCurrency('SEK')).toBe(true);
    expect(platform.isCurrency('XYZ')).toBe(false);
  });

  it.each([
    [123456, 'USD', '$1,234.56'],
    [-5, 'EUR', '-€0.05'],
    [123456, 'JPY', '¥123,456'],
    [100, 'CHF', 'CHF\u00a01.00'],
    [99999999999999999n, 'USD', '$999,999,999,999,999.99'],
  ] as const)('formatMoney(%s, %s) is %s', (amount, currency, text) => {
    expect(platform.formatMoney(amount, currency)).toBe(text);
  });

  it('writes the decimal text exactly, and refuses a fraction of a minor unit', () => {
    expect(platform.toDecimalText(123456, 'USD')).toBe('1234.56');
    expect(platform.toDecimalText(123456, 'JPY')).toBe('123456');
    expect(() => platform.formatMoney(0.5)).toThrow(RangeError);
  });

  it('adds whole minor units exactly, and refuses a fraction or a sum beyond exact whole numbers', () => {
    expect(platform.sumMinorUnits([10, 20])).toBe(30);
    expect(platform.sumMinorUnits([])).toBe(0);
    expect(() => platform.sumMinorUnits([0.1])).toThrow(RangeError);
    expect(() => platform.sumMinorUnits([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('products (spec 000 §4, §5, §9)', () => {
  const shirt: platform.Product = {
    productType: 'PHYSICAL',
    variants: [
      { price: 2800, qtyInStock: 0 },
      { price: 3200, qtyInStock: 4 },
    ],
  };

  it('writes subscription texts', () => {
    expect(platform.subscriptionText({ billingPeriod: { value: 1, unit: 'month' } })).toBe('renews every month');
    expect(platform.subscriptionText({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 6 })).toBe(
      'every 2 weeks for 6 payments',
    );
  });

  it('says sold out and total stock', () => {
    expect(platform.isSoldOut(shirt)).toBe(false);
    expect(platform.isSoldOut({ productType: 'SERVICE', variants: [{ price: 1, qtyInStock: 0 }] })).toBe(true);
    expect(platform.isSoldOut({ productType: 'DIGITAL', variants: [] })).toBe(false);
    expect(platform.totalStock(shirt)).toBe(4);
    expect(platform.totalStock({ productType: 'PHYSICAL', variants: [{ price: 1, unlimited: true }] })).toBe(
      'unlimited',
    );
  });

  it('shows prices: from the lowest when variants differ, a sale with its original', () => {
    expect(platform.productPrice(shirt)).toEqual({ kind: 'from-price', startingPrice: 2800 });
    expect(platform.displayPrice({ price: 2000, salePrice: 1500, onSale: true })).toEqual({
      kind: 'sale',
      price: 1500,
      original: 2000,
    });
    expect(platform.fromPriceText('$28.00')).toBe('from $28.00');
    expect(platform.isPriceCents(platform.MAX_PRICE_CENTS)).toBe(true);
    expect(platform.isPriceCents(platform.MAX_PRICE_CENTS + 1)).toBe(false);
  });

  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['archived', 'Unsupported'],
  ])('labels the workflow state %s %s', (state, label) => {
    expect(platform.workflowLabel(state)).toBe(label);
  });

  it('gives the units of a measurement standard', () => {
    expect([platform.weightUnit(platform.UNITS.IMPERIAL), platform.dimensionUnit(platform.UNITS.IMPERIAL)]).toEqual([
      'lbs',
      '"',
    ]);
    expect([platform.weightUnit(platform.UNITS.METRIC), platform.dimensionUnit(undefined)]).toEqual(['kg', 'cm']);
  });

  it('checks and generates skus, and checks US zips', () => {
    expect(platform.isValidSku('A'.repeat(60))).toBe(true);
    expect(platform.isValidSku('A'.repeat(61))).toBe(false);
    expect(platform.generateSku(() => 0.55)).toBe('SQ5555555');
    expect(platform.isUsZip('94103')).toBe(true);
    expect(platform.isUsZip('9410')).toBe(false);
    expect(platform.kindOfCode(platform.PRODUCT_TYPES.GIFT_CARD)).toBe('GIFT_CARD');
  });
});

describe('links (spec 002 §2, §5)', () => {
  it.each([
    ['', 'empty'],
    ['#top', 'anchor'],
    ['/s/menu.pdf', 'file'],
    ['/about', 'content'],
    ['https://other.example/', 'external'],
    ['mailto:a@b.co', 'misc'],
    ['http:example.com', 'malformed'],
  ])('classifies %j as %s', (href, kind) => {
    expect(platform.classifyLink(href, 'shop.example')).toBe(kind);
  });

  it('applies the length limits and the shape rules', () => {
    expect(platform.linkLengthRule('tel:+15551234', 'shop.example')).toBe('tel');
    expect(platform.withinLinkLength(`#${'a'.repeat(98)}`, 'shop.example')).toBe(true);
    expect(platform.withinLinkLength(`#${'a'.repeat(99)}`, 'shop.example')).toBe(false);
    expect(platform.isProperTel('+1-555')).toBe(true);
    expect(platform.isProperTel('12')).toBe(false);
    expect(platform.isProperSms('+1(555),2')).toBe(true);
    expect(platform.isProperMailto('mailto:ada@example.com?subject=Hi')).toBe(true);
    expect(platform.isProperMailto('ada@@example.com')).toBe(false);
    expect(platform.isProperUrl('https://example.com/path')).toBe(true);
    expect(platform.isProperUrl('example.website')).toBe(false);
  });

  it('reads and writes internal paths', () => {
    expect(platform.isPagePath(`/pages/${'a1'.repeat(12)}`)).toBe(true);
    expect(platform.isFileLink('/s/menu.pdf')).toBe(true);
    expect(platform.contentLinkPath('shop', { tag: 'red', category: 'hats' })).toBe('/shop?category=hats&tag=red');
    expect(platform.readContentLink('/shop?tag=red')).toEqual({ urlId: 'shop', filters: { tag: 'red' } });
  });
});

describe('texts (spec 002 §5)', () => {
  it('makes URL-safe strings', () => {
    expect(platform.urlSafe('Summer Sale -- 2025!')).toBe('summer-sale-2025');
  });

  it.each([
    ['%y/%m/%t', undefined],
    ['/%y/%t', 'leading-slash'],
    ['%y//%t', 'duplicate-slash'],
    ['%y/%t%', 'trailing-percent'],
    ['%y/%q', 'unknown-token'],
  ])('blog URL pattern %j: %s', (pattern, problem) => {
    expect(platform.blogUrlProblem(pattern)).toBe(problem);
  });

  it('splits a value from its unit, and leaves a time whole', () => {
    expect(platform.splitValueUnit('1.5 em')).toEqual({ value: '1.5', unit: 'em' });
    expect(platform.splitValueUnit('9:30 pm')).toEqual({ value: '9:30 pm', unit: '' });
  });
});

describe('length rules and content limits (spec 002 §5, §9)', () => {
  it('has the limits of the spec', () => {
    expect(platform.MAX_TAG_LENGTH).toBe(50);
    expect(platform.MAX_CATEGORY_LENGTH).toBe(25);
    expect(platform.MAX_BLOCKS_PER_LAYOUT).toBe(60);
    expect(platform.MAX_TRACKS_PER_ALBUM).toBe(60);
    expect(platform.MAX_ORDERABLE_COLLECTION_ITEMS).toBe(250);
    expect(platform.MAX_PRODUCTS_PER_COLLECTION).toBe(200);
    expect(platform.NESTED_CATEGORIES_LIMIT).toBe(10000);
    expect(platform.GALLERY_SERVICE_COUNT).toBe(20);
    expect(platform.GALLERY_SERVICE_SIZE).toBe(50);
  });

  it('checks a tag up to 50 and a category up to 25 characters, an emoji one', () => {
    expect(platform.isTagLengthOk('a'.repeat(50))).toBe(true);
    expect(platform.isTagLengthOk('a'.repeat(51))).toBe(false);
    expect(platform.isTagLengthOk('😀'.repeat(50))).toBe(true);
    expect(platform.isCategoryLengthOk('a'.repeat(25))).toBe(true);
    expect(platform.isCategoryLengthOk('a'.repeat(26))).toBe(false);
  });
});

describe('file sizes (spec 002 §9)', () => {
  it('counts 1,000,000 bytes per MB and shows sizes in base 1024 from Bytes to YB', () => {
    expect(platform.BYTES_PER_MB).toBe(1_000_000);
    expect(platform.FILE_SIZE_BASE).toBe(1024);
    expect(platform.FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
  });

  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1536, '1.5 KB'],
    [1_000_000, '976.56 KB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 8, '1 YB'],
  ])('humanFileSize(%d) is %s', (bytes, text) => {
    expect(platform.humanFileSize(bytes)).toBe(text);
  });

  it('refuses a negative size', () => {
    expect(() => platform.humanFileSize(-1)).toThrow(RangeError);
  });
});

describe("the editor's checks, with the editor message table's messages (spec 002 §5, §8)", () => {
  const text = (message: platform.EditorMessage | undefined) =>
    message === undefined ? undefined : platform.formatMessage(message);

  it('passes a good value and answers a bad one with its message', () => {
    expect(text(platform.checkEmail('a@b.co'))).toBeUndefined();
    expect(text(platform.checkEmail('a@b'))).toBe('Please enter a valid email.');
    expect(text(platform.checkPageUrl('/about'))).toBeUndefined();
    expect(text(platform.checkPageUrl('/blog/post'))).toBe('/blog/post is not a valid page URL.');
    expect(text(platform.checkWebAddress('example', ['example.com', 'https://example.com']))).toBe(
      'Links must be formatted as example.com or https://example.com.',
    );
    expect(text(platform.checkOption('purple', ['red', 'green']))).toBe('purple is not one of the expected options.');
    expect(text(platform.checkListSelected(undefined))).toBe('A List must be selected.');
    expect(text(platform.checkFileName(' '))).toBe('Please enter a file name.');
    expect(text(platform.checkStarRating(0))).toBe('Please select a star rating');
    expect(text(platform.checkSubtotal(2499, 2500, '$25.00'))).toBe(
      'To check out, the order subtotal must be $25.00 or more.',
    );
    expect(text(platform.checkFileSize('menu.pdf', 20_000_001, 20 * platform.BYTES_PER_MB))).toBe(
      'The file menu.pdf is too large. The maximum allowed file size is 19.07 MB.',
    );
    expect(text(platform.checkFileType('IMAGE/PNG', ['image/png']))).toBeUndefined();
    expect(text(platform.checkFileType('application/zip', ['image/png']))).toBe('The file is not a supported type.');
    expect(text(platform.checkDuplicateTag(' News ', ['news'], 'tag'))).toBe('This tag already exists');
  });

  it('checks a dataset and cuts it down', () => {
    expect(text(platform.checkDataset([]))).toBe('A dataset must have at least one row and one column.');
    expect(text(platform.checkDataset([['a', 1], ['b']]))).toBe('One or more rows was missing data');
    expect(text(platform.checkDataset([[0]]))).toBeUndefined();
    const { rows, message } = platform.truncateDataset(
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      2,
      2,
    );
    expect(rows).toEqual([
      [1, 2],
      [4, 5],
    ]);
    expect(text(message)).toBe('Datasets are truncated to 2 rows and 2 columns.');
  });
});

describe('enumerations and permission codes (spec 002 §2, §3, §6)', () => {
  it('looks codes and names up', () => {
    expect(platform.PAGE_TYPES.CART).toBe(200);
    expect(platform.codeOf(platform.SITE_ROLES, 'VIEWER')).toBe(10);
    expect(platform.nameOf(platform.PAGE_TYPES, '201')).toBe('CHECKOUT');
    expect(platform.nameOf(platform.PAGE_TYPES, 4)).toBeUndefined();
    expect(platform.inRange(platform.BLOCK_TYPE_RANGE, 71)).toBe(true);
    expect(platform.inRange(platform.BLOCK_TYPE_RANGE, 72)).toBe(false);
    expect(platform.isOneOf(platform.SLIDE_TYPES, 'lock-screen')).toBe(true);
    expect(platform.isOneOf(platform.SLIDE_TYPES, 'cover')).toBe(false);
  });

  it.each([
    [2, 'ADMIN'],
    ['1931', 'DRAFT_CREATE'],
    [1415, 'COMMERCE_AREAS'],
    [2068, 'STAFF_ADMIN'],
    [3, undefined],
  ])('access permission %j is %s', (code, name) => {
    expect(platform.accessPermission(code)).toBe(name);
  });
});

describe('colour strings (spec 000 §5)', () => {
  it('reads and writes colours, clamping channels and alpha', () => {
    expect(platform.colourModel('hsl(120, 50%, 50%)')).toBe('hsl');
    expect(platform.parseColour('#0af')).toEqual({ r: 0, g: 170, b: 255, a: 1 });
    expect(platform.parseColour('rgba(300, -1, 20, 2)')).toEqual({ r: 255, g: 0, b: 20, a: 1 });
    expect(platform.parseColour('rebeccapurple')).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(platform.readColour('nope')).toEqual({ ok: false, error: 'Could not determine the colour model: "nope"' });
    expect(platform.formatColour({ r: 255, g: 0, b: 0, a: 1 }, 'hex')).toEqual({ ok: true, text: '#ff0000' });
    expect(platform.formatColour({ r: 255, g: 0, b: 0, a: 0.5 }, 'hex')).toEqual({
      ok: false,
      error: 'Colour must have alpha of 1 when stringifying to hex',
    });
  });

  it('gives the texts of its failures, as spec 001 §8 words them', () => {
    expect([platform.NOT_HEX_ALPHA, platform.UNKNOWN_MODEL, platform.NO_STRING_SUPPORT]).toEqual([
      'Colour must have alpha of 1 when stringifying to hex',
      'Could not determine the colour model',
      'No colour-string support for the model',
    ]);
  });
});

describe('palette colours (spec 001 §3, §5, §9)', () => {
  it('reads a palette colour: hue 0-360, saturation and lightness 0-100, alpha 0-1, a known format', () => {
    expect(platform.PALETTE_FORMATS).toEqual(['hex', 'hsl', 'rgb']);
    expect(
      platform.readPaletteColour({ userFormat: 'hex', values: { hue: 0, saturation: 100, lightness: 50 } }),
    ).toEqual({ ok: true, css: '#ff0000', colour: { r: 255, g: 0, b: 0, a: 1 } });
    const blue = platform.readPaletteColour({
      userFormat: 'rgb',
      values: { hue: 240, saturation: 100, lightness: 50, alpha: 0.5 },
    });
    expect(blue.ok && blue.css).toBe('rgba(0, 0, 255, 0.5)');
    expect(
      platform.readPaletteColour({ userFormat: 'hex', values: { hue: 361, saturation: 0, lightness: 0 } }),
    ).toEqual({ ok: false, error: 'values.hue: expected a number from 0 to 360, got 361' });
    expect(platform.readPaletteColour({ userFormat: 'cmyk', values: { hue: 0, saturation: 0, lightness: 0 } })).toEqual(
      { ok: false, error: 'Could not determine the colour model: "cmyk"' },
    );
  });

  it('names the system colours, the seed colour and its fallback', () => {
    expect(platform.SYSTEM_COLOUR_IDS.slice(0, 5)).toEqual(['white', 'black', 'accent', 'lightAccent', 'darkAccent']);
    expect(platform.systemColourProperty('safeDarkAccent')).toBe('--sq-safe-dark-accent');
    expect(platform.SEED_COLOUR_ID).toBe('accent');
    expect(platform.SEED_COLOUR_FALLBACK).toBe('#FFAABB');
  });

  it('tells dark colours: luma under 0.34, or brightness under 0.65 of 256', () => {
    const grey = { r: 119, g: 119, b: 119, a: 1 };
    expect(platform.LUMA_THRESHOLD).toBe(0.34);
    expect(platform.DARK_BRIGHTNESS_THRESHOLD).toBe(0.65 * 256);
    expect(platform.luma({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1);
    expect(platform.luma({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect([platform.isDark(grey), platform.isDarkByLuma(grey)]).toEqual([true, false]);
    expect([platform.isDark({ r: 0, g: 0, b: 0, a: 1 }), platform.isDarkByLuma({ r: 0, g: 0, b: 0, a: 1 })]).toEqual([
      true,
      true,
    ]);
  });
});

describe('the editor message table (spec 002 §5, §8)', () => {
  it('fills its placeholders', () => {
    expect(platform.EDITOR_MESSAGES.LIST_REQUIRED).toBe('A List must be selected.');
    expect(platform.formatMessage({ key: 'INVALID_PAGE_URL', values: { val: '/nope/x' } })).toBe(
      '/nope/x is not a valid page URL.',
    );
    expect(platform.formatMessage({ key: 'LINK_FORMAT', values: { host: ['example.com', 'www.example.com'] } })).toBe(
      'Links must be formatted as example.com or www.example.com.',
    );
    expect(platform.fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('page display rules (spec 001 §9, spec 002 §3, §9)', () => {
  it('gives the highlight and device breakpoints, and their media queries', () => {
    expect([platform.highlightBreakpoint(432), platform.highlightBreakpoint(433)]).toEqual(['mobile', 'desktop']);
    expect(platform.deviceBreakpoints({ width: 1024, height: 1366 })).toEqual({
      phone: false,
      tablet: true,
      desktop: [800, 1024],
    });
    expect(platform.DEVICE_MEDIA_QUERIES.phone).toBe('(max-height: 926px)');
    expect([platform.PHONE_MAX_HEIGHT, platform.TABLET_WIDTHS, platform.DESKTOP_WIDTHS]).toEqual([
      926,
      { min: 1024, max: 1366 },
      [800, 1024],
    ]);
  });

  it('marks a font of 13 px or less', () => {
    expect([platform.hasMinimumFontMarker(13), platform.hasMinimumFontMarker(14)]).toEqual([true, false]);
    expect(platform.MINIMUM_FONT_ATTRIBUTE).toBe('data-sq-min-font');
  });

  it('shows the mobile info bar light or dark, on mobile, up to 1024 px', () => {
    const { LIGHT, DARK } = platform.MOBILE_INFO_BAR_STYLES;
    expect(platform.infoBarShown({ style: LIGHT, mobile: true, width: 1024 })).toBe('light');
    expect(platform.infoBarShown({ style: DARK, mobile: true, width: 1025 })).toBe('none');
    expect(platform.infoBarShown({ style: DARK, mobile: false, width: 390 })).toBe('none');
  });

  it('shows the badge black or white by its type', () => {
    expect([1, 2, 3].map(platform.badgeStyle)).toEqual(['none', 'black', 'white']);
  });

  it("titles the food-ordering link 'Order Now'", () => {
    expect(platform.FOOD_ORDERING_LINK_TITLE).toBe('Order Now');
  });
});
