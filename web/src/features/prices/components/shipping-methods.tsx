import { Field } from '@/components/ui/field';
import { Cell, RowHeader } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import { useForm } from '@/lib/form';
import type { ShippingMethod } from '@/types/api';

import {
  shippingMethodSchema,
  toShippingMethodForm,
  toShippingMethodInput,
  useCreateShippingMethod,
  type ShippingMethodInput,
} from '../api/create-shipping-method';
import { useDeleteShippingMethod } from '../api/delete-shipping-method';
import { useShippingMethods } from '../api/get-shipping-methods';
import { useUpdateShippingMethod } from '../api/update-shipping-method';
import { CheckboxField, ItemsManager, type ItemFormProps } from './items-manager';

/** The ways orders reach customers, and what each costs. */
export function ShippingMethods() {
  return (
    <ItemsManager
      noun="shipping method"
      caption="Shipping methods"
      empty="No shipping methods yet: add one so customers can choose how their order reaches them."
      columns={['Name', 'Price', 'Free over', 'Countries']}
      cells={(method: ShippingMethod) => (
        <>
          <RowHeader label="Name">{method.name}</RowHeader>
          <Cell label="Price" numeric>{formatPrice(method.price)}</Cell>
          <Cell label="Free over">{method.freeOver > 0 ? formatPrice(method.freeOver) : '—'}</Cell>
          <Cell label="Countries">{method.pickup ? 'Pickup at the shop' : method.countries.join(', ')}</Cell>
        </>
      )}
      nameOf={(method) => method.name}
      list={useShippingMethods()}
      create={useCreateShippingMethod()}
      update={useUpdateShippingMethod()}
      remove={useDeleteShippingMethod()}
      form={(props) => <ShippingMethodForm {...props} />}
    />
  );
}

function ShippingMethodForm({ item, submitLabel, busy, serverError, onSubmit }: ItemFormProps<ShippingMethod, ShippingMethodInput>) {
  const form = useForm(toShippingMethodForm(item), shippingMethodSchema, serverError);
  return (
    <form noValidate className="form" onSubmit={form.handleSubmit((values) => onSubmit(toShippingMethodInput(values)))}>
      <Field label="Name" {...form.field('name')} />
      <div className="field-row">
        <Field label="Price ($)" type="number" min={0} step="0.01" inputMode="decimal" {...form.field('price')} />
        <Field
          label="Free over ($)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          hint="Free for orders of this much or more; empty for never."
          {...form.field('freeOver')}
        />
      </div>
      <Field label="Countries" hint="Two-letter codes separated by commas: US, CA." {...form.field('countries')} />
      <CheckboxField label="Pickup at the shop (no address needed)" value={form.values.pickup} onChange={(value) => form.setValue('pickup', value)} />
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
