// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-video>` as `config` and the attributes take it: every field optional. */
export interface SqVideoConfig {
  /**
   * The embed code, as the video block gives it: the provider’s `<iframe>` (or an old `<object>`). Only its address and size are read; the code itself is never put in the page. Without it, the code in a `<template>` child.
   * @default ""
   */
  html?: string;
  /** The video host; found from the embed’s address when missing. YouTube and Vimeo players take play and pause commands. */
  providerName?: "Vimeo" | "YouTube" | "Wistia" | "Animoto";
  /**
   * How the video sits in its box: none (or null) gives the box the video’s own ratio; fit shows it whole and fill covers the box, whose ratio is aspect-ratio.
   * @default "none"
   */
  mode?: "none" | "fit" | "fill" | null;
  /**
   * The box’s ratio with mode fit or fill: auto (65 % as tall as wide), a width-to-height number (1.5) or W:H (16:9).
   * @default "auto"
   */
  aspectRatio?: string;
  /**
   * The custom featured image shown on the overlay (from the site’s own images: nothing is asked of the video host before play).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  poster?: string;
  /**
   * The video’s title: the play button says “Play <title>”, and the player is named after it.
   * @default ""
   */
  videoTitle?: string;
  /** The host account’s type, from the embed data (Vimeo’s account_type); a Vimeo basic account is reported as unsupported. */
  accountType?: string;
  /**
   * The site counts video as non-essential: the player loads only while cookie consent allows it; otherwise play offers the cookie settings.
   * @default false
   */
  needsConsent?: boolean;
}

/** The config as `<sq-video>` reads it back: defaults filled in. */
export interface SqVideoResolvedConfig {
  html: string;
  providerName?: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | undefined;
  mode: "none" | "fit" | "fill" | null;
  aspectRatio: string;
  poster: string;
  videoTitle: string;
  accountType?: string | undefined;
  needsConsent: boolean;
}

/** The events `<sq-video>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqVideoEventMap {
  /** The player shows (the visitor played the video): a gallery stops its autoplay while a video shows. */
  'sq-video-play': CustomEvent<{ provider: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | null }>;
  /** The video returned to its overlay (another video started): a gallery may restore its autoplay. */
  'sq-video-stop': CustomEvent<{ provider: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | null }>;
}

/** What a template sets on `<sq-video>` as properties: `config` and each field. */
export interface SqVideoProps extends SqVideoConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqVideoConfig | string;
}

/** The kebab-case attributes of `<sq-video>` whose name is not the property's, as text. */
export interface SqVideoAttributes {
  /** The `provider-name` attribute: The video host; found from the embed’s address when missing. YouTube and Vimeo players take play and pause commands. */
  'provider-name'?: "Vimeo" | "YouTube" | "Wistia" | "Animoto";
  /** The `aspect-ratio` attribute: The box’s ratio with mode fit or fill: auto (65 % as tall as wide), a width-to-height number (1.5) or W:H (16:9). */
  'aspect-ratio'?: string;
  /** The `video-title` attribute: The video’s title: the play button says “Play <title>”, and the player is named after it. */
  'video-title'?: string;
  /** The `account-type` attribute: The host account’s type, from the embed data (Vimeo’s account_type); a Vimeo basic account is reported as unsupported. */
  'account-type'?: string;
  /** The `needs-consent` attribute: The site counts video as non-essential: the player loads only while cookie consent allows it; otherwise play offers the cookie settings. */
  'needs-consent'?: true | 'true' | 'false';
}

