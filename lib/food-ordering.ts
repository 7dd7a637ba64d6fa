/** The default title of the food-ordering provider link, the only one the spec names (spec 002 §9). */
export const FOOD_ORDERING_LINK_TITLE = 'Order Now';
