import { api } from '@/lib/api-client';

/** The server prices the intent from the stored order. */
export const createPaymentIntent = (orderId: string, orderKey?: string) =>
  api.post<{ clientSecret: string }>('/create-payment-intent', { orderId }, { orderKey });
