import { api } from '@/lib/api-client';
import { emailRules, formMutation, required, type Schema } from '@/lib/form';
import type { PlaceRules } from '@/lib/places';
import { useRefreshingMutation } from '@/lib/query-client';
import type { CartItem, GuestCreated, Order } from '@/types/api';

import { cartKeys } from './keys';

export type CheckoutValues = {
  /** A guest's: the order belongs to it. */
  email: string;
  customerName: string;
  address: string;
  number: string;
  country: string;
  region: string;
  shippingMethodId: string;
};

type CheckoutRules = {
  pickup: boolean;
  guest: boolean;
  /** The rules of the country and region as the form holds them (usePlaceRules). */
  places: ReturnType<PlaceRules>;
};

/**
 * The checkout's rules: an order delivered needs an address and a place from the lists, its
 * state or region where the country has them (the server asks for it where the tax is the
 * region's); one picked up at the shop needs neither, as it is taxed where the shop is.
 */
export const checkoutSchema = ({ pickup, guest, places }: CheckoutRules): Schema<CheckoutValues> => ({
  ...(guest && { email: emailRules }),
  customerName: [required('Name is required')],
  number: [required('Number is required')],
  ...(!pickup && { address: [required('Address is required')], ...places }),
  shippingMethodId: [required(msgMethod)],
});

const msgMethod = 'Choose how the order reaches you';

/** A guest's checkout sends the visitor's lines (and its email) with no token: the server keeps no cart for them. */
export type CheckoutInput = Omit<CheckoutValues, 'email'> & { code?: string; key: string; guest?: { email: string; lines: CartItem[] } };

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
