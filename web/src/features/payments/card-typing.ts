// A card's number and expiry formatted as they are typed (or pasted): the number in groups of
// four, the expiry as MM/YY (MM/YYYY for a four-digit year), whatever spaces and slashes came.

/** "4242424242424242" → "4242 4242 4242 4242": digits only, at most 19. */
export function typeCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229", "12/29", "12 / 29" → "12/29"; "4" → "04" (no month starts with 4); "122029" → "12/2029". */
export function typeExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 6);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
