import { describe, expect, it } from 'vitest';
import { type MarkupHost, type MarkupKind, markupField, markupGiven } from './markup-field.ts';

/** An element as the reader sees it: attributes, and child elements given as [tag, type, text]. */
function host(attributes: Record<string, string>, children: [string, string | null, string][] = []): MarkupHost {
  const nodes = children.map(([localName, type, text]) => ({
    localName,
    getAttribute: (name: string) => (name === 'type' ? type : null),
    textContent: text,
    nextElementSibling: null as MarkupHost['firstElementChild'],
  }));
  nodes.forEach((node, index) => {
    node.nextElementSibling = nodes[index + 1] ?? null;
  });
  return { getAttribute: (name) => attributes[name] ?? null, firstElementChild: nodes[0] ?? null };
}

const data = (json: string): [string, string | null, string] => ['script', 'application/json', json];

describe('markupField: a field read from the markup as the kit reads it', () => {
  it.each<[string, MarkupHost, MarkupKind, unknown]>([
    ['a bare flag is true', host({ 'is-on': '' }), 'boolean', true],
    ['"true"', host({ 'is-on': 'true' }), 'boolean', true],
    ['"false"', host({ 'is-on': 'false' }), 'boolean', false],
    ['a flag that is not one is not given', host({ 'is-on': 'yes' }), 'boolean', undefined],
    [
      'a bad attribute is not given, whatever config says',
      host({ 'is-on': 'no', config: '{"isOn":true}' }),
      'boolean',
      undefined,
    ],
    ['a number', host({ 'is-on': ' 7 ' }), 'number', 7],
    ['-1', host({ 'is-on': '-1' }), 'number', -1],
    ['an empty number is not given', host({ 'is-on': ' ' }), 'number', undefined],
    ['not a number is not given', host({ 'is-on': 'seven' }), 'number', undefined],
    ['JSON', host({ 'is-on': '{"a":1}' }), 'json', { a: 1 }],
    ['bad JSON is not given', host({ 'is-on': '{a' }), 'json', undefined],
    ['text as written', host({ 'is-on': ' contact form ' }), 'string', ' contact form '],
    ['text from config', host({ config: '{"isOn":"contact"}' }), 'string', 'contact'],
    ['a config value that is no text is not given', host({ config: '{"isOn":7}' }), 'string', undefined],
    ['from the config attribute', host({ config: '{"isOn":false}' }), 'boolean', false],
    ['the attribute wins over config', host({ 'is-on': 'true', config: '{"isOn":false}' }), 'boolean', true],
    ['a config value of another kind is not given', host({ config: '{"isOn":"false"}' }), 'boolean', undefined],
    ['config by the attribute name', host({ config: '{"is-on":false}' }), 'boolean', false],
    [
      'config by its own name over the attribute name',
      host({ config: '{"is-on":true,"isOn":false}' }),
      'boolean',
      false,
    ],
    ['config that is not an object gives nothing', host({ config: '[false]' }), 'boolean', undefined],
    ['unparsable config gives nothing', host({ config: '{' }), 'boolean', undefined],
    ['from the block data', host({}, [data('{"isOn":false}')]), 'boolean', false],
    ['config wins over the block data', host({ config: '{"isOn":true}' }, [data('{"isOn":false}')]), 'boolean', true],
    ['block data where config lacks it', host({ config: '{}' }, [data('{"isOn":false}')]), 'boolean', false],
    [
      'the first JSON script child, past others',
      host({}, [['span', null, ''], ['script', null, '{"isOn":true}'], data('{"isOn":false}')]),
      'boolean',
      false,
    ],
    ['a data type in any case', host({}, [['script', ' Application/JSON ', '{"isOn":false}']]), 'boolean', false],
    ['nothing given', host({}), 'boolean', undefined],
  ])('%s', (_name, element, kind, expected) => {
    expect(markupField(element, 'isOn', kind)).toEqual(expected);
  });

  it('reads an alias in JSON, after the own name', () => {
    expect(markupField(host({ config: '{"style":1}' }), 'overlayStyle', 'number', 'style')).toBe(1);
    expect(markupField(host({ config: '{"style":1,"overlayStyle":2}' }), 'overlayStyle', 'number', 'style')).toBe(2);
  });

  it('never reads a prototype property as a field', () => {
    expect(markupField(host({ config: '{}' }), 'toString', 'json')).toBe(undefined);
  });
});

describe('markupGiven: whether the markup gives a field at all, read or not', () => {
  it.each<[string, MarkupHost, boolean]>([
    ['its attribute, even one that does not read', host({ 'is-on': 'yes' }), true],
    ['a bare attribute', host({ 'is-on': '' }), true],
    ['in config, by its name', host({ config: '{"isOn":"no"}' }), true],
    ['in config, by its attribute’s name', host({ config: '{"is-on":true}' }), true],
    ['in the block data', host({}, [data('{"isOn":1}')]), true],
    ['nowhere', host({ config: '{"other":true}' }), false],
    ['config that is no JSON object', host({ config: '[true]' }), false],
  ])('%s', (_, element, expected) => {
    expect(markupGiven(element, 'isOn')).toBe(expected);
  });
});
