import { CheckboxField, Field, TextAreaField } from '@/components/ui/field';
import { PlaceField } from '@/components/ui/place-field';
import { Cell, RowHeader } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import { useForm } from '@/lib/form';
import { placeName, useCountries, type Place } from '@/lib/places';
import type { ShippingMethod } from '@/types/api';

import {
  chosenCountries,
  shippingMethodSchema,
  toShippingMethodForm,
  toShippingMethodInput,
  useCreateShippingMethod,
  withCountry,
  type ShippingMethodInput,
} from '../api/create-shipping-method';
import { useDeleteShippingMethod } from '../api/delete-shipping-method';
import { useShippingMethods } from '../api/get-shipping-methods';
import { useUpdateShippingMethod } from '../api/update-shipping-method';
import { ItemsManager, type ItemFormProps } from './items-manager';
import { WithCountries } from './place-fields';

/** The ways orders reach customers, and what each costs. */
export function ShippingMethods() {
  const countries = useCountries().data;
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
          <Cell label="Countries">
            {method.pickup ? <PickupCell method={method} /> : method.countries.map((code) => placeName(countries, code)).join(', ')}
          </Cell>
        </>
      )}
      nameOf={(method) => method.name}
      list={useShippingMethods()}
      create={useCreateShippingMethod()}
      update={useUpdateShippingMethod()}
      remove={useDeleteShippingMethod()}
      form={(props) => <WithCountries>{(countries) => <ShippingMethodForm {...props} countries={countries} />}</WithCountries>}
    />
  );
}

/** A pickup's row: where and when its orders wait, as customers read it. */
function PickupCell({ method }: { method: ShippingMethod }) {
  return (
    <>
      Pickup at the shop
      {method.address && <span className="muted pickup-text">{method.address}</span>}
      {method.hours && <span className="muted pickup-text">{method.hours}</span>}
    </>
  );
}

function ShippingMethodForm({ item, submitLabel, busy, serverError, onSubmit, countries }: ItemFormProps<ShippingMethod, ShippingMethodInput> & { countries: Place[] }) {
  const form = useForm(toShippingMethodForm(item), shippingMethodSchema(countries), serverError);
  const chosen = chosenCountries(form.values);
  const country = form.field('country');
  const add = () => {
    // Text that names no country stays in the field, its message shown.
    if (form.errors.country) return country.onBlur();
    form.setValue('countries', withCountry(form.values).join(','));
    form.setValue('country', '');
  };
  const remove = (code: string) => form.setValue('countries', chosen.filter((c) => c !== code).join(','));

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
      <fieldset className="countries-field">
        <legend>Countries</legend>
        {chosen.length > 0 ? (
          <ul className="chips" aria-label="Countries it delivers to">
            {chosen.map((code) => (
              <li key={code} className="chip">
                {placeName(countries, code)}
                <button type="button" className="chip-remove" aria-label={`Remove ${placeName(countries, code)}`} onClick={() => remove(code)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="field-hint">None yet.</p>
        )}
        <div className="add-country">
          <PlaceField
            {...country}
            label="Add a country"
            hint="Type its name and choose it from the list."
            places={countries}
            autoComplete="off"
            error={country.error ?? form.field('countries').error}
            onChange={(value) => form.setValue('country', value)}
            // Enter adds the country typed, rather than sending the form.
            onEnter={add}
          />
          <button type="button" className="button button-secondary" onClick={add}>
            Add country
          </button>
        </div>
      </fieldset>
      <CheckboxField label="Pickup at the shop (no address needed)" value={form.values.pickup} onChange={(value) => form.setValue('pickup', value)} />
      {form.values.pickup === 'true' && (
        <div className="field-row">
          <TextAreaField label="Pickup address" rows={3} hint="Where customers collect their orders." {...form.field('address')} />
          <TextAreaField label="Opening hours" rows={3} hint="When they can come, e.g. Mon–Fri 9–17, Sat 10–14." {...form.field('hours')} />
        </div>
      )}
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
