import { describe, expect, it } from 'vitest';
import { FOOD_ORDERING_LINK_TITLE } from './food-ordering.ts';

describe('the food-ordering provider link (spec 002 §9)', () => {
  it("is titled 'Order Now' by default", () => {
    expect(FOOD_ORDERING_LINK_TITLE).toBe('Order Now');
  });
});
