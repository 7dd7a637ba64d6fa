/** Badge type (spec 002 §3). */
export const BADGE_TYPES = { NONE: 1, BLACK: 2, WHITE: 3 } as const;

/** How the site's badge shows. */
export type BadgeStyle = 'none' | 'black' | 'white';

/**
 * How the badge shows for the site context's `websiteSettings.ssBadgeType`
 * (spec 002 §3: none 1, black 2, white 3; the code or its digits). Anything
 * else is none.
 */
export function badgeStyle(type: unknown): BadgeStyle {
  const code = typeof type === 'string' && /^\d+$/.test(type) ? Number(type) : type;
  if (code === BADGE_TYPES.BLACK) return 'black';
  if (code === BADGE_TYPES.WHITE) return 'white';
  return 'none';
}
