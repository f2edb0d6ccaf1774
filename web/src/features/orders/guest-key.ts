// A guest order's key opens it without an account (docs/API.md, X-Order-Key). It travels in
// the page address after "#", which browsers never send, and stays in this tab's session
// storage so that a reload of the page without it still opens the order; never in a query
// string, a log or a referrer.
const storageKey = (orderId: string) => `toolshop.orderKey.${orderId}`;

/** Keeps the order's key for this tab. */
export function rememberOrderKey(orderId: string, key: string) {
  sessionStorage.setItem(storageKey(orderId), key);
}

/** The order's key: the page address's `#key=…`, else the one this tab kept, else "". */
export function orderKeyOf(orderId: string, hash: string) {
  const fromLink = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  if (fromLink) {
    rememberOrderKey(orderId, fromLink);
    return fromLink;
  }
  return sessionStorage.getItem(storageKey(orderId)) ?? '';
}
