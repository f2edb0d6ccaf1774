import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { TaxRateInput } from './create-tax-rate';
import { taxRatesQuery } from './get-tax-rates';

export const updateTaxRate = ({ id, input }: { id: string; input: TaxRateInput }) =>
  api.put<Modified>(`/admin/tax-rates/${encodeURIComponent(id)}`, input);

export const useUpdateTaxRate = () => useRefreshingMutation(updateTaxRate, taxRatesQuery.queryKey, formMutation);
