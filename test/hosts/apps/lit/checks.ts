import 'sq-elements/sq-cart-link';
import 'sq-elements/sq-form';
import 'sq-elements/sq-gallery';
import 'sq-elements/sq-highlight';
import { html } from 'lit-html';

/**
 * What the types let lit-analyzer accept and refuse in a lit-html template,
 * checked by the type test and never bundled. lit-analyzer must report a
 * problem on each line marked `refused` and on no other line.
 */

export const accepted = html`
  <sq-cart-link .items=${3} subtotal="$42.00" href="/cart"></sq-cart-link>
  <sq-cart-link .config=${{ items: 3 }}></sq-cart-link>
  <sq-cart-link config='{"items":3}'></sq-cart-link>
  <sq-highlight .isFront=${false} is-front="false"></sq-highlight>
  <sq-form @sq-submit=${(event: CustomEvent<{ formId: string }>) => event.detail.formId}></sq-form>
  <sq-gallery .lightbox=${false} design="grid"></sq-gallery>
`;

export const refused = html`
  <sq-cart-link .items=${'3'}></sq-cart-link> <!-- refused: a count is a number as a property -->
  <sq-cart-link .nope=${1}></sq-cart-link> <!-- refused: no such property -->
  <sq-highlight .isFront=${'no'}></sq-highlight> <!-- refused: a boolean property takes a boolean -->
  <sq-nothing></sq-nothing> <!-- refused: no such element -->
`;
