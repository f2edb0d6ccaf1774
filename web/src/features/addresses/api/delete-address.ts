import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { addressesQuery } from './get-addresses';

export const deleteAddress = (id: string) => api.delete<Deleted>(`/addresses/${encodeURIComponent(id)}`);

export const useDeleteAddress = () => useRefreshingMutation(deleteAddress, addressesQuery.queryKey);
