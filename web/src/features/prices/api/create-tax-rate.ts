import { api } from '@/lib/api-client';
import { atMost, formMutation, matches, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, TaxRate } from '@/types/api';

import { hundredthsOf, percentOf, percentPattern } from '../units';
import { taxRatesQuery } from './get-tax-rates';

export type TaxRateInput = Omit<TaxRate, '_id' | 'off'>;

/** `rate` is a percent, 7.25; the API takes hundredths of one, 725. */
export type TaxRateFormValues = { country: string; region: string; name: string; rate: string };

export const countryRules = [
  required('Country is required'),
  matches(/^[a-z]{2}$/i, 'Country must be a two-letter code such as US or DE'),
];

export const taxRateSchema: Schema<TaxRateFormValues> = {
  country: countryRules,
  name: [required('Name is required')],
  rate: [
    required('Rate is required'),
    matches(percentPattern, 'Enter a percent such as 7.25'),
    atMost(100, 'Rate must be 100 % or less'),
  ],
};

export const toTaxRateForm = (rate?: TaxRate): TaxRateFormValues => ({
  country: rate?.country ?? '',
  region: rate?.region ?? '',
  name: rate?.name ?? '',
  rate: rate ? percentOf(rate.rate) : '',
});

export const toTaxRateInput = (values: TaxRateFormValues): TaxRateInput => ({
  country: values.country.trim().toUpperCase(),
  region: values.region.trim(),
  name: values.name.trim(),
  rate: hundredthsOf(values.rate),
});

export const createTaxRate = (input: TaxRateInput) => api.post<Created>('/admin/tax-rates', input);

export const useCreateTaxRate = () => useRefreshingMutation(createTaxRate, taxRatesQuery.queryKey, formMutation);
