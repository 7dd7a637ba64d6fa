import {
  accessPermission,
  BLOCK_TYPE_RANGE,
  BYTES_PER_MB,
  blogUrlProblem,
  CURRENCIES,
  checkDataset,
  checkDuplicateTag,
  checkEmail,
  checkFileName,
  checkFileSize,
  checkFileType,
  checkListSelected,
  checkOption,
  checkPageUrl,
  checkStarRating,
  checkSubtotal,
  checkWebAddress,
  classifyLink,
  codeOf,
  colourModel,
  contentLinkPath,
  DARK_BRIGHTNESS_THRESHOLD,
  dimensionUnit,
  displayPrice,
  EDITOR_MESSAGES,
  type EditorMessage,
  fillPlaceholders,
  formatColour,
  formatMessage,
  formatMoney,
  fromPriceText,
  generateSku,
  humanFileSize,
  inRange,
  isCategoryLengthOk,
  isCurrency,
  isDark,
  isDarkByLuma,
  isFileLink,
  isOneOf,
  isPagePath,
  isPriceCents,
  isProperMailto,
  isProperSms,
  isProperTel,
  isProperUrl,
  isSoldOut,
  isTagLengthOk,
  isUsZip,
  isValidSku,
  kindOfCode,
  LUMA_THRESHOLD,
  linkLengthRule,
  luma,
  MAX_CATEGORY_LENGTH,
  MAX_TAG_LENGTH,
  nameOf,
  PAGE_TYPES,
  PRODUCT_TYPES,
  type Product,
  parseColour,
  productPrice,
  type Rgba,
  readColour,
  readContentLink,
  readPaletteColour,
  SEED_COLOUR_FALLBACK,
  SITE_ROLES,
  SLIDE_TYPES,
  SYSTEM_COLOUR_IDS,
  splitValueUnit,
  subscriptionText,
  sumMinorUnits,
  systemColourProperty,
  toDecimalText,
  totalStock,
  truncateDataset,
  UNITS,
  urlSafe,
  weightUnit,
  withinLinkLength,
  workflowLabel,
} from 'sq-elements/platform';

/**
 * What the host apps compute with `sq-elements/platform`, by function: each
 * function of the entry called with a few real values. The lit-html app
 * shows it on its page; the package test runs the same file in Node. Every
 * value is JSON (undefined shows as null).
 */

const shirt: Product = {
  productType: 'PHYSICAL',
  variants: [
    { price: 2800, qtyInStock: 0 },
    { price: 3200, qtyInStock: 4 },
  ],
};

const grey: Rgba = { r: 119, g: 119, b: 119, a: 1 };
const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const pink: Rgba = parseColour(SEED_COLOUR_FALLBACK) ?? black;
const hosts = ['example.com', 'https://example.com'] as const;

/** A check's answer as the editor shows it: the message table's text, or undefined when the value passes. */
const said = (message: EditorMessage | undefined) => (message === undefined ? undefined : formatMessage(message));
/** A number to four places, as a page shows it. */
const fourPlaces = (value: number) => Math.round(value * 10_000) / 10_000;

