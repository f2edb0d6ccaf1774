import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { OrderParts } from '@/components/order-parts';
import { Field, SelectField } from '@/components/ui/field';
import { ErrorText } from '@/components/ui/error-text';
import { PlaceFields } from '@/components/ui/place-fields';
import { isApiError } from '@/lib/api-client';
import { trimmed, useForm } from '@/lib/form';
import { formatPrice } from '@/lib/format';
import { useCountries, usePlaceRules, useRegions } from '@/lib/places';
import type { Cart, Order, ShippingMethod } from '@/types/api';

import { checkoutSchema, quoteCheckout, useCheckout, type CheckoutValues } from '../api/checkout';
import { shippingMethodsKey, useShippingMethods } from '../api/get-shipping-methods';
import { CheckoutBlocked } from './checkout-blocked';

type CheckoutFormProps = {
  cart: Cart;
  /** The delivery fields as the last order (or the profile) has them. */
  defaults: Partial<CheckoutValues>;
  onPlaced: (orderId: string) => void;
};

/** Where and how the cart's one order goes, its parts as the server prices them, and Place order. */
export function CheckoutForm({ cart, defaults, onPlaced }: CheckoutFormProps) {
  const checkout = useCheckout();
  // One key per visit of the page: a double click or a retry after a lost answer makes one order.
  const [key] = useState(newKey);
  const queryClient = useQueryClient();
  // The chosen method, among those loaded for the select below; read from the cache, as the
  // form's rules (a pickup needs no address) come before the methods' query.
  const methodOf = (values: CheckoutValues) =>
    queryClient
      .getQueryData<ShippingMethod[]>(shippingMethodsKey(countryOf(values)))
      ?.find((m) => m._id === values.shippingMethodId);
  const countries = useCountries();
  const placeRules = usePlaceRules(countries.data ?? []);
  const form = useForm<CheckoutValues>(
    { customerName: '', number: '', address: '', country: 'US', region: '', shippingMethodId: '', ...defaults },
    (values) => checkoutSchema({ pickup: methodOf(values)?.pickup ?? false, places: placeRules(values.country) }),
    checkout.error,
  );
  const country = countryOf(form.values);
  const regions = useRegions(country, countries.data);
  const methods = useShippingMethods(country);
  const chosen = methodOf(form.values);
  // A pickup is taxed where the shop is: it sends no destination.
  const pickup = chosen?.pickup ?? false;
  const input = pickup
    ? { ...trimmed(form.values), address: '', country: '', region: '', key }
    : { ...trimmed(form.values), country, key };
  const quote = useQuery({
    queryKey: ['checkout-quote', input.country, input.region, input.shippingMethodId, cart.subtotal, cart.code],
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
      onSubmit={form.handleSubmit(() => checkout.mutate(input, { onSuccess: (created) => onPlaced(created.insertedId) }))}
    >
      <fieldset>
        <legend>Deliver to</legend>
        <Field label="Name" autoComplete="name" {...form.field('customerName')} />
        <Field label="Phone number" type="tel" autoComplete="tel" {...form.field('number')} />
        {pickup ? (
          <p className="hint">No address needed: you collect the order at the shop.</p>
        ) : (
          <>
            <Field label="Address" autoComplete="street-address" {...form.field('address')} />
            <PlaceFields
              form={form}
              countries={countries.data ?? []}
              regions={regions.data}
              countryLabel="Country"
              regionLabel="State or region"
              autoFill
            />
          </>
        )}
      </fieldset>
      <SelectField label="Shipping" {...form.field('shippingMethodId')}>
        <option value="">Choose how the order reaches you</option>
        {methods.data?.map((m) => (
          <option key={m._id} value={m._id}>
            {m.name}: {m.price === 0 ? 'free' : formatPrice(m.price)}
            {m.freeOver > 0 ? ` (free over ${formatPrice(m.freeOver)})` : ''}
          </option>
        ))}
      </SelectField>
      {lineErrors ? (
        <CheckoutBlocked cart={cart} lines={lineErrors} />
      ) : (
        <CheckoutParts cart={cart} order={quote.data} problem={quote.error?.message} />
      )}
      {!lineErrors && form.formError && <ErrorText>{form.formError}</ErrorText>}
      <button type="submit" className="button button-large" disabled={checkout.isPending || checkout.isSuccess || Boolean(lineErrors)}>
        Place order
      </button>
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
          <li key={line.toolId}>
            <span>
              {line.quantity} × {line.toolsName}
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

const countryOf = (values: CheckoutValues) => values.country.trim().toUpperCase();

/**
 * A key no other checkout uses: 128 random bits. (crypto.randomUUID exists only on https and
 * localhost pages; a shop served over plain http on its network has getRandomValues too.)
 */
function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
