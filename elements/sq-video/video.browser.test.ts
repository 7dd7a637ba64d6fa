import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { VIDEO_STAND_IN_PATH, VIDEO_STAND_IN_RECORD_PATH } from '../../reference-api/video-stand-in.ts';
import { consent } from '../../runtime/consent/consent.ts';
import { received } from '../../test/browser/api.ts';
import { clearCookies, setCookie } from '../../test/browser/cookies.ts';
import { captureWarnings, cleanup, fixture, waitFor, waitForValue } from '../../test/browser/harness.ts';
import { tap } from '../../test/browser/tap.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { CUSTOM_POSTER_MESSAGE, INVALID_EMBED_MESSAGE, VIMEO_BASIC_MESSAGE } from './video.logic.ts';
import { videoApi } from './video.schema.ts';

const load = () => import('./video.element.ts');

/** An embed attribute value: its code in single quotes, as a template writes it. */
const embed = (src: string, size = '') => `'<iframe src="${src}"${size}></iframe>'`;
const YOUTUBE = 'https://www.youtube.com/embed/M7lc1UVf-VE';
/** The embed code in a template, and a link for visitors without scripts. */
const CONTENT = `<template><iframe src="${YOUTUBE}"></iframe></template><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch on YouTube</a>`;

runElementContract({
  api: videoApi,
  load,
  content: CONTENT,
  samples: {
    // Sized 16:9 (56.25 %): server-rendered, it keeps that box though sq-elements.css says 56.3 % until defined.
    html: {
      attribute: '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
      value: '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
    },
    providerName: { attribute: 'Vimeo', value: 'Vimeo' },
    mode: { attribute: 'fill', value: 'fill' },
    aspectRatio: { attribute: '16:9', value: '16:9' },
    poster: { attribute: '/api/images/poster/1600x900.svg', value: '/api/images/poster/1600x900.svg' },
    videoTitle: { attribute: 'Boats', value: 'Boats' },
    accountType: { attribute: 'plus', value: 'plus' },
    needsConsent: { attribute: 'true', value: true },
  },
  boxes: [
    { name: 'fit, its placeholder Auto (65 %)', attributes: 'mode="fit"', content: CONTENT },
    { name: 'fill with an aspect ratio of 2', attributes: 'mode="fill" aspect-ratio="2"', content: CONTENT },
  ],
});

/** A stand-in player address of its own for one test, so its records are told apart from the others'. */
const standIn = (name: string) => `${VIDEO_STAND_IN_PATH}?video=${name}-${Math.random().toString(36).slice(2, 9)}`;

interface StandInRecord {
  kind: 'loaded' | 'message';
  href: string;
  data?: string;
  origin?: string;
}

/** What the stand-in player at `address` recorded (its load, the messages it got), oldest first. */
async function recordsOf(address: string): Promise<StandInRecord[]> {
  const id = new URL(address, location.origin).searchParams.get('video') ?? '';
  return (await received(VIDEO_STAND_IN_RECORD_PATH))
    .map((request) => request.json as StandInRecord)
    .filter((record) => new URL(record.href).searchParams.get('video') === id);
}

/** Waits until the stand-in at `address` has recorded what `done` looks for; returns the records. */
const recordsUntil = (address: string, done: (records: StandInRecord[]) => boolean, what: string) =>
  waitForValue(() => recordsOf(address), done, what, { everyMs: 50 });

const commandsOf = (records: StandInRecord[]) =>
  records.filter((record) => record.kind === 'message').map((record) => JSON.parse(record.data ?? 'null'));

const YOUTUBE_PLAY = { event: 'command', func: 'playVideo', args: '' };
const YOUTUBE_PAUSE = { event: 'command', func: 'pauseVideo', args: '' };

const playButton = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLButtonElement>('[part=play]');
const player = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLIFrameElement>('[part=player]');
const overlay = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('[part=overlay]');
const frame = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('[part=frame]') as HTMLElement;

async function video(attributes: string, before = ''): Promise<HTMLElement> {
  const first = fixture(`${before}<sq-video ${attributes}></sq-video>`);
  const element = (
    first.localName === 'sq-video' ? first : first.parentElement?.querySelector('sq-video')
  ) as HTMLElement;
  await waitFor(() => Boolean(element.dataset.state), 'the video to render');
  return element;
}

async function clickMiddle(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Every address the page loads from now on (images, frames), as resource timing sees it. */
function watchResources(): { seen: string[]; observer: PerformanceObserver } {
  const seen: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.name);
  });
  observer.observe({ type: 'resource' });
  return { seen, observer };
}

const playing = (element: HTMLElement) => waitFor(() => element.dataset.state === 'playing', 'the video to play');

