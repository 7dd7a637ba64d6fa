import type { FirstViewImage } from '../../../runtime/image-loader-first-view.logic.ts';

/**
 * What works out a first-view image's attributes (`srcset`, `sizes`,
 * `width`, `fetchpriority`...: runtime/image-loader-first-view.logic.ts)
 * from what a view gives: set by the server renderer alone, with each
 * element's `*.server.ts`, so none of that code ships to the browser. In
 * the browser there is none: hydration keeps the attributes the server
 * wrote on the `<img>` (the view renders it with `suppressHydrationWarning`),
 * and the image loader adopts it as it is.
 */
let firstViewImages: ((tag: string, data: unknown) => FirstViewImage | null) | undefined;

/** The server renderer's: how first-view images are worked out while it renders. */
export function renderFirstViewImagesWith(make: (tag: string, data: unknown) => FirstViewImage | null): void {
  firstViewImages = make;
}

/**
 * The attributes of a first-view image of the element `tag`, from `data`
 * (read by the element's `*.server.ts`, or a FirstViewImageInput as it is),
 * rendering on the server; none in the browser.
 */
export function useFirstViewImage(tag: string, data: unknown): Partial<FirstViewImage> {
  return firstViewImages?.(tag, data) ?? {};
}
