import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import { Field, SelectField } from '@/components/ui/field';
import { ErrorText } from '@/components/ui/error-text';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { trimmed, useForm } from '@/lib/form';
import { formatPrice } from '@/lib/format';
import type { Cart, Order, ShippingMethod } from '@/types/api';

import { checkoutSchema, quoteCheckout, useCheckout, type CheckoutValues } from '../api/checkout';
import { shippingMethodsKey, useShippingMethods } from '../api/get-shipping-methods';

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
  const form = useForm<CheckoutValues>(
    { customerName: '', number: '', address: '', country: 'US', region: '', shippingMethodId: '', ...defaults },
    (values) => checkoutSchema({ pickup: methodOf(values)?.pickup ?? false }),
    checkout.error,
  );
  const country = countryOf(form.values);
  const methods = useShippingMethods(country);
  const chosen = methodOf(form.values);
  const input = { ...trimmed(form.values), country, key };
  const quote = useQuery({
    queryKey: ['checkout-quote', input.country, input.region, input.shippingMethodId, cart.subtotal, cart.code],
    queryFn: () => quoteCheckout(input),
    enabled: Boolean(chosen),
  });
  const lineErrors = isApiError(checkout.error, 409) && Object.keys(checkout.error.lines).length > 0 ? checkout.error.lines : undefined;

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
        <Field
          label="Address"
          autoComplete="street-address"
          hint={chosen?.pickup ? 'Not needed: you collect the order at the shop' : undefined}
          {...form.field('address')}
        />
        <Field label="Country" autoComplete="country" maxLength={2} hint="Two letters: US, CA, DE…" {...form.field('country')} />
        <Field label="State or region" autoComplete="address-level1" {...form.field('region')} />
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
      <OrderParts cart={cart} order={quote.data} />
      {lineErrors && (
        <ErrorText>
          {checkout.error?.message}: {Object.values(lineErrors).join('; ')}.{' '}
          <Link to={paths.cart.getHref()}>Back to your cart</Link>
        </ErrorText>
      )}
      {!lineErrors && form.formError && <ErrorText>{form.formError}</ErrorText>}
      <button type="submit" className="button button-large" disabled={checkout.isPending || checkout.isSuccess}>
        Place order
      </button>
    </form>
  );
}

/** The lines and the parts of the total: the server's pricing once a method is chosen. */
function OrderParts({ cart, order }: { cart: Cart; order?: Order }) {
  const rows: [string, number][] = order
    ? [
        ['Subtotal', order.subtotal],
        ...(order.discount > 0 ? ([[`Discount (${order.code})`, -order.discount]] as [string, number][]) : []),
        [`Shipping (${order.shippingMethod})`, order.shipping],
        [order.taxIncluded ? `${order.taxName ?? 'Tax'} included` : (order.taxName ?? 'Tax'), order.tax],
        ['Total', order.price],
      ]
    : [['Subtotal', cart.subtotal]];
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
      <dl className="parts">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="numeric">{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
      {!order && <p className="hint">Shipping and tax show once you choose how the order reaches you.</p>}
    </section>
  );
}

const countryOf = (values: CheckoutValues) => values.country.trim().toUpperCase();

/**
 * A key no other checkout uses: 128 random bits. (crypto.randomUUID exists only on https and
 * localhost pages; a shop served over plain http on its network has getRandomValues too.)
 */
function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
