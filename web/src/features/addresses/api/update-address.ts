import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { AddressInput } from './add-address';
import { addressesQuery } from './get-addresses';

export const updateAddress = ({ id, input }: { id: string; input: AddressInput }) =>
  api.put<Modified>(`/addresses/${encodeURIComponent(id)}`, input);

export const useUpdateAddress = () => useRefreshingMutation(updateAddress, addressesQuery.queryKey, formMutation);
