import type { FirstViewImage } from '../../../../runtime/images/index.ts';

/**
 * What works out a first-view image's attributes (`srcset`, `sizes`,
 * `width`, `fetchpriority`...: runtime/images/image-loader-first-view.logic.ts)
 * from what a view gives: set by the server renderer alone, with each
 * element's `*.server.ts`, so none of that code ships to the browser. In
 * the browser there is none: hydration keeps the attributes the server
 * wrote on the `<img>` (the view renders it with `suppressHydrationWarning`).
 */
let firstViewImages: ((data: unknown) => FirstViewImage | null) | undefined;

/** The server renderer's: how first-view images are worked out while it renders. */
export function renderFirstViewImagesWith(make: (data: unknown) => FirstViewImage | null): void {
  firstViewImages = make;
}

/**
 * Rendering on the server, the attributes of the view's first-view image,
 * from `data` (read by the element's `*.server.ts`, or a
 * FirstViewImageInput as it is), or null for no image; in the browser,
 * undefined.
 */
export function useFirstViewImage(data: unknown): FirstViewImage | null | undefined {
  return firstViewImages?.(data);
}
