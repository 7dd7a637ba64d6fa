import { expect } from 'chai';
import { received } from '../../test/browser/api.ts';
import { DETAILS_LOOKUP_ERROR } from './places.logic.ts';
import { PLACES_AUTOCOMPLETE_URL, PLACES_DETAILS_URL, placeDetails, placePredictions } from './places.ts';

/** Collects console.error calls while `work` runs. */
async function captureErrors(work: () => Promise<unknown>): Promise<string[]> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    await work();
  } finally {
    console.error = original;
  }
  return errors;
}

const CONTEXT = { productPage: 'forms', productSection: 'address-field' };

describe('the places calls (spec 002 §7), over real HTTP', () => {
  it('asks for suggestions with the input, the query and the tracking context, and gives the predictions', async () => {
    const token = Math.random().toString(36).slice(2, 10);
    const predictions = await placePredictions('harbour', CONTEXT, { sessionToken: token });
    expect(predictions.map((prediction) => prediction.placeId)).to.deep.equal([
      'harbour-bakery',
      'harbour-view',
      'harbourfront',
    ]);
    const [request] = (await received(PLACES_AUTOCOMPLETE_URL)).filter((r) => r.query.sessionToken === token);
    expect(request?.method).to.equal('GET');
    expect(request?.query).to.include({ input: 'harbour', productPage: 'forms', productSection: 'address-field' });
  });

  it('asks for a place’s details with its id and the tracking context', async () => {
    const token = Math.random().toString(36).slice(2, 10);
    const place = await placeDetails('harbour-bakery', CONTEXT, { sessionToken: token });
    expect(place).to.include({ addressLine1: '12 Quay Street', city: 'Auckland', postalCode: '1010' });
    const [request] = (await received(PLACES_DETAILS_URL)).filter((r) => r.query.sessionToken === token);
    expect(request?.query).to.include({
      placeId: 'harbour-bakery',
      productPage: 'forms',
      productSection: 'address-field',
    });
  });

  it('logs an error when the tracking context lacks productPage or productSection, and still asks', async () => {
    for (const context of [{ productPage: 'forms' }, { productSection: 'address-field' }, {}]) {
      let place: unknown;
      const errors = await captureErrors(async () => {
        place = await placeDetails('harbour-view', context);
      });
      expect(errors).to.deep.equal([DETAILS_LOOKUP_ERROR]);
      expect(place).to.include({ city: 'Sydney' });
    }
    expect(await captureErrors(() => placeDetails('harbour-view', CONTEXT))).to.deep.equal([]);
  });

  it('rejects, without the error overlay, for an unknown place', async () => {
    let failure: unknown;
    await placeDetails('nowhere', CONTEXT).catch((error: unknown) => {
      failure = error;
    });
    expect(failure).to.be.instanceOf(Error);
    expect(document.querySelector('sq-runtime')).to.equal(null);
  });
});
