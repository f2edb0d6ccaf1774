/** Dollars as the shop shows them: $550, $1,200, $12.90. */
export function formatPrice(amount: number) {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}
