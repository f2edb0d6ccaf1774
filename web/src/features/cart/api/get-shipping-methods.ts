import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ShippingMethod } from '@/types/api';

export const getShippingMethods = (country: string) =>
  api.get<ShippingMethod[]>(`/shipping-methods?country=${encodeURIComponent(country)}`);

/** The methods that serve the country, with their prices. */
export function useShippingMethods(country: string) {
  return useQuery({
    queryKey: ['shipping-methods', country],
    queryFn: () => getShippingMethods(country),
    enabled: country.trim().length === 2,
  });
}
