import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { taxRatesQuery } from './get-tax-rates';

export const deleteTaxRate = (id: string) => api.delete<Deleted>(`/admin/tax-rates/${encodeURIComponent(id)}`);

export const useDeleteTaxRate = () => useRefreshingMutation(deleteTaxRate, taxRatesQuery.queryKey);
