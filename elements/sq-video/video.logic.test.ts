import { describe, expect, it } from 'vitest';
import { formatProblem } from '../kit/element/problem-text/problem-text.ts';
import { validateConfig } from '../kit/element/validate.ts';
import {
  AUTO_PLACEHOLDER_RATIO,
  boxRatio,
  CUSTOM_POSTER_MESSAGE,
  embedMessages,
  INVALID_EMBED_MESSAGE,
  NO_SIZE_RATIO,
  parseEmbed,
  placeholderRatio,
  playerAddress,
  playerMessage,
  playerUrl,
  playingVideo,
  providerNamed,
  providerOfHost,
  readAspectRatio,
  readMode,
  VIMEO_BASIC_MESSAGE,
  type VideoEmbed,
  type VideoEvent,
  type VideoState,
  videoRatio,
  videoStep,
} from './video.logic.ts';
import { videoApi } from './video.schema.ts';

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" title="YouTube video player" frameborder="0" allowfullscreen></iframe>';
const VIMEO =
  '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;title=0" width="640" height="360"></iframe>';

describe('the spec constants', () => {
  it('has the texts and ratios of spec 001 §8 and §9', () => {
    expect(INVALID_EMBED_MESSAGE).toBe('Invalid video embed');
    expect(CUSTOM_POSTER_MESSAGE).toBe('Custom featured images only available with embedded videos');
    expect(VIMEO_BASIC_MESSAGE).toBe('Vimeo Basic accounts are unsupported');
    expect(NO_SIZE_RATIO).toBe(56.3);
    expect(AUTO_PLACEHOLDER_RATIO).toBe(65);
  });
});

