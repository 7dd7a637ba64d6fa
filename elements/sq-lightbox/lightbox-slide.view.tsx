import { type CSSProperties, createElement, type MouseEvent, useEffect, useRef } from 'react';
import { watchImage } from '../../runtime/images/index.ts';
import { useManagedImage } from '../kit/react/hooks/managed-image/use-managed-image.ts';
import type { LightboxItem } from './lightbox.logic.ts';

interface SlideProps {
  item: LightboxItem;
  /** The hosts that serve sized pictures (spec 001 §5); a picture elsewhere is shown as given. */
  cdnHosts: readonly string[];
  /** What the item is called where it has no text of its own (a video with no title). */
  label: string;
  onClick: (event: MouseEvent) => void;
}

/** The video element, whose facade plays a video item. */
const VIDEO_TAG = 'sq-video';
/** Where the page's autoloader is (elements/autoloader.ts): an element imports no other element's code. */
const AUTOLOADER = Symbol.for('sq-elements.autoloader');
type WithAutoloader = { [AUTOLOADER]?: { load(tag: string): Promise<void> } };

/**
 * One item: an image through the image loader (the CDN width the window
 * needs), or a video item's `<sq-video>` (its facade and player, not a copy
 * of them). An image's box is drawn before it arrives: at the image's ratio,
 * fitted to the stage, when its size is known; else the whole stage, the
 * image contained in it. Either way nothing moves when the image arrives.
 */
export function LightboxSlide({ item, label, onClick, cdnHosts }: SlideProps) {
  return item.videoHtml ? (
    <VideoSlide item={item} label={label} />
  ) : (
    <ImageSlide item={item} onClick={onClick} cdnHosts={cdnHosts} />
  );
}

function ImageSlide({ item, onClick, cdnHosts }: Omit<SlideProps, 'label'>) {
  const frame = useRef<HTMLDivElement>(null);
  const image = useManagedImage(frame, item.alt ?? '');
  const { src, dimensions } = item;
  // The hosts by what they say, not by the array's identity.
  const hosts = cdnHosts.join(' ');
  useEffect(() => {
    const element = image.current;
    if (!(element instanceof HTMLImageElement)) return;
    const cdnHosts = hosts ? hosts.split(' ') : [];
    return watchImage({ element, src, dimensions, cdnHosts, lazy: false, cropMode: 'contain', fitAlignment: 'center' });
  }, [image, src, dimensions, hosts]);
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

/**
 * A video item: the page's `<sq-video>` with the item's embed code and its
 * image as the poster. Its code comes through the page's autoloader (the
 * autoloader does not see into the lightbox's shadow root: it is asked); a
 * page that imports elements one by one imports `sq-elements/sq-video` too.
 * Moving to another item or closing removes it, and so stops the video.
 */
function VideoSlide({ item, label }: Pick<SlideProps, 'item' | 'label'>) {
  useEffect(() => {
    if (!customElements.get(VIDEO_TAG)) void (globalThis as WithAutoloader)[AUTOLOADER]?.load(VIDEO_TAG);
  }, []);
  return (
    <div part="frame" data-video="">
      {createElement(VIDEO_TAG, {
        html: item.videoHtml,
        poster: item.src,
        'video-title': item.title || item.alt || label,
      })}
    </div>
  );
}
