import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** An order's invoice as a PDF file; the customer's token goes with the request, or a guest order's key. */
export const getInvoice = (orderId: string, orderKey?: string) =>
  api.getBlob(`/orders/${encodeURIComponent(orderId)}/invoice.pdf`, { orderKey });

/** The credit note of an order's refund n (1, 2…). */
export const getCreditNote = (orderId: string, n: number) =>
  api.getBlob(`/orders/${encodeURIComponent(orderId)}/credit-notes/${n}.pdf`);

/** The document as a URL the page can show and save, for as long as the page is open. */
export function useDocumentUrl(orderId: string, n?: number) {
  return useQuery({
    queryKey: ['orders', 'document', orderId, n ?? 0],
    queryFn: async () => URL.createObjectURL(await (n ? getCreditNote(orderId, n) : getInvoice(orderId))),
    staleTime: Infinity,
  });
}
