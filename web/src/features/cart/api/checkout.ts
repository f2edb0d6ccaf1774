import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import { placeCode, type Place } from '@/lib/places';
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
  /** The lists the places are chosen from (GET /places), once loaded. */
  countries: Place[];
  regions: Place[];
};

/**
 * The checkout's rules: an order delivered needs an address and a place from the lists, its
 * state or region where the country has them (the server asks for it where the tax is the
 * region's); one picked up at the shop needs neither, as it is taxed where the shop is.
 */
export const checkoutSchema = ({ pickup, countries, regions }: CheckoutRules): Schema<CheckoutValues> =>
  pickup
    ? { customerName: [required('Name is required')], number: [required('Number is required')], shippingMethodId: [required(msgMethod)] }
    : {
        customerName: [required('Name is required')],
        number: [required('Number is required')],
        address: [required('Address is required')],
        country: [required('Country is required'), fromList(countries, 'Choose a country from the list')],
        region: [fromList(regions, 'Choose a state or region from the list')],
        shippingMethodId: [required(msgMethod)],
      };

const msgMethod = 'Choose how the order reaches you';

/** A place typed that is none of the list's, once the list is loaded. */
const fromList =
  (places: Place[], message: string) =>
  (value: string): string | undefined =>
    value.trim() && places.length > 0 && placeCode(places, value) === undefined ? message : undefined;

export type CheckoutInput = CheckoutValues & { code?: string; key: string };

/** Places the cart's one order; the key makes a repeated submit answer the same order. */
export const checkout = ({ key, ...body }: CheckoutInput) =>
  api.post<Created>('/checkout', body, { headers: { 'Idempotency-Key': key } });

export const useCheckout = () => useRefreshingMutation(checkout, cartKeys.all, formMutation);

/** The order the checkout would place, priced by the server, placing nothing. */
export const quoteCheckout = ({ key: _key, ...body }: CheckoutInput) => api.post<Order>('/checkout/quote', body);
