import * as z from 'zod/mini';

/*
 * Apart from context.ts, so the page services (which need only the type)
 * do not load zod: only <sq-runtime>, which reads the context, does.
 */

/** The template versions there are (spec 002 §3 "Site context"); the text forms are accepted as the platform may write them. */
export const TEMPLATE_VERSIONS = [7, 7.1, 8, '7', '7.1', '8'] as const;
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];

const text = () => z.optional(z.string());
const flag = () => z.optional(z.boolean());
const count = () => z.optional(z.number());

/**
 * The site context (spec 000 §3 "Site context", spec 002 §3 "Site context"):
 * what the page knows about the site, its visitor and the page itself. Every
 * field is optional; elements work with none. <sq-runtime> reads it with
 * this schema. Fields it does not list pass through as the platform wrote
 * them, for the element that reads one (`<sq-map>`'s `mapsApiKey`, spec 001
 * §7), at no cost to every page's runtime.
 */
export const siteContextSchema = z.looseObject({
  website: z.optional(
    z.object({
      id: text(),
      identifier: text(),
      cloneable: flag(),
      // Developer mode: the site is built from its own template code; owners are not redirected to the configuration area.
      developerMode: flag(),
      useEscapeKeyToLogin: flag(),
    }),
  ),
  templateId: text(),
  // 7, 7.1 or 8 (spec 002 §3), as a number or its text.
  templateVersion: z.optional(z.literal(TEMPLATE_VERSIONS)),
  templateInstallation: z.optional(z.object({ templateWebsite: z.optional(z.object({ id: text() })) })),
  authenticatedAccount: z.optional(z.object({ id: text() })),
  // The member signed in to the site's member area, if any (spec 002 §3); the page-speed record carries it as memberId.
  memberAccountId: text(),
  collectionId: text(),
  collection: z.optional(z.object({ title: text(), type: count(), permissionType: count() })),
  itemId: text(),
  item: z.optional(z.object({ title: text(), recordType: count() })),
  pageType: count(),
  websiteRoles: z.optional(z.looseObject({})),
  accessPermissions: z.optional(z.array(z.unknown())),
  cookieSettings: z.optional(
    z.object({
      isRestrictiveCookiePolicyEnabled: flag(),
      isRestrictiveCookiePolicyAbsolute: flag(),
      isCookieBannerEnabled: flag(),
    }),
  ),
  websiteSettings: z.optional(
    z.object({
      useEscapeKeyToLogin: flag(),
      ssBadgeType: count(),
      storeSettings: z.optional(
        z.object({ expressCheckout: flag(), measurementStandard: count(), selectedCurrency: text() }),
      ),
    }),
  ),
  tweakJSON: z.optional(z.looseObject({})),
  appDomain: text(),
  memberLocale: text(),
  websiteLocale: text(),
  websiteType: count(),
  siteStatus: z.optional(z.object({ value: count() })),
});

/** The site context, as the schema gives it. */
export type SiteContext = z.output<typeof siteContextSchema>;
