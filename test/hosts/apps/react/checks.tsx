/// <reference types="sq-elements/react" />
import { confirm, type SiteContext } from 'sq-elements/runtime';
import type { SqFormElement } from 'sq-elements/sq-form';

/**
 * What the types allow and refuse, compiled by the type test and never
 * bundled: each `@ts-expect-error` fails the compile if the error it
 * expects does not happen.
 */

export const accepted = (
  <>
    <sq-cart-link items={3} subtotal="$42.00" href="/cart" />
    <sq-cart-link config={{ items: 3 }} />
    <sq-cart-link config='{"items":3}' className="cart" slot="end" />
    <sq-gallery slides-per-row="3" design="grid" lightbox={false} keys={[37, 39]} />
    <sq-highlight is-front="false" />
    <sq-highlight isFront={false} />
    <sq-form onsq-submit={(event) => event.detail.formId.toUpperCase()} />
    <sq-form onsq-submit-error={(event) => Object.keys(event.detail.fieldErrors)} />
  </>
);

export const refused = (
  <>
    {/* @ts-expect-error: a count is a number as a property */}
    <sq-cart-link items="3" />
    {/* @ts-expect-error: false removes the attribute, which means the default (true): write "false" */}
    <sq-highlight is-front={false} />
    {/* @ts-expect-error: the detail of sq-submit has no such field */}
    <sq-form onsq-submit={(event) => event.detail.nope} />
    {/* @ts-expect-error: the lightbox has a dark and a light theme only */}
    <sq-gallery lightbox-theme="blue" />
    {/* @ts-expect-error: "gird" is no design */}
    <sq-gallery design="gird" />
    {/* @ts-expect-error: no such element */}
    <sq-nothing />
  </>
);

export function scripted(form: SqFormElement): void {
  const link = document.querySelector('sq-cart-link');
  const count: number | undefined = link?.items;
  // @ts-expect-error: the count reads back as a number
  const text: string | undefined = link?.items;
  form.addEventListener('sq-submit-success', (event) => event.detail.key.toUpperCase());
  // @ts-expect-error: the detail of sq-submit-success has no such field
  form.addEventListener('sq-submit-success', (event) => event.detail.nope);
  form.config = { formId: 'contact', fields: [{ id: 'email', type: 'email' }] };
  const formId: string = form.config.formId;
  const context: SiteContext | undefined = undefined;
  void confirm;
  void [count, text, formId, context];
}
