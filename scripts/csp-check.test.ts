import { describe, expect, it } from 'vitest';
import { findCspHazards } from './csp-check.ts';

const names = (code: string) => findCspHazards('chunk.js', code).map((hazard) => hazard.name);

describe('the CSP build check', () => {
  it.each([
    ['eval("1+1")', 'eval'],
    ['x=eval (y)', 'eval'],
    ['const f=new Function("a","return a")', 'new Function'],
    ['Function("return this")()', 'Function called with code'],
    ['const F=Function;new F("")', 'the Function constructor under another name'],
    ['setTimeout("tick()",10)', 'a string timer'],
    ["setInterval('tick()',10)", 'a string timer'],
    ['trustedTypes.createPolicy("default",{createHTML:e=>e})', "a Trusted Types policy named 'default'"],
    ["window.trustedTypes.createPolicy('default',p)", "a Trusted Types policy named 'default'"],
  ])('finds %j', (code, name) => {
    expect(names(code)).toEqual([name]);
  });

  it.each([
    'setTimeout(()=>t(),10)',
    'setTimeout(tick,0)',
    'a.evaluate(x);retrieval(y)',
    'typeof f=="function"',
    'x instanceof Function',
    'x===Function',
    'Function.prototype.call',
    'trustedTypes.createPolicy("sq-elements",rules)',
  ])('passes %j', (code) => {
    expect(names(code)).toEqual([]);
  });

  it('says where the hazard is, with the code around it', () => {
    const [hazard] = findCspHazards('kit.js', 'var a=1;eval(b);var c=2');
    expect(hazard).toMatchObject({ file: 'kit.js', offset: 8, name: 'eval' });
    expect(hazard?.excerpt).toContain('eval(b)');
  });
});
