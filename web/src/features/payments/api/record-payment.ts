import { api } from '@/lib/api-client';
import type { Modified } from '@/types/api';

/** Asks the server to check the payment with the provider and mark the order paid. */
export const recordPayment = (orderId: string, transaction: string, orderKey?: string) =>
  api.patch<Modified & { transactionId?: string }>(`/orders/${encodeURIComponent(orderId)}`, { orderId, transaction }, { orderKey });
