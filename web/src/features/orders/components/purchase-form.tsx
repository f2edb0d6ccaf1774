import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AddressFields, emptyAddress } from '@/components/address-fields';
import { deliverySchema, destinationOf, GuestEmailField, newCheckoutKey, PickupFields, ShippingSelect } from '@/components/delivery-fields';
import { OrderParts } from '@/components/order-parts';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { trimmed, useForm } from '@/lib/form';
import { useCountries, usePlaceRules } from '@/lib/places';
import { shippingMethodsKey, useShippingMethods } from '@/lib/shipping-methods';
import type { ToolForm } from '@/lib/tool-forms';
import type { Account, ShippingMethod } from '@/types/api';

import { quantitySchema, useCreateOrder, type OrderInput, type PurchaseFormValues } from '../api/create-order';
import { useOrderQuote } from '../api/quote-order';

type PurchaseFormProps = {
  /** The tool, in the variant chosen for a tool with variants. */
  tool: ToolForm;
  /** The signed-in customer, whose name and email the order takes; none for a guest. */
  account?: Account;
  /** The order is placed, unpaid: on to paying it (a guest's with the key that opens it). */
  onOrdered: (orderId: string, orderKey?: string) => void;
};

/**
 * Buy Now: the checkout of one tool (in one variant) and quantity. Where and how it goes are the cart's
 * checkout's fields and rules; the server prices it as the checkout does, beside the form.
 */
export function PurchaseForm({ tool, account, onOrdered }: PurchaseFormProps) {
  const createOrder = useCreateOrder();
  // One key per visit of the page: a double click or a retry after a lost answer makes one order.
  const [key] = useState(newCheckoutKey);
  const countries = useCountries();
  const placeRules = usePlaceRules(countries.data ?? []);
  const queryClient = useQueryClient();
  // The chosen method, among those loaded for the select below; read from the cache, as the
  // form's rules (a pickup needs no address) come before the methods' query.
  const methodOf = (values: PurchaseFormValues) =>
    queryClient
      .getQueryData<ShippingMethod[]>(shippingMethodsKey(values.country.trim().toUpperCase()))
      ?.find((m) => m._id === values.shippingMethodId);
  const form = useForm<PurchaseFormValues>(
    {
      ...emptyAddress,
      customerName: account?.name ?? '',
      email: account?.email ?? '',
      shippingMethodId: '',
      quantity: String(tool.minOrder),
    },
    (values) => ({
      ...deliverySchema({
        pickup: methodOf(values)?.pickup ?? false,
        saved: false,
        guest: !account,
        places: placeRules(values.country),
      }),
      ...quantitySchema(tool),
    }),
    createOrder.error,
  );
  const country = form.values.country.trim().toUpperCase();
  const methods = useShippingMethods(country);
  const chosen = methodOf(form.values);
  const pickup = chosen?.pickup ?? false;
  const { email, quantity, ...fields } = trimmed(form.values);
  const input: OrderInput = {
    ...destinationOf(fields, { pickup, country }),
    toolId: tool._id,
    ...(tool.variant && { variantId: tool.variant._id }),
    quantity: Number(quantity),
    key,
    ...(!account && { guestEmail: email }),
  };
  const quantityError = form.errors.quantity;
  // What the order costs is the server's answer: the deal's price, delivery and tax where it goes.
  const quote = useOrderQuote(input, !quantityError && Boolean(chosen));
  const quantityField = form.field('quantity');

  return (
    <form
      noValidate
      className="form purchase-checkout"
      onSubmit={form.handleSubmit(() =>
        createOrder.mutate(input, { onSuccess: (created) => onOrdered(created.insertedId, created.orderKey) }),
      )}
    >
      <div className="purchase-fields">
        {account ? (
          <Field label="Email" name="email" type="email" value={account.email} readOnly />
        ) : (
          <GuestEmailField field={form.field('email')} />
        )}
        <Field
          label="Quantity"
          type="number"
          min={tool.minOrder}
          max={tool.availableQuantity}
          inputMode="numeric"
          {...quantityField}
          // Shown at once: it is why Purchase is disabled.
          error={quantityError ?? quantityField.error}
          hint={`Between ${tool.minOrder} and ${tool.availableQuantity}`}
        />
        <fieldset>
          <legend>Deliver to</legend>
          {pickup && chosen ? (
            <PickupFields name={form.field('customerName')} number={form.field('number')} method={chosen} />
          ) : (
            <AddressFields form={form} nameReadOnly={Boolean(account)} />
          )}
        </fieldset>
        <ShippingSelect methods={methods.data} field={form.field('shippingMethodId')} />
      </div>
      <section className="card order-parts purchase-parts" aria-label="What the order costs" aria-busy={quote.isPlaceholderData}>
        {quote.data && !quantityError ? (
          <OrderParts order={quote.data} />
        ) : (
          <p className="hint">
            {quantityError
              ? 'The price shows for a quantity that can be ordered.'
              : (quote.error?.message ?? 'Shipping and tax show once you choose how the order reaches you.')}
          </p>
        )}
        {form.formError && <ErrorText>{form.formError}</ErrorText>}
        <button
          type="submit"
          className="button button-large"
          disabled={Boolean(quantityError) || createOrder.isPending || createOrder.isSuccess}
        >
          Purchase
        </button>
      </section>
    </form>
  );
}
