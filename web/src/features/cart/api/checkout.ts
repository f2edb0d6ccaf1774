import type { DeliveryValues } from '@/components/delivery-fields';
import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { CartItem, GuestCreated, Order } from '@/types/api';

import { cartKeys } from './keys';

/** The checkout's fields: a new address, or the book's address `addressId` names ('' for new). */
export type CheckoutValues = DeliveryValues & {
  addressId: string;
  /** 'true' keeps a new address in the book with the order. */
  saveAddress: string;
};

/** A guest's checkout sends the visitor's lines (and its email) with no token: the server keeps no cart for them. */
export type CheckoutInput = Omit<CheckoutValues, 'saveAddress' | 'email'> & {
  saveAddress: boolean;
  code?: string;
  key: string;
  guest?: { email: string; lines: CartItem[] };
};

/** A guest's calls carry no token, whoever else is remembered in this browser. */
const credentials = (guest: CheckoutInput['guest']) => (guest ? { token: null } : {});

/** Places the cart's one order; the key makes a repeated submit answer the same order. */
export const checkout = ({ key, guest, ...body }: CheckoutInput) =>
  api.post<GuestCreated>('/checkout', { ...body, ...guest }, { headers: { 'Idempotency-Key': key }, ...credentials(guest) });

export const useCheckout = () => useRefreshingMutation(checkout, cartKeys.all, formMutation);

/**
 * The order the checkout would place, priced by the server, placing nothing. A guest's quote
 * leaves out the email, which may be half typed: it prices nothing a visitor can choose.
 */
export const quoteCheckout = ({ key: _key, guest, ...body }: CheckoutInput) =>
  api.post<Order>('/checkout/quote', { ...body, ...(guest && { lines: guest.lines }) }, credentials(guest));
