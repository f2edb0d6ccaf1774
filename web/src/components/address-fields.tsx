import type { ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { PlaceFields } from '@/components/ui/place-fields';
import { required, type Schema } from '@/lib/form';
import { useCountries, useRegions, type PlaceRules } from '@/lib/places';

/** A delivery address as a form holds it: the fields of the checkout and of the address book. */
export type AddressValues = {
  customerName: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  number: string;
};

export const emptyAddress: AddressValues = {
  customerName: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  number: '',
};

/**
 * The rules the page can tell while the customer types; what each country needs besides (a
 * city, a postal code and its format) is the server's to say, under the same fields.
 */
export const addressSchema = (places: ReturnType<PlaceRules>): Schema<AddressValues> => ({
  customerName: [required('Name is required')],
  line1: [required('Address is required')],
  ...places,
  number: [required('Number is required')],
});

/** What AddressFields needs of a useForm form whose values hold an address. */
type AddressForm = {
  values: AddressValues;
  field: (name: keyof AddressValues) => {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  setValue: (name: 'country' | 'region', value: string) => void;
};

/**
 * The fields of a delivery address, each with the browser's autofill token of a shipping
 * address, so a browser fills them all at once. nameReadOnly keeps the account's name (the
 * spec's purchase form).
 */
export function AddressFields({ form, nameReadOnly = false }: { form: AddressForm; nameReadOnly?: boolean }) {
  const countries = useCountries();
  const regions = useRegions(form.values.country, countries.data);
  return (
    <>
      <Field label="Name" autoComplete="shipping name" readOnly={nameReadOnly} {...form.field('customerName')} />
      <Field label="Company (optional)" autoComplete="shipping organization" {...form.field('company')} />
      <Field label="Street address" autoComplete="shipping address-line1" {...form.field('line1')} />
      <Field label="Apartment, suite, floor (optional)" autoComplete="shipping address-line2" {...form.field('line2')} />
      <div className="field-row">
        <Field label="City" autoComplete="shipping address-level2" {...form.field('city')} />
        <Field label="Postal code" autoComplete="shipping postal-code" {...form.field('postalCode')} />
      </div>
      <PlaceFields
        form={form}
        countries={countries.data ?? []}
        regions={regions.data}
        countryLabel="Country"
        regionLabel="State or region"
        autoFill
      />
      <Field label="Phone number" type="tel" autoComplete="shipping tel" {...form.field('number')} />
    </>
  );
}
