import type { Order } from '@/types/api';

import type { ConfirmCard } from '../api/pay-order';

export type PaymentOrder = Pick<Order, '_id' | 'price' | 'customerName' | 'email' | 'paid' | 'transactionId'>;

/** What the sandbox and the Stripe card forms share. */
export type CardFormProps = {
  order: PaymentOrder;
  /** A guest order's key, for the calls the card form makes itself. */
  orderKey?: string;
  busy: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
};
