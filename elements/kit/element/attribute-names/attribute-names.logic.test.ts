import { describe, expect, it } from 'vitest';
import { isGlobalAttribute, meantAttribute, misspeltAttributeMessage } from './attribute-names.logic.ts';

const GALLERY = ['design', 'slides-per-row', 'image-aspect-ratio', 'lightbox', 'loop', 'autoplay', 'autoplay-duration'];

describe('meantAttribute', () => {
  it.each([
    ['slidesperrow', 'slides-per-row'],
    ['slidesPerRow', 'slides-per-row'],
    ['imageaspectratio', 'image-aspect-ratio'],
    ['autoplayduration', 'autoplay-duration'],
    ['slides-per-rw', 'slides-per-row'],
    ['slide-per-row', 'slides-per-row'],
    ['slides_per_row', 'slides-per-row'],
    ['desing', 'design'],
    ['lightbx', 'lightbox'],
    ['lopp', 'loop'],
  ])('%s was meant to be %s', (name, meant) => {
    expect(meantAttribute(name, GALLERY)).toBe(meant);
  });

  it.each([
    ['design'],
    ['slides-per-row'],
    ['config'],
    ['class'],
    ['id'],
    ['style'],
    ['slot'],
    ['hidden'],
    ['role'],
    ['tabindex'],
    ['lang'],
    ['dir'],
    ['title'],
    ['part'],
    ['data-design'],
    ['data-slides-per-row'],
    ['aria-label'],
    ['onclick'],
    ['itemprop'],
    ['loading'],
    ['width'],
    ['thumbnails'],
  ])('%s is meant as it is', (name) => {
    expect(meantAttribute(name, GALLERY)).toBeUndefined();
  });
});

describe('isGlobalAttribute', () => {
  it.each([['class'], ['id'], ['data-x'], ['aria-hidden'], ['onkeydown'], ['itemscope'], ['exportparts'], ['inert']])(
    '%s is global',
    (name) => {
      expect(isGlobalAttribute(name)).toBe(true);
    },
  );

  it.each([['design'], ['data'], ['identity'], ['on'], ['classy']])('%s is not', (name) => {
    expect(isGlobalAttribute(name)).toBe(false);
  });
});

describe('misspeltAttributeMessage', () => {
  it('names the tag, the attribute and the one meant', () => {
    expect(misspeltAttributeMessage('sq-gallery', 'slidesperrow', 'slides-per-row')).toBe(
      'sq-gallery: slidesperrow is not an attribute of sq-gallery; did you mean slides-per-row?',
    );
  });
});
