import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawImage, drawPng, imageSize } from './images.ts';

describe('test images', () => {
  it.each([
    ['/api/images/a/1600x1200.svg', null, { width: 1600, height: 1200 }],
    ['/api/images/a/1600x1200.svg', '750w', { width: 750, height: 563 }],
    ['/api/images/a/1600x1200-300w.svg', null, { width: 300, height: 225 }],
    ['/api/images/a/1600x1200.png', '500w', { width: 500, height: 375 }],
    ['/api/images/a/0x1200.svg', null, null],
    ['/api/images/a/photo.jpg', null, null],
  ])('%s format=%s is %j', (path, format, expected) => {
    expect(imageSize(path, format)).toEqual(expected);
  });

  it('draws an SVG of the served size', () => {
    const svg = drawImage('a', 750, 563);
    expect(svg).toMatch(/^<svg [^>]*width="750" height="563"/);
  });

  it('draws a PNG of the served size, whose rows decode to the field, the ground and the sun', () => {
    const png = drawPng('a', 300, 200);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 200]);
    const length = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + length));
    const stride = 300 * 3 + 1;
    expect(raw.length).toBe(stride * 200);
    // Undo the "up" filter, then read a pixel of each part.
    const rows: Buffer[] = [];
    for (let y = 0; y < 200; y++) {
      const row = Buffer.from(raw.subarray(y * stride + 1, (y + 1) * stride));
      if (raw[y * stride] === 2)
        for (let x = 0; x < row.length; x++) row[x] = ((row[x] ?? 0) + (rows[y - 1]?.[x] ?? 0)) & 255;
      else expect(raw[y * stride]).toBe(0);
      rows.push(row);
    }
    const pixel = (x: number, y: number) => [...(rows[y]?.subarray(x * 3, x * 3 + 3) ?? [])];
    const field = pixel(10, 10);
    expect(pixel(290, 100)).toEqual(field);
    expect(pixel(10, 190)).toEqual(field.map((channel) => Math.round(channel * 0.88)));
    expect(pixel(216, 60)).not.toEqual(field); // the sun, centred at 72 %, 30 %
    expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND');
  });
});
