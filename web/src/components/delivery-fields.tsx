import type { ChangeEvent } from 'react';

import { PickupPlaceTerms } from '@/components/order-details';
import { Field, SelectField } from '@/components/ui/field';
import { addressSchema, type AddressValues } from '@/components/address-fields';
import { emailRules, required, type Schema } from '@/lib/form';
import { formatPrice } from '@/lib/format';
import type { PlaceRules } from '@/lib/places';
import type { ShippingMethod } from '@/types/api';

/** Where and how an order goes, as the cart's checkout and Buy Now both ask it. */
export type DeliveryValues = AddressValues & {
  /** A guest's: the order belongs to it. */
  email: string;
  shippingMethodId: string;
};

type DeliveryRules = {
  pickup: boolean;
  /** The order goes to an address of the book: its fields are the book's. */
  saved: boolean;
  guest: boolean;
  /** The rules of the country and region as the form holds them (usePlaceRules). */
  places: ReturnType<PlaceRules>;
};

/**
 * The rules of where an order goes: one delivered needs an address (addressSchema), new or
 * from the book; one picked up at the shop needs none, as it is taxed where the shop is, only
 * whom to hand it to; a guest gives the email the order belongs to.
 */
export const deliverySchema = ({ pickup, saved, guest, places }: DeliveryRules): Schema<DeliveryValues> => {
  const rest = { ...(guest && { email: emailRules }), shippingMethodId: [required(msgMethod)] };
  if (pickup) return { customerName: [required('Name is required')], number: [required('Number is required')], ...rest };
  return saved ? rest : { ...addressSchema(places), ...rest };
};

const msgMethod = 'Choose how the order reaches you';

/**
 * What the server prices an order from: a pickup sends no destination (it is taxed where
 * the shop is), a delivery the country (and, for the book's address, its region).
 */
export function destinationOf<T extends { country: string; region: string; addressId?: string }>(
  values: T,
  { pickup, country, savedRegion }: { pickup: boolean; country: string; savedRegion?: string },
): T {
  if (pickup) return { ...values, addressId: '', country: '', region: '' };
  return savedRegion === undefined ? { ...values, country } : { ...values, country, region: savedRegion };
}

type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

/** A guest's email, which the order belongs to. */
export function GuestEmailField({ field }: { field: FieldProps }) {
  return <Field label="Email" type="email" autoComplete="email" hint="Your order, and the link to it, go to this address." {...field} />;
}

/** A pickup's fields: whom to hand the order to, and where and when it waits. */
export function PickupFields({ name, number, method }: { name: FieldProps; number: FieldProps; method: ShippingMethod }) {
  return (
    <>
      <Field label="Name" autoComplete="shipping name" {...name} />
      <Field label="Phone number" type="tel" autoComplete="shipping tel" {...number} />
      <p className="hint">No address needed: you collect the order at the shop.</p>
      {(method.address || method.hours) && (
        <dl className="summary-list">
          <PickupPlaceTerms place={method} />
        </dl>
      )}
    </>
  );
}

/**
 * The shipping methods that serve the destination, with their prices, to choose one. A free-over
 * threshold is said under the choice, which a phone's select would cut short.
 */
export function ShippingSelect({ methods, field }: { methods: ShippingMethod[] | undefined; field: FieldProps }) {
  const chosen = methods?.find((m) => m._id === field.value);
  return (
    <SelectField label="Shipping" hint={chosen && chosen.freeOver > 0 ? `Free over ${formatPrice(chosen.freeOver)}` : undefined} {...field}>
      <option value="">{msgMethod}</option>
      {methods?.map((m) => (
        <option key={m._id} value={m._id}>
          {m.name}: {m.price === 0 ? 'free' : formatPrice(m.price)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A key no other checkout uses, for its Idempotency-Key: 128 random bits. (crypto.randomUUID
 * exists only on https and localhost pages; a shop served over plain http on its network has
 * getRandomValues too.)
 */
export function newCheckoutKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
