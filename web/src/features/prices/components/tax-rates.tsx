import { Field } from '@/components/ui/field';
import { Cell, RowHeader } from '@/components/ui/table';
import { useForm } from '@/lib/form';
import type { TaxRate } from '@/types/api';

import { taxRateSchema, toTaxRateForm, toTaxRateInput, useCreateTaxRate, type TaxRateInput } from '../api/create-tax-rate';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { useTaxRates } from '../api/get-tax-rates';
import { useUpdateTaxRate } from '../api/update-tax-rate';
import { formatPercent } from '../units';
import { ItemsManager, type ItemFormProps } from './items-manager';

/** The sales tax or VAT charged where orders go: a region's rate before its country's. */
export function TaxRates() {
  return (
    <ItemsManager
      noun="tax rate"
      caption="Tax rates"
      empty="No tax rates yet: orders are charged no tax."
      columns={['Name', 'Country', 'Region', 'Rate']}
      cells={(rate: TaxRate) => (
        <>
          <RowHeader label="Name">{rate.name}</RowHeader>
          <Cell label="Country">{rate.country}</Cell>
          <Cell label="Region">{rate.region || 'Whole country'}</Cell>
          <Cell label="Rate">{formatPercent(rate.rate)}</Cell>
        </>
      )}
      nameOf={(rate) => rate.name}
      list={useTaxRates()}
      create={useCreateTaxRate()}
      update={useUpdateTaxRate()}
      remove={useDeleteTaxRate()}
      form={(props) => <TaxRateForm {...props} />}
    />
  );
}

function TaxRateForm({ item, submitLabel, busy, serverError, onSubmit }: ItemFormProps<TaxRate, TaxRateInput>) {
  const form = useForm(toTaxRateForm(item), taxRateSchema, serverError);
  return (
    <form noValidate className="form" onSubmit={form.handleSubmit((values) => onSubmit(toTaxRateInput(values)))}>
      <Field label="Name" hint="As invoices show it: CA sales tax, VAT." {...form.field('name')} />
      <div className="field-row">
        <Field label="Country" hint="A two-letter code: US, DE." autoCapitalize="characters" maxLength={2} {...form.field('country')} />
        <Field label="Region (optional)" hint="A state or province: CA. Empty for the whole country." {...form.field('region')} />
      </div>
      <Field label="Rate (%)" type="number" min={0} max={100} step="0.01" inputMode="decimal" {...form.field('rate')} />
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
