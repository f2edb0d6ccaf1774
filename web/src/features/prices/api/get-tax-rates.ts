import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { TaxRate } from '@/types/api';

export const getTaxRates = () => api.get<TaxRate[]>('/admin/tax-rates');

export const taxRatesQuery = queryOptions({ queryKey: ['prices', 'tax-rates'], queryFn: getTaxRates });

export const useTaxRates = () => useQuery(taxRatesQuery);
