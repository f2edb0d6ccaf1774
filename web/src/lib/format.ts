const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Dollars as the shop writes them everywhere, pages and mails alike: always the cents, and
 * thousands separated ("$550.00", "$1,079.88"). Only the Deal of the Day keeps the spec's 'Price : $550'.
 */
export function formatPrice(amount: number) {
  return dollars.format(amount);
}

/** A moment in the reader's language, date and time: "Jan 1, 2026, 10:00 AM" in American English. */
export function formatDateTime(iso: string) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "INV-000042", "CN-000007": an invoice's or credit note's name, as on the paper itself. */
export function paperName(prefix: 'INV' | 'CN', number: number) {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}
