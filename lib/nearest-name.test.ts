import { describe, expect, it } from 'vitest';
import { editDistance, nearestName, slipsAllowed } from './nearest-name.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['accordion', 'accordion', 0],
    ['acordion', 'accordion', 1],
    ['accordian', 'accordion', 1],
    ['galelry', 'gallery', 1],
    ['gallery', 'galleries', 3],
    ['slides-per-rw', 'slides-per-row', 1],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
  ])('%j to %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('slipsAllowed', () => {
  it.each([
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [20, 3],
  ])('a name of %i characters may hold %i', (length, slips) => {
    expect(slipsAllowed(length)).toBe(slips);
  });
});

describe('nearestName', () => {
  const names = ['accordion', 'gallery', 'image', 'lightbox', 'map', 'menu'];

  it.each([
    ['acordion', 'accordion'],
    ['galery', 'gallery'],
    ['imgae', 'image'],
    ['lightbx', 'lightbox'],
    ['mpa', 'map'],
    ['menus', 'menu'],
  ])('%j is taken for %j', (name, nearest) => {
    expect(nearestName(name, names)).toBe(nearest);
  });

  it.each([['carousel'], ['picture'], ['m'], ['']])('%j is near none', (name) => {
    expect(nearestName(name, names)).toBeUndefined();
  });

  it('gives nothing for a name of the list', () => {
    expect(nearestName('gallery', names)).toBeUndefined();
  });

  it('takes the first of equally near names', () => {
    expect(nearestName('mep', ['map', 'mop'])).toBe('map');
  });

  it('measures with the distance it is given', () => {
    const lengthOnly = (a: string, b: string) => Math.abs(a.length - b.length);
    expect(nearestName('xxxxxxx', names)).toBeUndefined();
    expect(nearestName('xxxxxxx', names, lengthOnly)).toBe('gallery');
  });
});
