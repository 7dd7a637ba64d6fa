import { describe, expect, it } from 'vitest';
import { draftFromControls } from './first-draft.logic.ts';

describe('a draft read from the fields the server drew, before the form’s code', () => {
  const control = (name: string, value: string, type = 'text', checked = false, changed = true) => ({
    name,
    type,
    value,
    checked,
    changed,
  });

  it('keeps each field by its name: text, a ticked box among others, the chosen radio, a compound field’s parts', () => {
    expect(
      draftFromControls([
        control('message', 'Half a thought'),
        control('topics', 'News', 'checkbox', false),
        control('topics', 'Offers', 'checkbox', true),
        control('size', 'Small', 'radio', false),
        control('size', 'Large', 'radio', true),
        control('name.first', 'Ada'),
        control('name.last', 'Lovelace'),
      ]),
    ).toEqual({
      message: 'Half a thought',
      topics: ['Offers'],
      size: 'Large',
      name: { first: 'Ada', last: 'Lovelace' },
    });
  });

  it('never keeps a password, a hidden field or a control with no name', () => {
    expect(
      draftFromControls([
        control('secret', 'x', 'password'),
        control('ref', 'y', 'hidden'),
        control('', 'z'),
        control('email', 'a@b.c', 'email'),
      ]),
    ).toEqual({ email: 'a@b.c' });
  });

  it('is nothing when the visitor changed nothing the server drew', () => {
    expect(draftFromControls([control('message', '', 'textarea', false, false)])).toBeUndefined();
  });
});
