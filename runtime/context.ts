import { createStore } from './store.ts';

/**
 * The site context (spec 000 §3 "Site context", spec 002 §3 "Site context"):
 * what the page knows about the site, its visitor and the page itself. Every
 * field is optional; elements work with none.
 */
export interface SiteContext {
  website?: {
    id?: string;
    identifier?: string;
    cloneable?: boolean;
    /** Developer mode: the site is built from its own template code; owners are not redirected to the configuration area. */
    developerMode?: boolean;
    useEscapeKeyToLogin?: boolean;
  };
  templateId?: string;
  /** The template's version: 7, 7.1 or 8 (spec 002 §3), as a number or its text. */
  templateVersion?: TemplateVersion;
  templateInstallation?: { templateWebsite?: { id?: string } };
  authenticatedAccount?: { id?: string };
  /**
   * The account id of the member signed in to the site's member area, if
   * any; spec 002 §3 names it so in the record-event data, and the
   * page-speed record carries it as `memberId`.
   */
  memberAccountId?: string;
  collectionId?: string;
  collection?: { title?: string; type?: number; permissionType?: number };
  itemId?: string;
  item?: { title?: string; recordType?: number };
  pageType?: number;
  websiteRoles?: Record<string, unknown>;
  accessPermissions?: unknown[];
  cookieSettings?: {
    isRestrictiveCookiePolicyEnabled?: boolean;
    isRestrictiveCookiePolicyAbsolute?: boolean;
    isCookieBannerEnabled?: boolean;
  };
  websiteSettings?: {
    useEscapeKeyToLogin?: boolean;
    ssBadgeType?: number;
    storeSettings?: {
      expressCheckout?: boolean;
      measurementStandard?: number;
      selectedCurrency?: string;
    };
  };
  tweakJSON?: Record<string, unknown>;
  appDomain?: string;
  memberLocale?: string;
  websiteLocale?: string;
  websiteType?: number;
  siteStatus?: { value?: number };
}

/** The template versions there are (spec 002 §3 "Site context"); the text forms are accepted as the platform may write them. */
export const TEMPLATE_VERSIONS = [7, 7.1, 8, '7', '7.1', '8'] as const;
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];

/** How the page services run: where the API is and which services are on. */
export interface RuntimeOptions {
  /** Origin of the platform API; empty for the page's own origin. */
  apiOrigin: string;
  /** Origin for secure calls on custom domains (https, credentialed, cross-origin); empty for none. */
  secureOrigin: string;
  /** The name reported as `app` with JavaScript errors. */
  app: string;
  errorReporter: boolean;
  traceLog: boolean;
  keyboard: boolean;
  /** The page is shown inside the backend editor (spec 000 §6 "Backend editor context"). */
  editor: boolean;
  performance: boolean;
}

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  apiOrigin: '',
  secureOrigin: '',
  app: 'sq-elements',
  errorReporter: true,
  traceLog: true,
  keyboard: true,
  editor: false,
  performance: true,
};

/** The page's site context; `<sq-runtime>` sets it from its `context` attribute. */
export const siteContext = createStore<SiteContext>({});

/** The page's runtime options; `<sq-runtime>` sets them from its attributes. */
export const runtimeOptions = createStore<RuntimeOptions>(DEFAULT_RUNTIME_OPTIONS);
