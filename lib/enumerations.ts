/**
 * The platform's enumerations (spec 002 §2 page types, §3 "Enumerations" and
 * "Content tracking states and types"), each written once as an `as const`
 * table. Coded ones are looked up with `codeOf` and `nameOf`
 * (lib/code-table.ts); named ones are lists with a guard.
 *
 * Where the spec gives a range with only examples (block types, collection
 * types, record types, plan features, variant block codes), the table holds
 * exactly the examples it names and the range is its own constant: a code in
 * the range but not in the table is a real code whose name the spec does not
 * show.
 */
import type { CodeRange } from './code-table.ts';
import { MEASUREMENT_STANDARD, PRODUCT_TYPE_CODES } from './product.ts';

/** Page types, used for tracking and design tweaks (spec 002 §2). Code 1 is "main content or collection". */
export const PAGE_TYPES = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

/**
 * The design-tweak page-type names (spec 002 §2). STYLE has no page-type
 * code; the other four share their names with PAGE_TYPES.
 */
export const DESIGN_TWEAK_PAGE_TYPES = ['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE'] as const;
/** A design-tweak page-type name. */
export type DesignTweakPageType = (typeof DESIGN_TWEAK_PAGE_TYPES)[number];

/** Block types run from 1 to 71 (spec 002 §3); the spec names only these examples. */
export const BLOCK_TYPE_RANGE: CodeRange = { first: 1, last: 71 };
/** The block types the spec names, by code (spec 002 §3). */
export const BLOCK_TYPES = {
  NAVIGATION: 1,
  HTML: 2,
  IMAGE: 5,
  FORM: 9,
  SUMMARY: 20,
  VIDEO: 32,
  PRODUCT: 43,
  BUTTON: 53,
  SUMMARY_V2: 55,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
  SHAPE: 71,
} as const;

/** Collection types run from 1 to 25 (spec 002 §3); the spec names none of them. */
export const COLLECTION_TYPE_RANGE: CodeRange = { first: 1, last: 25 };

/** Product types (spec 002 §3): the table lib/product.ts keeps. */
export const PRODUCT_TYPES = PRODUCT_TYPE_CODES;

/** Content item record types run from 1 to 63 (spec 002 §3); the spec names only these examples. */
export const RECORD_TYPE_RANGE: CodeRange = { first: 1, last: 63 };
/** The content item record types the spec names, by code (spec 002 §3). */
export const RECORD_TYPES = { TEXT: 1, IMAGE: 2, REVIEW: 10, STORE_ITEM: 11, EVENT: 12 } as const;

/** Website status (spec 002 §3): 9 and 10 are not given. */
export const WEBSITE_STATUSES = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;

/** Website type (spec 002 §3). */
export const WEBSITE_TYPES = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const;

/** Publication state (spec 002 §3). */
export const PUBLICATION_STATES = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

// Its own module, so the mobile-app bridge takes it without the rest of these tables.
export { MOBILE_INFO_BAR_STYLES } from './mobile-info-bar/mobile-info-bar.ts';

/** Popup overlay style (spec 002 §3). */
export const POPUP_OVERLAY_STYLES = { NONE: 1, SHOW: 2 } as const;

// Badge type (spec 002 §3): lib/badge/badge.ts's table, re-exported here; the runtime's page marks take it alone.
export { BADGE_TYPES } from './badge/badge.ts';

/** Units (spec 002 §3): the measurement standards lib/product.ts keeps. */
export const UNITS = MEASUREMENT_STANDARD;

/** Site-wide roles (spec 002 §3, §6): 5 is not given. */
export const SITE_ROLES = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const;

/** Plan feature ids run from 1 to 70 (spec 002 §3); the spec names only these examples. */
export const PLAN_FEATURE_RANGE: CodeRange = { first: 1, last: 70 };
/** The plan features the spec names, by id (spec 002 §3). */
export const PLAN_FEATURES = { COMMERCE: 6, POPUP_OVERLAY: 21, CODE_INJECTION: 28, GIFT_CARDS: 40 } as const;
/** The buy-now-pay-later provider features (spec 002 §3); which provider each is, is not shown. */
export const BUY_NOW_PAY_LATER_FEATURES = [64, 68, 70] as const;

/** Slice names (spec 002 §3). */
export const SLICES = [
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
] as const;
/** A slice name. */
export type Slice = (typeof SLICES)[number];

/** Slide types (spec 002 §3). */
export const SLIDE_TYPES = ['cover-page', 'lock-screen', 'popup-overlay'] as const;
/** A slide type. */
export type SlideType = (typeof SLIDE_TYPES)[number];

/** Gallery item media types (spec 002 §3). */
export const MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
/** A gallery item media type. */
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Collection views (spec 002 §3). */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
/** A collection view: list, grid or product. */
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/** Device views (spec 002 §3). */
export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
/** A device view: desktop, phone or tablet. */
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/**
 * Grid positions: the nine combinations of top, center, bottom with left,
 * center, right (spec 002 §3). The spec does not show how a combination is
 * spelled; ours is `vertical-horizontal`.
 */
export const GRID_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center-center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
/** A grid position, `vertical-horizontal`. */
export type GridPosition = (typeof GRID_POSITIONS)[number];

/**
 * Variant block codes run from 1000 to 1019 (spec 002 §3), for these
 * families; which code is which is not shown.
 */
export const VARIANT_BLOCK_CODE_RANGE: CodeRange = { first: 1000, last: 1019 };
/** The families the variant block codes are for (spec 002 §3). */
export const VARIANT_BLOCK_FAMILIES = [
  'gallery',
  'summary',
  'chart',
  'image layouts',
  'reservation',
  'events',
] as const;

/** Content generator types (spec 002 §3). */
export const GENERATOR_TYPES = { DEFAULT: 0, ICON: 1 } as const;

/** Survey cohorts (spec 002 §3). */
export const COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
/** A survey cohort, A to E. */
export type Cohort = (typeof COHORTS)[number];

/** Form editor steps (spec 002 §3). */
export const FORM_EDITOR_STEPS = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const;

/** Content item visibility for tracking (spec 002 §3 "Content tracking states and types"). */
export const CONTENT_VISIBILITIES = ['draft', 'published', 'needs_review', 'scheduled'] as const;
/** A content item visibility for tracking. */
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];

/** Item types for tracking (spec 002 §3 "Content tracking states and types"). */
export const ITEM_TYPES = [
  'album-track',
  'event-item',
  'gallery-image',
  'portfolio-item',
  'blog-post',
  'gallery-video',
] as const;
/** An item type for tracking. */
export type ItemType = (typeof ITEM_TYPES)[number];
