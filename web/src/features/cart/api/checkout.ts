import { addressSchema, type AddressValues } from '@/components/address-fields';
import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import type { PlaceRules } from '@/lib/places';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, Order } from '@/types/api';

import { cartKeys } from './keys';

/** The checkout's fields: a new address, or the book's address `addressId` names ('' for new). */
export type CheckoutValues = AddressValues & {
  addressId: string;
  /** 'true' keeps a new address in the book with the order. */
  saveAddress: string;
  shippingMethodId: string;
};

type CheckoutRules = {
  pickup: boolean;
  /** The order goes to an address of the book: its fields are the book's. */
  saved: boolean;
  /** The rules of the country and region as the form holds them (usePlaceRules). */
  places: ReturnType<PlaceRules>;
};

/**
 * The checkout's rules: an order delivered needs an address (addressSchema), new or from the
 * book; one picked up at the shop needs none, as it is taxed where the shop is, only whom to
 * hand it to.
 */
export const checkoutSchema = ({ pickup, saved, places }: CheckoutRules): Schema<CheckoutValues> => {
  const method = { shippingMethodId: [required(msgMethod)] };
  if (pickup) return { customerName: [required('Name is required')], number: [required('Number is required')], ...method };
  return saved ? method : { ...addressSchema(places), ...method };
};

const msgMethod = 'Choose how the order reaches you';

export type CheckoutInput = Omit<CheckoutValues, 'saveAddress'> & { saveAddress: boolean; code?: string; key: string };

/** Places the cart's one order; the key makes a repeated submit answer the same order. */
export const checkout = ({ key, ...body }: CheckoutInput) =>
  api.post<Created>('/checkout', body, { headers: { 'Idempotency-Key': key } });

export const useCheckout = () => useRefreshingMutation(checkout, cartKeys.all, formMutation);

/** The order the checkout would place, priced by the server, placing nothing. */
export const quoteCheckout = ({ key: _key, ...body }: CheckoutInput) => api.post<Order>('/checkout/quote', body);
