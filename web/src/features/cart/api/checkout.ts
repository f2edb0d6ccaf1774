import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import type { PlaceRules } from '@/lib/places';
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

type CheckoutRules = {
  pickup: boolean;
  /** The rules of the country and region as the form holds them (usePlaceRules). */
  places: ReturnType<PlaceRules>;
};

/**
 * The checkout's rules: an order delivered needs an address and a place from the lists, its
 * state or region where the country has them (the server asks for it where the tax is the
 * region's); one picked up at the shop needs neither, as it is taxed where the shop is.
 */
export const checkoutSchema = ({ pickup, places }: CheckoutRules): Schema<CheckoutValues> =>
  pickup
    ? { customerName: [required('Name is required')], number: [required('Number is required')], shippingMethodId: [required(msgMethod)] }
    : {
        customerName: [required('Name is required')],
        number: [required('Number is required')],
        address: [required('Address is required')],
        ...places,
        shippingMethodId: [required(msgMethod)],
      };

const msgMethod = 'Choose how the order reaches you';

export type CheckoutInput = CheckoutValues & { code?: string; key: string };

/** Places the cart's one order; the key makes a repeated submit answer the same order. */
export const checkout = ({ key, ...body }: CheckoutInput) =>
  api.post<Created>('/checkout', body, { headers: { 'Idempotency-Key': key } });

export const useCheckout = () => useRefreshingMutation(checkout, cartKeys.all, formMutation);

/** The order the checkout would place, priced by the server, placing nothing. */
export const quoteCheckout = ({ key: _key, ...body }: CheckoutInput) => api.post<Order>('/checkout/quote', body);
