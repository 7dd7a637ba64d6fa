import { describe, expect, it } from 'vitest';
import { type Call, failureMessage, pageTags, parseCall, unreadablePageMessage } from './command.logic.ts';

/** The call to prerender page.html as the defaults have it, with `changes`. */
const prerender = (changes: Partial<Extract<Call, { kind: 'prerender' }>> = {}): Call => ({
  kind: 'prerender',
  file: 'page.html',
  base: '/sq-elements/',
  modulesFile: undefined,
  inlineStyles: false,
  inlineScripts: true,
  stylesheet: undefined,
  ...changes,
});

describe('parseCall', () => {
  it.each<[string[], Call]>([
    [['prerender', 'page.html'], prerender()],
    [['prerender', 'page.html', '--base', '/assets/sq'], prerender({ base: '/assets/sq/' })],
    [['prerender', 'page.html', '--modules', 'm.json', '--base', '/'], prerender({ base: '/', modulesFile: 'm.json' })],
    [['prerender', 'page.html', '--inline-styles'], prerender({ inlineStyles: true })],
    [
      ['prerender', 'page.html', '--base', '/a/', '--inline-styles', '--modules', 'm.json'],
      prerender({ base: '/a/', modulesFile: 'm.json', inlineStyles: true }),
    ],
    [['prerender', 'page.html', '--no-inline-scripts'], prerender({ inlineScripts: false })],
    [
      ['prerender', 'page.html', '--stylesheet', 'out/store.sq.css'],
      prerender({ stylesheet: { file: 'out/store.sq.css', href: 'store.sq.css' } }),
    ],
    [
      ['prerender', 'page.html', '--stylesheet-href', '/assets/store.sq.css', '--stylesheet', 'out/store.sq.css'],
      prerender({ stylesheet: { file: 'out/store.sq.css', href: '/assets/store.sq.css' } }),
    ],
    [['prerender', 'page.html', '--stylesheet', 'a.css', '--inline-styles'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--stylesheet-href', '/a.css'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--stylesheet'], { kind: 'usage-error' }],
    [['--help'], { kind: 'help' }],
    [['-h'], { kind: 'help' }],
    [['help'], { kind: 'help' }],
    [['prerender', '--help'], { kind: 'help' }],
    [[], { kind: 'usage-error' }],
    [['render', 'page.html'], { kind: 'usage-error' }],
    [['prerender'], { kind: 'usage-error' }],
    [['prerender', '--base', '/x/'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--base'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--bogus', '1'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--base', '/a/', '--base', '/b/'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--inline-styles', '--inline-styles'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--inline-styles', 'yes'], { kind: 'usage-error' }],
    [['prerender', 'page.html', '--base', '--inline-styles'], { kind: 'usage-error' }],
  ])('%j', (args, expected) => {
    expect(parseCall(args)).toEqual(expected);
  });
});

describe('the command’s error lines', () => {
  it('name the page it cannot read, and the reason', () => {
    expect(unreadablePageMessage('page.html', new Error('ENOENT: no such file'))).toBe(
      'sq-elements: cannot read page.html: ENOENT: no such file',
    );
    expect(failureMessage(new SyntaxError('Unexpected token'))).toBe('sq-elements: Unexpected token');
  });
});

describe('pageTags: the elements of ours a page has, for its own stylesheet', () => {
  it('names each sq-* tag once, in the order it first comes, in any case, and nothing else', () => {
    expect(
      pageTags(
        '<sq-image src=a></sq-image><SQ-Gallery>\n<sq-image/><p>sq-menu</p><sq-marquee\tx><sq-><sqx-a><template shadowrootmode="open"><sq-image></sq-image></template>',
      ),
    ).toEqual(['sq-image', 'sq-gallery', 'sq-marquee']);
  });
});