describe('parseEmbed', () => {
  it.each<[string, string, string | null, Partial<VideoEmbed>]>([
    ['a YouTube iframe', YOUTUBE, null, { type: 'iframe', provider: 'YouTube', width: 560, height: 315 }],
    ['a Vimeo iframe, its &amp; read', VIMEO, null, { type: 'iframe', provider: 'Vimeo', width: 640, height: 360 }],
    [
      'a Wistia iframe',
      '<iframe src="https://fast.wistia.net/embed/iframe/abc123" width=640 height=360></iframe>',
      null,
      { type: 'iframe', provider: 'Wistia', src: 'https://fast.wistia.net/embed/iframe/abc123' },
    ],
    [
      'an Animoto iframe in single quotes',
      "<IFRAME SRC='https://animoto.com/play/xyz' WIDTH='400' HEIGHT='300'></IFRAME>",
      null,
      { type: 'iframe', provider: 'Animoto', width: 400, height: 300 },
    ],
    [
      'a protocol-relative address, taken as https',
      '<iframe src="//www.youtube.com/embed/abc"></iframe>',
      null,
      { type: 'iframe', src: 'https://www.youtube.com/embed/abc', width: 0, height: 0 },
    ],
    [
      'another host, with the provider named',
      '<iframe src="http://localhost:8000/player/abc"></iframe>',
      'youtube',
      { type: 'iframe', provider: 'YouTube', src: 'http://localhost:8000/player/abc' },
    ],
    [
      'a path on the site, the provider named',
      '<iframe src="/api/video/stand-in?video=1" width="640" height="360"></iframe>',
      'Vimeo',
      { type: 'iframe', provider: 'Vimeo', src: '/api/video/stand-in?video=1', width: 640 },
    ],
    [
      'a path on the site, no provider',
      '<iframe src="/watch/1"></iframe>',
      null,
      { type: 'iframe', provider: null, src: '/watch/1' },
    ],
    [
      'another host, no provider',
      '<iframe src="https://videos.example/p/1"></iframe>',
      null,
      { type: 'iframe', provider: null },
    ],
    ['a named provider wins over the host', YOUTUBE, 'Vimeo', { provider: 'Vimeo' }],
    [
      'a percentage size is no size',
      '<iframe src="https://player.vimeo.com/video/1" width="100%" height="100%"></iframe>',
      null,
      { width: 0, height: 0 },
    ],
    [
      'an <object> by its data',
      '<object width="425" height="350" data="https://www.youtube.com/v/abc"></object>',
      null,
      { type: 'object', provider: 'YouTube', src: 'https://www.youtube.com/v/abc', width: 425, height: 350 },
    ],
    [
      'an <object> by its movie param',
      '<object width="400" height="300"><param name="movie" value="https://vimeo.com/moogaloop.swf?clip_id=1"></param></object>',
      null,
      { type: 'object', provider: 'Vimeo', width: 400, height: 300 },
    ],
    [
      'an <embed>',
      '<embed src="https://www.youtube.com/v/abc" width="480" height="385">',
      null,
      { type: 'object', provider: 'YouTube', width: 480, height: 385 },
    ],
  ])('reads %s', (_, html, provider, expected) => {
    expect(parseEmbed(html, provider)).toMatchObject(expected);
  });

  it.each([
    ['nothing', ''],
    ['text', 'Watch our film'],
    ['an iframe without src', '<iframe width="560" height="315"></iframe>'],
    ['a javascript: address', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a disguised javascript: address', '<iframe src="jav&#x09;ascript:alert(1)"></iframe>'],
    ['a data: address', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a path-relative address', '<iframe src="player/1"></iframe>'],
    ['a video tag', '<video src="https://videos.example/a.mp4"></video>'],
    ['an unclosed tag', '<iframe src="https://www.youtube.com/embed/abc"'],
  ])('finds %s invalid', (_, html) => {
    expect(parseEmbed(html)).toEqual({ type: 'invalid', provider: null, src: null, width: 0, height: 0 });
  });

  it('reads a long code that is not an embed in linear time', () => {
    const started = performance.now();
    parseEmbed('<iframe '.repeat(50_000));
    parseEmbed(`<iframe ${'a='.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('providers', () => {
  it.each([
    ['www.youtube.com', 'YouTube'],
    ['youtu.be', 'YouTube'],
    ['www.youtube-nocookie.com', 'YouTube'],
    ['player.vimeo.com', 'Vimeo'],
    ['vimeo.com', 'Vimeo'],
    ['fast.wistia.net', 'Wistia'],
    ['home.wistia.com', 'Wistia'],
    ['animoto.com', 'Animoto'],
    ['notyoutube.com', null],
    ['vimeo.com.example', null],
  ])('host %s is %s', (host, provider) => {
    expect(providerOfHost(host)).toBe(provider);
  });

  it.each([
    ['YouTube', 'YouTube'],
    ['vimeo', 'Vimeo'],
    [' WISTIA ', 'Wistia'],
    ['Animoto', 'Animoto'],
    ['Dailymotion', null],
    ['', null],
    [null, null],
  ])('the name %j is %s', (name, provider) => {
    expect(providerNamed(name)).toBe(provider);
  });

  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['HTTP://a.example/x', 'http://a.example/x'],
    ['//a.example/x', 'https://a.example/x'],
    ['/x?a=1', 'https://site.invalid/x?a=1'],
    ['//', null],
    ['/\\a.example/x', null],
    ['x', null],
    ['ftp://a.example/x', null],
    ['javascript://a.example/%0aalert(1)', null],
    [undefined, null],
  ])('playerUrl(%j) is %s', (src, href) => {
    expect(playerUrl(src)?.href ?? null).toBe(href);
  });
});

describe('playerAddress', () => {
  it.each([
    [
      'YouTube: the privacy-enhanced host, its parameters kept, autoplay and the JS API on',
      YOUTUBE,
      null,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30&autoplay=1&enablejsapi=1&playsinline=1',
    ],
    [
      'YouTube: a watch page',
      '<iframe src="http://www.youtube.com/watch?v=abc&t=5"></iframe>',
      null,
      'https://www.youtube-nocookie.com/embed/abc?t=5&autoplay=1&enablejsapi=1&playsinline=1',
    ],
    [
      'YouTube: a short link',
      '<iframe src="https://youtu.be/abc"></iframe>',
      null,
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1&playsinline=1',
    ],
    [
      'YouTube: an old <object> address',
      '<object data="https://www.youtube.com/v/abc"></object>',
      null,
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1&playsinline=1',
    ],
    [
      'YouTube served elsewhere: its host kept',
      '<iframe src="http://127.0.0.1:8000/api/video/stand-in?x=1"></iframe>',
      'YouTube',
      'http://127.0.0.1:8000/api/video/stand-in?x=1&autoplay=1&enablejsapi=1&playsinline=1',
    ],
    [
      'Vimeo: Do Not Track, the private hash kept',
      VIMEO,
      null,
      'https://player.vimeo.com/video/76979871?h=8272103f6e&title=0&dnt=1&autoplay=1',
    ],
    [
      'Vimeo: a page address becomes the player’s',
      '<iframe src="https://vimeo.com/76979871"></iframe>',
      null,
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    ],
    [
      'Vimeo: the old Flash player’s clip_id',
      '<object><param name="movie" value="https://vimeo.com/moogaloop.swf?clip_id=42&server=vimeo.com"></object>',
      null,
      'https://player.vimeo.com/video/42?server=vimeo.com&dnt=1&autoplay=1',
    ],
    [
      'Vimeo: dnt=0 in the code is overridden',
      '<iframe src="https://player.vimeo.com/video/1?dnt=0"></iframe>',
      null,
      'https://player.vimeo.com/video/1?dnt=1&autoplay=1',
    ],
    [
      'Wistia: its own autoplay parameter',
      '<iframe src="https://fast.wistia.net/embed/iframe/abc?videoFoam=true"></iframe>',
      null,
      'https://fast.wistia.net/embed/iframe/abc?videoFoam=true&autoPlay=true',
    ],
    [
      'Animoto, over https',
      '<iframe src="http://animoto.com/play/xyz"></iframe>',
      null,
      'https://animoto.com/play/xyz?autoplay=1',
    ],
    [
      'a path on the site, as a path',
      '<iframe src="/api/video/stand-in?video=1#t"></iframe>',
      'YouTube',
      '/api/video/stand-in?video=1&autoplay=1&enablejsapi=1&playsinline=1#t',
    ],
    [
      'another host, as given',
      '<iframe src="http://videos.example/p/1"></iframe>',
      null,
      'http://videos.example/p/1?autoplay=1',
    ],
  ])('%s', (_, html, provider, address) => {
    expect(playerAddress(parseEmbed(html, provider))).toBe(address);
  });

  it('is null for an invalid embed', () => {
    expect(playerAddress(parseEmbed('nothing'))).toBeNull();
  });
});

describe('playerMessage', () => {
  it.each([
    ['YouTube', 'play', { event: 'command', func: 'playVideo', args: '' }],
    ['YouTube', 'pause', { event: 'command', func: 'pauseVideo', args: '' }],
    ['Vimeo', 'play', { method: 'play' }],
    ['Vimeo', 'pause', { method: 'pause' }],
  ] as const)('%s %s', (provider, command, message) => {
    expect(JSON.parse(playerMessage(provider, command) ?? 'null')).toEqual(message);
  });

  it.each(['Wistia', 'Animoto', null] as const)('%s takes no command', (provider) => {
    expect(playerMessage(provider, 'pause')).toBeNull();
  });
});

describe('mode', () => {
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['none', 'none'],
    ['fit', 'fit'],
    ['fill', 'fill'],
    ['cover', undefined],
    ['Fit', undefined],
    [1, undefined],
  ])('readMode(%j) is %s', (value, mode) => {
    expect(readMode(value)).toBe(mode);
  });

  it.each([
    ['none', null],
    ['fit', null],
    ['fill', null],
    [null, null],
    ['cover', 'sq-video: config.mode: expected none, fit, fill or null, got "cover"; using "none"'],
    [3, 'sq-video: config.mode: expected none, fit, fill or null, got 3; using "none"'],
  ])('the element takes mode %j, else warns (spec 001 §5)', (mode, warning) => {
    const { config, problems } = validateConfig(videoApi.config, { mode });
    if (warning === null) {
      expect(problems).toEqual([]);
      expect(config.mode).toBe(mode);
    } else {
      expect(problems.map((problem) => formatProblem('sq-video', problem))).toEqual([warning]);
      expect(readMode(config.mode)).toBe('none');
    }
  });
});

describe('ratios', () => {
  it.each([
    ['auto', 'auto'],
    ['Auto', 'auto'],
    ['1.5', 1.5],
    ['16:9', 16 / 9],
    [' 4 : 3 ', 4 / 3],
    ['.5', 0.5],
    ['0', undefined],
    ['0:1', undefined],
    ['1:0', undefined],
    ['-1', undefined],
    ['wide', undefined],
    ['1e3', undefined],
    ['1:2:3', undefined],
    ['', undefined],
  ])('readAspectRatio(%j) is %s', (text, ratio) => {
    expect(readAspectRatio(text)).toBe(ratio);
  });

  it.each([
    [{ width: 0, height: 0 }, 56.3],
    [{ width: 640, height: 0 }, 56.3],
    [{ width: 640, height: 360 }, 56.25],
    [{ width: 400, height: 300 }, 75],
  ])('a video of %j is %s %% tall', (size, ratio) => {
    expect(videoRatio(size)).toBeCloseTo(ratio, 10);
  });

  it.each([
    ['auto', 65],
    [2, 50],
    [1, 100],
    [16 / 9, 56.25],
  ] as const)('a placeholder with aspect ratio %s is %s %% tall', (aspectRatio, ratio) => {
    expect(placeholderRatio(aspectRatio)).toBeCloseTo(ratio, 10);
  });

  const sized = parseEmbed(YOUTUBE);
  const unsized = parseEmbed('<iframe src="https://www.youtube.com/embed/a"></iframe>');
  it.each([
    ['none, sized', sized, 'none', 'auto', 56.25],
    ['none, no size', unsized, 'none', 2, 56.3],
    ['fit, Auto', sized, 'fit', 'auto', 65],
    ['fill, Auto', sized, 'fill', 'auto', 65],
    ['fill, ratio 2', sized, 'fill', 2, 50],
    ['fit, ratio 1', unsized, 'fit', 1, 100],
  ] as const)('the box with %s', (_, embed, mode, aspectRatio, ratio) => {
    expect(boxRatio(embed, mode, aspectRatio)).toBeCloseTo(ratio, 10);
  });
});

describe('embedMessages (spec 001 §8)', () => {
  it.each([
    ['a valid embed', YOUTUBE, null, '', undefined, []],
    ['an invalid embed', 'nothing', null, '', undefined, [INVALID_EMBED_MESSAGE]],
    [
      'a poster on an invalid embed',
      '',
      null,
      '/poster.jpg',
      undefined,
      [INVALID_EMBED_MESSAGE, CUSTOM_POSTER_MESSAGE],
    ],
    ['a poster on an embedded video', YOUTUBE, null, '/poster.jpg', undefined, []],
    ['a Vimeo Basic account', VIMEO, null, '', 'basic', [VIMEO_BASIC_MESSAGE]],
    ['a Vimeo Basic account, in capitals', VIMEO, null, '', 'Basic', [VIMEO_BASIC_MESSAGE]],
    ['a Vimeo Plus account', VIMEO, null, '', 'plus', []],
    ['a YouTube video with a basic account', YOUTUBE, null, '', 'basic', []],
  ])('%s', (_, html, provider, poster, accountType, messages) => {
    expect(embedMessages(parseEmbed(html, provider), { poster, accountType })).toEqual(messages);
  });
});

describe('videoStep', () => {
  it.each<[VideoState, VideoEvent, VideoState]>([
    ['overlay', { type: 'play', allowed: true }, 'playing'],
    ['overlay', { type: 'play', allowed: false }, 'consent'],
    ['consent', { type: 'play', allowed: true }, 'playing'],
    ['consent', { type: 'play', allowed: false }, 'consent'],
    ['consent', { type: 'consent', allowed: true }, 'overlay'],
    ['consent', { type: 'consent', allowed: false }, 'consent'],
    ['overlay', { type: 'consent', allowed: false }, 'overlay'],
    ['playing', { type: 'consent', allowed: false }, 'playing'],
    ['playing', { type: 'stop' }, 'overlay'],
    ['overlay', { type: 'stop' }, 'overlay'],
    ['consent', { type: 'stop' }, 'consent'],
    ['invalid', { type: 'play', allowed: true }, 'invalid'],
    ['invalid', { type: 'consent', allowed: true }, 'invalid'],
  ])('%s, then %j: %s', (state, event, next) => {
    expect(videoStep(state, event)).toBe(next);
  });
});

describe('playingVideo: one video at a time', () => {
  it('hands back the video a new one replaces', () => {
    const registry = playingVideo<string>();
    expect(registry.start('a')).toBeNull();
    expect(registry.current()).toBe('a');
    expect(registry.start('a')).toBeNull();
    expect(registry.start('b')).toBe('a');
    expect(registry.current()).toBe('b');
    registry.stop('a');
    expect(registry.current()).toBe('b');
    registry.stop('b');
    expect(registry.current()).toBeNull();
    expect(registry.start('c')).toBeNull();
  });
});
