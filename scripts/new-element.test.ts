import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesOf, scaffold, writeElement } from './new-element.ts';

describe('new-element', () => {
  it('names the files and the code after the tag', () => {
    expect(namesOf('sq-star-rating')).toEqual({
      tag: 'sq-star-rating',
      name: 'star-rating',
      camel: 'starRating',
      pascal: 'StarRating',
    });
  });

  it.each(['star-rating', 'sq-', 'sq-Star', 'sq-star--rating', 'sq-star_rating', 'sq-1star'])('refuses %j', (tag) => {
    expect(() => namesOf(tag)).toThrow(/is not a tag/);
  });

  it("writes every file into the element's folder, each role once", () => {
    const files = Object.keys(scaffold('sq-star-rating'));
    expect(files.every((path) => path.startsWith('elements/sq-star-rating/'))).toBe(true);
    for (const role of ['schema.ts', 'view.tsx', 'element.ts', 'logic.ts', 'logic.test.ts', 'css', 'pre-upgrade.css']) {
      expect(files, role).toContain(`elements/sq-star-rating/star-rating.${role}`);
    }
    for (const role of ['budget.json', 'guardrails.ts', 'browser.test.ts']) {
      expect(files, role).toContain(`elements/sq-star-rating/star-rating.${role}`);
    }
    expect(files).toContain('elements/sq-star-rating/README.md');
    expect(scaffold('sq-star-rating')['elements/sq-star-rating/star-rating.schema.ts']).toContain(
      "tag: 'sq-star-rating'",
    );
  });

  it('refuses a folder that exists, writing nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-element-'));
    try {
      expect(writeElement(root, 'sq-star-rating')).toHaveLength(Object.keys(scaffold('sq-star-rating')).length);
      const before = readdirSync(join(root, 'elements/sq-star-rating'));
      expect(() => writeElement(root, 'sq-star-rating')).toThrow(/exists already/);
      expect(readdirSync(join(root, 'elements/sq-star-rating'))).toEqual(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
