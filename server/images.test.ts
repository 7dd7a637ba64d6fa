import { describe, expect, it } from 'vitest';
import { drawImage, imageSize } from './images.ts';

describe('test images', () => {
  it.each([
    ['/api/images/a/1600x1200.svg', null, { width: 1600, height: 1200 }],
    ['/api/images/a/1600x1200.svg', '750w', { width: 750, height: 563 }],
    ['/api/images/a/1600x1200-300w.svg', null, { width: 300, height: 225 }],
    ['/api/images/a/0x1200.svg', null, null],
    ['/api/images/a/photo.jpg', null, null],
  ])('%s format=%s is %j', (path, format, expected) => {
    expect(imageSize(path, format)).toEqual(expected);
  });

  it('draws an SVG of the served size', () => {
    const svg = drawImage('a', 750, 563);
    expect(svg).toMatch(/^<svg [^>]*width="750" height="563"/);
  });
});
