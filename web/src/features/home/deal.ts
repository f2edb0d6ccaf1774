/** A price in the spec's 'Price : $550' style: whole dollars bare, cents only when there are some ($429.99). */
export function formatDealPrice(price: number) {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
