import { afterEach, describe, expect, it } from 'vitest';
import { type LinkedGallery, linkedTo, registerGallery } from './linked-galleries.ts';

/** A stand-in for a gallery's element: it matches the selectors naming its id or `sq-gallery`. */
const hostWithId = (id: string) => ({
  matches(selector: string) {
    if (selector.includes('[')) throw new SyntaxError(`'${selector}' is not a valid selector`);
    return selector.split(',').some((part) => part.trim() === `#${id}` || part.trim() === 'sq-gallery');
  },
});

const gallery = (id: string, moving = false): LinkedGallery & { followed: number[] } => {
  const followed: number[] = [];
  return { host: hostWithId(id), moving: () => moving, follow: (index) => followed.push(index), followed };
};

describe('linked galleries', () => {
  const unregister: (() => void)[] = [];
  const add = (...list: LinkedGallery[]) => {
    for (const each of list) unregister.push(registerGallery(each));
  };
  afterEach(() => {
    for (const remove of unregister.splice(0)) remove();
  });

  it('names the other registered galleries the selector matches, in the order they registered', () => {
    const [main, strip, other] = [gallery('main'), gallery('strip'), gallery('other')];
    add(main, strip, other);
    expect(linkedTo(main.host, '#strip')).toEqual([strip]);
    expect(linkedTo(main.host, '#other, #strip')).toEqual([strip, other]);
    expect(linkedTo(main.host, 'sq-gallery')).toEqual([strip, other]);
    expect(linkedTo(main.host, '#nowhere')).toEqual([]);
  });

  it('forgets a gallery once it is taken off', () => {
    const [main, strip] = [gallery('main'), gallery('strip')];
    add(main);
    const remove = registerGallery(strip);
    expect(linkedTo(main.host, '#strip')).toEqual([strip]);
    remove();
    expect(linkedTo(main.host, '#strip')).toEqual([]);
  });

  it('says a bad selector is none, with or without other galleries', () => {
    const main = gallery('main');
    add(main);
    expect(linkedTo(main.host, '[broken')).toBe(null);
    add(gallery('strip'));
    expect(linkedTo(main.host, '[broken')).toBe(null);
  });
});
