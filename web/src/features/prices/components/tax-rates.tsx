import { Field } from '@/components/ui/field';
import { PlaceFields } from '@/components/ui/place-fields';
import { Cell, RowHeader } from '@/components/ui/table';
import { useForm } from '@/lib/form';
import { usePlaceRules, useRegions, type Place } from '@/lib/places';
import type { TaxRate } from '@/types/api';

import { taxRateSchema, toTaxRateForm, toTaxRateInput, useCreateTaxRate, type TaxRateInput } from '../api/create-tax-rate';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/get-tax-rates';
import { useUpdateTaxRate } from '../api/update-tax-rate';
import { formatPercent } from '../units';
import { ItemsManager, type ItemFormProps } from './items-manager';
import { PlaceNames, WithCountries } from './place-fields';

/** The sales tax or VAT charged where orders go: a region's rate before its country's. */
export function TaxRates() {
  return (
    <ItemsManager
      noun="tax rate"
      caption="Tax rates"
      empty="No tax rates yet: orders are charged no tax."
      columns={['Name', 'Place', 'Rate']}
      cells={(rate: TaxRate) => (
        <>
          <RowHeader label="Name">{rate.name}</RowHeader>
          <Cell label="Place">
            <PlaceNames country={rate.country} region={rate.region} />
            {rate.off && (
              <p className="rate-off">
                <span className="badge badge-warning">Off</span> Its place was not understood: edit the rate and choose it again.
              </p>
            )}
          </Cell>
          <Cell label="Rate">{formatPercent(rate.rate)}</Cell>
        </>
      )}
      nameOf={(rate) => rate.name}
      list={useTaxRates()}
      create={useCreateTaxRate()}
      update={useUpdateTaxRate()}
      remove={useDeleteTaxRate()}
      form={(props) => <WithCountries>{(countries) => <TaxRateForm {...props} countries={countries} />}</WithCountries>}
    />
  );
}

function TaxRateForm({ item, submitLabel, busy, serverError, onSubmit, countries }: ItemFormProps<TaxRate, TaxRateInput> & { countries: Place[] }) {
  const form = useForm(toTaxRateForm(item), taxRateSchema(usePlaceRules(countries)), serverError);
  const regions = useRegions(form.values.country, countries).data;
  return (
    <form noValidate className="form" onSubmit={form.handleSubmit((values) => onSubmit(toTaxRateInput(values)))}>
      {item?.off && (
        <p className="rate-off">
          <span className="badge badge-warning">Off</span> Its place was not understood. Choose it from the lists: saving charges the rate
          again.
        </p>
      )}
      <Field label="Name" hint="As invoices show it: CA sales tax, VAT." {...form.field('name')} />
      <PlaceFields
        form={form}
        countries={countries}
        regions={regions}
        countryLabel="Country"
        regionLabel="Region (optional)"
        regionHint="A state or province. Empty for the whole country."
      />
      <Field label="Rate (%)" type="number" min={0} max={100} step="0.01" inputMode="decimal" {...form.field('rate')} />
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