describe('sq-video', () => {
  before(load);
  afterEach(async () => {
    cleanup();
    await sendMouse({ type: 'move', position: [0, 0] });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('Defaults', () => {
    it('shows the overlay first: the poster and a play button named after the video, no player', async () => {
      const element = await video(
        `html=${embed(YOUTUBE)} video-title="Harbour" poster="/api/images/poster/1600x900.svg"`,
      );
      expect(element.dataset.state).to.equal('overlay');
      expect(player(element)).to.equal(null);
      expect(playButton(element)?.localName).to.equal('button');
      expect(playButton(element)?.getAttribute('aria-label')).to.equal('Play Harbour');
      expect(element.shadowRoot?.querySelector('[part=poster]')?.getAttribute('src')).to.equal(
        '/api/images/poster/1600x900.svg',
      );
      const untitled = await video(`html=${embed(YOUTUBE)}`);
      expect(playButton(untitled)?.getAttribute('aria-label')).to.equal('Play video');
    });

    it('reads the embed code of a <template> child, never loading it; the html attribute wins', async () => {
      const element = fixture<HTMLElement>(
        `<sq-video><template><iframe src="${YOUTUBE}?start=5"></iframe></template><a href="#">Watch</a></sq-video>`,
      );
      await waitFor(() => element.dataset.state === 'overlay', 'the overlay');
      playButton(element)?.click();
      await playing(element);
      expect(player(element)?.src).to.contain('/embed/M7lc1UVf-VE?start=5&autoplay=1');
      element.setAttribute('html', '<iframe src="https://player.vimeo.com/video/1"></iframe>');
      await waitFor(() => element.dataset.state === 'overlay', 'the new video’s overlay');
      playButton(element)?.click();
      await playing(element);
      expect(player(element)?.src).to.equal('https://player.vimeo.com/video/1?dnt=1&autoplay=1');
    });

    it('is 56.3 % as tall as wide when the embed gives no size, and takes the size it gives (spec 001 §9)', async () => {
      const unsized = await video(`html=${embed(YOUTUBE)}`);
      const { width, height } = unsized.getBoundingClientRect();
      expect(height).to.be.closeTo(width * 0.563, 0.5);
      const sized = await video(`html=${embed(YOUTUBE, ' width="400" height="300"')}`);
      const box = sized.getBoundingClientRect();
      expect(box.height).to.be.closeTo(box.width * 0.75, 0.5);
    });

    it('with fit or fill, is 65 % as tall as wide when Auto, else 100 / the aspect ratio (spec 001 §9)', async () => {
      const auto = await video(`html=${embed(YOUTUBE)} mode="fit"`);
      expect(auto.getBoundingClientRect().height).to.be.closeTo(auto.getBoundingClientRect().width * 0.65, 0.5);
      const wide = await video(`html=${embed(YOUTUBE)} mode="fill" aspect-ratio="2"`);
      expect(wide.getBoundingClientRect().height).to.be.closeTo(wide.getBoundingClientRect().width / 2, 0.5);
    });

    it('asks nothing of the video host before the visitor plays, hovered and focused too', async () => {
      const { seen, observer } = watchResources();
      try {
        const poster = `/api/images/poster-${Math.random().toString(36).slice(2)}/1600x900.svg`;
        const other = await video(`html=${embed(YOUTUBE)} poster="${poster}"`);
        await waitFor(() => seen.some((name) => name.includes(poster)), 'the poster to load');
        const button = playButton(other) as HTMLButtonElement;
        const box = button.getBoundingClientRect();
        await sendMouse({ type: 'move', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
        button.focus();
        // The stand-in shows the observer does see a player's frame load, once one is created.
        const address = standIn('observed');
        const played = await video(`html=${embed(address)} provider-name="YouTube"`);
        expect(seen.filter((name) => !name.startsWith(location.origin))).to.deep.equal([]);
        expect(other.shadowRoot?.querySelector('iframe')).to.equal(null);
        await clickMiddle(played);
        await waitFor(
          () => seen.some((name) => name.startsWith(`${location.origin}${VIDEO_STAND_IN_PATH}`)),
          'the player to load',
        );
        expect(seen.filter((name) => !name.startsWith(location.origin))).to.deep.equal([]);
      } finally {
        observer.disconnect();
      }
    });
  });

  describe('Playing', () => {
    it('creates the player on a click, in the overlay’s box, its address privacy-enhanced and playing', async () => {
      const element = await video(`html=${embed(YOUTUBE, ' width="640" height="360"')} video-title="Harbour"`);
      const before = element.getBoundingClientRect();
      await clickMiddle(playButton(element) as HTMLButtonElement);
      await playing(element);
      const iframe = player(element) as HTMLIFrameElement;
      expect(iframe.src).to.equal(
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&enablejsapi=1&playsinline=1',
      );
      expect(iframe.title).to.equal('Harbour');
      expect(iframe.allow).to.contain('autoplay');
      expect(overlay(element)).to.equal(null);
      const after = element.getBoundingClientRect();
      expect([after.x, after.y, after.width, after.height]).to.deep.equal([
        before.x,
        before.y,
        before.width,
        before.height,
      ]);
      const box = iframe.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([after.width, after.height]);
      cleanup();
    });

    it('loads the stand-in player (at an absolute address) with autoplay and sends it the play command', async () => {
      const address = `${location.origin}${standIn('click')}`;
      const element = await video(`html=${embed(address)} provider-name="YouTube"`);
      await clickMiddle(element);
      await playing(element);
      const records = await recordsUntil(address, (list) => commandsOf(list).length > 0, 'the play command');
      const loaded = new URL(records[0]?.href ?? '');
      expect(records[0]?.kind).to.equal('loaded');
      expect(loaded.searchParams.get('autoplay')).to.equal('1');
      expect(loaded.searchParams.get('enablejsapi')).to.equal('1');
      expect(commandsOf(records)).to.deep.equal([YOUTUBE_PLAY]);
      expect(records[1]?.origin).to.equal(location.origin);
    });

    it('plays on Enter and on Space from the keyboard, focus going to the player', async () => {
      const first = await video(`html=${embed(standIn('enter'))} provider-name="YouTube"`, '<button>Before</button>');
      (first.previousElementSibling as HTMLElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(first.shadowRoot?.activeElement).to.equal(playButton(first));
      await sendKeys({ press: 'Enter' });
      await playing(first);
      expect(first.shadowRoot?.activeElement).to.equal(player(first));
      cleanup();
      const second = await video(`html=${embed(standIn('space'))} provider-name="Vimeo"`, '<button>Before</button>');
      (second.previousElementSibling as HTMLElement).focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Space' });
      await playing(second);
      expect(player(second)).to.exist;
    });

    it('shows where the keyboard focus is on the play button', async () => {
      const element = await video(`html=${embed(YOUTUBE)}`, '<button>Before</button>');
      (element.previousElementSibling as HTMLElement).focus();
      await sendKeys({ press: 'Tab' });
      const button = playButton(element) as HTMLButtonElement;
      expect(button.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(button).outlineStyle).to.equal('solid');
      expect(getComputedStyle(button).outlineWidth).to.equal('3px');
    });

    it('plays in one tap of a finger (touch pointer events), and the tap’s click plays nothing twice', async () => {
      const address = standIn('tap');
      const element = await video(`html=${embed(address)} provider-name="Vimeo"`);
      const pointerTypes: string[] = [];
      playButton(element)?.addEventListener('pointerup', (event) => pointerTypes.push(event.pointerType));
      const plays: Event[] = [];
      element.addEventListener('sq-video-play', (event) => plays.push(event));
      await tap(playButton(element) as HTMLButtonElement);
      await playing(element);
      expect(pointerTypes).to.deep.equal(['touch']);
      const records = await recordsUntil(address, (list) => commandsOf(list).length > 0, 'the play command');
      expect(new URL(records[0]?.href ?? '').searchParams.get('dnt')).to.equal('1');
      expect(commandsOf(records)).to.deep.equal([{ method: 'play' }]);
      expect(plays).to.have.length(1);
      expect(element.shadowRoot?.querySelectorAll('iframe')).to.have.length(1);
    });
  });

  describe('One video at a time', () => {
    it('returns the others to their overlay and pauses their players; playing one again resumes it', async () => {
      const youtube = standIn('one-youtube');
      const vimeo = standIn('one-vimeo');
      fixture(
        `<sq-video id="a" html=${embed(youtube)} provider-name="YouTube"></sq-video>` +
          `<sq-video id="b" html=${embed(vimeo)} provider-name="Vimeo"></sq-video>`,
      );
      const a = document.getElementById('a') as HTMLElement;
      const b = document.getElementById('b') as HTMLElement;
      await waitFor(() => Boolean(a.dataset.state && b.dataset.state), 'both videos to render');
      const events: string[] = [];
      document.addEventListener('sq-video-play', (event) => events.push(`play ${(event.target as Element).id}`));
      document.addEventListener('sq-video-stop', (event) => events.push(`stop ${(event.target as Element).id}`));

      playButton(a)?.click();
      await playing(a);
      await recordsUntil(youtube, (list) => commandsOf(list).length === 1, 'a to get the play command');
      playButton(b)?.click();
      await playing(b);
      expect(a.dataset.state).to.equal('overlay');
      expect(overlay(a)).to.exist;
      const paused = await recordsUntil(youtube, (list) => commandsOf(list).length === 2, 'a to get the pause command');
      expect(commandsOf(paused)).to.deep.equal([YOUTUBE_PLAY, YOUTUBE_PAUSE]);
      await recordsUntil(vimeo, (list) => commandsOf(list).length === 1, 'b to get the play command');

      playButton(a)?.click();
      await playing(a);
      expect(b.dataset.state).to.equal('overlay');
      const resumed = await recordsUntil(youtube, (list) => commandsOf(list).length === 3, 'a to play again');
      expect(commandsOf(resumed)).to.deep.equal([YOUTUBE_PLAY, YOUTUBE_PAUSE, YOUTUBE_PLAY]);
      expect(
        resumed.filter((record) => record.kind === 'loaded'),
        'a’s player loaded once',
      ).to.have.length(1);
      const vimeoRecords = await recordsUntil(vimeo, (list) => commandsOf(list).length === 2, 'b to be paused');
      expect(commandsOf(vimeoRecords)).to.deep.equal([{ method: 'play' }, { method: 'pause' }]);
      expect(events).to.deep.equal(['play a', 'stop a', 'play b', 'stop b', 'play a']);
    });

    it('removes a player that takes no commands (Wistia) when another video starts', async () => {
      fixture(
        `<sq-video id="w" html=${embed(standIn('wistia'))} provider-name="Wistia"></sq-video>` +
          `<sq-video id="y" html=${embed(standIn('other'))} provider-name="YouTube"></sq-video>`,
      );
      const wistia = document.getElementById('w') as HTMLElement;
      const other = document.getElementById('y') as HTMLElement;
      await waitFor(() => Boolean(wistia.dataset.state && other.dataset.state), 'both videos to render');
      playButton(wistia)?.click();
      await playing(wistia);
      expect(new URL(player(wistia)?.src ?? '').searchParams.get('autoPlay')).to.equal('true');
      playButton(other)?.click();
      await playing(other);
      await waitFor(() => player(wistia) === null, 'the Wistia player to go');
      expect(wistia.dataset.state).to.equal('overlay');
    });

    it('says a playing video stopped when its embed changes, and shows the new one’s overlay', async () => {
      const element = await video(`html=${embed(standIn('changed'))} provider-name="YouTube"`);
      const stops: unknown[] = [];
      element.addEventListener('sq-video-stop', (event) => stops.push((event as CustomEvent).detail));
      playButton(element)?.click();
      await playing(element);
      element.setAttribute('html', `<iframe src="${standIn('next')}"></iframe>`);
      await waitFor(() => element.dataset.state === 'overlay', 'the new video’s overlay');
      expect(stops).to.deep.equal([{ provider: 'YouTube' }]);
      expect(player(element)).to.equal(null);
    });

    it('lets the next video play after the playing one left the page', async () => {
      const first = await video(`html=${embed(standIn('left'))} provider-name="YouTube"`);
      playButton(first)?.click();
      await playing(first);
      first.remove();
      const second = await video(`html=${embed(standIn('after'))} provider-name="YouTube"`);
      playButton(second)?.click();
      await playing(second);
    });
  });

  describe('Consent', () => {
    afterEach(() => {
      consent.releaseBanner();
      document.querySelector('sq-cookie-banner')?.remove();
      clearCookies();
    });

    it('loads no player while consent says no on a site that counts video as non-essential', async () => {
      setCookie('ss_cookieAllowed', 'false');
      const { seen, observer } = watchResources();
      try {
        const address = standIn('consent');
        const element = await video(`html=${embed(address)} provider-name="YouTube" needs-consent`);
        playButton(element)?.click();
        await waitFor(() => element.dataset.state === 'consent', 'the consent request');
        expect(player(element)).to.equal(null);
        expect(element.shadowRoot?.querySelector('[part=message]')?.textContent).to.contain('Allow cookies to play it');
        element.shadowRoot?.querySelector<HTMLButtonElement>('[part=settings]')?.click();
        expect(document.querySelector('sq-cookie-banner'), 'the cookie settings').to.exist;
        consent.choose(true);
        await waitFor(() => element.dataset.state === 'overlay', 'the overlay again');
        playButton(element)?.click();
        await playing(element);
        await waitFor(() => seen.some((name) => name.includes(VIDEO_STAND_IN_PATH)), 'the player to load');
        expect(seen.filter((name) => name.includes(VIDEO_STAND_IN_PATH))).to.have.length(1);
        const records = await recordsUntil(address, (list) => list.length > 0, 'the player to record its load');
        expect(records.filter((record) => record.kind === 'loaded')).to.have.length(1);
      } finally {
        observer.disconnect();
      }
    });

    it('plays at once where consent is not needed, whatever it says', async () => {
      setCookie('ss_cookieAllowed', 'false');
      const element = await video(`html=${embed(standIn('essential'))} provider-name="YouTube"`);
      playButton(element)?.click();
      await playing(element);
    });
  });

  describe('Messages (spec 001 §8)', () => {
    it('shows “Invalid video embed” for an embed that cannot play, and says it in the console', async () => {
      let element: HTMLElement | undefined;
      forgetWarnings();
      const warnings = await captureWarnings(async () => {
        element = await video(`html="<p>Our film</p>" poster="/api/images/poster/10x10.svg"`);
      });
      expect(element?.dataset.state).to.equal('invalid');
      expect(element?.shadowRoot?.querySelector('[part=message]')?.textContent).to.equal(INVALID_EMBED_MESSAGE);
      expect(playButton(element as HTMLElement)).to.equal(null);
      expect(warnings).to.include(`sq-video: ${INVALID_EMBED_MESSAGE}`);
      expect(warnings).to.include(`sq-video: ${CUSTOM_POSTER_MESSAGE}`);
    });

    it('logs that Vimeo Basic accounts are unsupported, and still plays', async () => {
      let element: HTMLElement | undefined;
      forgetWarnings();
      const warnings = await captureWarnings(async () => {
        element = await video(`html=${embed(standIn('basic'))} provider-name="Vimeo" account-type="basic"`);
      });
      expect(warnings).to.include(`sq-video: ${VIMEO_BASIC_MESSAGE}`);
      playButton(element as HTMLElement)?.click();
      await playing(element as HTMLElement);
    });
  });

  describe('Layout', () => {
    it('fits the player in its box with fit, and covers the box with fill', async () => {
      const fit = await video(`html=${embed(standIn('fit'), ' width="640" height="360"')} mode="fit" aspect-ratio="1"`);
      playButton(fit)?.click();
      await playing(fit);
      const box = frame(fit).getBoundingClientRect();
      const fitted = (player(fit) as HTMLIFrameElement).getBoundingClientRect();
      expect(fitted.width).to.be.closeTo(box.width, 0.5);
      expect(fitted.height).to.be.closeTo((box.width * 360) / 640, 0.5);
      expect(fitted.top - box.top).to.be.closeTo(box.bottom - fitted.bottom, 0.5);
      cleanup();
      const fill = await video(
        `html=${embed(standIn('fill'), ' width="640" height="360"')} mode="fill" aspect-ratio="1"`,
      );
      playButton(fill)?.click();
      await playing(fill);
      const square = frame(fill).getBoundingClientRect();
      const filled = (player(fill) as HTMLIFrameElement).getBoundingClientRect();
      expect(filled.height).to.be.closeTo(square.height, 0.5);
      expect(filled.width).to.be.closeTo((square.height * 640) / 360, 0.5);
    });

    it('stops the play button’s hover motion under reduced motion', async () => {
      const element = await video(`html=${embed(YOUTUBE)}`);
      const icon = playButton(element)?.querySelector('svg') as SVGElement;
      expect(getComputedStyle(icon).transitionDuration).to.equal('0.2s');
      await emulateMedia({ reducedMotion: 'reduce' });
      await waitFor(() => getComputedStyle(icon).transitionDuration === '0s', 'no transition');
      await clickMiddle(element);
      await playing(element);
    });
  });

  describe('Accessibility', () => {
    it('has no axe violations on the overlay, the player, the consent request and an invalid embed', async () => {
      const check = async (element: HTMLElement) => {
        const results = await axe.run(element);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
      };
      const element = await video(
        `html=${embed(standIn('axe'))} provider-name="YouTube" poster="/api/images/p/16x9.svg"`,
      );
      await check(element);
      playButton(element)?.click();
      await playing(element);
      await check(element);
      cleanup();
      setCookie('ss_cookieAllowed', 'false');
      try {
        const asking = await video(`html=${embed(standIn('axe-consent'))} needs-consent`);
        playButton(asking)?.click();
        await waitFor(() => asking.dataset.state === 'consent', 'the consent request');
        await check(asking);
      } finally {
        clearCookies();
      }
      let invalid: HTMLElement | undefined;
      await captureWarnings(async () => {
        invalid = await video('html="nothing"');
      });
      await check(invalid as HTMLElement);
    });
  });
});
