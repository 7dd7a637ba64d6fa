/**
 * The slideshow's thumbnail strip (spec 001 §1, §3, §9): a row of
 * thumbnails under it, kept on the slideshow's slide both ways (a click on a
 * thumbnail shows its slide; a change of slide marks and scrolls to its
 * thumbnail). One tab stop: the current thumbnail; the arrow keys move the
 * slide, and the focus follows it along the strip.
 */
import { type CSSProperties, useEffect, useLayoutEffect, useRef } from 'react';
import { ratioViewBox } from '../../../lib/image-sizing/image-sizing.ts';
import { useReducedMotion } from '../../kit/react/hooks/optional/use-reduced-motion.ts';
import { TileImage } from '../tile.view.tsx';
import {
  THUMBNAIL_PADDING_CAP,
  THUMBNAIL_STRIP_HEIGHT,
  THUMBNAIL_STRIP_MARGIN,
  thumbnailPadding,
  thumbnailRatio,
} from './moving/meta-box.logic.ts';
import type { DesignProps } from './moving/moving-parts.tsx';

type ThumbnailsProps = Pick<DesignProps, 'host' | 'config' | 'slides' | 'index' | 'act' | 'loading'>;

export function Thumbnails({ host, config, slides, index, act, loading }: ThumbnailsProps) {
  const strip = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const height = config.thumbnailStripHeight ?? THUMBNAIL_STRIP_HEIGHT;
  const gap = thumbnailPadding(config.padding ?? THUMBNAIL_PADDING_CAP);
  const perRow = config.thumbnailsPerRow;

  // The current thumbnail scrolled into the strip's middle; the focus follows it when it was on a thumbnail.
  const first = useRef(true);
  useLayoutEffect(() => {
    const box = strip.current;
    const thumb = box?.children[index] as HTMLElement | undefined;
    if (!box || !thumb) return;
    if (host.shadowRoot?.activeElement?.parentElement === box) thumb.focus({ preventScroll: true });
    const left = thumb.offsetLeft - box.offsetLeft - (box.clientWidth - thumb.offsetWidth) / 2;
    // Where the strip starts it is already: the first draw moves nothing.
    if (first.current && left <= 0) return;
    box.scrollTo({ left, behavior: first.current || reducedMotion || !config.inMotion ? 'instant' : 'smooth' });
  }, [host, index, reducedMotion, config.inMotion]);
  useEffect(() => {
    first.current = false;
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div
      ref={strip}
      className="thumbnails"
      part="thumbnails"
      role="group"
      aria-label="Thumbnails"
      data-per-row={perRow}
      style={
        {
          '--_height': `${height}px`,
          '--_gap': `${gap}px`,
          '--_margin': `${config.thumbnailStripMargin ?? THUMBNAIL_STRIP_MARGIN}px`,
          '--_per-row': perRow,
        } as CSSProperties
      }
    >
      {slides.map((slide, at) => {
        const ratio = thumbnailRatio(slide, config.squareThumbs);
        return (
          <button
            key={`${slide.id}|${slide.src}`}
            type="button"
            part="thumbnail"
            aria-label={`Show slide ${at + 1} of ${slides.length}${slide.alt ? `: ${slide.alt}` : ''}`}
            aria-current={at === index || undefined}
            tabIndex={at === index ? 0 : -1}
            onClick={() => act({ type: 'GO_TO', index: at })}
          >
            <svg className="ratio" viewBox={ratioViewBox(ratio)} aria-hidden="true" />
            <TileImage loading={loading} slide={slide} width={height * ratio} height={height} ratio={ratio} />
          </button>
        );
      })}
    </div>
  );
}
