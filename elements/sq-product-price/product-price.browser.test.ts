import axe from 'axe-core';
import { expect } from 'chai';
import { siteContext } from '../../runtime/core/context.ts';
import { captureWarnings, cleanup, fixture, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { problemsReported } from '../kit/element/custom-element.ts';
import { productPriceApi } from './product-price.schema.ts';

const load = () => import('./product-price.element.ts');

runElementContract({
  api: productPriceApi,
  load,
  samples: {
    product: {
      attribute: '{"productType":"DIGITAL","priceCents":1500}',
      value: { productType: 'DIGITAL', priceCents: 1500 },
    },
    price: { attribute: '2800', value: 2800 },
    salePrice: { attribute: '2000', value: 2000 },
    onSale: { attribute: 'true', value: true },
    soldOut: { attribute: 'true', value: true },
    currency: { attribute: 'EUR', value: 'EUR' },
    subscription: {
      attribute: '{"billingPeriod":{"value":1,"unit":"month"}}',
      value: { billingPeriod: { value: 1, unit: 'month' } },
    },
  },
  boxes: [
    { name: 'a price', attributes: 'price="2800"', content: '$28.00' },
    { name: 'a sale', attributes: 'price="6400" sale-price="4800" on-sale', content: '<del>$64.00</del> $48.00' },
    {
      name: 'from a price',
      attributes: `product='{"productType":"PHYSICAL","variants":[{"price":3600,"qtyInStock":1},{"price":2800,"qtyInStock":1}]}'`,
      content: 'from $28.00',
    },
    { name: 'sold out', attributes: 'price="5800" sold-out', content: '$58.00 Sold out' },
    {
      name: 'a subscription',
      attributes: `price="1500" subscription='{"billingPeriod":{"value":1,"unit":"month"},"numBillingCycles":12}'`,
      content: '$15.00 renews every month for 12 payments',
    },
  ],
});

const part = (element: Element, name: string) => element.shadowRoot?.querySelector(`[part=${name}]`) ?? null;
/** What the element shows, as a sighted visitor reads it (visually hidden words left out). */
const seen = (element: Element) =>
  [...(element.shadowRoot?.childNodes ?? [])]
    .map((node) => {
      const copy = node.cloneNode(true);
      if (copy instanceof Element) for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
      return copy.textContent;
    })
    .join('');

async function make(html: string): Promise<HTMLElement> {
  const element = fixture(html);
  await waitFor(() => element.dataset.state !== undefined, 'the price to render');
  return element;
}

async function noAxeViolations(element: Element) {
  const results = await axe.run(element);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
}

describe('sq-product-price', () => {
  before(load);
  afterEach(() => {
    cleanup();
    siteContext.set({});
  });

  describe('Defaults', () => {
    it('shows nothing without a price, in state empty', async () => {
      const element = await make('<sq-product-price></sq-product-price>');
      expect(element.dataset.state).to.equal('empty');
      expect(seen(element)).to.equal('');
    });
  });

  describe('States', () => {
    it('one price, in USD by default (state price)', async () => {
      const element = await make('<sq-product-price price="2800"></sq-product-price>');
      expect(element.dataset.state).to.equal('price');
      expect(seen(element)).to.equal('$28.00');
      await noAxeViolations(element);
    });

    it('a sale: the original struck through and announced as the original price', async () => {
      const element = await make('<sq-product-price price="6400" sale-price="4800" on-sale></sq-product-price>');
      expect(element.dataset.state).to.equal('sale');
      expect(seen(element)).to.equal('$64.00 $48.00');
      const original = part(element, 'original') as HTMLElement;
      expect(original.localName).to.equal('del');
      expect(getComputedStyle(original).textDecorationLine).to.equal('line-through');
      // What a screen reader reads: the words say which price is struck, not only the line.
      expect(original.textContent).to.equal('Original price: $64.00');
      expect(part(element, 'price')?.textContent).to.equal('Sale price: $48.00');
      const hidden = original.querySelector('.visually-hidden') as HTMLElement;
      expect(hidden.getBoundingClientRect().width).to.be.at.most(1);
      await noAxeViolations(element);
    });

    it('from the lowest price when variants differ', async () => {
      const product = {
        productType: 'PHYSICAL',
        variants: [
          { price: 3600, qtyInStock: 1 },
          { price: 2800, qtyInStock: 4 },
        ],
      };
      const element = await make(`<sq-product-price product='${JSON.stringify(product)}'></sq-product-price>`);
      expect(element.dataset.state).to.equal('from-price');
      expect(seen(element)).to.equal('from $28.00');
      await noAxeViolations(element);
    });

    it('sold out: a product whose every variant is limited and out of stock', async () => {
      const product = { productType: 'SERVICE', variants: [{ price: 5800, qtyInStock: 0 }, { price: 5800 }] };
      const element = await make(`<sq-product-price product='${JSON.stringify(product)}'></sq-product-price>`);
      expect(element.dataset.state).to.equal('sold-out');
      expect(seen(element)).to.equal('$58.00 Sold out');
      await noAxeViolations(element);
    });

    it('a digital product is never sold out', async () => {
      const product = { productType: 'DIGITAL', priceCents: 900, variants: [{ price: 900, qtyInStock: 0 }] };
      const element = await make(`<sq-product-price product='${JSON.stringify(product)}'></sq-product-price>`);
      expect(element.dataset.state).to.equal('price');
      expect(seen(element)).to.equal('$9.00');
    });

    it('a subscription: the price and its renewal text', async () => {
      const plan = { billingPeriod: { value: 3, unit: 'month' }, numBillingCycles: 4 };
      const element = await make(
        `<sq-product-price price="1500" subscription='${JSON.stringify(plan)}'></sq-product-price>`,
      );
      expect(seen(element)).to.equal('$15.00 every 3 months for 4 payments');
      expect(part(element, 'subscription')?.textContent).to.equal('every 3 months for 4 payments');
      await noAxeViolations(element);
    });
  });

  describe('Currency', () => {
    it('takes the currency attribute: JPY has no decimals', async () => {
      const element = await make('<sq-product-price price="123456" currency="JPY"></sq-product-price>');
      expect(seen(element)).to.equal('¥123,456');
    });

    it("follows the site's store currency when it has none of its own", async () => {
      const element = await make('<sq-product-price price="123456"></sq-product-price>');
      expect(seen(element)).to.equal('$1,234.56');
      siteContext.set({ websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } });
      await waitFor(() => seen(element) === '€1,234.56', 'the store currency to apply');
    });

    it('refuses a currency that is not a store currency, with one warning, and uses USD', async () => {
      const warnings = await captureWarnings(async () => {
        fixture('<sq-product-price price="100" currency="XYZ"></sq-product-price>');
        await problemsReported();
      });
      const element = document.querySelector('sq-product-price') as HTMLElement;
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('sq-product-price: config.currency');
      expect(seen(element)).to.equal('$1.00');
    });

    it('refuses a price above 100000000 cents (spec 000 §5)', async () => {
      const warnings = await captureWarnings(async () => {
        fixture('<sq-product-price price="100000001"></sq-product-price>');
        await problemsReported();
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('sq-product-price: config.price');
      const element = document.querySelector('sq-product-price') as HTMLElement;
      expect(element.dataset.state).to.equal('empty');
    });
  });
});
