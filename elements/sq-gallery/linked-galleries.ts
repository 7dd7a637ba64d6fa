/**
 * The galleries on the page, for linked galleries (spec 001 §4): a gallery
 * asks whether one of those its `linkedGalleries` selector names is moving
 * before it changes, and has them follow it after. A gallery registers while
 * it is mounted; nothing here queries or writes the DOM. No React.
 */

/** A gallery's element, as far as the list looks at it: matched against the others' selectors. */
export interface GalleryHost {
  matches(selector: string): boolean;
}

/** What one gallery offers the others. */
export interface LinkedGallery {
  host: GalleryHost;
  /** Whether it is moving now. */
  moving(): boolean;
  /** Goes to `index` because a gallery it is linked to went there. */
  follow(index: number): void;
}

const galleries = new Set<LinkedGallery>();

/** Adds a gallery to the page's list; returns what takes it off. */
export function registerGallery(gallery: LinkedGallery): () => void {
  galleries.add(gallery);
  return () => {
    galleries.delete(gallery);
  };
}

/**
 * The registered galleries other than `host` that `selector` names, in the
 * order they registered; null when the selector is not one.
 */
export function linkedTo(host: GalleryHost, selector: string): LinkedGallery[] | null {
  try {
    // Checked on the asking gallery too, so a bad selector is found even when no other gallery is on the page.
    host.matches(selector);
    return [...galleries].filter((gallery) => gallery.host !== host && gallery.host.matches(selector));
  } catch {
    return null;
  }
}
