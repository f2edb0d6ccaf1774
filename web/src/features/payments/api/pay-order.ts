import { useMutation } from '@tanstack/react-query';

import { pageShowsEveryError } from '@/lib/query-client';

import { createPaymentIntent } from './create-payment-intent';
import { recordPayment } from './record-payment';

/** Confirms the card with the provider and resolves to the transaction id. */
export type ConfirmCard = (clientSecret: string) => Promise<string>;

/**
 * The whole payment: intent, card confirmation by the provider, then the order marked paid;
 * a guest's calls carry the order's key.
 */
export function usePayOrder(orderId: string, onPaid: () => void, orderKey?: string) {
  return useMutation({
    mutationFn: async (confirmCard: ConfirmCard) => {
      const { clientSecret } = await createPaymentIntent(orderId, orderKey);
      const transaction = await confirmCard(clientSecret);
      const recorded = await recordPayment(orderId, transaction, orderKey);
      return recorded.transactionId || transaction;
    },
    onSuccess: onPaid,
    // Card errors show in red under the payment form (spec 8).
    meta: pageShowsEveryError,
  });
}