/**
 * A video embed shown as a poster and a play button; the player loads only when the visitor plays it, one video at a time.
 *
 * @tag sq-video
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} html - The embed code, as the video block gives it: the provider’s `<iframe>` (or an old `<object>`). Only its address and size are read; the code itself is never put in the page. Without it, the code in a `<template>` child.
 * @attr {"Vimeo" | "YouTube" | "Wistia" | "Animoto"} provider-name - The video host; found from the embed’s address when missing. YouTube and Vimeo players take play and pause commands.
 * @attr {string} mode - How the video sits in its box: none (or null) gives the box the video’s own ratio; fit shows it whole and fill covers the box, whose ratio is aspect-ratio.
 * @attr {string} aspect-ratio - The box’s ratio with mode fit or fill: auto (65 % as tall as wide), a width-to-height number (1.5) or W:H (16:9).
 * @attr {string} poster - The custom featured image shown on the overlay (from the site’s own images: nothing is asked of the video host before play).
 * @attr {string} video-title - The video’s title: the play button says “Play <title>”, and the player is named after it.
 * @attr {string} account-type - The host account’s type, from the embed data (Vimeo’s account_type); a Vimeo basic account is reported as unsupported.
 * @attr {"true" | "false" | ""} needs-consent - The site counts video as non-essential: the player loads only while cookie consent allows it; otherwise play offers the cookie settings.
 * @fires sq-video-play - The player shows (the visitor played the video): a gallery stops its autoplay while a video shows.
 * @fires sq-video-stop - The video returned to its overlay (another video started): a gallery may restore its autoplay.
 * @csspart frame - The box that keeps the video’s ratio, before and after play.
 * @csspart overlay - The poster and the play button, over the box until the visitor plays.
 * @csspart poster - The custom featured image.
 * @csspart play - The play button.
 * @csspart player - The provider’s player, created when the visitor plays.
 * @csspart message - The text shown instead of a video that cannot play, or asking for consent.
 * @csspart settings - The button that opens the cookie settings when consent is needed.
 * @cssprop [--sq-video-background=#111] - The box’s colour behind the poster and the player.
 * @cssprop [--sq-video-button-color=rgb(0 0 0 / 0.72)] - The play button’s colour.
 * @cssprop [--sq-video-button-hover-color=var(--sq-accent, #1f5eff)] - The play button’s colour under the pointer.
 */
export declare class SqVideoElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqVideoConfig | string | null | undefined);
  get config(): SqVideoResolvedConfig;
  /**
   * The embed code, as the video block gives it: the provider’s `<iframe>` (or an old `<object>`). Only its address and size are read; the code itself is never put in the page. Without it, the code in a `<template>` child.
   * @default ""
   */
  set html(value: string | undefined);
  get html(): string;
  /** The video host; found from the embed’s address when missing. YouTube and Vimeo players take play and pause commands. */
  set providerName(value: "Vimeo" | "YouTube" | "Wistia" | "Animoto" | undefined);
  get providerName(): "Vimeo" | "YouTube" | "Wistia" | "Animoto" | undefined;
  /**
   * How the video sits in its box: none (or null) gives the box the video’s own ratio; fit shows it whole and fill covers the box, whose ratio is aspect-ratio.
   * @default "none"
   */
  set mode(value: "none" | "fit" | "fill" | null | undefined);
  get mode(): "none" | "fit" | "fill" | null;
  /**
   * The box’s ratio with mode fit or fill: auto (65 % as tall as wide), a width-to-height number (1.5) or W:H (16:9).
   * @default "auto"
   */
  set aspectRatio(value: string | undefined);
  get aspectRatio(): string;
  /**
   * The custom featured image shown on the overlay (from the site’s own images: nothing is asked of the video host before play).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set poster(value: string | undefined);
  get poster(): string;
  /**
   * The video’s title: the play button says “Play <title>”, and the player is named after it.
   * @default ""
   */
  set videoTitle(value: string | undefined);
  get videoTitle(): string;
  /** The host account’s type, from the embed data (Vimeo’s account_type); a Vimeo basic account is reported as unsupported. */
  set accountType(value: string | undefined);
  get accountType(): string | undefined;
  /**
   * The site counts video as non-essential: the player loads only while cookie consent allows it; otherwise play offers the cookie settings.
   * @default false
   */
  set needsConsent(value: boolean | undefined);
  get needsConsent(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqVideoEventMap>(type: K, listener: (this: SqVideoElement, event: SqVideoEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqVideoElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqVideoEventMap>(type: K, listener: (this: SqVideoElement, event: SqVideoEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqVideoElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-video>`, defined when this module is imported in a browser. */
export declare const VideoElement: typeof SqVideoElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-video': SqVideoElement;
  }
}
