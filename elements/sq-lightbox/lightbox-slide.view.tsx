import { type CSSProperties, type MouseEvent, useEffect, useRef } from 'react';
import { watchImage } from '../../runtime/image-loader.ts';
import { useManagedImage } from '../kit/hooks/use-managed-image.ts';
import type { LightboxItem } from './lightbox.logic.ts';

interface SlideProps {
  item: LightboxItem;
  onClick: (event: MouseEvent) => void;
}

/**
 * One item's image, through the image loader (the CDN width the window
 * needs). Its box is drawn before the image arrives: at the image's ratio,
 * fitted to the stage, when its size is known; else the whole stage, the
 * image contained in it. Either way nothing moves when the image arrives.
 */
export function LightboxSlide({ item, onClick }: SlideProps) {
  const frame = useRef<HTMLDivElement>(null);
  const image = useManagedImage(frame, item.alt ?? '');
  const { src, dimensions } = item;
  useEffect(() => {
    const element = image.current;
    if (!(element instanceof HTMLImageElement)) return;
    return watchImage({ element, src, dimensions, lazy: false, cropMode: 'contain', fitAlignment: 'center' });
  }, [image, src, dimensions]);
  // Set through the CSSOM (React's style prop), which a strict Content-Security-Policy allows.
  const style = dimensions
    ? ({
        '--sq-lightbox-image-width': dimensions.width,
        '--sq-lightbox-image-height': dimensions.height,
      } as CSSProperties)
    : undefined;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the buttons and arrow keys do the same from the keyboard.
    <div part="frame" data-sized={dimensions ? '' : undefined} style={style} ref={frame} onClick={onClick} />
  );
}
