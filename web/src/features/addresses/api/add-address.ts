import type { AddressValues } from '@/components/address-fields';
import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { addressesQuery } from './get-addresses';

/** An address as the book's calls take it: its fields, and whether it is (to be) the default. */
export type AddressInput = AddressValues & { isDefault: boolean };

export const addAddress = (input: AddressInput) => api.post<Created>('/addresses', input);

export const useAddAddress = () => useRefreshingMutation(addAddress, addressesQuery.queryKey, formMutation);
