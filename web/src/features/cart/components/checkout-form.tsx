import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AddressFields, emptyAddress } from '@/components/address-fields';
import { deliverySchema, destinationOf, GuestEmailField, newCheckoutKey, PickupFields, ShippingSelect } from '@/components/delivery-fields';
import { OrderParts } from '@/components/order-parts';
import { CheckboxField } from '@/components/ui/field';
import { ErrorText } from '@/components/ui/error-text';
import { PageLinks } from '@/components/page-links';
import { isApiError } from '@/lib/api-client';
import { trimmed, useForm } from '@/lib/form';
import { formatPrice } from '@/lib/format';
import { useCountries, usePlaceRules } from '@/lib/places';
import { shippingMethodsKey, useShippingMethods } from '@/lib/shipping-methods';
import { lineKey, lineName } from '@/lib/tool-forms';
import type { Address, Cart, CartItem, Order, ShippingMethod } from '@/types/api';

import { quoteCheckout, useCheckout, type CheckoutValues } from '../api/checkout';

import { AddressChoice } from './address-choice';
import { CheckoutBlocked } from './checkout-blocked';

type CheckoutFormProps = {
  cart: Cart;
  /** The delivery fields as the last order (or the profile) has them, or the book's default address. */
  defaults: Partial<CheckoutValues>;
  /** The customer's address book, to deliver to one of its addresses or keep a new one. */
  addresses: Address[];
  /** A visitor's lines: they check out as a guest, with an email, and get the order's key. */
  guestLines?: CartItem[];
  onPlaced: (orderId: string, orderKey?: string) => void;
};

/** Where and how the cart's one order goes, its parts as the server prices them, and Place order. */
export function CheckoutForm({ cart, defaults, addresses, guestLines, onPlaced }: CheckoutFormProps) {
  const checkout = useCheckout();
  // One key per visit of the page: a double click or a retry after a lost answer makes one order.
  const [key] = useState(newCheckoutKey);
  const queryClient = useQueryClient();
  const savedOf = (values: CheckoutValues) => addresses.find((a) => a._id === values.addressId);
  // The country the order goes to: the book's address's, or the one typed.
  const countryOf = (values: CheckoutValues) => savedOf(values)?.country ?? values.country.trim().toUpperCase();
  // The chosen method, among those loaded for the select below; read from the cache, as the
  // form's rules (a pickup needs no address) come before the methods' query.
  const methodOf = (values: CheckoutValues) =>
    queryClient
      .getQueryData<ShippingMethod[]>(shippingMethodsKey(countryOf(values)))
      ?.find((m) => m._id === values.shippingMethodId);
  const countries = useCountries();
  const placeRules = usePlaceRules(countries.data ?? []);
  const form = useForm<CheckoutValues>(
    { ...emptyAddress, email: '', addressId: '', saveAddress: '', shippingMethodId: '', ...defaults },
    (values) =>
      deliverySchema({
        pickup: methodOf(values)?.pickup ?? false,
        saved: Boolean(savedOf(values)),
        guest: Boolean(guestLines),
        places: placeRules(values.country),
      }),
    checkout.error,
  );
  const saved = savedOf(form.values);
  const country = countryOf(form.values);
  const methods = useShippingMethods(country);
  const chosen = methodOf(form.values);
  // A pickup is taxed where the shop is: it sends no destination.
  const pickup = chosen?.pickup ?? false;
  const { email, ...fields } = trimmed(form.values);
  const guest = guestLines && { email, lines: guestLines };
  const values = { ...fields, saveAddress: form.values.saveAddress === 'true', key, guest };
  const input = destinationOf(values, { pickup, country, savedRegion: saved?.region });
  const quote = useQuery({
    queryKey: ['checkout-quote', input.addressId, input.country, input.region, input.shippingMethodId, cart.subtotal, cart.code],
    queryFn: () => quoteCheckout(input),
    enabled: Boolean(chosen),
    retry: false,
  });
  // Lines the server will not sell now (sold meanwhile): named, and nothing priced without them.
  const lineErrors = refusedLines(checkout.error) ?? refusedLines(quote.error);

  return (
    <form
      noValidate
      className="form checkout-form"
      onSubmit={form.handleSubmit(() =>
        checkout.mutate(input, { onSuccess: (created) => onPlaced(created.insertedId, created.orderKey) }),
      )}
    >
      {guestLines && <GuestEmailField field={form.field('email')} />}
      <fieldset>
        <legend>Deliver to</legend>
        {pickup && chosen ? (
          <PickupFields name={form.field('customerName')} number={form.field('number')} method={chosen} />
        ) : (
          <>
            {addresses.length > 0 && (
              <AddressChoice addresses={addresses} value={form.values.addressId} onChange={(id) => form.setValue('addressId', id)} />
            )}
            {!saved && <AddressFields form={form} />}
            {!saved && !guestLines && (
              <CheckboxField
                label="Save this address to my address book"
                value={form.values.saveAddress}
                onChange={(value) => form.setValue('saveAddress', value)}
              />
            )}
          </>
        )}
      </fieldset>
      <ShippingSelect methods={methods.data} field={form.field('shippingMethodId')} />
      {lineErrors ? (
        <CheckoutBlocked cart={cart} lines={lineErrors} />
      ) : (
        <CheckoutParts cart={cart} order={quote.data} problem={quote.error?.message} />
      )}
      {!lineErrors && form.formError && <ErrorText>{form.formError}</ErrorText>}
      <button type="submit" className="button button-large" disabled={checkout.isPending || checkout.isSuccess || Boolean(lineErrors)}>
        Place order
      </button>
      {/* The shop's terms, shipping and returns, for a shopper to read before paying. */}
      <PageLinks title="Before you order" titleClassName="checkout-pages-title" className="checkout-pages" />
    </form>
  );
}

/**
 * The lines and the parts of the total: the server's pricing once a method is chosen (and,
 * for a delivery, where it goes); until then the subtotal and why there is no total yet.
 */
function CheckoutParts({ cart, order, problem }: { cart: Cart; order?: Order; problem?: string }) {
  return (
    <section className="card order-parts" aria-label="Your order">
      <ul className="order-lines">
        {cart.lines.map((line) => (
          <li key={lineKey(line)}>
            <span>
              {line.quantity} × {lineName(line)}
            </span>{' '}
            <span className="numeric">{formatPrice(line.price)}</span>
          </li>
        ))}
      </ul>
      {order ? (
        <OrderParts order={order} />
      ) : (
        <>
          <dl className="parts">
            <div>
              <dt>Subtotal</dt>
              <dd className="numeric">{formatPrice(cart.subtotal)}</dd>
            </div>
          </dl>
          <p className="hint">{problem ?? 'Shipping and tax show once you choose how the order reaches you.'}</p>
        </>
      )}
    </section>
  );
}

const refusedLines = (error: Error | null) =>
  isApiError(error, 409) && Object.keys(error.lines).length > 0 ? error.lines : undefined;
