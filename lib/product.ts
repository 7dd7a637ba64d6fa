/**
 * Storefront products, variants, subscription plans and the cart (spec 000
 * §3, §4, §5, §9; spec 002 §3). Pure: no DOM. Prices are whole cents (minor
 * units of the store currency), never floating-point sums.
 */
import { DEFAULT_CURRENCY } from './money.ts';

/** Product kinds (spec 000 §1). */
export const PRODUCT_KINDS = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const;
/** A product kind: PHYSICAL, SERVICE, DIGITAL or GIFT_CARD. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Product type codes (spec 002 §3 "Enumerations"): paywall exists only as a code. */
export const PRODUCT_TYPE_CODES = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;

/** The kind a product type code names; paywall (5) and unknown codes have none. */
export function kindOfCode(code: number): ProductKind | undefined {
  return PRODUCT_KINDS.find((kind) => PRODUCT_TYPE_CODES[kind] === code);
}

/** Maximum product price (spec 000 §5, §9). */
export const MAX_PRICE_CENTS = 100_000_000;
/** Maximum sku length (spec 000 §5, §9). */
export const MAX_SKU_LENGTH = 60;
/** A generated sku: this prefix, then 7 random digits (spec 000 §5, §9). */
export const GENERATED_SKU_PREFIX = 'SQ';
/** A generated sku has this many random digits after its prefix (spec 000 §5, §9). */
export const GENERATED_SKU_DIGITS = 7;

/** A variant (spec 000 §3). Prices in cents. */
export interface Variant {
  price: number;
  salePrice?: number;
  onSale?: boolean;
  unlimited?: boolean;
  qtyInStock?: number;
  optionValues?: { value: string }[];
  sku?: string;
}

/** A product (spec 000 §3): digital products carry their own prices. */
export interface Product {
  productType: ProductKind;
  variants?: Variant[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
}

/** Billing period units (spec 000 §3 "Subscription plan"). */
export const BILLING_UNITS = ['week', 'month', 'year'] as const;
/** A billing period unit: week, month or year. */
export type BillingUnit = (typeof BILLING_UNITS)[number];

/** A subscription plan (spec 000 §3); 0 or no billing cycles is indefinite. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  numBillingCycles?: number;
}

/** Whether a price in cents is one a product may have: whole, 0 to 100000000. */
export function isPriceCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS;
}

/** Whether a variant is limited and out of stock. */
function outOfStock(variant: Variant): boolean {
  return !variant.unlimited && (variant.qtyInStock ?? 0) <= 0;
}

/**
 * Sold out (spec 000 §4): a PHYSICAL or SERVICE product whose every variant
 * is limited and has no stock (a product with no variants has none to sell).
 * DIGITAL and GIFT_CARD never are.
 */
export function isSoldOut(product: Product): boolean {
  if (product.productType !== 'PHYSICAL' && product.productType !== 'SERVICE') return false;
  return (product.variants ?? []).every(outOfStock);
}

/** Total stock (spec 000 §4): unlimited for digital or when any variant is unlimited, else the sum. */
export function totalStock(product: Product): number | 'unlimited' {
  const variants = product.variants ?? [];
  if (product.productType === 'DIGITAL' || variants.some((variant) => variant.unlimited)) return 'unlimited';
  let sum = 0;
  for (const variant of variants) sum += Math.max(0, Math.trunc(variant.qtyInStock ?? 0));
  return sum;
}

/** The text of a starting price (spec 000 §4): 'from {startingPrice}', the price already written as money. */
export function fromPriceText(startingPrice: string): string {
  return `from ${startingPrice}`;
}

/** What a price shows (spec 000 §4 "Price display"). */
export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'price'; price: number }
  | { kind: 'sale'; price: number; original: number }
  | { kind: 'from-price'; startingPrice: number };

/** A price with its sale, as a variant or a digital product has it. */
interface Priced {
  price: number;
  salePrice?: number | undefined;
  onSale?: boolean | undefined;
}

/** What a visitor pays: the sale price while on sale and lower. */
function payable({ price, salePrice, onSale }: Priced): number {
  return onSale && salePrice !== undefined && salePrice < price ? salePrice : price;
}

/** The display of one price with its sale. */
export function displayPrice(priced: Priced): PriceDisplay {
  const paid = payable(priced);
  return paid < priced.price ? { kind: 'sale', price: paid, original: priced.price } : { kind: 'price', price: paid };
}

/**
 * A product's price display (spec 000 §4): 'from {startingPrice}' (the lowest)
 * when its variants differ in what they cost, else the one price, shown as a
 * sale with the original struck through when on sale.
 */
