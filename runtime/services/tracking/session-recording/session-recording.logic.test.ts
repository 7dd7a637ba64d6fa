import { describe, expect, it } from 'vitest';
import { recorderScriptUrl, sessionRecordingId } from './session-recording.logic.ts';

describe('session recording (spec 002 §4, §7)', () => {
  it.each([
    [{ id: 'abc' }, 'abc'],
    [{ id: 'mock' }, undefined],
    [{ id: 'MOCK-123' }, undefined],
    [{ id: '' }, undefined],
    [{}, undefined],
    [null, undefined],
    ['abc', undefined],
  ])('the answer %j gives the id %j (a mock id means skip)', (answer, id) => {
    expect(sessionRecordingId(answer)).toBe(id);
  });

  it.each([
    ['an https address', 'https://rec.example/r.js', 'https://rec.example/r.js?id=abc'],
    ['an address with a query of its own', 'https://rec.example/r.js?org=o1', 'https://rec.example/r.js?org=o1&id=abc'],
    ['a path on this site', '/rec/r.js', 'https://shop.example/rec/r.js?id=abc'],
    ['a javascript: address', 'javascript:alert(1)', undefined],
    ['a data: address', 'data:text/javascript,alert(1)', undefined],
    ['a protocol-relative address', '//evil.example/r.js', undefined],
    ['a relative path', 'r.js', undefined],
    ['nothing', '', undefined],
  ])("%s: the recorder's script is %s", (_, address, url) => {
    expect(recorderScriptUrl(address, 'abc', 'https://shop.example/page')).toBe(url);
  });
});
