/** Dollars as the shop shows them: $550, $1,200, $12.90. */
export function formatPrice(amount: number) {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/** A moment in the reader's language, date and time: "Jan 1, 2026, 10:00 AM" in American English. */
export function formatDateTime(iso: string) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