export function productPrice(product: Product): PriceDisplay {
  if (product.productType === 'DIGITAL' && product.priceCents !== undefined) {
    return displayPrice({ price: product.priceCents, salePrice: product.salePriceCents, onSale: product.onSale });
  }
  const variants = product.variants ?? [];
  const [first] = variants;
  if (!first) return { kind: 'none' };
  const prices = variants.map(payable);
  const startingPrice = Math.min(...prices);
  if (prices.some((price) => price !== startingPrice)) return { kind: 'from-price', startingPrice };
  return displayPrice(first);
}

/**
 * The subscription text (spec 000 §4): 'renews every month' for one period,
 * 'every 3 months' for more, plus ' for 12 payments' when the plan is finite.
 */
export function subscriptionText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  const period = value === 1 ? `renews every ${unit}` : `every ${value} ${unit}s`;
  const payments = plan.numBillingCycles ?? 0;
  return payments > 0 ? `${period} for ${payments} payments` : period;
}

/** Workflow states of content (spec 000 §3). */
export type WorkflowState = 'published' | 'scheduled' | 'draft';

/** The label of a workflow state (spec 000 §4): anything else is Unsupported. */
export function workflowLabel(state: unknown): 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported' {
  switch (state) {
    case 'published':
      return 'Available';
    case 'scheduled':
      return 'Scheduled';
    case 'draft':
      return 'Hidden';
    default:
      return 'Unsupported';
  }
}

/** Whether a sku is one a variant may have: 1 to 60 characters (spec 000 §5). */
export function isValidSku(sku: unknown): sku is string {
  return typeof sku === 'string' && sku.length > 0 && sku.length <= MAX_SKU_LENGTH;
}

/** A generated sku: 'SQ' then 7 random digits (spec 000 §5); `random` gives [0, 1). */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let place = 0; place < GENERATED_SKU_DIGITS; place++) digits += String(Math.min(9, Math.floor(random() * 10)));
  return `${GENERATED_SKU_PREFIX}${digits}`;
}

/** Measurement standards (spec 002 §3 "Units"). */
export const MEASUREMENT_STANDARD = { IMPERIAL: 1, METRIC: 2 } as const;

/** The weight unit: lbs for imperial, otherwise kg (spec 000 §9). */
export function weightUnit(standard: number | undefined): 'lbs' | 'kg' {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? 'lbs' : 'kg';
}

/** The dimension unit: the inch mark for imperial, otherwise cm (spec 000 §9). */
export function dimensionUnit(standard: number | undefined): '"' | 'cm' {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? '"' : 'cm';
}

/** The shopping cart as exposed to pages (spec 000 §3). */
export interface ShoppingCart {
  id?: string;
  websiteId?: string;
  orderId?: string;
  created?: Date;
  isPurchased: boolean;
  entries: unknown[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption?: Record<string, unknown>;
  shippingLocation?: Record<string, unknown>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: { value: number; currency: string };
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

const ARRAY_FIELDS = [
  'entries',
  'shippingOptions',
  'applicableTaxRules',
  'coupons',
  'validCoupons',
  'invalidCoupons',
] as const;
const CENT_FIELDS = [
  'subtotalCents',
  'taxCents',
  'shippingCostCents',
  'discountCents',
  'grandTotalCents',
  'totalQuantity',
] as const;
const FLAG_FIELDS = ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'] as const;
const TEXT_FIELDS = ['id', 'websiteId', 'orderId'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a cart as the platform sends it, with the spec's defaults (spec 000
 * §3): numbers 0, booleans false, lists empty, subtotalAmount 0 USD,
 * `created` read as a date. A field of the wrong type takes its default.
 */
export function readCart(data: unknown): ShoppingCart {
  const source = isRecord(data) ? data : {};
  const cart: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (typeof source[field] === 'string') cart[field] = source[field];
  for (const field of ARRAY_FIELDS) cart[field] = Array.isArray(source[field]) ? source[field] : [];
  for (const field of CENT_FIELDS) cart[field] = Number.isSafeInteger(source[field]) ? source[field] : 0;
  for (const field of FLAG_FIELDS) cart[field] = source[field] === true;
  for (const field of ['selectedShippingOption', 'shippingLocation'] as const) {
    if (isRecord(source[field])) cart[field] = source[field];
  }
  if (typeof source.created === 'number' || typeof source.created === 'string') {
    const created = new Date(source.created);
    if (!Number.isNaN(created.getTime())) cart.created = created;
  }
  const amount = isRecord(source.subtotalAmount) ? source.subtotalAmount : {};
  cart.subtotalAmount = {
    value: Number.isSafeInteger(amount.value) ? amount.value : 0,
    currency: typeof amount.currency === 'string' ? amount.currency : DEFAULT_CURRENCY,
  };
  return cart as unknown as ShoppingCart;
}

/** The cookie a visitor's cart is known by; checkout goes ahead only when it exists (spec 000 §2). */
export const CART_COOKIE = 'CART';
