/**
 * How the account services move the browser and read its address. A theme
 * with its own router, and the tests, give their own; the defaults are the
 * browser's.
 */
export interface PageNavigation {
  /** Sends the browser to an address: the configuration area, or the site root after a logout. */
  navigate(url: string): void;
  /** Reloads the page after a logout. */
  reload(): void;
  /** The page's address. */
  address(): string;
}

/** `options` over the browser's own `location.assign`, `location.reload` and `location.href`. */
export function pageNavigation(options: Partial<PageNavigation> = {}): PageNavigation {
  return {
    navigate: options.navigate ?? ((url) => location.assign(url)),
    reload: options.reload ?? (() => location.reload()),
    address: options.address ?? (() => location.href),
  };
}
