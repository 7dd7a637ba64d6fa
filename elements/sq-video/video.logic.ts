/**
 * The video facade's decisions (spec 001 §3 "Video embed", §4 "Video", §5, §8, §9 "Video"): what an
 * embed code holds, the player's address, the box's ratio, the players' commands, the states. Pure:
 * neither React nor the DOM (the embed code is read as text, never parsed into nodes).
 */

/** The video hosts a block names (spec 001 §3). */
export const VIDEO_PROVIDERS = ['Vimeo', 'YouTube', 'Wistia', 'Animoto'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** What an embed code is (spec 001 §3). */
export const EMBED_TYPES = ['iframe', 'object', 'invalid'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

/** How the video sits in its box (spec 001 §3, §5: none, fit, fill or null). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];
/** The words of the mode's warning (spec 001 §5). */
export const MODE_EXPECTATION = 'none, fit, fill or null';

/** Shown to the visitor in place of a video whose embed code cannot play (spec 001 §8). */
export const INVALID_EMBED_MESSAGE = 'Invalid video embed';
/** Logged for a poster on something that is not an embedded video (spec 001 §8). */
export const CUSTOM_POSTER_MESSAGE = 'Custom featured images only available with embedded videos';
/** Logged for a Vimeo Basic account (spec 001 §8). */
export const VIMEO_BASIC_MESSAGE = 'Vimeo Basic accounts are unsupported';

/** The box of a video whose embed gives no size, as a height in percent of its width (spec 001 §9). */
export const NO_SIZE_RATIO = 56.3;
/** The placeholder's box when its aspect ratio is Auto, in percent of its width (spec 001 §9). */
export const AUTO_PLACEHOLDER_RATIO = 65;

/** An embed code as the facade reads it. */
export interface VideoEmbed {
  type: EmbedType;
  provider: VideoProvider | null;
  /** The player's address as the code gives it (http or https, or a path on the site); null when invalid. */
  src: string | null;
  /** The size the code gives the player, in CSS pixels; 0 when it gives none. */
  width: number;
  height: number;
}

const INVALID: VideoEmbed = { type: 'invalid', provider: null, src: null, width: 0, height: 0 };

/** A start tag's name and attribute text; `[^<>]*` stops each try at the next tag, so the scan is linear. */
const TAG = /<(iframe|object|embed|param)\b([^<>]*)>/gi;
/** One attribute: a name, then a quoted or bare value, or none. */
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#38': '&' };

/** A tag's attributes by lower-case name, their character references for the common characters read. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const value = (double ?? single ?? bare ?? '').replace(
      /&(amp|quot|apos|lt|gt|#39|#38);/g,
      (_, name: string) => ENTITIES[name] ?? '',
    );
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value.trim());
  }
  return attributes;
}

/** The base a path on the page's own site is read against; never seen outside this file. */
const SITE = 'https://site.invalid';

/**
 * A player's address: an absolute http(s) one (a protocol-relative one taken as https), or a path
 * on the page's own site (`/player/1`, read against a stand-in base); null for anything else.
 */
export function playerUrl(src: string | undefined): URL | null {
  if (!src || !/^((https?:)?\/\/|\/(?![/\\]))/i.test(src)) return null;
  try {
    const url = new URL(src, SITE);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** An address as written for the page: a path on the site's own stays a path. */
const written = (url: URL) => (url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : url.href);

/** A size attribute in pixels (`640`, `640px`); 0 for a percentage or nothing. */
function pixels(value: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)(?:px)?$/i.exec(value ?? '');
  return match ? Number(match[1]) : 0;
}

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The provider an address belongs to, by its host; null for another host. */
export function providerOfHost(host: string): VideoProvider | null {
  const name = host.toLowerCase();
  if (['youtube.com', 'youtu.be', 'youtube-nocookie.com'].some((domain) => isHost(name, domain))) return 'YouTube';
  if (isHost(name, 'vimeo.com')) return 'Vimeo';
  if (['wistia.com', 'wistia.net', 'wi.st'].some((domain) => isHost(name, domain))) return 'Wistia';
  if (isHost(name, 'animoto.com')) return 'Animoto';
  return null;
}

/** A provider name as a block writes it, in any case; null for a name not in the list. */
export function providerNamed(name: string | null | undefined): VideoProvider | null {
  const lower = name?.trim().toLowerCase();
  return VIDEO_PROVIDERS.find((provider) => provider.toLowerCase() === lower) ?? null;
}

/**
 * Reads an embed code (spec 001 §3): an `<iframe>` with an http(s) `src` is an iframe embed; an
 * `<object>` (its `data`, or its movie `<param>`) or an `<embed>` with one is an object embed;
 * anything else is invalid. The provider is the one named, else the address's host's. The size is
 * the tag's `width` and `height` in pixels.
 */
export function parseEmbed(html: string, providerName?: string | null): VideoEmbed {
  let found: { type: EmbedType; url: URL; attributes: Map<string, string> } | null = null;
  let object: Map<string, string> | null = null;
  for (const [, tagName = '', text = ''] of html.matchAll(TAG)) {
    const tag = tagName.toLowerCase();
    const attributes = attributesOf(text);
    if (tag === 'iframe') {
      const url = playerUrl(attributes.get('src'));
      if (url) found = { type: 'iframe', url, attributes };
    } else if (tag === 'param') {
      const url = /^(movie|src)$/i.test(attributes.get('name') ?? '') ? playerUrl(attributes.get('value')) : null;
      if (url) found = { type: 'object', url, attributes: object ?? attributes };
    } else {
      if (tag === 'object') object = attributes;
      const url = playerUrl(attributes.get(tag === 'object' ? 'data' : 'src'));
      if (url) found = { type: 'object', url, attributes: object ?? attributes };
    }
    if (found) break;
  }
  if (!found) return INVALID;
  const { type, url, attributes } = found;
  return {
    type,
    provider: providerNamed(providerName) ?? (url.origin === SITE ? null : providerOfHost(url.hostname)),
    src: written(url),
    width: pixels(attributes.get('width')),
    height: pixels(attributes.get('height')),
  };
}

/** A YouTube video's id in an address on a YouTube host, or null. */
function youTubeId(url: URL): string | null {
  if (isHost(url.hostname.toLowerCase(), 'youtu.be')) return url.pathname.split('/')[1] || null;
  const watched = url.pathname === '/watch' ? url.searchParams.get('v') : null;
  return watched ?? /^\/(?:embed|v|shorts)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
}

/**
 * The address the player loads when the visitor plays (spec 001 §4): a YouTube address on YouTube's
 * hosts becomes the privacy-enhanced www.youtube-nocookie.com/embed/<id>, with the JavaScript API on
 * (for the play and pause commands) and inline playback; a vimeo.com page address becomes the player's,
 * with Do Not Track (dnt=1); every player starts playing (autoplay). The address's own parameters
 * (start time, private hash) are kept. A player served elsewhere (a proxy, a stand-in, a path on the
 * site) keeps its host.
 * Null for an invalid embed.
 */
export function playerAddress(embed: VideoEmbed): string | null {
  if (!embed.src) return null;
  let url = new URL(embed.src, SITE);
  const host = url.hostname.toLowerCase();
  const params = url.searchParams;
  switch (embed.provider) {
    case 'YouTube': {
      const id = providerOfHost(host) === 'YouTube' ? youTubeId(url) : null;
      if (id) {
        params.delete('v');
        url = new URL(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params}`);
      }
      url.searchParams.set('autoplay', '1');
      url.searchParams.set('enablejsapi', '1');
      url.searchParams.set('playsinline', '1');
      break;
    }
    case 'Vimeo': {
      // A page address (vimeo.com/<id>), or the old Flash player's clip_id.
      const id =
        isHost(host, 'vimeo.com') && host !== 'player.vimeo.com'
          ? (/^\/(\d+)/.exec(url.pathname)?.[1] ?? params.get('clip_id'))
          : null;
      if (id) {
        params.delete('clip_id');
        url = new URL(`https://player.vimeo.com/video/${encodeURIComponent(id)}?${params}`);
      }
      url.searchParams.set('dnt', '1');
      url.searchParams.set('autoplay', '1');
      break;
    }
    case 'Wistia':
      params.set('autoPlay', 'true');
      break;
    default:
      params.set('autoplay', '1');
  }
  // A provider's own host is asked over https, whatever the code says.
  if (providerOfHost(url.hostname)) url.protocol = 'https:';
  return written(url);
}

/** A command the facade sends a player. */
export type PlayerCommand = 'play' | 'pause';

/**
 * The postMessage a player takes for a command (spec 001 §4, §7: not HTTP): YouTube's IFrame API
 * message, Vimeo's player API method; null for a provider without one (the facade then removes
 * the player instead of pausing it).
 */
export function playerMessage(provider: VideoProvider | null, command: PlayerCommand): string | null {
  if (provider === 'YouTube') {
    return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: '' });
  }
  if (provider === 'Vimeo') return JSON.stringify({ method: command });
  return null;
}

/** The mode a block's value means: null is none; undefined for a value that is not a mode (spec 001 §5). */
export function readMode(value: unknown): VideoMode | undefined {
  if (value === null || value === undefined) return 'none';
  return VIDEO_MODES.find((mode) => mode === value);
}

/**
 * A placeholder's aspect ratio as written: `auto` (any case), a width-to-height number (`1.5`) or
 * `W:H`; undefined when it is none of them.
 */
export function readAspectRatio(text: string): 'auto' | number | undefined {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'auto') return 'auto';
  const parts = trimmed.split(':').map((part) => (/^(\d+(?:\.\d+)?|\.\d+)$/.test(part.trim()) ? Number(part) : NaN));
  const [width = NaN, height = 1] = parts;
  const ratio = parts.length <= 2 ? width / height : NaN;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** A video's own box, as a height in percent of its width: its size's, else 56.3 (spec 001 §9). */
export function videoRatio(embed: Pick<VideoEmbed, 'width' | 'height'>): number {
  return embed.width > 0 && embed.height > 0 ? (embed.height / embed.width) * 100 : NO_SIZE_RATIO;
}

/** The placeholder's box, in percent of its width: 65 when Auto, else 100 divided by the ratio (spec 001 §9). */
export function placeholderRatio(aspectRatio: 'auto' | number): number {
  return aspectRatio === 'auto' ? AUTO_PLACEHOLDER_RATIO : 100 / aspectRatio;
}

/**
 * The element's box, in percent of its width: with mode none the video's own (so the player takes
 * the overlay's box); with fit or fill the placeholder's, which the player fits in or fills.
 */
export function boxRatio(embed: VideoEmbed, mode: VideoMode, aspectRatio: 'auto' | number): number {
  return mode === 'none' ? videoRatio(embed) : placeholderRatio(aspectRatio);
}

/** The spec's console messages (001 §8) an element's config gives, in the order they apply. */
export function embedMessages(
  embed: VideoEmbed,
  options: { poster: string; accountType?: string | undefined },
): string[] {
  const messages: string[] = [];
  if (embed.type === 'invalid') messages.push(INVALID_EMBED_MESSAGE);
  if (options.poster && embed.type === 'invalid') messages.push(CUSTOM_POSTER_MESSAGE);
  if (embed.provider === 'Vimeo' && options.accountType?.trim().toLowerCase() === 'basic') {
    messages.push(VIMEO_BASIC_MESSAGE);
  }
  return messages;
}

/**
 * The facade's states (spec 001 §4 "Video"): the overlay (poster and play button), the player
 * showing, the overlay asking for consent first (a site that counts video as non-essential, and
 * consent says no), and an embed that cannot play.
 */
export type VideoState = 'overlay' | 'playing' | 'consent' | 'invalid';

export type VideoEvent =
  /** The visitor asked to play; `allowed` is whether consent lets the player load. */
  | { type: 'play'; allowed: boolean }
  /** Another video started, or a script stopped this one: back to the overlay. */
  | { type: 'stop' }
  /** Consent changed; `allowed` is whether it lets the player load now. */
  | { type: 'consent'; allowed: boolean };

/** The next state; an invalid embed stays invalid. */
export function videoStep(state: VideoState, event: VideoEvent): VideoState {
  if (state === 'invalid') return state;
  switch (event.type) {
    case 'play':
      return event.allowed ? 'playing' : 'consent';
    case 'stop':
      return state === 'playing' ? 'overlay' : state;
    case 'consent':
      return state === 'consent' && event.allowed ? 'overlay' : state;
  }
}

/**
 * The page's videos that play, one at a time (spec 001 §4): `start` makes one the playing one and
 * returns the one it replaces, to be stopped; `stop` forgets one that stopped by itself or left.
 */
export interface PlayingVideo<T> {
  start(video: T): T | null;
  stop(video: T): void;
  current(): T | null;
}

/** A registry of the one video playing. */
export function playingVideo<T>(): PlayingVideo<T> {
  let playing: T | null = null;
  return {
    start(video) {
      const previous = playing === video ? null : playing;
      playing = video;
      return previous;
    },
    stop(video) {
      if (playing === video) playing = null;
    },
    current: () => playing,
  };
}
