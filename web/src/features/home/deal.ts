// The constants of Deal of the Day (spec section 9): the deal shown while an admin has set none.
export const DEAL_TOOL_NAME = 'UNIVERSAL WRENCH 9/32MM';
export const DEAL_PRICE = 550;
/** The countdown restarts from this on every page load. */
export const DEAL_DURATION_MS = 10_000_000;

/** A price in the spec's 'Price : $550' style: whole dollars bare, cents only when there are some ($429.99). */
export function formatDealPrice(price: number) {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
