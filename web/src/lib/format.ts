/**
 * Dollars as the shop writes them everywhere, pages and mails alike: always the cents, and
 * thousands separated ("$550.00", "$1,079.88", "-$5.00"), as the server's Cents.String writes
 * them. Only the Deal of the Day keeps the spec's 'Price : $550'. Written out rather than with
 * Intl.NumberFormat: the first Intl call loads the browser's locale data, a quarter of a
 * second on a phone while the first page is taken over (docs/PERFORMANCE.md).
 */
export function formatPrice(amount: number) {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A moment in the reader's language, date and time: "Jan 1, 2026, 10:00 AM" in American English. */
export function formatDateTime(iso: string) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "INV-000042", "CN-000007": an invoice's or credit note's name, as on the paper itself. */
export function paperName(prefix: 'INV' | 'CN', number: number) {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

/**
 * The href of a link that writes to email. Each side of the @ is encoded (RFC 6068), so that
 * whatever an address holds (a ?, &, = or #) stays in the address: an email saved before the
 * server refused those cannot add a Cc, a subject or a body to the mail.
 */
export function mailtoHref(email: string) {
  return `mailto:${email.split('@').map(encodeURIComponent).join('@')}`;
}
