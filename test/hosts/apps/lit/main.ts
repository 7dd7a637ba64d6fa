import { html, nothing, render } from 'lit-html';
import { autoloadRequested, BY_ATTRIBUTE, BY_PROPERTY, eventLine, FORM_JSON, markFirstRender } from '../scenario.ts';
import { platformResults } from './platform.ts';

/**
 * A lit-html app on the bundler build: property bindings (`.config=${}`,
 * `.isFront=${false}`), attribute bindings and `@sq-*` listeners. Normally it
 * imports the element modules before it renders; with `?autoload` it renders
 * first and loads the autoloader after, so its property bindings are set
 * before the tags are defined, and the elements take them over as they upgrade.
 * It also computes with `sq-elements/platform` and shows what it got, as JSON.
 */

const autoload = autoloadRequested();

if (!autoload) {
  await Promise.all([
    import('sq-elements/sq-cart-link'),
    import('sq-elements/sq-highlight'),
    import('sq-elements/sq-form'),
  ]);
}

const state = { count: 0, shown: true, events: [] as string[] };
const platform = JSON.stringify(platformResults());
const root = document.getElementById('root') as HTMLElement;

function update(change: Partial<typeof state>): void {
  Object.assign(state, change);
  render(view(), root);
}

function view() {
  return html`<main>
    <p>
      <button type="button" id="set-3" @click=${() => update({ count: 3 })}>3 items</button>
      <button type="button" id="set-120" @click=${() => update({ count: 120 })}>120 items</button>
      <button type="button" id="toggle" @click=${() => update({ shown: !state.shown })}>Unmount or mount</button>
    </p>
    <sq-cart-link id="count" items=${state.count}></sq-cart-link>
    <sq-cart-link id="by-property" .config=${BY_PROPERTY}></sq-cart-link>
    <sq-cart-link id="by-attribute" config=${BY_ATTRIBUTE}></sq-cart-link>
    <sq-highlight id="behind-attribute" is-front="false">words</sq-highlight>
    <sq-highlight id="behind-property" .isFront=${false}>words</sq-highlight>
    <section id="mounted">
      ${state.shown ? html`<sq-cart-link id="remounted" items=${state.count}></sq-cart-link>` : nothing}
    </section>
    <sq-form
      id="form"
      config=${FORM_JSON}
      @sq-submit-error=${(event: CustomEvent<{ formId: string }>) => update({ events: [...state.events, eventLine(event)] })}
    ></sq-form>
    <output id="events">${state.events.join(', ')}</output>
    <output id="platform">${platform}</output>
  </main>`;
}

update({});
markFirstRender();
if (autoload) void import('sq-elements');
