import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Address } from '@/types/api';

export const getAddresses = () => api.get<Address[]>('/addresses');

export const addressesQuery = queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });

/** The signed-in customer's address book, oldest first. */
export const useAddresses = () => useQuery(addressesQuery);
