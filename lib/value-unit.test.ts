import { describe, expect, it } from 'vitest';
import { splitValueUnit } from './value-unit.ts';

describe('value with unit (spec 002 §5)', () => {
  it.each([
    ['12px', '12', 'px'],
    ['1.5 em', '1.5', 'em'],
    ['-3%', '-3', '%'],
    ['+4rem', '+4', 'rem'],
    ['.5s', '.5', 's'],
    ['100', '100', ''],
    ['  20 vh  ', '20', 'vh'],
    ['auto', '', 'auto'],
    ['', '', ''],
    ['9:30', '9:30', ''],
    ['10:15:00', '10:15:00', ''],
    ['10:15 PM', '10:15 PM', ''],
    ['7:05am', '7:05am', ''],
    ['12:5', '12', ':5'],
  ])('%j is %j and %j', (text, value, unit) => {
    expect(splitValueUnit(text)).toEqual({ value, unit });
  });
});
