/**
 * Fifty elements of one kind, one of them broken (docs/testing.md,
 * Guardrails): the broken config must stay with its element.
 */
import { toKebabCase } from '../../elements/kit/element/attributes.ts';
import { loadProblemText } from '../../elements/kit/element/custom-element.ts';
import { fieldKind } from '../../elements/kit/element/describe.ts';
import { renderedSomething } from '../../elements/kit/element/guardrails.ts';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { updateComplete } from '../browser/harness.ts';
import {
  type Configured,
  createFixture,
  Failures,
  PageWatch,
  type Report,
  settle,
  show,
  untilRendered,
  warmUp,
} from './report.ts';
import type { Target } from './targets.ts';

/** How many elements share the page in the one-broken check. */
export const CROWD = 50;

/** A config no field accepts, with unparsable JSON: the broken one of the crowd. */
function breakElement(target: Target, element: Configured): void {
  element.setAttribute('config', '{"broken');
  for (const [name, schema] of Object.entries(target.shape)) {
    const wrong = fieldKind(schema) === 'number' ? 'not a number' : fieldKind(schema) === 'string' ? '' : '{"broken';
    element.setAttribute(toKebabCase(name), wrong);
  }
}

/**
 * Fifty elements of the tag from the same markup, one of them given a broken
 * config. Pass: the other 49 render, resolve the same config as an element
 * alone; the broken one warns and still renders; nothing reports an error.
 */
export async function checkOneBroken(target: Target): Promise<Report> {
  await target.load();
  // The words for config problems loaded now: each warning is then said as its problem is found.
  await loadProblemText();
  const failures = new Failures();
  const rendered = target.fixture.rendered ?? renderedSomething;
  const container = document.createElement('div');
  document.body.append(container);
  await warmUp(target, rendered, container);
  const watch = new PageWatch().start();
  try {
    forgetWarnings();
    const alone = createFixture(target);
    container.append(alone);
    await updateComplete(alone);
    const expected = JSON.stringify(alone.config);
    alone.remove();
    await settle();
    watch.warnings.length = 0;
    const broken = Math.floor(CROWD / 3);
    const crowd = Array.from({ length: CROWD }, (_, index) => {
      const element = createFixture(target);
      if (index === broken) breakElement(target, element);
      return element;
    });
    container.append(...crowd);
    await untilRendered(
      crowd.filter((_, index) => index !== broken),
      rendered,
    );
    crowd.forEach((element, index) => {
      if (!rendered(element)) {
        failures.add(
          'rendered nothing',
          `element ${index}${index === broken ? ' (the broken one)' : ''} rendered nothing`,
        );
      }
      if (index !== broken && JSON.stringify(element.config) !== expected) {
        failures.add(
          'differs from alone',
          `element ${index} resolved ${show(JSON.stringify(element.config))}, alone it is ${show(expected)}`,
        );
      }
    });
    if (!watch.warnings.some((warning) => warning.startsWith(`${target.tag}: config`))) {
      failures.add('missing warning', 'the broken element did not warn');
    }
    for (const error of watch.errors) failures.addError(error, `${CROWD} of ${target.tag}`);
  } finally {
    watch.stop();
    container.remove();
  }
  return failures.report(CROWD);
}
