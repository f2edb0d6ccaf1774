import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, Order } from '@/types/api';

import { cartKeys } from './keys';

export type CheckoutValues = {
  customerName: string;
  address: string;
  number: string;
  country: string;
  region: string;
  shippingMethodId: string;
};

/** The checkout's rules: an order delivered needs an address, one picked up at the shop none. */
export const checkoutSchema = ({ pickup }: { pickup: boolean }): Schema<CheckoutValues> => ({
  customerName: [required('Name is required')],
  number: [required('Number is required')],
  address: pickup ? [] : [required('Address is required')],
  country: [required('Country is required')],
  shippingMethodId: [required('Choose how the order reaches you')],
});

export type CheckoutInput = CheckoutValues & { code?: string; key: string };

/** Places the cart's one order; the key makes a repeated submit answer the same order. */
export const checkout = ({ key, ...body }: CheckoutInput) =>
  api.post<Created>('/checkout', body, { headers: { 'Idempotency-Key': key } });

export const useCheckout = () => useRefreshingMutation(checkout, cartKeys.all, formMutation);

/** The order the checkout would place, priced by the server, placing nothing. */
export const quoteCheckout = ({ key: _key, ...body }: CheckoutInput) => api.post<Order>('/checkout/quote', body);
