/**
 * Access-permission codes (spec 002 §6): the single codes by name, and the
 * ranges whose codes the spec gives only as a group. Which code inside a
 * range is which sub-area, and which permissions a site-wide role holds, are
 * not shown.
 */
import { type CodeRange, inRange, nameOf } from './code-table.ts';

/** The single access-permission codes (spec 002 §6). CONFIG is the top group. */
export const ACCESS_PERMISSIONS = {
  CONFIG: 1,
  ADMIN: 2,
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  CRM: 18,
  SCHEDULING: 1920,
  ASSET_LIBRARY: 1921,
  DRAFT_PUBLISH: 1930,
  DRAFT_CREATE: 1931,
} as const;

/**
 * The access-permission ranges (spec 002 §6): settings sub-areas; commerce
 * sub-areas (orders, shipping, coupons, taxes, inventory, payments, POS,
 * product reviews); newsletter read and write for subscriber, group,
 * message, settings; marketing; internal staff admin permissions.
 */
export const ACCESS_PERMISSION_RANGES = {
  SETTINGS_AREAS: { first: 1210, last: 1233 },
  COMMERCE_AREAS: { first: 1410, last: 1422 },
  NEWSLETTER_AREAS: { first: 1510, last: 1517 },
  MARKETING: { first: 1910, last: 1912 },
  STAFF_ADMIN: { first: 2010, last: 2068 },
} as const satisfies Record<string, CodeRange>;

/** A name the access-permission codes give: a single code or a range. */
export type AccessPermission = keyof typeof ACCESS_PERMISSIONS | keyof typeof ACCESS_PERMISSION_RANGES;

/**
 * What an access-permission code is: its name, the name of the range it lies
 * in, or undefined for a code the spec does not give. Takes the number or
 * its digits (the site context keys permissions by `"2"`).
 */
export function accessPermission(code: number | string): AccessPermission | undefined {
  const single = nameOf(ACCESS_PERMISSIONS, code);
  if (single !== undefined) return single;
  const wanted = Number(code);
  if (typeof code === 'string' && !/^\d+$/.test(code)) return undefined;
  for (const [name, range] of Object.entries(ACCESS_PERMISSION_RANGES)) {
    if (inRange(range, wanted)) return name as keyof typeof ACCESS_PERMISSION_RANGES;
  }
  return undefined;
}
