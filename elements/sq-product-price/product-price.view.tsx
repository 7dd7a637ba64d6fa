import { useSyncExternalStore } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { fromPriceText } from '../../lib/product.ts';
import { siteContext } from '../../runtime/core/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import {
  ORIGINAL_PRICE_TEXT,
  priceCurrency,
  priceView,
  SALE_PRICE_TEXT,
  SOLD_OUT_TEXT,
} from './product-price.logic.ts';
import type { productPriceApi } from './product-price.schema.ts';

const storeCurrency = () => siteContext.get().websiteSettings?.storeSettings?.selectedCurrency;

export function ProductPriceView({ config, host }: ViewProps<typeof productPriceApi>) {
  const site = useSyncExternalStore(siteContext.subscribe, storeCurrency, storeCurrency);
  const currency = priceCurrency(config.currency, site);
  const money = (cents: number) => formatMoney(cents, currency);
  const { display, soldOut, subscription, state } = priceView(config);
  useDataState(host, state);

  // Text nodes and spaces as a template author writes the price in the light DOM, so both take one box.
  return (
    <>
      {/* Empty while there is no price: the element always renders its price part. */}
      {display.kind === 'none' && <span part="price" />}
      {display.kind === 'price' && <span part="price">{money(display.price)}</span>}
      {display.kind === 'from-price' && <span part="price">{fromPriceText(money(display.startingPrice))}</span>}
      {display.kind === 'sale' && (
        <>
          <del part="original">
            <span className="visually-hidden">{ORIGINAL_PRICE_TEXT} </span>
            {money(display.original)}
          </del>{' '}
          <span part="price" data-sale="">
            <span className="visually-hidden">{SALE_PRICE_TEXT} </span>
            {money(display.price)}
          </span>
        </>
      )}
      {subscription && (
        <>
          {' '}
          <span part="subscription">{subscription}</span>
        </>
      )}
      {soldOut && (
        <>
          {display.kind === 'none' ? '' : ' '}
          <span part="sold-out">{SOLD_OUT_TEXT}</span>
        </>
      )}
    </>
  );
}
