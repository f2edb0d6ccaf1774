import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** An order's invoice as a PDF file; the customer's token goes with the request, or a guest order's key. */
export const getInvoice = (orderId: string, orderKey?: string) =>
  api.getBlob(`/orders/${encodeURIComponent(orderId)}/invoice.pdf`, { orderKey });

/** The credit note of an order's refund n (1, 2…), with the token or the guest order's key. */
export const getCreditNote = (orderId: string, n: number, orderKey?: string) =>
  api.getBlob(`/orders/${encodeURIComponent(orderId)}/credit-notes/${n}.pdf`, { orderKey });

/** The invoice, or with n the credit note of refund n. */
const getPaper = (orderId: string, n?: number, orderKey?: string) =>
  n ? getCreditNote(orderId, n, orderKey) : getInvoice(orderId, orderKey);

/** The document as a URL the page can show and save, for as long as the page is open. */
export function useDocumentUrl(orderId: string, n?: number) {
  return useQuery({
    queryKey: ['orders', 'document', orderId, n ?? 0],
    queryFn: async () => URL.createObjectURL(await getPaper(orderId, n)),
    staleTime: Infinity,
  });
}

/**
 * A guest's paper opens in a new tab: fetched with the order's key, which a plain link could
 * not carry. The tab is opened before the fetch, while the click still allows it.
 */
export async function openGuestPaper(orderId: string, orderKey: string, n?: number) {
  const tab = window.open('', '_blank');
  const url = URL.createObjectURL(await getPaper(orderId, n, orderKey));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
