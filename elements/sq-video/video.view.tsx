import { type PointerEvent, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { consent, consentState } from '../../runtime/consent/index.ts';
import { contextIsKnown } from '../kit/element/context-known/context-known.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useLightDom } from '../kit/react/hooks/page/use-light-dom.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { useFirstViewImage } from '../kit/react/hooks/use-first-view-image.ts';
import {
  boxRatio,
  embedMessages,
  INVALID_EMBED_MESSAGE,
  type PlayerCommand,
  parseEmbed,
  playerAddress,
  playerMessage,
  playingVideo,
  readAspectRatio,
  readMode,
  type VideoEmbed,
  videoRatio,
  videoStep,
} from './video.logic.ts';
import type { videoApi } from './video.schema.ts';

/** One video of the page, as the registry of the one playing knows it. */
interface PlayingEntry {
  stop(): void;
}

/** The page's video that plays (spec 001 §4): starting one stops the one before. */
const playing = playingVideo<PlayingEntry>();

/** Asks the visitor for consent before a non-essential video loads (our words; the spec is silent). */
const CONSENT_TEXT = 'This video is played from another site, which may set cookies. Allow cookies to play it.';
const SETTINGS_LABEL = 'Cookie settings';

/**
 * The video facade: a box of the video's ratio (reserved by a spacer, on the server too), with the
 * poster and a play button over it. The provider's player is created only when the visitor plays:
 * a click, Enter or Space on the button, or one tap (on pointerup, so that a touch never needs a
 * second tap). Nothing is asked of the video host before that.
 */
/** The embed code of a `<template>` child, where a page writes it as HTML rather than in an attribute. */
const templateCode = (host: HTMLElement) =>
  [...host.children].find((child): child is HTMLTemplateElement => child.localName === 'template')?.innerHTML ?? '';

export function VideoView({ config, host, emit }: ViewProps<typeof videoApi>) {
  // The html field wins; without it, the code in a <template> child (read on the server too; always
  // followed, so that removing the field falls back to it at once).
  const written = useLightDom(host, templateCode) ?? '';
  const html = config.html || written;
  const embed = useMemo(() => parseEmbed(html, config.providerName), [html, config.providerName]);
  const address = useMemo(() => playerAddress(embed), [embed]);
  const mode = readMode(config.mode) ?? 'none';
  const ratio = boxRatio(embed, mode, readAspectRatio(config.aspectRatio) ?? 'auto');
  // The spec's console messages (001 §8), one per line: said once each, after render (in the commit on both
  // engines: preact/compat runs a passive effect a frame later).
  const messages = embedMessages(embed, { poster: config.poster, accountType: config.accountType }).join('\n');
  useLayoutEffect(() => {
    for (const message of messages ? messages.split('\n') : []) warnOnce(`sq-video: ${message}`);
  }, [messages]);

  return (
    <div part="frame" data-mode={mode}>
      <svg className="ratio" viewBox={`0 0 100 ${ratio}`} aria-hidden="true" />
      {address ? (
        <Facade
          // A new address is a new video: back to the overlay, the old player gone.
          key={address}
          address={address}
          embed={embed}
          host={host}
          emit={emit}
          title={config.videoTitle}
          poster={config.poster}
          needsConsent={config.needsConsent}
        />
      ) : (
        <Invalid host={host} />
      )}
    </div>
  );
}

function Invalid({ host }: { host: HTMLElement }) {
  useDataState(host, 'invalid');
  return (
    <p part="message" className="invalid">
      {INVALID_EMBED_MESSAGE}
    </p>
  );
}

interface FacadeProps extends Pick<ViewProps<typeof videoApi>, 'host' | 'emit'> {
  address: string;
  embed: VideoEmbed;
  title: string;
  poster: string;
  needsConsent: boolean;
}

function Facade({ address, embed, host, emit, title, poster, needsConsent }: FacadeProps) {
  const [state, dispatch] = useReducer(videoStep, 'overlay');
  useDataState(host, state);
  // Rendered on the server, the poster is a first-view image, its address as given (the video names no CDN host:
  // spec 001 §5); keyed by its address, so another poster is a new image, not the server's with a new src.
  const posterImage = useFirstViewImage({ src: poster, alt: '' });
  /** The player exists from the first play on; one that takes commands stays, paused, under the overlay. */
  const [loaded, setLoaded] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  /** Focus goes to the player when the visitor played it, back to the button when it stops with focus inside. */
  const focusNext = useRef<'player' | 'button' | null>(null);
  const current = useRef(state);
  current.current = state;

  // Commands go to the player's own origin only (a path on the site is the page's); sent in the browser only.
  const command = (name: PlayerCommand) => {
    const message = playerMessage(embed.provider, name);
    if (message) player.current?.contentWindow?.postMessage(message, new URL(address, document.baseURI).origin);
  };

  const [entry] = useState<PlayingEntry>(() => ({ stop: () => stop.current() }));
  const stop = useRef(() => {});
  stop.current = () => {
    if (current.current !== 'playing') return;
    // A player that takes commands is paused and kept (it resumes where it was); another is removed.
    if (playerMessage(embed.provider, 'pause')) command('pause');
    else setLoaded(false);
    if (player.current && host.shadowRoot?.activeElement === player.current) focusNext.current = 'button';
    current.current = 'overlay';
    dispatch({ type: 'stop' });
    emit('sq-video-stop', { provider: embed.provider });
  };

  const start = () => {
    if (current.current === 'playing') return;
    // Consent is decided from the site context once it is known (until then the overlay asks, and the context
    // arriving is a consent change like any other).
    const allowed = !needsConsent || (contextIsKnown() && consent.allowed());
    const next = videoStep(current.current, { type: 'play', allowed });
    current.current = next;
    dispatch({ type: 'play', allowed });
    if (next !== 'playing') return;
    playing.start(entry)?.stop();
    if (loaded) command('play');
    setLoaded(true);
    focusNext.current = 'player';
    emit('sq-video-play', { provider: embed.provider });
  };

  // A touch plays on the tap's pointerup, within the gesture (no second tap, no wait for the click).
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'touch' || event.pointerType === 'pen') start();
  };

  useLayoutEffect(() => {
    const target =
      focusNext.current === 'player' ? player.current : focusNext.current === 'button' ? play.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  // Leaving the page (or this video changing) lets the next one play without stopping this one; a gallery
  // hears that this one no longer shows, as the change renders: a layout effect's cleanup runs in the commit
  // on both engines (preact/compat runs a passive one after the next frame).
  const provider = useRef(embed.provider);
  provider.current = embed.provider;
  useLayoutEffect(
    () => () => {
      playing.stop(entry);
      if (current.current === 'playing') emit('sq-video-stop', { provider: provider.current });
    },
    [entry, emit],
  );

  // A consent given while the overlay asks for it lets the visitor play (heard from the commit on, as above).
  useLayoutEffect(() => {
    if (state !== 'consent') return;
    return consentState.subscribe(() => dispatch({ type: 'consent', allowed: contextIsKnown() && consent.allowed() }));
  }, [state]);

  const label = title ? `Play ${title}` : 'Play video';
  const ratio = (100 / videoRatio(embed)).toFixed(4);
  return (
    <>
      <div className="stage">
        {loaded && (
          <iframe
            part="player"
            ref={player}
            src={address}
            title={title || 'Video player'}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            inert={state !== 'playing'}
            // The player's ratio, for fit and fill; set in the browser only (the player never renders on the server).
            style={{ '--_r': ratio } as Record<string, string>}
            onLoad={() => {
              if (current.current === 'playing') command('play');
            }}
          />
        )}
      </div>
      {state !== 'playing' && (
        <div part="overlay">
          {poster && (
            <img
              key={poster}
              part="poster"
              src={poster}
              alt=""
              decoding="async"
              loading="lazy"
              {...posterImage}
              suppressHydrationWarning
            />
          )}
          <button part="play" type="button" ref={play} aria-label={label} onClick={start} onPointerUp={onPointerUp}>
            <svg viewBox="0 0 68 48" aria-hidden="true">
              <rect className="disc" width="68" height="48" rx="14" />
              <path className="arrow" d="M27 15v18l16-9z" />
            </svg>
          </button>
          {/* What a visitor without scripts sees instead of a button that cannot play: the page's fallback. */}
          <slot className="fallback" />
          {state === 'consent' && (
            <p part="message" className="consent">
              {CONSENT_TEXT}{' '}
              <button part="settings" type="button" onClick={() => consent.forceBanner()}>
                {SETTINGS_LABEL}
              </button>
            </p>
          )}
        </div>
      )}
    </>
  );
}
