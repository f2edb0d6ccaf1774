import { addressSchema, type AddressValues } from '@/components/address-fields';
import { api } from '@/lib/api-client';
import { emailRules, formMutation, required, type Schema } from '@/lib/form';
import type { PlaceRules } from '@/lib/places';
import { useRefreshingMutation } from '@/lib/query-client';
import type { CartItem, GuestCreated, Order } from '@/types/api';

import { cartKeys } from './keys';

/** The checkout's fields: a new address, or the book's address `addressId` names ('' for new). */
export type CheckoutValues = AddressValues & {
  /** A guest's: the order belongs to it. */
  email: string;
  addressId: string;
  /** 'true' keeps a new address in the book with the order. */
  saveAddress: string;
  shippingMethodId: string;
};

type CheckoutRules = {
  pickup: boolean;
  /** The order goes to an address of the book: its fields are the book's. */
  saved: boolean;
  guest: boolean;
  /** The rules of the country and region as the form holds them (usePlaceRules). */
  places: ReturnType<PlaceRules>;
};

/**
 * The checkout's rules: an order delivered needs an address (addressSchema), new or from the
 * book; one picked up at the shop needs none, as it is taxed where the shop is, only whom to
 * hand it to.
 */
export const checkoutSchema = ({ pickup, saved, guest, places }: CheckoutRules): Schema<CheckoutValues> => {
  const rest = { ...(guest && { email: emailRules }), shippingMethodId: [required(msgMethod)] };
  if (pickup) return { customerName: [required('Name is required')], number: [required('Number is required')], ...rest };
  return saved ? rest : { ...addressSchema(places), ...rest };
};

const msgMethod = 'Choose how the order reaches you';

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
