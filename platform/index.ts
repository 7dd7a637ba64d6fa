/**
 * The platform's rules, for what a theme or an integration computes:
 * `import { formatMoney, subscriptionText } from 'sq-elements/platform'`.
 *
 * Pure functions and constants from `lib/`, each exported by name: no side
 * effect on import, no DOM at module level, no React, lit-html or page
 * service, so it imports in Node as in a browser and a bundler keeps only
 * what an app uses. The elements compute with the same functions.
 */

// Access-permission codes (spec 002 §6).
export {
  ACCESS_PERMISSION_RANGES,
  ACCESS_PERMISSIONS,
  type AccessPermission,
  accessPermission,
} from '../lib/access-permissions.ts';
// The badge: how it shows for websiteSettings.ssBadgeType (spec 002 §3).
export { type BadgeStyle, badgeStyle } from '../lib/badge/badge.ts';
// Tokenized blog URLs (spec 002 §5).
export { BLOG_URL_TOKENS, type BlogUrlProblem, blogUrlProblem } from '../lib/blog-url.ts';
// Breakpoints: the text highlight's and the device breakpoints (spec 001 §9).
export {
  DESKTOP_WIDTHS,
  DEVICE_MEDIA_QUERIES,
  type DesktopWidth,
  type DeviceBreakpoints,
  deviceBreakpoints,
  HIGHLIGHT_DESKTOP_MIN_WIDTH,
  HIGHLIGHT_MOBILE_MAX_WIDTH,
  type HighlightBreakpoint,
  highlightBreakpoint,
  PHONE_MAX_HEIGHT,
  TABLET_WIDTHS,
} from '../lib/breakpoints.ts';
// The lookups over the enumerations: a name's code, a code's name, a range, a named list.
export { type CodeRange, type CodeTable, codeOf, inRange, isOneOf, nameOf } from '../lib/code-table.ts';
// Colour strings (spec 000 §5; the texts of spec 001 §8), and palette colours: the palette colour rule
// (spec 001 §5), its formats and system colour ids (§3), the seed colour and light or dark (§9).
export {
  type ColourModel,
  colourModel,
  DARK_BRIGHTNESS_THRESHOLD,
  formatColour,
  isDark,
  isDarkByLuma,
  LUMA_THRESHOLD,
  luma,
  NO_STRING_SUPPORT,
  NOT_HEX_ALPHA,
  PALETTE_FORMATS,
  type PaletteColour,
  parseColour,
  type Rgba,
  readColour,
  readPaletteColour,
  SEED_COLOUR_FALLBACK,
  SEED_COLOUR_ID,
  SYSTEM_COLOUR_IDS,
  type SystemColourId,
  systemColourProperty,
  UNKNOWN_MODEL,
} from '../lib/colour.ts';
// The editor's checks, which answer with the editor message table's messages (spec 002 §5, §8).
export {
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
  type DatasetRows,
  truncateDataset,
} from '../lib/editor-checks.ts';
// The editor's message table (spec 002 §5, §8).
export {
  EDITOR_MESSAGES,
  type EditorMessage,
  type EditorMessageKey,
  fillPlaceholders,
  formatMessage,
  type MessageValue,
} from '../lib/editor-messages.ts';
// Enumerations (spec 002 §2, §3).
export {
  BADGE_TYPES,
  BLOCK_TYPE_RANGE,
  BLOCK_TYPES,
  BUY_NOW_PAY_LATER_FEATURES,
  COHORTS,
  COLLECTION_TYPE_RANGE,
  COLLECTION_VIEWS,
  CONTENT_VISIBILITIES,
  type Cohort,
  type CollectionView,
  type ContentVisibility,
  DESIGN_TWEAK_PAGE_TYPES,
  DEVICE_VIEWS,
  type DesignTweakPageType,
  type DeviceView,
  FORM_EDITOR_STEPS,
  GENERATOR_TYPES,
  GRID_POSITIONS,
  type GridPosition,
  ITEM_TYPES,
  type ItemType,
  MEDIA_TYPES,
  type MediaType,
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
  type Slice,
  type SlideType,
  UNITS,
  VARIANT_BLOCK_CODE_RANGE,
  VARIANT_BLOCK_FAMILIES,
  WEBSITE_STATUSES,
  WEBSITE_TYPES,
} from '../lib/enumerations.ts';
// File sizes (spec 002 §9).
export { BYTES_PER_MB, FILE_SIZE_BASE, FILE_SIZE_UNITS, humanFileSize } from '../lib/file-size.ts';
// The food-ordering provider link's default title (spec 002 §9).
export { FOOD_ORDERING_LINK_TITLE } from '../lib/food-ordering.ts';
// The minimum-font marker (spec 002 §9).
export {
  hasMinimumFontMarker,
  MINIMUM_FONT_ATTRIBUTE,
  MINIMUM_FONT_MARKER_MAX_PX,
} from '../lib/helpers/minimum-font.ts';
// Length rules and content limits (spec 002 §5, §9).
export {
  GALLERY_SERVICE_COUNT,
  GALLERY_SERVICE_SIZE,
  isCategoryLengthOk,
  isTagLengthOk,
  MAX_BLOCKS_PER_LAYOUT,
  MAX_CATEGORY_LENGTH,
  MAX_ORDERABLE_COLLECTION_ITEMS,
  MAX_PRODUCTS_PER_COLLECTION,
  MAX_TAG_LENGTH,
  MAX_TRACKS_PER_ALBUM,
  NESTED_CATEGORIES_LIMIT,
} from '../lib/limits.ts';
// Links: classification, length limits and shapes, internal paths (spec 002 §2, §5).
export {
  type ContentLink,
  classifyLink,
  contentLinkPath,
  isFileLink,
  isPagePath,
  isProperMailto,
  isProperSms,
  isProperTel,
  isProperUrl,
  LINK_KINDS,
  LINK_LENGTH_LIMITS,
  type LinkKind,
  type LinkLengthRule,
  linkLengthRule,
  readContentLink,
  withinLinkLength,
} from '../lib/link-rules.ts';
// The mobile info bar: when it shows, light or dark (spec 001 §9, spec 002 §3, §9).
export {
  INFO_BAR_MAX_WIDTH_PX,
  type InfoBarShown,
  type InfoBarStyle,
  infoBarShown,
} from '../lib/mobile-info-bar/mobile-info-bar.ts';
// Money (spec 000 §1 currencies, §9 money format), and exact sums of minor units.
export {
  CURRENCIES,
  CURRENCY_DECIMALS,
  type Currency,
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrency,
  MAX_INTEGER_PLACES,
  type MinorUnits,
  sumMinorUnits,
  toDecimalText,
} from '../lib/money.ts';
// Products: price and subscription texts, sold out, total stock, workflow labels, units, skus
// (spec 000 §3, §4, §5, §9).
export {
  BILLING_UNITS,
  type BillingUnit,
  dimensionUnit,
  displayPrice,
  fromPriceText,
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  isPriceCents,
  isSoldOut,
  isValidSku,
  kindOfCode,
  MAX_PRICE_CENTS,
  MAX_SKU_LENGTH,
  PRODUCT_KINDS,
  type PriceDisplay,
  type Product,
  type ProductKind,
  productPrice,
  type SubscriptionPlan,
  subscriptionText,
  totalStock,
  type Variant,
  type WorkflowState,
  weightUnit,
  workflowLabel,
} from '../lib/product.ts';
// URL-safe strings (spec 002 §5).
export { urlSafe } from '../lib/url-safe.ts';
// The US zip code (spec 000 §5): the rule the form's address field checks.
export { isUsZip, US_ZIP_LENGTH } from '../lib/us-zip.ts';
// Value with unit (spec 002 §5).
export { splitValueUnit, type ValueWithUnit } from '../lib/value-unit.ts';
