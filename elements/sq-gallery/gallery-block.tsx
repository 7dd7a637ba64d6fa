import { useEffect } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { inheritedDataText } from '../kit/element/host-config.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { DESIGN_NAMES, readDesign } from './designs/designs.logic.ts';
import { skippedBlock } from './gallery.logic.ts';
import type { galleryApi } from './gallery.schema.ts';
import { GalleryView } from './gallery.view.tsx';

/**
 * The gallery as the kit mounts it: its block data checked (spec 001 §8),
 * the view handed the verdict. Block data that does not decode, or cannot be
 * evaluated, skips the block (the light DOM shows); the kit reads such data
 * as defaults with a warning, and its props say nothing of it, so the texts
 * are read here, from the `config` attribute and the inherited data. This
 * renders only when the kit's props change (the gallery's own state is the
 * view's), so the texts are read once for each config.
 */
export function GalleryBlock(props: ViewProps<typeof galleryApi>) {
  const { host, config } = props;
  const skipped = skippedBlock([host.getAttribute('config'), inheritedDataText(host)], config.items);
  // Problems with the block data, said once each, in the spec's words: a skipped block, else its design (with the
  // designs there are: what says so loads only then).
  useEffect(() => {
    if (skipped) warnOnce(`sq-gallery: ${skipped}`);
    else if (readDesign(config.design).kind === 'unknown')
      void import('./designs/unknown-design.ts').then((part) => part.warn(config.design, DESIGN_NAMES));
  }, [config.design, skipped]);
  return <GalleryView {...props} skipped={skipped} />;
}
