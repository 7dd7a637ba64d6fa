import { describe, expect, it } from 'vitest';
import { CONTAINMENT_NO_ELEMENT, CONTAINMENT_ONE_OF, containmentRegion } from './focus-containment.ts';

describe('focus containment needs exactly one of container or predicate (spec 001 §5, §8)', () => {
  /** Stands for an HTMLElement: the rule is tested without a DOM. */
  const element = { nodeType: 1 };
  const isElement = (value: unknown) => value === element;
  const predicate = () => true;
  it.each([
    ['a container', { container: element }, 'container'],
    ['a predicate', { predicate }, 'predicate'],
    ['both', { container: element, predicate }, 'One and only one of container and predicate must be set'],
    ['neither', {}, 'One and only one of container and predicate must be set'],
    ['both null', { container: null, predicate: null }, 'One and only one of container and predicate must be set'],
    [
      'a predicate that is not a function',
      { predicate: 'a' },
      'One and only one of container and predicate must be set',
    ],
    ['a container that is a selector', { container: '#dialog' }, 'No valid HTMLElement node was supplied'],
    ['a container that is a text node', { container: { nodeType: 3 } }, 'No valid HTMLElement node was supplied'],
    ['a container of null with a predicate', { container: null, predicate }, 'predicate'],
  ])('%s -> %s', (_name, options, expected) => {
    expect(containmentRegion(options, isElement)).toBe(expected);
  });

  it('says the messages of the spec', () => {
    expect(CONTAINMENT_ONE_OF).toBe('One and only one of container and predicate must be set');
    expect(CONTAINMENT_NO_ELEMENT).toBe('No valid HTMLElement node was supplied');
  });
});
