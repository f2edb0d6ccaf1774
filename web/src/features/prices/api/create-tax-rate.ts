import { api } from '@/lib/api-client';
import { atMost, formMutation, matches, required, type Schema } from '@/lib/form';
import type { PlaceRules } from '@/lib/places';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, TaxRate } from '@/types/api';

import { hundredthsOf, percentOf, percentPattern } from '../units';
import { taxRatesQuery } from './get-tax-rates';

export type TaxRateInput = Omit<TaxRate, '_id' | 'off'>;

/** `country` and `region` are codes, or the text typed when it names no place; `rate` is a percent, 7.25: the API takes hundredths of one, 725. */
export type TaxRateFormValues = { country: string; region: string; name: string; rate: string };

/** The rules for the values as they are: the region must be one of the chosen country's. */
export const taxRateSchema =
  (placeRules: PlaceRules) =>
  (values: TaxRateFormValues): Schema<TaxRateFormValues> => ({
    ...placeRules(values.country),
    name: [required('Name is required')],
    rate: [
      required('Rate is required'),
      matches(percentPattern, 'Enter a percent such as 7.25'),
      atMost(100, 'Rate must be 100 % or less'),
    ],
  });

export const toTaxRateForm = (rate?: TaxRate): TaxRateFormValues => ({
  country: rate?.country ?? '',
  region: rate?.region ?? '',
  name: rate?.name ?? '',
  rate: rate ? percentOf(rate.rate) : '',
});

export const toTaxRateInput = (values: TaxRateFormValues): TaxRateInput => ({
  country: values.country,
  region: values.region.trim(),
  name: values.name.trim(),
  rate: hundredthsOf(values.rate),
});

export const createTaxRate = (input: TaxRateInput) => api.post<Created>('/admin/tax-rates', input);

export const useCreateTaxRate = () => useRefreshingMutation(createTaxRate, taxRatesQuery.queryKey, formMutation);
