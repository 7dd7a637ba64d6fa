/**
 * How the account services move the browser and read its address. A theme
 * with its own router, and the tests, give their own; the defaults are the
 * browser's.
 */
export interface PageNavigation {
  /** Sends the browser to an address: the configuration area, or the site root after a logout. */
  navigate(url: string): void;
  /** The page's address. */
  address(): string;
}

/** `options` over the browser's own `location.assign` and `location.href`. */
export function pageNavigation(options: Partial<PageNavigation> = {}): PageNavigation {
  return {
    navigate: options.navigate ?? ((url) => location.assign(url)),
    address: options.address ?? (() => location.href),
  };
}