export function platformResults(): Record<string, unknown[]> {
  return {
    formatMoney: [formatMoney(123456, 'USD'), formatMoney(-5, 'EUR'), formatMoney(123456, 'JPY'), CURRENCIES.length],
    sumMinorUnits: [sumMinorUnits([10, 20]), sumMinorUnits([])],
    isCurrency: [isCurrency('SEK'), isCurrency('XYZ')],
    toDecimalText: [toDecimalText(123456, 'USD'), toDecimalText(123456, 'JPY')],
    subscriptionText: [
      subscriptionText({ billingPeriod: { value: 1, unit: 'month' } }),
      subscriptionText({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 6 }),
    ],
    isSoldOut: [isSoldOut(shirt), isSoldOut({ productType: 'SERVICE', variants: [{ price: 1, qtyInStock: 0 }] })],
    totalStock: [totalStock(shirt), totalStock({ productType: 'DIGITAL' })],
    productPrice: [productPrice(shirt)],
    displayPrice: [displayPrice({ price: 2000, salePrice: 1500, onSale: true })],
    fromPriceText: [fromPriceText(formatMoney(2800))],
    isPriceCents: [isPriceCents(100_000_000), isPriceCents(100_000_001)],
    workflowLabel: [workflowLabel('published'), workflowLabel('draft'), workflowLabel('archived')],
    weightUnit: [weightUnit(UNITS.IMPERIAL), weightUnit(UNITS.METRIC)],
    dimensionUnit: [dimensionUnit(UNITS.IMPERIAL), dimensionUnit(UNITS.METRIC)],
    isValidSku: [isValidSku('A'.repeat(60)), isValidSku('A'.repeat(61))],
    generateSku: [generateSku(() => 0.55)],
    kindOfCode: [kindOfCode(PRODUCT_TYPES.GIFT_CARD), kindOfCode(PRODUCT_TYPES.PAYWALL)],
    isUsZip: [isUsZip('94103'), isUsZip('9410')],
    classifyLink: ['', '#top', '/s/menu.pdf', '/about', 'https://other.example/', 'mailto:a@b.co', 'http:x.com'].map(
      (href) => classifyLink(href, 'shop.example'),
    ),
    linkLengthRule: [linkLengthRule('tel:+15551234', 'shop.example'), linkLengthRule('https://x.com', 'shop.example')],
    withinLinkLength: [
      withinLinkLength(`#${'a'.repeat(98)}`, 'shop.example'),
      withinLinkLength(`#${'a'.repeat(99)}`, 'shop.example'),
    ],
    isProperTel: [isProperTel('+1-555'), isProperTel('12')],
    isProperSms: [isProperSms('+1(555),2'), isProperSms('555 x')],
    isProperMailto: [isProperMailto('mailto:ada@example.com?subject=Hi'), isProperMailto('ada@@example.com')],
    isProperUrl: [isProperUrl('https://example.com/path'), isProperUrl('example.website')],
    isPagePath: [isPagePath(`/pages/${'a1'.repeat(12)}`), isPagePath('/pages/short')],
    isFileLink: [isFileLink('/s/menu.pdf'), isFileLink('/shop')],
    contentLinkPath: [contentLinkPath('shop', { tag: 'red', category: 'hats' })],
    readContentLink: [readContentLink('/shop?tag=red'), readContentLink('/s/menu.pdf')],
    urlSafe: [urlSafe('Summer Sale -- 2025!')],
    blogUrlProblem: [blogUrlProblem('%y/%m/%t'), blogUrlProblem('/%y/%t'), blogUrlProblem('%y/%q')],
    splitValueUnit: [splitValueUnit('1.5 em'), splitValueUnit('9:30 pm')],
    codeOf: [codeOf(SITE_ROLES, 'VIEWER'), codeOf(SITE_ROLES, 'toString')],
    nameOf: [nameOf(PAGE_TYPES, '201'), nameOf(PAGE_TYPES, 4)],
    inRange: [inRange(BLOCK_TYPE_RANGE, 71), inRange(BLOCK_TYPE_RANGE, 72)],
    isOneOf: [isOneOf(SLIDE_TYPES, 'lock-screen'), isOneOf(SLIDE_TYPES, 'cover')],
    accessPermission: [accessPermission(2), accessPermission('1931'), accessPermission(1415), accessPermission(3)],
    colourModel: [colourModel('hsl(120, 50%, 50%)'), colourModel('cmyk(0, 0, 0, 0)')],
    parseColour: [parseColour('#0af'), parseColour('rgba(300, -1, 20, 2)'), parseColour('rebeccapurple')],
    readColour: [readColour('nope')],
    formatColour: [
      formatColour({ r: 255, g: 0, b: 0, a: 1 }, 'hex'),
      formatColour({ r: 0, g: 0, b: 255, a: 1 }, 'hsl'),
    ],
    formatMessage: [
      formatMessage({ key: 'INVALID_PAGE_URL', values: { val: '/nope/x' } }),
      formatMessage({ key: 'LINK_FORMAT', values: { host: ['example.com', 'www.example.com'] } }),
      EDITOR_MESSAGES.LIST_REQUIRED,
    ],
    fillPlaceholders: [fillPlaceholders('{a} and {b}', { a: 1 })],
    checkEmail: [said(checkEmail('a@b.co')), said(checkEmail('a@b'))],
    checkPageUrl: [said(checkPageUrl('/about')), said(checkPageUrl('/blog/post'))],
    checkWebAddress: [said(checkWebAddress('https://example.com/x', hosts)), said(checkWebAddress('example', hosts))],
    checkOption: [said(checkOption('red', ['red', 'green'])), said(checkOption('purple', ['red', 'green']))],
    checkListSelected: [said(checkListSelected('list-1')), said(checkListSelected(undefined))],
    checkFileName: [said(checkFileName('menu.pdf')), said(checkFileName(' '))],
    checkStarRating: [said(checkStarRating(5)), said(checkStarRating(0))],
    checkSubtotal: [said(checkSubtotal(2500, 2500, '$25.00')), said(checkSubtotal(2499, 2500, '$25.00'))],
    checkFileSize: [
      said(checkFileSize('menu.pdf', 20_000_000, 20 * BYTES_PER_MB)),
      said(checkFileSize('menu.pdf', 20_000_001, 20 * BYTES_PER_MB)),
    ],
    checkFileType: [
      said(checkFileType('IMAGE/PNG', ['image/png', 'image/jpeg'])),
      said(checkFileType('application/zip', ['image/png', 'image/jpeg'])),
    ],
    checkDuplicateTag: [
      said(checkDuplicateTag('summer', ['news', 'sale'], 'tag')),
      said(checkDuplicateTag(' News ', ['news', 'sale'], 'tag')),
    ],
    checkDataset: [
      said(
        checkDataset([
          ['a', 1],
          ['b', 2],
        ]),
      ),
      said(checkDataset([])),
      said(checkDataset([['a', 1], ['b']])),
    ],
    truncateDataset: [
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    ].map((rows) => {
      const cut = truncateDataset(rows, 2, 2);
      return { rows: cut.rows, message: said(cut.message) };
    }),
    isTagLengthOk: [
      isTagLengthOk('a'.repeat(50)),
      isTagLengthOk('a'.repeat(51)),
      isTagLengthOk('😀'.repeat(50)),
      MAX_TAG_LENGTH,
    ],
    isCategoryLengthOk: [isCategoryLengthOk('a'.repeat(25)), isCategoryLengthOk('a'.repeat(26)), MAX_CATEGORY_LENGTH],
    humanFileSize: [humanFileSize(0), humanFileSize(1536), humanFileSize(BYTES_PER_MB), humanFileSize(1024 ** 8)],
    readPaletteColour: [
      readPaletteColour({ userFormat: 'hex', values: { hue: 0, saturation: 100, lightness: 50 } }),
      readPaletteColour({ userFormat: 'rgb', values: { hue: 240, saturation: 100, lightness: 50, alpha: 0.5 } }),
      readPaletteColour({ userFormat: 'hex', values: { hue: 361, saturation: 0, lightness: 0 } }),
    ],
    systemColourProperty: [
      systemColourProperty('lightAccent'),
      systemColourProperty('safeDarkAccent'),
      SYSTEM_COLOUR_IDS.length,
    ],
    luma: [luma(black), fourPlaces(luma(pink))],
    isDarkByLuma: [isDarkByLuma(grey), isDarkByLuma(black), LUMA_THRESHOLD],
    isDark: [isDark(grey), isDark(pink), DARK_BRIGHTNESS_THRESHOLD],
  };
}
