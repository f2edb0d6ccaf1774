import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ShippingMethod } from '@/types/api';

export const getShippingMethods = (country: string) =>
  api.get<ShippingMethod[]>(`/shipping-methods?country=${encodeURIComponent(country)}`);

export const shippingMethodsKey = (country: string) => ['shipping-methods', country] as const;

/** The methods that serve the country, with their prices. */
export function useShippingMethods(country: string) {
  return useQuery({
    queryKey: shippingMethodsKey(country),
    queryFn: () => getShippingMethods(country),
    enabled: country.trim().length === 2,
  });
}
